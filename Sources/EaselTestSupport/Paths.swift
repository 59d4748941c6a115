import Foundation

/// Places tests need: the package, the built tool, the shared corpus.
public enum TestPaths {
  /// The package's root folder.
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  /// The `easel` executable built beside the tests (`EASEL_BINARY` overrides).
  public static var easel: URL {
    if let path = ProcessInfo.processInfo.environment["EASEL_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    let exe =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("easel")
  }

  /// The shared corpus folder; the same as `Corpus.url`, which also says whether it is there.
  public static var corpus: URL { Corpus.url }

  /// A fresh temporary folder.
  public static func temporaryFolder(_ name: String = "easel-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
