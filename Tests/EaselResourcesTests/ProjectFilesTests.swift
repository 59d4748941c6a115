import Foundation
import Testing

@testable import EaselResources

/// Finding a document's project.
struct ProjectFilesTests {
  @Test func projectRootIsTheFolderWithTheXcodeProject() {
    let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/RainbowDemo/RainbowDemo/Base.lproj/Main.storyboard")
      .standardizedFileURL
    let root = ProjectFiles.projectRoot(containing: doc)
    #expect(root.lastPathComponent == "RainbowDemo")
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("RainbowDemo.xcodeproj").path))
  }

  @Test func withoutAMarkerTheDocumentsFolderIsTheProject() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-\(UUID().uuidString)/a/b")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let doc = dir.appendingPathComponent("X.xib")
    #expect(ProjectFiles.projectRoot(containing: doc).path == dir.path)
  }

  @Test func nibsByNameWithThePlainOneBeforeTheIPadVariant() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["A/Cell~ipad.xib", "B/Cell.xib", "B/Header~ipad.xib", "Main.storyboard"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    let nibs = ProjectFiles.nibs(under: root)
    #expect(nibs.keys.sorted() == ["Cell", "Header"])
    #expect(nibs["Cell"]?.lastPathComponent == "Cell.xib")
    #expect(nibs["Header"]?.lastPathComponent == "Header~ipad.xib")
  }

  /// A pod's or a Carthage checkout's view loads its own nib from its bundle, which Interface
  /// Builder's agent has: the dependencies' nibs are found, after the project's own.
  @Test func dependenciesNibsAreFoundApartFromTheProjects() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in [
      "App/Card.xib", "Pods/Rating/Classes/Rating.xib", "Pods/Rating/Classes/Card.xib",
      "Carthage/Checkouts/Kit/Sources/Kit.xib", "Carthage/Build/iOS/Stale.xib",
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    #expect(ProjectFiles.nibs(under: root).keys.sorted() == ["Card"])
    let dependencies = ProjectFiles.dependencyNibs(under: root)
    #expect(dependencies.keys.sorted() == ["Card", "Kit", "Rating"])
    #expect(dependencies["Rating"]?.path.hasSuffix("Pods/Rating/Classes/Rating.xib") == true)
  }
}
