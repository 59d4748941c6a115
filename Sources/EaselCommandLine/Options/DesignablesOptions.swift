/// `easel designables`'s options.
public struct DesignablesOptions: CommandOptions {
  public static let command = "designables"
  public static let summary =
    "List a project's @IBDesignable classes, build and draw each, and report Interface Builder's status for each (Up to date, Build failed, …)."

  public let project = Argument(
    "PROJECT", help: "The project folder, or a document inside it (default: the current folder).")

  public let sources = Option(
    "--sources", value: "DIR", help: "Where the designable sources are, instead of PROJECT's.")
  public let images = Option(
    "--images", value: "DIR",
    help: "Write each class's picture to DIR/<Class>.png (240×160 points).")
  public let sheet = Option(
    "--sheet", value: "FILE",
    help: """
      Write a contact sheet PNG: each class's picture under its name and status, or the first \
      error that stopped it.
      """)
  public let json = Option(
    "--json",
    help: """
      Print JSON instead: {"root", "designables": [{"class", "module", "languageMode", "file", \
      "line", "status", "statusText", "diagnostics", "files", "image"}], "missingAPI": \
      [{"symbol", "classes"}], "summary": {"total", "upToDate", "buildFailed", "crashed", \
      "timedOut"}, "notes", "buildSeconds", "cached"}. status is up-to-date, build-failed, \
      crashed or timed-out; languageMode is the Swift mode the class's module was built in \
      (4, 4.2, 5, 6), from its SWIFT_VERSION, or the version refused (3.0).
      """)
  public let timeout = Option(
    "--timeout", value: "SECONDS",
    help: "How long designable code may run before it is stopped (default: 20).")
  public let verbose = Option(
    "--verbose",
    help: """
      Print every error and note of every class. Without it, each class shows its first \
      error and how many more there are, and the whole text goes to a log file the output names.
      """)

  public init() {}
}
