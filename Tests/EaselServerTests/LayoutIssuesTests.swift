import EaselDocument
import EaselTestSupport
import Foundation
import Testing

@testable import EaselServer

/// Pins to the margins and the safe area, Update Constraints and the scene's layout issues
/// (`GET /api/layout-issues`), on a copy of `Tests/Fixtures/Designer/Layout` (an iPhone 8
/// scene: safe area 20 points from the top, the root view's margins 16 at the sides).
@MainActor
struct LayoutIssuesTests {
  let folder: URL
  let api: DesignerAPI
  let file: URL
  let original: Data
  static let document = "Layout/Base.lproj/Main.storyboard"

  init() throws {
    folder = try TestPaths.temporaryFolder("easel-layout-issues")
    let project = folder.appendingPathComponent("Layout")
    try FileManager.default.copyItem(
      at: SharedFixtures.folder.appendingPathComponent("Designer/Layout"), to: project)
    api = DesignerAPI(session: DesignerSession(project: ProjectFolder(root: project)))
    file = project.appendingPathComponent(Self.document)
    original = try Data(contentsOf: file)
  }

  func post(_ endpoint: String, _ body: [String: Any]) throws -> (Int, [String: Any]) {
    var body = body
    body["document"] = Self.document
    body["baseVersion"] = try api.session.version(of: Self.document)
    let answer = api.handle(
      HTTPRequest(
        method: "POST", path: "/api/\(endpoint)",
        body: try JSONSerialization.data(withJSONObject: body)))
    return (
      answer.status, (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any] ?? [:]
    )
  }

  func get(_ query: [String: String]) -> (Int, [String: Any]) {
    let answer = api.handle(HTTPRequest(method: "GET", path: "/api/layout-issues", query: query))
    return (
      answer.status, (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any] ?? [:]
    )
  }

  func issues() throws -> [LayoutIssue] {
    try api.session.layoutIssues(Self.document, sceneID: "Lay-sc-001").issues
  }

  func text() throws -> String { try String(contentsOf: file, encoding: .utf8) }

  func undoAll() throws {
    while try api.session.undo(Self.document).canUndo {}
  }

  /// The laid-out frame of `id` at the document's own device and scale.
  func drawn(_ id: String) throws -> [Double]? {
    var request = DesignerSession.CanvasRequest()
    request.scale = 2
    return try api.session.frame(Self.document, request, have: nil).views[id]
  }

