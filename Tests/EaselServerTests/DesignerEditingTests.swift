import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@testable import EaselServer

/// The editing endpoints (`move`, `pin`, `constant`, `unpin`, `paste`, `font`, `title`) and
/// the geometry of the laid-out scene, on a copy of `Tests/Fixtures/Designer/Layout`: each
/// edit one undo step back to the original bytes, every bad value refused with its reason
/// and nothing written, and the frames each render reports.
@MainActor
struct DesignerEditingTests {
  let folder: URL
  let api: DesignerAPI
  let file: URL
  let original: Data
  static let document = "Layout/Base.lproj/Main.storyboard"

  init() throws {
    folder = try TestPaths.temporaryFolder("easel-designer-editing")
    let project = folder.appendingPathComponent("Layout")
    try FileManager.default.copyItem(
      at: SharedFixtures.folder.appendingPathComponent("Designer/Layout"), to: project)
    api = DesignerAPI(session: DesignerSession(project: ProjectFolder(root: project)))
    file = project.appendingPathComponent(Self.document)
    original = try Data(contentsOf: file)
  }

  /// `POST /api/<endpoint>` with `body` (and the document): status and JSON answer.
  func post(_ endpoint: String, _ body: [String: Any]) throws -> (Int, [String: Any]) {
    var body = body
    body["document"] = Self.document
    if body["baseVersion"] == nil {
      body["baseVersion"] = try api.session.version(of: Self.document)
    }
    let answer = api.handle(
      HTTPRequest(
        method: "POST", path: "/api/\(endpoint)",
        body: try JSONSerialization.data(withJSONObject: body)))
    return (
      answer.status, (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any] ?? [:]
    )
  }

  func undoAll() throws {
    while try api.session.undo(Self.document).canUndo {}
  }

