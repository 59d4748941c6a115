/// `easel contact-sheet`'s options.
public struct ContactSheetOptions: CommandOptions {
  public static let command = "contact-sheet"
  public static let summary =
    "Render every scene of every storyboard and xib under a folder into one captioned grid PNG."

  public let folder = Argument(
    "FOLDER", help: "Where to look (default: the current folder).")

  public let output = Option(
    "-o", "--output", value: "PATH", help: "The PNG to write (default: contact-sheet.png).")
  public let width = Option("--width", value: "PIXELS", help: "Thumbnail width (default: 160).")
  public let columns = Option(
    "--columns", value: "N", help: "Thumbnails per row (default: a roughly 16:10 sheet).")
  public let dark = Option("--dark", help: "Render in the dark appearance.")
  public let device = Option(
    "--device", value: "NAME",
    help: """
      Lay every view controller's scene out for the device's screen (as 'easel render --device'; \
      e.g. "iPhone SE", "iPad Pro 12.9", "iPhone 15 Pro Max landscape").
      """)
  public let language = Option(
    "--language", value: "CODE",
    help: """
      Translate texts as 'easel render --language' does (en, zh-Hans, …; pseudo and pseudo-rtl: \
      accented, longer text, laid out right to left for pseudo-rtl).
      """)

  public init() {}
}
