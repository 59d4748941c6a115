/// `easel snapshot record|verify`'s options.
public struct SnapshotOptions: CommandOptions {
  public static let command = "snapshot"
  public static let summary =
    "'snapshot record': reference images of every scene; 'snapshot verify': render again, fail with difference images where pixels changed."
  public static let helpColumn = 27

  public let dir = Option(
    "--dir", value: "FOLDER",
    help: """
      Keep the references here, mirroring the documents' folders under PATH (default: \
      __Snapshots__ beside each document).
      """)
  public let failures = Option(
    "--failures", value: "FOLDER",
    help: "Where verify writes actual and difference images (default: snapshot-failures).")
  public let tolerance = Option(
    "--tolerance", value: "N",
    help: "Per-channel difference (0-255) still counted as equal (default: 2).")
  public let allowedPixels = Option(
    "--allowed-pixels", value: "N",
    help: "Differing pixels a scene may have and still pass (default: 0).")
  public let device = Option(
    "--device", value: "NAME",
    help: "Lay the scenes out for a device (as 'easel render --device').")
  public let size = Option(
    "--size", value: "WxH",
    help: "Give every scene's top view this size in points (as 'easel render --size').")
  public let dark = Option("--dark", help: "The dark appearance.")
  public let language = Option(
    "--language", value: "CODE", help: "A language of the project (de, zh-Hans, …).")
  public let scale = Option("--scale", value: "N", help: "Pixels per point (default: 1).")
  public let timeout = Option(
    "--timeout", value: "SECONDS", help: "How long designable code may run (default: 20).")

  public init() {}
}
