import EaselDocument
import EaselTestSupport
import EaselGraphics
import Foundation
import Testing

@testable import EaselServer

/// The designer's session and API on a copy of RainbowDemo: outline, inspectors, edits with
/// versions, undo to the same bytes, stale edits refused, outside changes noticed.
@MainActor
struct DesignerSessionTests {
  let folder: URL
  let session: DesignerSession
  let api: DesignerAPI
  static let document = "RainbowDemo/Base.lproj/Main.storyboard"
  static let rainbow = "Rbw-1a-x7K"

  init() throws {
    folder = try TestPaths.temporaryFolder("easel-session")
    let project = folder.appendingPathComponent("RainbowDemo")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Examples/RainbowDemo"), to: project)
    session = DesignerSession(project: ProjectFolder(root: project))
    api = DesignerAPI(session: session)
  }

  var file: URL { session.project.root.appendingPathComponent(Self.document) }

  func edit(_ edit: String, base: Int) throws -> (version: Int, changed: Bool) {
    try session.edit(
      Self.document, objectID: Self.rainbow,
      edit: try EditRequest.edit(
        try JSONSerialization.jsonObject(with: Data(edit.utf8))), baseVersion: base)
  }

  @Test func listsTheDocumentsAndOutlinesTheScene() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(session.project.documents() == [Self.document])
    let outline = try session.outline(Self.document)
    let scenes = try #require(outline["scenes"] as? [[String: Any]])
    let root = try #require(scenes.first?["root"] as? [String: Any])
    let rainbow = try #require((root["children"] as? [[String: Any]])?.first)
    #expect(rainbow["customClass"] as? String == "Rainbow")
    #expect(rainbow["designable"] as? Bool == true)
    #expect(rainbow["frame"] as? [Double] == [33.5, 16, 600, 343])
  }

  @Test func inspectsTheRainbowsInspectablesWithTheOverrideMarked() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let info = try session.inspect(Self.document, objectID: Self.rainbow)
    let inspectables = try #require(info["inspectables"] as? [[String: Any]])
    #expect(
      inspectables.map { $0["name"] as? String } == ["firstColor", "secondColor", "thirdColor"])
    #expect(inspectables.allSatisfy { $0["type"] as? String == "color" })
    #expect(inspectables.map { $0["overridden"] as? Bool } == [false, true, false])
    #expect(inspectables[1]["value"] as? String == "#FFC83DFF")
    #expect((inspectables[0]["default"] as? String)?.contains("37.0 / 255.0") == true)
    // What the colour well shows where the storyboard does not override the code.
    #expect(
      inspectables.map { $0["defaultValue"] as? String } == ["#25FCF4FF", "#ABFA51FF", "#EE2035FF"])
    let attributes = try #require(info["attributes"] as? [[String: Any]])
    let background = try #require(attributes.first { $0["key"] as? String == "backgroundColor" })
    #expect(background["value"] as? String == "#38334CFF")
  }

  @Test func anEditChangesOnlyItsBytesAndUndoRestoresThemAll() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Data(contentsOf: file)
    let first = try edit(
      ##"{"op":"set-runtime","keyPath":"firstColor","type":"color","value":"#FF00FFFF"}"##, base: 1)
    #expect(first == (2, true))
    let edited = try Data(contentsOf: file)
    let added =
      String(decoding: edited, as: UTF8.self).split(separator: "\n").count
      - String(decoding: original, as: UTF8.self).split(separator: "\n").count
    #expect(added == 3)
    #expect(String(decoding: edited, as: UTF8.self).contains(#"keyPath="firstColor""#))
    _ = try edit(#"{"op":"set","name":"alpha","value":"0.5"}"#, base: 2)
    _ = try edit(#"{"op":"remove-runtime","keyPath":"secondColor"}"#, base: 3)
    #expect(try session.undo(Self.document) == 5)
    #expect(try session.undo(Self.document) == 6)
    #expect(try session.undo(Self.document) == 7)
    #expect(try Data(contentsOf: file) == original)
    #expect(try session.undo(Self.document, redo: true) == 8)
    #expect(try Data(contentsOf: file) == edited)
  }

  @Test func anEditOnAStaleVersionIsRefusedAndWritesNothing() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try edit(#"{"op":"set","name":"hidden","value":"YES"}"#, base: 1)
    let before = try Data(contentsOf: file)
    #expect {
      try edit(#"{"op":"set","name":"alpha","value":"0.5"}"#, base: 1)
    } throws: { error in
      guard let error = error as? DesignerError else { return false }
      return error.status == 409 && error.message.contains("now version 2")
        && error.message.contains("reload")
    }
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func aChangeByAnotherProgramIsNoticed() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try session.outline(Self.document)
    #expect(session.externalChanges().isEmpty)
    let document = try IBDocument(contentsOf: file)
    try document.apply(.setAttribute(name: "hidden", value: "YES"), to: Self.rainbow)
    try document.write(to: file)
    let changes = session.externalChanges()
    #expect(changes.map(\.document) == [Self.document])
    #expect(changes.first?.version == 2)
    #expect(session.externalChanges().isEmpty, "noticed once")
    // An edit based on what the page had before is refused.
    #expect(throws: DesignerError.self) {
      try edit(#"{"op":"set","name":"alpha","value":"0.5"}"#, base: 1)
    }
  }

  @Test func malformedEditsAreRefusedWithAMessage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    for (body, status) in [
      ("{}", 400), (#"{"document":"x","object":"y","baseVersion":1}"#, 400),
      (
        #"{"document":"../x","object":"y","baseVersion":1,"edit":{"op":"set","name":"a","value":"b"}}"#,
        403
      ),
      ("[]", 400), ("nonsense", 400),
    ] {
      let answer = api.handle(HTTPRequest(method: "POST", path: "/api/edit", body: Data(body.utf8)))
      #expect(answer.status == status, "\(body)")
      #expect(String(decoding: answer.body, as: UTF8.self).contains("\"error\""))
    }
    let unknownObject =
      #"{"document":"\#(Self.document)","object":"nope","baseVersion":1,"edit":{"op":"set","name":"hidden","value":"YES"}}"#
    #expect(
      api.handle(HTTPRequest(method: "POST", path: "/api/edit", body: Data(unknownObject.utf8)))
        .status == 422)
    let badValue =
      #"{"document":"\#(Self.document)","object":"\#(Self.rainbow)","baseVersion":1,"edit":{"op":"set-runtime","keyPath":"firstColor","type":"color","value":"red"}}"#
    #expect(
      api.handle(HTTPRequest(method: "POST", path: "/api/edit", body: Data(badValue.utf8)))
        .status == 400)
    #expect(api.handle(HTTPRequest(method: "GET", path: "/api/edit")).status == 405)
    #expect(api.handle(HTTPRequest(method: "GET", path: "/api/nothing")).status == 404)
  }

  @Test func rendersTheSceneAsEaselRenderDoes() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var request = DesignerSession.RenderRequest()
    request.scale = 1
    let (png, statuses) = try session.render(Self.document, request)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(statuses["Rainbow"]?["status"] as? String == "Up to date")
  }

  /// The canvas's frames: the whole first, then only what an edit changed, which drawn over
  /// the frame before gives exactly the frame a fresh render sends.
  @Test func framesSendOnlyTheRectangleThatChanged() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var request = DesignerSession.RenderRequest()
    request.scale = 1
    let first = try session.frame(Self.document, request, have: nil)
    let (width, height) = (try #require(first.head["width"]), try #require(first.head["height"]))
    #expect(first.head["x"] == 0 && first.head["y"] == 0)
    #expect(first.head["w"] == width && first.head["h"] == height)
    let firstPixels = try #require(RawFrame.expand(runs: first.pixels, count: width * height))
    #expect(first.pixels.count < width * height * 4 / 4, "a scene's flat colours are sent as runs")
    #expect(first.statuses["Rainbow"]?["status"] as? String == "Up to date")
    let id = try #require(first.head["id"])

    // Nothing changed: no pixels, and the frame shown stays.
    let same = try session.frame(Self.document, request, have: id)
    #expect(same.head["id"] == id && same.head["w"] == 0 && same.head["h"] == 0)
    #expect(same.pixels.isEmpty)

    _ = try edit(
      ##"{"op":"set-runtime","keyPath":"firstColor","type":"color","value":"#FF00FFFF"}"##, base: 1)
    let changed = try session.frame(Self.document, request, have: id)
    let (x, y) = (try #require(changed.head["x"]), try #require(changed.head["y"]))
    let (w, h) = (try #require(changed.head["w"]), try #require(changed.head["h"]))
    #expect(changed.head["id"] != id)
    #expect(w > 0 && h > 0 && w * h < width * height / 2, "only the Rainbow's rings changed")
    // Within the Rainbow's frame, [33.5, 16, 600, 343].
    #expect(x >= 33 && y >= 16 && x + w <= 634 && y + h <= 359)
    let patch = try #require(RawFrame.expand(runs: changed.pixels, count: w * h))

    var picture = firstPixels
    for row in 0..<h {
      let to = ((y + row) * width + x) * 4
      picture.replaceSubrange(to..<to + w * 4, with: patch[row * w * 4..<(row + 1) * w * 4])
    }
    // A frame the session no longer has (or never sent) is answered whole.
    let fresh = try session.frame(Self.document, request, have: 987_654)
    #expect(fresh.head["w"] == width && fresh.head["h"] == height)
    #expect(picture == RawFrame.expand(runs: fresh.pixels, count: width * height))
  }
}
