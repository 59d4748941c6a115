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
    let debugging = try session.debugView(
      Self.document, DesignerSession.CanvasRequest(), objectID: Self.rainbow)
    let report = debugging.report
    #expect(report.className == "Rainbow")
    #expect(report.views.hasPrefix("Rainbow frame=(33.5 16; 600 343)"), "\(report.views)")
    // Three rings, each two half strokes and a cap, added as shape layers by draw(_:).
    #expect(
      report.layers.components(separatedBy: "CAShapeLayer").count - 1 == 9, "\(report.layers)")
    for phase in ["instantiate", "render", "init(frame:)", "draw(_:)", "runtime attributes"] {
      #expect(report.timings[phase] != nil, "\(phase) timed: \(report.timings)")
    }
    let outcomes = report.runtimeAttributes
    #expect(outcomes.map(\.keyPath) == ["secondColor", "noSuchProperty"])
    #expect(outcomes.first?.applied == true)
    #expect(outcomes.last?.applied == false)
    let reason = try #require(outcomes.last?.reason)
    #expect(reason.contains("noSuchProperty"), "\(reason)")
    #expect(debugging.statuses["Rainbow"] == .found(.upToDate))

    // The JSON the page reads: the report's fields with the statuses beside them.
    let data = try #require(JSONText.data(debugging))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["className"] as? String == "Rainbow" && json["views"] as? String == report.views)
    #expect(
      ((json["statuses"] as? [String: Any])?["Rainbow"] as? [String: Any])?["status"] as? String
        == "Up to date", "\(json)")
  }

  @Test func theRootViewDrawsNothingItselfAndAnUnknownIDIsNotFound() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // The root view draws nothing itself; an unknown id is a 404.
    let root = try session.debugView(
      Self.document, DesignerSession.CanvasRequest(), objectID: "8bC-Xf-vdC")
    #expect(root.report.drawCalls == [], "\(root.report)")
    #expect(throws: DesignerError.self) {
      try session.debugView(Self.document, DesignerSession.CanvasRequest(), objectID: "no-su-chV")
    }
  }
}
