import EaselDocument
import EaselGraphics
import EaselTestSupport
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
    let change = try session.edit(
      Self.document, objectID: Self.rainbow,
      edit: try EditRequest.edit(
        try JSONSerialization.jsonObject(with: Data(edit.utf8))), baseVersion: base)
    return (change.version, change.changed)
  }

  /// `POST /api/edit` of `edit` (an `EDIT` object's JSON) on the Rainbow: the status and the
  /// answer read back.
  func post(_ edit: String, base: Int) throws -> (Int, [String: Any]) {
    let body =
      #"{"document":"\#(Self.document)","object":"\#(Self.rainbow)","baseVersion":\#(base),"edit":\#(edit)}"#
    let answer = api.handle(HTTPRequest(method: "POST", path: "/api/edit", body: Data(body.utf8)))
    let json = (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any] ?? [:]
    return (answer.status, json)
  }

  @Test func listsTheDocumentsAndOutlinesTheScene() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(session.project.documents() == [Self.document])
    let outline = try session.outline(Self.document)
    let rainbow = try #require(outline.scenes.first?.root?.children.first)
    #expect(rainbow.customClass == "Rainbow")
    #expect(rainbow.designable == true)
    #expect(rainbow.frame == [33.5, 16, 600, 343])
    // The JSON the page reads.
    let answer = api.handle(
      HTTPRequest(method: "GET", path: "/api/outline", query: ["document": Self.document]))
    let text = String(decoding: answer.body, as: UTF8.self)
    #expect(
      text.contains(
        #""children":[],"className":"UIView","customClass":"Rainbow","designable":true,"element":"view","frame":[33.5,16,600,343],"id":"Rbw-1a-x7K""#
      ), "\(text)")
  }

  @Test func inspectsTheRainbowsInspectablesWithTheOverrideMarked() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let info = try session.inspect(Self.document, objectID: Self.rainbow)
    let inspectables = info.inspectables
    #expect(inspectables.map(\.name) == ["firstColor", "secondColor", "thirdColor"])
    #expect(inspectables.allSatisfy { $0.type == "color" })
    #expect(inspectables.map(\.overridden) == [false, true, false])
    #expect(inspectables[1].value == "#FFC83DFF")
    #expect(inspectables[0].defaultExpression.contains("37.0 / 255.0"))
    // What the colour well shows where the storyboard does not override the code.
    #expect(inspectables.map(\.defaultValue) == ["#25FCF4FF", "#ABFA51FF", "#EE2035FF"])
    let background = try #require(info.attributes.first { $0.key == "backgroundColor" })
    #expect(background.value == "#38334CFF")
    // The JSON the page reads: the code's expression as `default`.
    let answer = api.handle(
      HTTPRequest(
        method: "GET", path: "/api/inspect",
        query: ["document": Self.document, "object": Self.rainbow]))
    let json = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
    let first = try #require((json["inspectables"] as? [[String: Any]])?.first)
    #expect((first["default"] as? String)?.contains("37.0 / 255.0") == true, "\(first)")
    #expect(first["value"] == nil && first["defaultValue"] as? String == "#25FCF4FF")
  }

  /// An edit's answer carries what the page shows next: the version, the edited object's
  /// inspectors, and the outline when the edit may have changed it — the page asks for
  /// nothing more.
  @Test func anEditsAnswerCarriesTheInspectorsAndWhenNeededTheOutline() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var (status, answer) = try post(
      ##"{"op":"set-runtime","keyPath":"firstColor","type":"color","value":"#FF00FFFF"}"##,
      base: 1)
    #expect(status == 200, "\(answer)")
    #expect(answer["version"] as? Int == 2 && answer["changed"] as? Bool == true)
    #expect(answer["canUndo"] as? Bool == true && answer["canRedo"] as? Bool == false)
    let inspect = try #require(answer["inspect"] as? [String: Any], "\(answer)")
    #expect(inspect["id"] as? String == Self.rainbow && inspect["version"] as? Int == 2)
    let first = try #require((inspect["inspectables"] as? [[String: Any]])?.first)
    #expect(first["name"] as? String == "firstColor" && first["overridden"] as? Bool == true)
    #expect(first["value"] as? String == "#FF00FFFF")
    #expect(answer["outline"] == nil, "a runtime attribute is not in the outline")

    // A frame edit moves the view in the outline: the answer carries it.
    (status, answer) = try post(#"{"op":"frame","value":"40,20,600,343"}"#, base: 2)
    #expect(status == 200, "\(answer)")
    let outline = try #require(answer["outline"] as? [String: Any], "\(answer)")
    #expect(outline["version"] as? Int == 3)
    let root = try #require((outline["scenes"] as? [[String: Any]])?.first?["root"])
    let rainbow = try #require(((root as? [String: Any])?["children"] as? [[String: Any]])?.first)
    #expect(rainbow["frame"] as? [Double] == [40, 20, 600, 343])
    #expect(
      ((answer["inspect"] as? [String: Any])?["size"] as? [String: Any])?["frame"] as? [Double]
        == [40, 20, 600, 343])

    // Undo names the object the page shows, and gets its inspectors back.
    let undo = api.handle(
      HTTPRequest(
        method: "POST", path: "/api/undo",
        body: Data(#"{"document":"\#(Self.document)","object":"\#(Self.rainbow)"}"#.utf8)))
    let undone = try #require(
      try JSONSerialization.jsonObject(with: undo.body) as? [String: Any])
    #expect(undone["version"] as? Int == 4 && undone["canRedo"] as? Bool == true)
    #expect(
      ((undone["outline"] as? [String: Any])?["scenes"] as? [[String: Any]])?.isEmpty == false)
    #expect((undone["inspect"] as? [String: Any])?["id"] as? String == Self.rainbow)
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
    #expect(try session.undo(Self.document).version == 5)
    #expect(try session.undo(Self.document).version == 6)
    #expect(try session.undo(Self.document).version == 7)
    #expect(try Data(contentsOf: file) == original)
    #expect(try session.undo(Self.document, redo: true).version == 8)
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
    var request = DesignerSession.CanvasRequest()
    request.scale = 1
    let (png, statuses) = try session.render(Self.document, request)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(statuses["Rainbow"] == .found(.upToDate))
  }

  /// The canvas's frames: the whole first, then only what an edit changed, which drawn over
  /// the frame before gives exactly the frame a fresh render sends.
  @Test func framesSendOnlyTheRectangleThatChanged() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var request = DesignerSession.CanvasRequest()
    request.scale = 1
    let first = try session.frame(Self.document, request, have: nil)
    let (width, height) = (first.head.width, first.head.height)
    #expect(first.head.x == 0 && first.head.y == 0)
    #expect(first.head.isWhole)
    let firstPixels = try #require(RawFrame.expand(runs: first.pixels, count: width * height))
    #expect(first.pixels.count < width * height * 4 / 4, "a scene's flat colours are sent as runs")
    #expect(first.statuses["Rainbow"]?.description == "Up to date")
    // Where the agent laid the Rainbow out (centred by its constraints), beside its pixels.
    #expect(first.views["Rbw-1a-x7K"] == [33.5, 16, 600, 343])
    let id = first.head.id

    // Nothing changed: no pixels, and the frame shown stays.
    let same = try session.frame(Self.document, request, have: id)
    #expect(same.head.id == id && same.head.w == 0 && same.head.h == 0)
    #expect(same.pixels.isEmpty)

    _ = try edit(
      ##"{"op":"set-runtime","keyPath":"firstColor","type":"color","value":"#FF00FFFF"}"##, base: 1)
    let changed = try session.frame(Self.document, request, have: id)
    let (x, y, w, h) = (changed.head.x, changed.head.y, changed.head.w, changed.head.h)
    #expect(changed.head.id != id)
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
    #expect(fresh.head.isWhole && fresh.head.width == width)
    #expect(picture == RawFrame.expand(runs: fresh.pixels, count: width * height))
  }
}
