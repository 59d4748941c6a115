import Foundation

/// The fixture projects written for these tests, and scratch folders.
enum Fixtures {
  /// `Tests/EaselProjectTests/Fixtures`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// An app, a framework with designables, a unit-test target and CocoaPods' project.
  static let showcase = root.appendingPathComponent("Showcase")
  /// An Xcode 16 project with synchronized folders and a package product.
  static let synced = root.appendingPathComponent("Synced")
  /// A Swift package with two targets, a test target, `exclude:` and `sources:`.
  static let meters = root.appendingPathComponent("Meters")

  /// The path of `url` below `base`, for readable expectations.
  static func relative(_ url: URL, to base: URL) -> String {
    let prefix = base.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// A fresh temporary folder holding `files` (relative path → contents).
  static func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("easel-project-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }
}
