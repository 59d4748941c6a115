/// `easel colors list|rename`'s options.
public struct ColorsOptions: CommandOptions {
  public static let command = "colors"
  public static let helpColumn = 27

  public let json = Option("--json", help: "(list) Print the colours as JSON.")
  public let dryRun = Option(
    "--dry-run", help: "(rename) Print the changes as a patch; write nothing.")

  public init() {}
}
