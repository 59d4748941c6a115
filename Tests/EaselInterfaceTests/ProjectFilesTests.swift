import Foundation
import Testing

@testable import EaselInterface

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

  @Test func scaleSuffixes() {
    #expect(ProjectResources.splitScale("icon@2x") == ("icon", 2))
    #expect(ProjectResources.splitScale("icon@3x") == ("icon", 3))
    #expect(ProjectResources.splitScale("icon") == ("icon", 1))
  }
}