  /// "Constrain to margins" writes the superview's margin attributes as Xcode does (the
  /// superview first, without its id, on the trailing side); an edge sent to the safe area
  /// pins to it; without constants, each is the present distance from the margin or the safe
  /// area as laid out, so the label stays where it is.
  @Test func pinsToTheMarginsAndTheSafeAreaKeepTheViewInPlace() throws {
    let before = try #require(try drawn("Lay-lb-001"))
    let (status, answer) = try post(
      "pin",
      [
        "object": "Lay-lb-001", "margins": true,
        "pins": [
          ["pin": "leading"], ["pin": "trailing", "to": "superview"],
          ["pin": "top", "to": "safeArea"],
        ],
      ])
    #expect(status == 200, "\(answer)")
    let text = try text()
    let id = "id=\"[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}\""
    for pattern in [
      "<constraint firstItem=\"Lay-lb-001\" firstAttribute=\"leading\" secondItem=\"Lay-rt-001\" "
        + "secondAttribute=\"leadingMargin\" constant=\"24\" \(id)/>",
      "<constraint firstAttribute=\"trailingMargin\" secondItem=\"Lay-lb-001\" "
        + "secondAttribute=\"trailing\" constant=\"229\" \(id)/>",
      "<constraint firstItem=\"Lay-lb-001\" firstAttribute=\"top\" secondItem=\"Lay-sa-001\" "
        + "secondAttribute=\"top\" constant=\"280\" \(id)/>",
    ] {
      #expect(text.range(of: pattern, options: .regularExpression) != nil, "\(pattern)\n\(text)")
    }
    let after = try #require(try drawn("Lay-lb-001"))
    // (Its height is now its text's, 20.5 points: nothing pins it.)
    #expect(
      Array(after.prefix(3)) == Array(before.prefix(3)),
      "the label stays where it was drawn: \(before) → \(after)")
    try undoAll()
    #expect(try Data(contentsOf: file) == original)
  }

  /// Without margins, an edge sent to the superview pins to its edge; a target or a margins
  /// flag of the wrong kind is refused, nothing written.
  @Test func pinTargetsAreChecked() throws {
    let (status, _) = try post(
      "pin", ["object": "Lay-lb-001", "pins": [["pin": "leading", "to": "superview"]]])
    #expect(status == 200)
    #expect(
      try text().contains(
        "firstItem=\"Lay-lb-001\" firstAttribute=\"leading\" secondItem=\"Lay-rt-001\" "
          + "secondAttribute=\"leading\" constant=\"40\""))
    try undoAll()
    for (body, message) in [
      (["object": "Lay-lb-001", "pins": [["pin": "top", "to": "moon"]]], "unknown pin target"),
      (["object": "Lay-lb-001", "pins": [["pin": "top"]], "margins": "yes"], "'margins' must be"),
      (["object": "Lay-s1-001", "pins": [["pin": "top", "to": "safeArea"]]], "no safe area"),
    ] as [([String: Any], String)] {
      let (status, answer) = try post("pin", body)
      #expect(status == 400 || status == 422, "\(answer)")
      #expect((answer["error"] as? String ?? "").contains(message), "\(answer)")
    }
    #expect(try Data(contentsOf: file) == original)
  }

  /// "Update Constraints": the red box's stored frame moved (a frame edit changes only the
  /// frame), its constraints' constants follow it — the safe area's 20 points counted — and
  /// the scene draws it there; undo restores the bytes.
  @Test func updateConstraintsTakesTheConstantsFromTheStoredFrames() throws {
    #expect(
      try post(
        "edit", ["object": "Lay-bx-001", "edit": ["op": "frame", "value": "30,60,100,100"]]
      ).0 == 200)
    #expect(try drawn("Lay-bx-001") == [20, 40, 100, 100], "its constraints still place it")
    let (status, answer) = try post("update-constraints", ["objects": ["Lay-bx-001"]])
    #expect(status == 200 && (answer["changed"] as? Bool) == true, "\(answer)")
    let text = try text()
    #expect(text.contains("secondAttribute=\"leading\" constant=\"30\" id=\"Lay-bl-001\""))
    #expect(text.contains("secondAttribute=\"top\" constant=\"40\" id=\"Lay-bt-002\""))
    #expect(
      text.contains("<constraint firstAttribute=\"width\" constant=\"100\" id=\"Lay-bw-001\"/>"))
    #expect(try drawn("Lay-bx-001") == [30, 60, 100, 100])
    // Nothing more to change once they agree; a constraint is not a view.
    #expect(
      (try post("update-constraints", ["objects": ["Lay-bx-001"]]).1["changed"] as? Bool) == false)
    #expect(try post("update-constraints", ["objects": ["Lay-bw-001"]]).0 == 422)
    try undoAll()
    #expect(try Data(contentsOf: file) == original)
  }

  /// The scene has no issue as written; a second width for the red box conflicts (its first
  /// view, constraint and attributes given for the canvas), a lone leading edge leaves the
  /// blue view ambiguous; the answer is the document's version.
  @Test func layoutIssuesAreFoundAsEaselLayoutFindsThem() throws {
    let written = try issues()
    #expect(written.isEmpty, "\(written)")
    let (pinned, answer) = try post(
      "pin", ["object": "Lay-bx-001", "pins": [["pin": "width", "constant": 150]]])
    #expect(pinned == 200)
    let added = (answer["ids"] as? [String])?.first ?? "?"
    let found = try issues()
    let conflicts = found.filter { $0.kind == "conflict" }
    #expect(conflicts.count == 1, "\(found)")
    let conflict = try #require(conflicts.first)
    #expect(conflict.views == ["Lay-bx-001"] && conflict.object == "Lay-bx-001")
    #expect(conflict.attributes == ["width"])
    #expect(["Lay-bw-001", added].contains(conflict.constraint ?? ""), "\(conflict)")
    #expect(conflict.message.contains("conflicting constraint"), "\(conflict.message)")
    try undoAll()

    #expect(
      try post("pin", ["object": "Lay-fr-001", "pins": [["pin": "leading", "constant": 10]]]).0
        == 200)
    let open = try issues()
    let ambiguous = open.filter { $0.kind == "ambiguous" }
    #expect(ambiguous.map(\.object) == ["Lay-fr-001"], "\(open)")
    #expect(ambiguous.first?.message.contains("ambiguous layout") == true)

    let (status, json) = get(["document": Self.document, "scene": "Lay-sc-001"])
    #expect(status == 200)
    #expect(json["version"] as? Int == (try api.session.version(of: Self.document)))
    #expect((json["issues"] as? [[String: Any]])?.first?["kind"] as? String == "ambiguous")
    #expect(get(["document": Self.document, "scene": "Nope-00-000"]).0 == 404)
    #expect(get(["document": Self.document]).0 == 400)
    try undoAll()
    #expect(try Data(contentsOf: file) == original)
  }

  /// An older storyboard: the top layout guide and the root view's margins (no safe area).
  static let guides = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Old-vc-001">
        <device id="retina4_7" orientation="portrait">
            <adaptation id="fullscreen"/>
        </device>
        <scenes>
            <scene sceneID="Old-sc-001">
                <objects>
                    <viewController id="Old-vc-001" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="Old-tg-001"/>
                            <viewControllerLayoutGuide type="bottom" id="Old-bg-001"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="Old-rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Old-vw-001">
                                    <rect key="frame" x="30" y="70" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="Old-ht-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Old-vw-001" firstAttribute="top" secondItem="Old-tg-001" secondAttribute="bottom" constant="8" id="Old-tp-001"/>
                                <constraint firstItem="Old-vw-001" firstAttribute="leading" secondItem="Old-rt-001" secondAttribute="leadingMargin" id="Old-ld-001"/>
                                <constraint firstAttribute="trailingMargin" secondItem="Old-vw-001" secondAttribute="trailing" constant="200" id="Old-tr-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// Update Constraints reads the top layout guide's bottom (the status bar's 20 points) and
  /// the root view's margins (16 points) where the scene lays them out: each constant becomes
  /// the one that keeps the view at its stored frame, which the scene then draws.
  @Test func updateConstraintsReadsTheTopLayoutGuideAndTheMargins() throws {
    let project = folder.appendingPathComponent("Old")
    let relative = "Old/Base.lproj/Main.storyboard"
    let url = project.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Self.guides.write(to: url, atomically: true, encoding: .utf8)
    let session = DesignerSession(project: ProjectFolder(root: project))
    let change = try session.updateConstraints(
      relative, objectIDs: ["Old-vw-001"], baseVersion: try session.version(of: relative))
    #expect(change.changed)
    let text = try String(contentsOf: url, encoding: .utf8)
    for line in [
      #"<constraint firstItem="Old-vw-001" firstAttribute="top" secondItem="Old-tg-001" secondAttribute="bottom" constant="50" id="Old-tp-001"/>"#,
      #"<constraint firstItem="Old-vw-001" firstAttribute="leading" secondItem="Old-rt-001" secondAttribute="leadingMargin" constant="14" id="Old-ld-001"/>"#,
      #"<constraint firstAttribute="trailingMargin" secondItem="Old-vw-001" secondAttribute="trailing" constant="229" id="Old-tr-001"/>"#,
      #"<constraint firstAttribute="height" constant="50" id="Old-ht-001"/>"#,
    ] {
      #expect(text.contains(line), "\(line)\n\(text)")
    }
    var request = DesignerSession.CanvasRequest()
    request.scale = 2
    #expect(
      try session.frame(relative, request, have: nil).views["Old-vw-001"] == [30, 70, 100, 50])
  }
}
