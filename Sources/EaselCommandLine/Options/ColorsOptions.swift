/// `easel colors list|rename`'s options.
public struct ColorsOptions: CommandOptions {
  public static let command = "colors"
  public static let summary = """
    'colors list': every colour each document uses, with counts;
    'colors rename OLD NEW': a named or palette colour renamed everywhere.
    """
  public static let helpColumn = 27

  public let format = Option(
    "--format", value: "FORMAT",
    help: """
      (list) text (default), json, or sarif / github: the documents that cannot be read, as \
      easel lint writes findings.
      """)
  public let json = Option("--json", help: "(list) The same as --format json.")
  public let config = Option(
    "--config", value: "FILE",
    help: """
      (list) The configuration easel lint reads (default: .easel-lint.json in the current \
      folder): its "excluded" documents are not listed.
      """)
  public let dryRun = Option(
    "--dry-run", help: "(rename) Print the changes as a patch; write nothing.")

  public init() {}
}
