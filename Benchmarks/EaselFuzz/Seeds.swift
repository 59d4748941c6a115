import Foundation

/// Where seed inputs come from: the shared corpus when present, else the repository's own
/// fixtures.
enum Seeds {
  /// This package's root, found from this file.
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  /// The shared corpus: `EASEL_CORPUS`, else `../shared/corpus` beside the checkout, else
  /// `/work/shared/corpus`.
  static var corpus: URL? {
    let candidates = [
      ProcessInfo.processInfo.environment["EASEL_CORPUS"].map { URL(fileURLWithPath: $0) },
      packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus"),
      URL(fileURLWithPath: "/work/shared/corpus"),
    ]
    return candidates.compactMap { $0 }.first {
      FileManager.default.fileExists(atPath: $0.path)
    }
  }

  /// Every file under the corpus (or the fixtures) whose name passes `matches`, sorted by
  /// path so that runs are deterministic, read in full.
  static func files(_ matches: (URL) -> Bool) -> [[UInt8]] {
    let roots =
      corpus.map { [$0] }
      ?? [
        packageRoot.appendingPathComponent("Tests/Fixtures"),
        packageRoot.appendingPathComponent("Tests/EaselEndToEndTests/Fixtures"),
        packageRoot.appendingPathComponent("Tests/EaselInterfaceTests/Fixtures"),
        packageRoot.appendingPathComponent("Tests/EaselResourcesTests/Fixtures"),
        packageRoot.appendingPathComponent("Tests/EaselDocumentTests/Fixtures"),
      ]
    var urls: [URL] = []
    for root in roots {
      guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker where matches(url) { urls.append(url) }
    }
    if urls.isEmpty && corpus != nil {
      // The corpus has none of this kind: the fixtures have.
      for root in [
        "Tests/Fixtures", "Tests/EaselEndToEndTests/Fixtures", "Tests/EaselInterfaceTests/Fixtures",
        "Tests/EaselResourcesTests/Fixtures",
      ] {
        let r = packageRoot.appendingPathComponent(root)
        guard let walker = FileManager.default.enumerator(at: r, includingPropertiesForKeys: nil)
        else { continue }
        for case let url as URL in walker where matches(url) { urls.append(url) }
      }
    }
    return urls.sorted { $0.path < $1.path }.compactMap { try? [UInt8](Data(contentsOf: $0)) }
  }

  /// Storyboards and xibs.
  static func documents() -> [[UInt8]] {
    files { ["storyboard", "xib"].contains($0.pathExtension) }
  }

  /// `.strings` files.
  static func strings() -> [[UInt8]] { files { $0.pathExtension == "strings" } }

  /// Colour sets' `Contents.json`, with two written here so that there are always some.
  static func colorSets() -> [[UInt8]] {
    let builtIn = [
      #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x3D","green":"0xC8","red":"0xFF"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"display-p3","components":{"alpha":"0.5","blue":"0.2","green":"128","red":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
      #"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1","white":"0.5"}},"idiom":"universal"},{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
    ].map { Array($0.utf8) }
    return builtIn
      + files { $0.lastPathComponent == "Contents.json" && $0.path.contains(".colorset/") }
  }
}
