/// The ARGUMENTS and OPTIONS sections of a command's help, made from the declarations.
extension OptionTable {
  /// How wide the help's lines may be: as wide as its paragraphs (`easel --help`'s).
  public static let helpWidth = 88

  /// Each section's title and its options, one a row: the label (`-o, --output PATH`) in
  /// the first column, the help in the second from `helpColumn`, wrapped to `helpWidth`; a
  /// label too long for the first column has its help start on the next line.
  /// The positional arguments come first, in an ARGUMENTS section laid out alike.
  public var helpSections: String {
    var sections: [Option.Section] = []
    for option in options where !sections.contains(option.section) {
      sections.append(option.section)
    }
    let arguments =
      self.arguments.isEmpty
      ? [] : [(["ARGUMENTS:"] + self.arguments.flatMap { rows($0.name, $0.help) })]
    let optionSections = sections.map { section in
      [section.title + ":"]
        + options.filter { $0.section == section }.flatMap { rows($0.label, $0.help) }
    }
    return (arguments + optionSections).map { $0.joined(separator: "\n") }
      .joined(separator: "\n\n")
  }

  /// One row's lines: `name` in the first column, `help` wrapped in the second.
  private func rows(_ name: String, _ help: String) -> [String] {
    let label = "  " + name
    let indent = String(repeating: " ", count: helpColumn)
    var lines = Self.wrap(help, width: Self.helpWidth - helpColumn).map { indent + $0 }
    if label.count < helpColumn, !lines.isEmpty {
      lines[0] = label + lines[0].dropFirst(label.count)
    } else {
      lines.insert(label, at: 0)
    }
    return lines
  }

  /// `text` in lines of at most `width` characters, broken between words, none alone on a
  /// last line; each line of `text` is wrapped on its own, and one that starts with a
  /// space (a row of a small table) is kept as it is.
  static func wrap(_ text: String, width: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      if line.hasPrefix(" ") { return [String(line)] }
      var lines: [[Substring]] = [[]]
      for word in line.split(separator: " ") {
        if !lines[lines.count - 1].isEmpty, length(lines[lines.count - 1] + [word]) > width {
          lines.append([])
        }
        lines[lines.count - 1].append(word)
      }
      // A word alone on the last line takes its neighbour with it, so that "(default:" and
      // "20)." do not part.
      let last = lines.count - 1
      if last > 0, lines[last].count == 1, lines[last - 1].count > 1,
        let neighbour = lines[last - 1].last, length([neighbour] + lines[last]) <= width
      {
        lines[last].insert(lines[last - 1].removeLast(), at: 0)
      }
      return lines.map { $0.joined(separator: " ") }
    }
  }

  /// The length of `words` joined by spaces.
  private static func length(_ words: [Substring]) -> Int {
    words.reduce(-1) { $0 + 1 + $1.count }
  }
}
