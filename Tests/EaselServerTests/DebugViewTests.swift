import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@testable import EaselServer

/// "Debug selected view" on a copy of RainbowDemo: the Rainbow's view and layer trees from a
/// real render through the agent, its phases timed, its runtime attributes applied, and one
/// that names no property reported as failed with the reason.
@MainActor
struct DebugViewTests {
  let folder: URL
  let session: DesignerSession
  static let document = "RainbowDemo/Base.lproj/Main.storyboard"
  static let rainbow = "Rbw-1a-x7K"

  init() throws {
    folder = try TestPaths.temporaryFolder("easel-debug-view")
    let project = folder.appendingPathComponent("RainbowDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo"), to: project)
    session = DesignerSession(project: ProjectFolder(root: project))
  }

  @Test func reportsTheRainbowsTreesPhasesAndRuntimeAttributes() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try session.edit(
      Self.document, objectID: Self.rainbow,
      edit: .setRuntimeAttribute(keyPath: "noSuchProperty", value: .number(3, isInteger: true)),
      baseVersion: 1)
    let report = try session.debugView(
      Self.document, DesignerSession.RenderRequest(), objectID: Self.rainbow)
    #expect(report["className"] as? String == "Rainbow")
    let views = try #require(report["views"] as? String)
    #expect(views.hasPrefix("Rainbow frame=(33.5 16; 600 343)"), "\(views)")
    let layers = try #require(report["layers"] as? String)
    // Three rings, each two half strokes and a cap, added as shape layers by draw(_:).
    #expect(layers.components(separatedBy: "CAShapeLayer").count - 1 == 9, "\(layers)")
    let timings = try #require(report["timings"] as? [String: Double])
    for phase in ["instantiate", "render", "init(frame:)", "draw(_:)", "runtime attributes"] {
      #expect(timings[phase] != nil, "\(phase) timed: \(timings)")
    }
    let outcomes = try #require(report["runtimeAttributes"] as? [[String: Any]])
    #expect(outcomes.map { $0["keyPath"] as? String } == ["secondColor", "noSuchProperty"])
    #expect(outcomes.first?["applied"] as? Bool == true)
    #expect(outcomes.last?["applied"] as? Bool == false)
    let reason = try #require(outcomes.last?["reason"] as? String)
    #expect(reason.contains("noSuchProperty"), "\(reason)")
    #expect((report["statuses"] as? [String: Any])?["Rainbow"] != nil)
  }

  @Test func theRootViewDrawsNothingItselfAndAnUnknownIDIsNotFound() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // The root view draws nothing itself; an unknown id is a 404.
    let root = try session.debugView(
      Self.document, DesignerSession.RenderRequest(), objectID: "8bC-Xf-vdC")
    #expect(root["drawCalls"] as? [String] == [], "\(root)")
    #expect(throws: DesignerError.self) {
      try session.debugView(Self.document, DesignerSession.RenderRequest(), objectID: "no-su-chV")
    }
  }
}