  @Test func pinsPasteMoveAndTextAreUndoneToTheOriginalBytes() throws {
    let (pinned, answer) = try post(
      "pin",
      [
        "object": "Lay-lb-001",
        "pins": [["pin": "leading", "constant": 100], ["pin": "top", "constant": 250]],
      ])
    #expect(pinned == 200, "\(answer)")
    #expect((answer["ids"] as? [String])?.count == 2)
    let size = (answer["inspect"] as? [String: Any])?["size"] as? [String: Any]
    #expect((size?["items"] as? [[String: Any]])?.count == 2)
    #expect((size?["placedByConstraints"] as? Bool) == true)
    let constraint = try #require((answer["ids"] as? [String])?.first)
    #expect(
      try post("constant", ["constraint": constraint, "constant": 120, "object": "Lay-lb-001"]).0
        == 200)
    #expect(
      String(decoding: try Data(contentsOf: file), as: UTF8.self).contains(
        #"constant="120" id="\#(constraint)""#))
    #expect(
      try post("move", ["objects": ["Lay-lb-001", "Lay-fr-001"], "by": [1, 0, 1, 0]]).0 == 200)
    let (pasted, copies) = try post(
      "paste",
      [
        "objects": ["Lay-bt-001", "Lay-fr-001", "Lay-lb-001"], "parent": "Lay-rt-001",
        "offset": [10, 10],
      ])
    #expect(pasted == 200, "\(copies)")
    let ids = try #require(copies["ids"] as? [String])
    #expect(ids.count == 3)
    #expect(try post("move", ["objects": Array(ids.prefix(2)), "by": [10, 0, 10, 0]]).0 == 200)
    #expect(try post("title", ["object": "Lay-bt-001", "title": "Go"]).0 == 200)
    let (aligned, alignment) = try post(
      "align", ["objects": ["Lay-fr-001", "Lay-bt-001", "Lay-lb-001"], "align": "centerX"])
    #expect(aligned == 200 && (alignment["ids"] as? [String])?.count == 2, "\(alignment)")
    #expect(try post("pin", ["object": "Lay-fr-001", "pins": [["pin": "aspectRatio"]]]).0 == 200)
    let (embedded, container) = try post(
      "embed", ["objects": ["Lay-bx-001", "Lay-cn-001"], "in": "view"])
    #expect(embedded == 200 && (container["id"] as? String)?.isEmpty == false, "\(container)")
    #expect(
      try post("font", ["object": "Lay-bt-001", "font": ["type": "boldSystem", "size": 20]]).0
        == 200)
    #expect(try post("unpin", ["constraint": "Lay-cw-001", "object": "Lay-cn-001"]).0 == 200)
    #expect(try Data(contentsOf: file) != original)
    try undoAll()
    #expect(try Data(contentsOf: file) == original)
  }

  /// Every bad value: `(endpoint, body, status, words of the message)`.
  nonisolated(unsafe) static let refusals: [(String, [String: Any], Int, String)] = [
    ("move", ["objects": ["Lay-fr-001"], "by": [1, 0, 1]], 400, "array of 4 numbers"),
    (
      "move", ["objects": ["Lay-fr-001"], "by": [1, "x", 1, 0]], 400,
      "by[1]' must be a finite number"
    ),
    ("move", ["objects": ["Lay-fr-001"], "by": [2e6, 0, 2e6, 0]], 400, "within ±1000000"),
    ("move", ["objects": [], "by": [1, 0, 1, 0]], 400, "array of object ids"),
    (
      "move", ["objects": ["Lay-s1-001"], "by": [0, 5, 0, 5]], 422,
      "arranged by stack view 'Lay-st-001'"
    ),
    ("move", ["objects": ["Lay-rt-001"], "by": [0, 5, 0, 5]], 422, "root view is not moved"),
    (
      "move", ["objects": ["Nop-no-000"], "by": [0, 5, 0, 5]], 422, "no object with id 'Nop-no-000'"
    ),
    ("move", ["objects": ["Lay-fr-001"], "by": [0, 0, -500, 0]], 422, "negative size"),
    (
      "pin", ["object": "Lay-lb-001", "pins": [["pin": "diagonal"]]], 400, "unknown pin 'diagonal'"
    ),
    ("pin", ["object": "Lay-lb-001", "pins": []], 400, "array of 1 to 8"),
    (
      "pin", ["object": "Lay-lb-001", "pins": [["pin": "top", "constant": 1e7]]], 400,
      "finite number within"
    ),
    (
      "pin", ["object": "Lay-lb-001", "pins": [["pin": "top", "constant": "ten"]]], 400,
      "'constant' must be a finite number"
    ),
    ("pin", ["object": "Lay-rt-001", "pins": [["pin": "top"]]], 422, "root view is not pinned"),
    (
      "align", ["objects": ["Lay-fr-001", "Lay-bt-001"], "align": "diagonal"], 400,
      "unknown alignment"
    ),
    ("align", ["objects": ["Lay-fr-001"], "align": "top"], 400, "two views or more"),
    ("align", ["objects": ["Lay-fr-001", "Lay-rt-001"], "align": "top"], 422, "not a subview"),
    (
      "align", ["objects": ["Lay-fr-001", "Nop-no-000"], "align": "top"], 422, "no object with id"
    ),
    ("constant", ["constraint": "Lay-bl-001", "constant": 1e7], 400, "finite number within"),
    ("constant", ["constraint": "Lay-bx-001", "constant": 4], 422, "not a constraint"),
    ("constant", ["constraint": "Lay-bl-001"], 400, "'constant' must be a finite number"),
    (
      "constraint", ["constraint": "Lay-bl-001", "relation": "about"], 400,
      "unknown relation 'about'"
    ),
    ("constraint", ["constraint": "Lay-bl-001", "priority": 0], 422, "priority is from 1 to 1000"),
    (
      "constraint", ["constraint": "Lay-bl-001", "priority": 1001], 422,
      "priority is from 1 to 1000"
    ),
    ("constraint", ["constraint": "Lay-bl-001", "multiplier": "0"], 422, "other than 0"),
    ("constraint", ["constraint": "Lay-bl-001", "multiplier": "16:0"], 422, "ratio such as 16:9"),
    ("constraint", ["constraint": "Lay-bl-001", "multiplier": "half"], 422, "ratio such as 16:9"),
    ("constraint", ["constraint": "Lay-bl-001", "multiplier": 2], 400, "as text"),
    ("constraint", ["constraint": "Lay-bw-001", "multiplier": "2"], 422, "has no second item"),
    ("constraint", ["constraint": "Lay-bl-001"], 400, "nothing to change"),
    ("unpin", ["constraint": "Lay-fr-001"], 422, "not a constraint"),
    (
      "paste", ["objects": ["Lay-fr-001"], "parent": "Lay-lb-001"], 422, "cannot hold pasted views"
    ),
    (
      "paste", ["objects": ["Lay-fr-001"], "parent": "Lay-rt-001", "offset": [1e6, 0]], 400,
      "within ±10000"
    ),
    ("paste", ["objects": ["Lay-rt-001"], "parent": "Lay-rt-001"], 422, "root view is not copied"),
    ("embed", ["objects": ["Lay-fr-001"], "in": "scrollView"], 400, "unknown embedding"),
    (
      "embed", ["objects": ["Lay-fr-001", "Lay-s1-001"], "in": "view"], 422,
      "must share their superview"
    ),
    ("embed", ["objects": ["Lay-rt-001"], "in": "view"], 422, "it is not embedded"),
    (
      "font", ["object": "Lay-bt-001", "font": ["type": "system", "size": 0]], 400,
      "above 0 and at most 1000"
    ),
    (
      "font", ["object": "Lay-bt-001", "font": ["type": "system", "size": 5000]], 400,
      "above 0 and at most 1000"
    ),
    (
      "font",
      ["object": "Lay-bt-001", "font": ["type": "system", "size": 12, "weight": "hairline"]], 400,
      "unknown font weight"
    ),
    (
      "font", ["object": "Lay-bt-001", "font": ["type": "comic", "size": 12]], 400,
      "unknown font type 'comic'"
    ),
    (
      "font",
      ["object": "Lay-bt-001", "font": ["type": "custom", "name": "Has Space", "size": 12]], 400,
      "without spaces"
    ),
    (
      "font", ["object": "Lay-bt-001", "font": ["type": "textStyle", "style": "Huge"]], 400,
      "unknown text style"
    ),
    (
      "font", ["object": "Lay-fr-001", "font": ["type": "system", "size": 12]], 422,
      "only labels, buttons"
    ),
    ("font", ["object": "Lay-bt-001", "font": "big"], 400, "'font' must be an object"),
    ("title", ["object": "Lay-bt-001", "title": "bell\u{07}"], 400, "control characters"),
    ("title", ["object": "Lay-lb-001", "title": "x"], 422, "not a button"),
    ("title", ["object": "Lay-bt-001"], 400, "missing string field 'title'"),
    ("title", ["object": "Lay-bt-001", "title": "x", "state": "pressed"], 400, "unknown state"),
    ("button-image", ["object": "Lay-bt-001", "image": 7], 400, "'image' must be a name"),
    ("button-image", ["object": "Lay-bt-001", "image": "a", "system": "yes"], 400, "true or false"),
    ("button-image", ["object": "Lay-lb-001", "image": "a"], 422, "not a button"),
    ("insets", ["object": "Lay-bt-001", "kind": "margin", "insets": [0, 0, 0, 0]], 400, "unknown insets"),
    ("insets", ["object": "Lay-bt-001", "kind": "content", "insets": [0, 0, 0]], 400, "array of 4 numbers"),
    ("insets", ["object": "Lay-bt-001", "kind": "content", "insets": [0, 0, 0, 1e5]], 422, "at most 10000"),
    ("constraint", ["constraint": "Lay-bw-001", "installed": "no"], 400, "true or false"),
    ("constraint", ["constraint": "Lay-bx-001", "installed": false], 422, "not a constraint"),
  ]

  @Test(arguments: refusals.indices)
  func badValuesAreRefusedWithTheirReason(_ index: Int) throws {
    let (endpoint, body, status, words) = Self.refusals[index]
    let (got, answer) = try post(endpoint, body)
    let message = answer["error"] as? String ?? ""
    #expect(got == status, "\(endpoint) \(body): \(got) \(message)")
    #expect(message.contains(words), "\(endpoint) \(body): \(message)")
    #expect(try Data(contentsOf: file) == original, "nothing written")
  }

  @Test func aConstraintsRelationMultiplierAndPriorityAreWrittenAsXcodeWritesThem() throws {
    let (status, answer) = try post(
      "constraint",
      [
        "constraint": "Lay-bl-001", "relation": "greaterThanOrEqual", "multiplier": "3:2",
        "priority": 750, "object": "Lay-bx-001",
      ])
    #expect(status == 200, "\(answer)")
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(
      text.contains(
        #"<constraint firstItem="Lay-bx-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="Lay-sa-001" secondAttribute="leading" multiplier="3:2" priority="750" constant="20" id="Lay-bl-001"/>"#
      ), "\(text)")
    let items = try api.session.inspect(Self.document, objectID: "Lay-bx-001").size.items
    let item = try #require(items.first { $0.id == "Lay-bl-001" })
    #expect(
      item.relation == "greaterThanOrEqual" && item.multiplier == "3:2" && item.priority == 750)
    #expect(items.first { $0.id == "Lay-bw-001" }?.multiplier == nil)
    // Back to the defaults: the attributes go, and the bytes are the original ones.
    #expect(
      try post(
        "constraint",
        ["constraint": "Lay-bl-001", "relation": "equal", "multiplier": "1", "priority": 1000]
      ).0 == 200)
    #expect(try Data(contentsOf: file) == original)
    try undoAll()
    #expect(try Data(contentsOf: file) == original)
  }

  /// A button's title and image per state and its insets, then a constraint uninstalled:
  /// each in the inspector's answer, the constraint no longer placing its view, every
  /// step undone to the original bytes.
  @Test func buttonStatesInsetsAndAnUninstalledConstraint() throws {
    #expect(try post("title", ["object": "Lay-bt-001", "title": "Held", "state": "highlighted"]).0 == 200)
    let (imaged, answer) = try post(
      "button-image", ["object": "Lay-bt-001", "image": "star.fill", "system": true, "state": "selected"])
    #expect(imaged == 200, "\(answer)")
    #expect(
      try post("insets", ["object": "Lay-bt-001", "kind": "title", "insets": [0, 12, 0, 0]]).0 == 200)
    let button = try #require(try api.session.inspect(Self.document, objectID: "Lay-bt-001").button)
    #expect(button.states.map(\.state) == ["normal", "highlighted", "selected", "disabled"])
    #expect(button.states[0].title == "Tap me" && button.states[1].title == "Held")
    #expect(button.states[2].image == "star.fill" && button.states[2].system)
    #expect(button.states[3] == .init(state: "disabled", title: nil, image: nil, system: false))
    #expect(button.insets["title"] == [0, 12, 0, 0] && button.insets["content"] == [0, 0, 0, 0])
    #expect(!button.configured)
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(text.contains(#"<inset key="titleEdgeInsets" minX="12" minY="0.0" maxX="0.0" maxY="0.0"/>"#))
    #expect(text.contains(#"<state key="selected" image="star.fill" catalog="system"/>"#))

    var request = DesignerSession.CanvasRequest()
    request.scale = 2
    let width = try #require(try api.session.frame(Self.document, request, have: nil).views["Lay-bx-001"])[2]
    #expect(width == 100)
    #expect(try post("constraint", ["constraint": "Lay-bw-001", "installed": false, "object": "Lay-bx-001"]).0 == 200)
    let items = try api.session.inspect(Self.document, objectID: "Lay-bx-001").size.items
    #expect(items.first { $0.id == "Lay-bw-001" }?.installed == false)
    #expect(items.first { $0.id == "Lay-bh-001" }?.installed == true)
    // Its width unplaced now: the layout reports the view ambiguous, as Xcode would.
    let issues = try api.session.layoutIssues(Self.document, sceneID: "Lay-sc-001").issues
    #expect(
      issues.contains { $0.kind == "ambiguous" && $0.object == "Lay-bx-001" && $0.message.contains("width") },
      "\(issues)")
    try undoAll()
    #expect(try Data(contentsOf: file) == original)
  }

  /// "Update Frames": a label pinned elsewhere is stored where its constraints put it.
  @Test func updateFramesStoresTheLaidOutFrames() throws {
    #expect(
      try post(
        "pin",
        [
          "object": "Lay-lb-001",
          "pins": [["pin": "leading", "constant": 100], ["pin": "top", "constant": 250]],
        ]
      ).0 == 200)
    var request = DesignerSession.CanvasRequest()
    request.scale = 2  // the page's, and the 2× device's the document is saved for
    let drawn = try #require(
      try api.session.frame(Self.document, request, have: nil).views["Lay-lb-001"])
    let (status, answer) = try post("update-frames", ["objects": ["Lay-lb-001"]])
    #expect(status == 200 && (answer["changed"] as? Bool) == true, "\(answer)")
    let stored = try #require(
      try api.session.document(Self.document).0.element(withID: "Lay-lb-001")?.frame)
    #expect([stored.minX, stored.minY, stored.width, stored.height].map { Double($0) } == drawn)
    // Once stored where drawn, nothing more changes.
    #expect((try post("update-frames", ["objects": ["Lay-lb-001"]]).1["changed"] as? Bool) == false)
    #expect(try post("update-frames", ["objects": ["Lay-lb-001", "Lay-bw-001"]]).0 == 422)
    try undoAll()
    #expect(try Data(contentsOf: file) == original)
  }

  @Test func aRefusalFromTheDocumentSaysWhere() throws {
    let (_, answer) = try post("move", ["objects": ["Lay-s1-001"], "by": [0, 5, 0, 5]])
    let message = answer["error"] as? String ?? ""
    #expect(message.contains("Main.storyboard:"), "\(message)")
  }

  @Test func theInspectorListsConstraintsTextAndConnections() throws {
    let box = try api.session.inspect(Self.document, objectID: "Lay-bx-001")
    #expect(
      box.size.items.map(\.id).sorted() == ["Lay-bh-001", "Lay-bl-001", "Lay-bt-002", "Lay-bw-001"])
    #expect(box.size.items.first { $0.id == "Lay-bl-001" }?.constant == 20)
    #expect(box.font == nil && box.title == nil)
    let button = try api.session.inspect(Self.document, objectID: "Lay-bt-001")
    #expect(button.title == "Tap me")
    #expect(button.font == ObjectInspector.Font(type: "system", size: 15))
    #expect(
      button.connections.map { "\($0.kind) \($0.name) \($0.source)→\($0.destination)" } == [
        "action tapped: Lay-bt-001→Lay-vc-001", "outlet button Lay-vc-001→Lay-bt-001",
      ])
    let scene = try api.session.inspect(Self.document, objectID: "Lay-vc-001")
    #expect(
      scene.connections.map { "\($0.kind) \($0.name) → \($0.destinationClass) \($0.destination)" }
        == [
          "outlet box → UIView Lay-bx-001", "outlet button → UIButton Lay-bt-001",
          "action tapped: → UIViewController Lay-vc-001",
        ])
    #expect(scene.connections[0].exists == nil, "no source declares the controller's class")
  }

  /// With the controller's class in the sources, each outlet and action says whether the
  /// code declares it.
  @Test func theConnectionsInspectorSaysWhatTheCodeDeclares() throws {
    let source = folder.appendingPathComponent("Layout/Layout/LayoutViewController.swift")
    try Data(
      """
      import UIKit

      class LayoutViewController: UIViewController {
        @IBOutlet weak var box: UIView!
        @IBAction func tapped(_ sender: Any) {}
      }

      """.utf8
    ).write(to: source)
    let (status, answer) = try post(
      "edit",
      [
        "object": "Lay-vc-001",
        "edit": ["op": "set", "name": "customClass", "value": "LayoutViewController"],
      ])
    #expect(status == 200, "\(answer)")
    let scene = try api.session.inspect(Self.document, objectID: "Lay-vc-001")
    #expect(
      scene.connections.map { "\($0.kind) \($0.name) \($0.exists.map(String.init) ?? "?")" } == [
        "outlet box true", "outlet button false", "action tapped: true",
      ])
  }

  @Test func eachFrameSaysWhereItsViewsWereLaidOut() throws {
    var request = DesignerSession.CanvasRequest()
    request.scale = 1
    let stored = try api.session.frame(Self.document, request, have: nil)
    #expect(stored.head.width == 375 && stored.head.height == 667)
    #expect(stored.views["Lay-cn-001"]?[2] == 80)
    #expect(stored.views["Lay-fr-001"] == [200, 300, 120, 60])
    request.device = "iPhone SE"
    request.landscape = true
    let turned = try api.session.frame(Self.document, request, have: nil)
    #expect(turned.head.width == 568 && turned.head.height == 320)
    let corner = try #require(turned.views["Lay-cn-001"])
    #expect(corner[2] == 80 && corner[3] == 80)
    #expect(
      corner[0] > 400 && corner[1] < 240,
      "pinned to the bottom-right of the turned screen: \(corner)")
    #expect(
      turned.views["Lay-rt-001"] == [0, 0, 568, 320] || turned.views["Lay-rt-001"]?[2] == 568)
  }

  @Test func orientationIsReadAndChecked() throws {
    #expect(try DesignerAPI.canvasRequest(["orientation": "landscape"]).landscape)
    #expect(try !DesignerAPI.canvasRequest(["orientation": "portrait"]).landscape)
    #expect(throws: DesignerError.self) {
      try DesignerAPI.canvasRequest(["orientation": "sideways"])
    }
    // Turned without a device: the document's own (retina4_7 here).
    var request = DesignerSession.CanvasRequest()
    request.landscape = true
    let (document, _) = try api.session.document(Self.document)
    #expect(
      try api.session.canvasSize(request, document: document) == CGSize(width: 667, height: 375))
  }
}
