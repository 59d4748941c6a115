import EaselDiagnostics
import Foundation
import Testing

@testable import EaselInterface

/// A project's nibs and its checked-out dependencies' (ZGRatingView's example app, whose
/// pod's view loads `ZGRatingView.xib` from its bundle): the project's own win a name both
/// hold.
@MainActor
struct ProjectResourcesNibTests {
  @Test func aPodsNibIsFoundAndTheProjectsOwnComesFirst() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["App/Card.xib", "Pods/Rating/Classes/Rating.xib", "Pods/Rating/Card.xib"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    let resources = ProjectResources(root: root, diagnostics: DiagnosticLog())
    let rating = resources.nibURL(named: "Rating")
    #expect(rating?.path.hasSuffix("Pods/Rating/Classes/Rating.xib") == true)
    #expect(resources.nibURL(named: "Card")?.path.hasSuffix("App/Card.xib") == true)
    #expect(resources.nibURL(named: "Missing") == nil)
  }
}
