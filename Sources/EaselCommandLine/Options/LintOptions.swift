/// `easel lint`'s options.
public struct LintOptions: CommandOptions {
  public static let command = "lint"
  public static let summary =
    "Check documents against the project's sources and resources: stale and mistyped runtime attributes, unknown classes, missing images and colours, duplicate ids, broken outlets and actions; --fix removes stale attributes."
  public static let helpColumn = 27

  public let path = Argument(
    "PATH",
    help: "A .storyboard or .xib, or a folder searched for them (default: the current folder).")

  public let format = Option(
    "--format", value: "FORMAT",
    help: """
      text (default: 'path:line:col: severity: message [rule-id]' lines and a summary), json, \
      sarif (SARIF 2.1.0 for code scanning: rule metadata, paths relative to the project, \
      fingerprints that survive line moves) or github (workflow annotations).
      """)
  public let json = Option("--json", help: "The same as --format json.")
  public let baseline = Option(
    "--baseline", value: "FILE",
    help:
      "Report only findings the baseline FILE does not record (matched by fingerprint, not line).")
  public let writeBaseline = Option(
    "--write-baseline", value: "FILE",
    help: "Record every finding in FILE (JSON, written atomically) for later --baseline runs.")
  public let strict = Option("--strict", help: "Exit 1 on warnings too.")
  public let fix = Option(
    "--fix",
    help: """
      Remove stale runtime attributes through the lossless document model (each file's diff is \
      exactly those elements), atomically, never writing a file that does not reopen.
      """)
  public let config = Option(
    "--config", value: "FILE",
    help: """
      The configuration (default: .easel-lint.json in the current folder, if there is one; its \
      folder is the project root paths are written relative to). JSON: \
      "enabled" (opt-in rules such as relative-to-margin), "disabled", "only", "excluded", \
      "severity", "rules" (per-rule "included" and "excluded" globs and the rule's settings).
      """)
  public let designables = Option(
    "--designables",
    help: """
      Also build the documents' projects' @IBDesignable classes and draw each once, as Interface \
      Builder does: report, at each class's declaration, the ones that do not build, crash, time \
      out, or take longer than Interface Builder's 200 ms.
      """)
  public let timeout = Option(
    "--timeout", value: "SECONDS",
    help: "With --designables: how long a class's code may run before it is stopped (default: 20).")
  public let rules = Option(
    "--rules", help: "List the rules: id, severity, IBLinter id, fix, opt-in, summary.")

  public init() {}
}
