/// `easel strings check|extract`'s options.
public struct StringsOptions: CommandOptions {
  public static let command = "strings"
  public static let summary =
    "'strings check': missing, untranslated and unused keys per language, and format specifiers that differ between languages; 'strings extract': each document's texts as ibtool exports them, and the keys code uses."
  public static let helpColumn = 27

  public let format = Option(
    "--format", value: "FORMAT",
    help: """
      (check) text (default: the counts, then one line per key and place with its languages), \
      json (one entry per key and language), sarif or github, as easel lint writes them.
      """)
  public let json = Option("--json", help: "(check) The same as --format json.")
  public let config = Option(
    "--config", value: "FILE",
    help: """
      (check) The configuration easel lint reads (default: .easel-lint.json in the current \
      folder): "excluded", "disabled", "only", "severity" and "rules" scopes apply to the \
      strings-… rules.
      """)
  public let strict = Option("--strict", help: "Exit 1 on warnings too.")
  public let output = Option(
    "-o", "--output", value: "FOLDER", section: .extractOptions,
    help: "Write the .strings files here (UTF-8, atomically).")

  public init() {}
}
