/// A command's options, declared once as the stored `Option` properties of a type: its
/// table, the OPTIONS section of its help and the reads of its values all come from them.
/// They are found in declaration order through `Mirror`, as swift-argument-parser finds a
/// command's `@Option`s, so that no list repeats them.
///
/// ```swift
/// public struct DumpOptions: CommandOptions {
///   public static let command = "dump"
///   public let scene = Option("--scene", value: "ID", help: "Only this scene …")
///   public init() {}
/// }
/// ```
public protocol CommandOptions: Sendable {
  /// The command's name: `render`.
  static var command: String { get }
  /// What the command does, in a sentence or two: its line in `easel --help`.
  static var summary: String { get }
  /// Where the second column of the help's OPTIONS section starts.
  static var helpColumn: Int { get }
  /// The declarations.
  init()
}

extension CommandOptions {
  /// The second column of most commands' help.
  public static var helpColumn: Int { 23 }

  /// The command's options in declaration order, with `-h, --help`.
  public static var table: OptionTable {
    let declared = Mirror(reflecting: Self()).children.map(\.value)
    return OptionTable(
      declared.compactMap { $0 as? Option }, arguments: declared.compactMap { $0 as? Argument },
      helpColumn: helpColumn)
  }

  /// The ARGUMENTS and OPTIONS sections of the command's help (and any other of options).
  public static var helpSections: String { table.helpSections }

  /// Reads `arguments` against the command's options.
  public static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments<Self> {
    ParsedArguments(try Arguments(arguments, table: table))
  }

  /// Reads `arguments` as `parse(_:)` does; when `-h` or `--help` is among them, prints
  /// `usage` instead and returns nil (the command then exits 0).
  public static func parse(_ arguments: [String], orPrintHelp usage: String)
    throws(UsageError) -> ParsedArguments<Self>?
  {
    let parsed = try parse(arguments)
    guard !parsed.given.contains(where: { $0.option == .help }) else {
      print(usage)
      return nil
    }
    return parsed
  }
}
