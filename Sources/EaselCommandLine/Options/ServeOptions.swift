/// `easel serve`'s options.
public struct ServeOptions: CommandOptions {
  public static let command = "serve"
  public static let summary =
    "Open the live designer: a local web page with the project's documents, the rendered scene and Interface Builder's inspectors."
  public static let helpColumn = 27

  public let port = Option("--port", value: "N", help: "The port (default: 0, a free one).")

  public init() {}
}
