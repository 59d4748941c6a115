/// `easel layout`'s options.
public struct LayoutOptions: CommandOptions {
  public static let command = "layout"
  public static let summary =
    "Report a storyboard's or xib's conflicting and ambiguous constraints; with --check-frames, compare the solved frames with the stored ones."

  public let documentOrFolder = Argument(
    "DOCUMENT|FOLDER", help: "A .storyboard or .xib file, or a folder searched for them.")

  public let checkFrames = Option(
    "--check-frames",
    help: """
      Also compare each solved frame with the stored one: every miss as 'file:line:col: note: \
      engine|whole miss: …' with its likely reason, each document's figures, and as the last line \
      'total: N views, engine P%, whole Q%'. Engine: views sized by their content take their \
      intrinsic size from the stored frame; whole: Easel measures them (its fonts, not San \
      Francisco). Views the document marks misplaced or ambiguous are left out; a view hits within \
      0.5 pt.
      """)
  public let textSize = Option(
    "--text-size", value: "NAME",
    help: """
      Lay out with text-style fonts at a Dynamic Type size (see 'easel render --help'); frames are \
      still compared with the stored ones, which Xcode laid out at Large.
      """)
  public let json = Option(
    "--json",
    help: """
      Print JSON instead: [{"path", "failure", "scenes": [{"sceneID", "issues", "engine", "whole", \
      "excluded", "failure"}]}].
      """)

  public init() {}
}
