import EaselDiagnostics
import Foundation

/// The `#sourceLocation` directives of a Swift text: which file and line each of its lines
/// stands for, as the compiler reports them. Translated Objective-C names its `.m` this way;
/// the scan, which reads the Swift as written, gives locations in the Swift file, and this
/// turns them into the ones the user knows.
struct SourceLineMap {
  /// Per line of the text (index 0 is line 1), the file and line it stands for; nil where
  /// no directive is in force.
  private var lines: [(file: String, line: Int)?] = []

  init(text: String) {
    var current: (file: String, line: Int)?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("#sourceLocation(") {
        current = Self.directive(trimmed)
        lines.append(nil)
        continue
      }
      lines.append(current)
      if let c = current { current = (c.file, c.line + 1) }
    }
  }

  init(contentsOf file: URL) {
    self.init(text: String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self))
  }

  /// The file and line `line` stands for, or nil.
  func original(ofLine line: Int) -> (file: String, line: Int)? {
    guard line >= 1, line <= lines.count else { return nil }
    return lines[line - 1]
  }

  /// Every file the directives name, in order, each once.
  var files: [String] {
    var seen: Set<String> = []
    return lines.compactMap { $0?.file }.filter { seen.insert($0).inserted }
  }

  /// `location` as the directives in its file have it (its column kept), else itself.
  static func original(of location: SourceLocation) -> SourceLocation {
    let map = SourceLineMap(contentsOf: URL(fileURLWithPath: location.file))
    guard let mapped = map.original(ofLine: location.line) else { return location }
    var out = location
    out.file = mapped.file
    out.line = mapped.line
    return out
  }

  /// `(file, line)` of `#sourceLocation(file: "…", line: N)`; nil for `#sourceLocation()`.
  private static func directive(_ text: Substring) -> (file: String, line: Int)? {
    let prefix = "#sourceLocation(file: \""
    guard text.hasPrefix(prefix) else { return nil }
    var file = ""
    var rest = text.dropFirst(prefix.count)
    var escaped = false
    while let c = rest.first {
      rest = rest.dropFirst()
      if escaped {
        file.append(c)
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "\"" {
        break
      } else {
        file.append(c)
      }
    }
    guard let colon = rest.range(of: "line:") else { return nil }
    let digits = rest[colon.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
    guard let line = Int(digits) else { return nil }
    return (file, line)
  }
}
