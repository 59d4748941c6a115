/// `easel serve`'s options.
public struct ServeOptions: CommandOptions {
  public static let command = "serve"
  public static let summary =
    "Open the live designer: a local web page with the project's documents, the rendered scene and Interface Builder's inspectors."
  public static let helpColumn = 27

  public let projectOrDocument = Argument(
    "PROJECT_DIR | DOCUMENT",
    help:
      "The project folder, or a document in it (default: the current folder). A document's project is the nearest folder above it with an .xcodeproj, Package.swift or .git."
  )

  public let port = Option("--port", value: "N", help: "The port (default: 0, a free one).")

  public init() {}
}
