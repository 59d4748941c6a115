/// `easel colors list|rename`'s options.
public struct ColorsOptions: CommandOptions {
  public static let command = "colors"
  public static let summary = """
    'colors list': every colour each document uses, with counts;
    'colors rename OLD NEW': a named or palette colour renamed everywhere.
    """
  public static let helpColumn = 27

  public let json = Option("--json", help: "(list) Print the colours as JSON.")
  public let dryRun = Option(
    "--dry-run", help: "(rename) Print the changes as a patch; write nothing.")

  public init() {}
}
