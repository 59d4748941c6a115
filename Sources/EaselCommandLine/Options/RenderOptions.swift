/// `easel render`'s options.
public struct RenderOptions: CommandOptions {
  public static let command = "render"
  public static let summary = "Render a scene of a storyboard or xib to PNG, SVG or PDF."

  public let document = Argument(
    "DOCUMENT", help: "A .storyboard or .xib file.")

  public let sources = Option(
    "--sources", value: "DIR",
    help: """
      Where the designable Swift sources are (default: the document's project: the nearest folder \
      above it with an .xcodeproj, Package.swift or .git, else the document's folder).
      """)
  public let scene = Option(
    "--scene", value: "ID",
    help: """
      The scene to render: a scene, view controller or view id, a view giving \
      its scene (default: the initial view controller's scene, else the first). A view beside \
      a scene's controller (in its dock) is drawn alone, at its frame.
      """)
  public let all = Option(
    "--all",
    help: """
      Render every scene with a view into the folder -o names (default: DOCUMENT's name, in the \
      current folder), one file per scene named <sceneID>.<format>, and one per view beside a \
      scene's controller, <viewID>.<format>. Scenes without a view \
      (navigation and tab bar controllers, storyboard references) are listed as skipped.
      """)
  public let overview = Option(
    "--overview",
    help: """
      Render the whole storyboard as one PNG, like Interface Builder's canvas: scenes at their \
      canvas positions under their titles, segues as arrows (solid: show, present; dashed blue: \
      relationship, embed), the initial view controller's entry arrow. --scale is then pixels per \
      canvas point (default: fit in about 4000 pixels, at most 0.5). Default -o: DOCUMENT's name + \
      "-overview.png".
      """)
  public let device = Option(
    "--device", value: "NAME",
    help: """
      Resize each view controller's root view to the device's screen: a name (iPhone SE, iPhone 8, \
      iPhone 15, iPhone 15 Pro Max, iPad, iPad Pro 12.9, ...) or Interface Builder's id \
      (retina6_12), with an optional " landscape", and lay the scene out fresh for it with Auto \
      Layout (constraints solved; views without constraints follow their autoresizing masks; the \
      safe area and margins are the device's). xib views, cells and freeform scenes keep their \
      size. Default: the stored frames (views stored without one are laid out).
      """)
  public let size = Option(
    "--size", value: "WxH",
    help: """
      Give the scene's top view this size in points (320x568, 375x812.5), as a snapshot test \
      does with 'view.frame = …', and lay the scene out fresh at it (constraints solved, \
      autoresizing masks followed): xib views and freeform scenes as well as view controllers' \
      root views. Not with --device, --matrix or --overview.
      """)
  public let scale = Option("--scale", value: "N", help: "Pixels per point for PNG (default: 2).")
  public let format = Option(
    "--format", value: "FORMAT", help: "png, svg or pdf (default: from -o's extension, else png).")
  public let dark = Option("--dark", help: "Render in the dark appearance.")
  public let language = Option(
    "--language", value: "CODE",
    help: """
      Render in a language of the project (en, zh-Hans, …): the document's <lang>.lproj strings \
      and NSLocalizedString tables. pseudo: every localizable text accented and about 40% longer, \
      in brackets (a plain text was never localized; a missing ']' is cut off); pseudo-rtl: the \
      same, laid out right to left (leading and trailing constraints and stacks mirrored).
      """)
  public let matrix = Option(
    "--matrix", value: "SPEC",
    help: """
      Render in every combination of devices, languages and appearances: \
      'device=iPhone SE,iPad; language=en,de,pseudo; appearance=light,dark' (each dimension \
      optional). Writes \
      <sceneID>.<device>.<language>.<appearance>.png per combination and matrix.png, a contact \
      sheet of them all (a row per device), into the folder -o names (default: DOCUMENT's name + \
      "-matrix").
      """)
  public let textSize = Option(
    "--text-size", value: "NAME",
    help: """
      A Dynamic Type size for text-style fonts: xSmall, small, medium, large (default), xLarge, \
      xxLarge, xxxLarge, accessibilityMedium, accessibilityLarge, accessibilityXLarge, \
      accessibilityXXLarge, accessibilityXXXLarge (AX1…AX5).
      """)
  public let timeout = Option(
    "--timeout", value: "SECONDS",
    help: "How long designable code may run before it is stopped (default: 20).")
  public let verbose = Option(
    "--verbose",
    help: """
      Print every diagnostic, every error of a failed build and whole backtraces (by default: each \
      class's status and first error, a few warnings, and where the whole text was written).
      """)
  public let output = Option(
    "-o", "--output", value: "PATH",
    help: """
      The file to write, or the folder with --all; an existing folder (or a path ending in /) \
      gets the one picture under its default name (default: DOCUMENT's name with the format's \
      extension, in the current folder).
      """)

  public init() {}
}
