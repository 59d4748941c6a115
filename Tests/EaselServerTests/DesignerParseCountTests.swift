import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@testable import EaselServer

/// The canvas's frames parse nothing while the document's version stays, and an edit's
/// version is taken into the documents already parsed (the session's and its agent's) rather
/// than read again; only a version no edit made (an undo) is read again, once by each.
@MainActor
struct DesignerParseCountTests {
  @Test func framesOfAnUnchangedOrEditedVersionParseNothing() throws {
    let folder = try TestPaths.temporaryFolder("easel-parses")
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = folder.appendingPathComponent("RainbowDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo"), to: project)
    let session = DesignerSession(project: ProjectFolder(root: project))
    let document = "RainbowDemo/Base.lproj/Main.storyboard"
    var request = DesignerSession.CanvasRequest()
    request.scale = 1
    _ = try session.frame(document, request, have: nil)
    // The session's parse, and the agent's (a process of its own: the designable runs there).
    #expect(session.documentsParsed == 2)
    _ = try session.frame(document, request, have: nil)
    #expect(session.documentsParsed == 2, "the same version again")
    for (version, hex) in [(1, "#FF00FFFF"), (2, "#00FF00FF")] {
      _ = try session.edit(
        document, objectID: "Rbw-1a-x7K",
        edit: .setRuntimeAttribute(keyPath: "firstColor", value: .color(try ColorValue(text: hex))),
        baseVersion: version)
      _ = try session.frame(document, request, have: nil)
    }
    _ = try session.edit(
      document, objectID: "Rbw-1a-x7K",
      edit: .setFrame(CGRect(x: 10, y: 10, width: 300, height: 200)),
      baseVersion: 3)
    _ = try session.frame(document, request, have: nil)
    #expect(session.documentsParsed == 2, "edits are taken into the documents parsed")
    _ = try session.undo(document)
    _ = try session.frame(document, request, have: nil)
    #expect(session.documentsParsed == 4, "an undo's version is read again by both")
  }
}
