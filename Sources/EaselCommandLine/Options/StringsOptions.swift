/// `easel strings check|extract`'s options.
public struct StringsOptions: CommandOptions {
  public static let command = "strings"
  public static let summary =
    "'strings check': missing, untranslated and unused keys per language, and format specifiers that differ between languages; 'strings extract': each document's texts as ibtool exports them, and the keys code uses."
  public static let helpColumn = 27

  public let json = Option("--json", help: "Print the findings and the summary as JSON.")
  public let strict = Option("--strict", help: "Exit 1 on warnings too.")
  public let output = Option(
    "-o", "--output", value: "FOLDER", section: .extractOptions,
    help: "Write the .strings files here (UTF-8, atomically).")

  public init() {}
}
