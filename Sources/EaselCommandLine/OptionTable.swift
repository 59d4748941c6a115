/// The options one command accepts, in the order its help lists them: built from the
/// command's `CommandOptions`, read by `Arguments`, which suggests from it (`Suggestion`).
public struct OptionTable: Sendable {
  /// The options, `-h, --help` last of its section.
  public let options: [Option]
  /// Where the help's second column starts.
  public let helpColumn: Int

  /// A table of `options`, with `-h, --help` added at the end of the OPTIONS section.
  public init(_ options: [Option], helpColumn: Int) {
    var all = options
    let end = all.lastIndex { $0.section == .options }.map { $0 + 1 } ?? 0
    all.insert(.help, at: end)
    self.options = all
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
  /// The commands of `easel`, each with its options.
  public static let commands: [(name: String, table: OptionTable)] =
    ([
      RenderOptions.self, ScenesOptions.self, DumpOptions.self, EditOptions.self,
      ContactSheetOptions.self, DesignablesOptions.self, LayoutOptions.self, ServeOptions.self,
      LintOptions.self, StringsOptions.self, ColorsOptions.self, SnapshotOptions.self,
    ] as [any CommandOptions.Type]).map { ($0.command, $0.table) }
}
