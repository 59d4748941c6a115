/// `easel scenes`'s options.
public struct ScenesOptions: CommandOptions {
  public static let command = "scenes"
  public static let summary = "List the scenes of a storyboard or xib: id, title, class, size."

  public let document = Argument(
    "DOCUMENT", help: "A .storyboard or .xib file.")

  public let json = Option(
    "--json",
    help: """
      Print JSON instead: {"document", "kind", "initialViewController", "scenes": [{"id", \
      "viewControllerID", "rootViewID", "title", "class", "element", "width", "height", "initial", \
      "line"}]} (keys absent where the document has no value).
      """)

  public init() {}
}
