/// The options one command accepts, in the order its help lists them: built from the
/// command's `CommandOptions`, read by `Arguments`, which suggests from it (`Suggestion`).
public struct OptionTable: Sendable {
  /// The options, `-h, --help` last of its section.
  public let options: [Option]
  /// The positional arguments, as the help's ARGUMENTS section lists them.
  public let arguments: [Argument]
  /// Where the help's second column starts.
  public let helpColumn: Int

  /// A table of `options`, with `-h, --help` added at the end of the OPTIONS section.
  public init(_ options: [Option], arguments: [Argument] = [], helpColumn: Int) {
    var all = options
    let end = all.lastIndex { $0.section == .options }.map { $0 + 1 } ?? 0
    all.insert(.help, at: end)
    self.options = all
    self.arguments = arguments
    self.helpColumn = helpColumn
  }

  /// The option one of whose names is `name`, or nil.
  public func option(named name: String) -> Option? {
    options.first { $0.names.contains(name) }
  }

  /// Every name of every option: `-o` and `--output` both.
  public var names: [String] { options.flatMap(\.names) }
}

extension OptionTable {
  /// The commands of `easel`, in the order its help lists them, each declaring its name,
  /// summary and options.
  public static let declarations: [any CommandOptions.Type] = [
    RenderOptions.self, ScenesOptions.self, DumpOptions.self, EditOptions.self,
    ContactSheetOptions.self, DesignablesOptions.self, LayoutOptions.self, ServeOptions.self,
    LintOptions.self, StringsOptions.self, ColorsOptions.self, SnapshotOptions.self,
  ]

  /// The commands of `easel`, each with its options.
  public static let commands: [(name: String, table: OptionTable)] =
    declarations.map { ($0.command, $0.table) }

  /// The COMMANDS section of `easel --help`: each command's name and summary, laid out as
  /// the options of a command's help are.
  public static var commandsHelp: String {
    let column = 14
    let indent = String(repeating: " ", count: column)
    return
      (["COMMANDS:"]
      + declarations.flatMap { command -> [String] in
        let label = "  " + command.command
        var lines = wrap(command.summary, width: helpWidth - column).map { indent + $0 }
        if label.count < column, !lines.isEmpty {
          lines[0] = label + lines[0].dropFirst(label.count)
        } else {
          lines.insert(label, at: 0)
        }
        return lines
      }).joined(separator: "\n")
  }
}
