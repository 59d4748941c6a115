/// `easel dump`'s options.
public struct DumpOptions: CommandOptions {
  public static let command = "dump"
  public static let summary = "Print a storyboard's or xib's scenes and view trees as stable text."

  public let document = Argument(
    "DOCUMENT", help: "A .storyboard or .xib file.")

  public let scene = Option(
    "--scene", value: "ID",
    help:
      "Only this scene: a scene, view controller or view id, a view giving its scene (see 'easel scenes')."
  )

  public init() {}
}
