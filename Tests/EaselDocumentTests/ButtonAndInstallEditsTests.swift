import EaselDocument
import EaselTestSupport
import Foundation
import Testing

/// A button's titles and images per state and its insets, and a constraint's "Installed"
/// checkbox, each written as Xcode writes it and undone to the original bytes
/// (`Tests/Fixtures/Designer/Layout`).
@Suite struct ButtonAndInstallEditsTests {
  static let url = SharedFixtures.folder.appendingPathComponent(
    "Designer/Layout/Layout/Base.lproj/Main.storyboard")
  static let indent = String(repeating: " ", count: 32)

  func document() throws -> IBDocument {
    try IBDocument(bytes: Array(try Data(contentsOf: Self.url)), path: Self.url.path)
  }

  func text(_ doc: IBDocument) -> String { String(decoding: doc.bytes, as: UTF8.self) }

  /// The lines of `doc`'s button `Lay-bt-001` after its start tag, up to its end tag.
  func buttonLines(_ doc: IBDocument) -> [String] {
    let lines = text(doc).split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains(#"id="Lay-bt-001">"#) }) else {
      return []
    }
    let end = lines[start...].firstIndex { $0.contains("</button>") } ?? lines.count
    return Array(lines[(start + 1)..<end]).map { $0.hasPrefix(Self.indent) ? String($0.dropFirst(Self.indent.count)) : $0 }
  }

  @Test func titlesAndImagesPerStateGoInXcodesStateOrder() throws {
    let doc = try document()
    let before = text(doc)
    try doc.setButtonTitle("Pressed", for: .highlighted, on: "Lay-bt-001")
    try doc.setButtonTitle("Off", for: .disabled, on: "Lay-bt-001")
    try doc.setButtonImage("star.fill", system: true, for: .selected, on: "Lay-bt-001")
    try doc.setButtonImage("Logo", for: .normal, on: "Lay-bt-001")
    #expect(
      buttonLines(doc) == [
        #"<rect key="frame" x="40" y="360" width="120" height="40"/>"#,
        #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#,
        #"<color key="backgroundColor" red="1" green="0.84999999999999998" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
        #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#,
        #"<state key="normal" title="Tap me" image="Logo"/>"#,
        #"<state key="disabled" title="Off"/>"#,
        #"<state key="selected" image="star.fill" catalog="system"/>"#,
        #"<state key="highlighted" title="Pressed"/>"#,
        "<connections>",
        #"    <action selector="tapped:" destination="Lay-vc-001" eventType="touchUpInside" id="Lay-ac-001"/>"#,
        "</connections>",
      ], "\(buttonLines(doc).joined(separator: "\n"))")
    // Emptied states other than normal go; the normal state keeps its element.
    try doc.setButtonImage(nil, for: .selected, on: "Lay-bt-001")
    try doc.setButtonTitle("", for: .highlighted, on: "Lay-bt-001")
    try doc.setButtonTitle("", for: .disabled, on: "Lay-bt-001")
    try doc.setButtonImage(nil, for: .normal, on: "Lay-bt-001")
    #expect(text(doc) == before)
    // A state's image and title together, then one removed: the other stays.
    try doc.setButtonImage("Logo", for: .selected, on: "Lay-bt-001")
    try doc.setButtonTitle("On", for: .selected, on: "Lay-bt-001")
    #expect(buttonLines(doc).contains(#"<state key="selected" title="On" image="Logo"/>"#))
    try doc.setButtonImage(nil, for: .selected, on: "Lay-bt-001")
    #expect(buttonLines(doc).contains(#"<state key="selected" title="On"/>"#))
    #expect(throws: DocumentError.self) { try doc.setButtonImage("", on: "Lay-bt-001") }
    #expect(throws: DocumentError.self) { try doc.setButtonTitle("x", for: .selected, on: "Lay-lb-001") }
  }

  @Test func insetsAreWrittenAfterTheFontInXcodesOrderAndGoAtZero() throws {
    let doc = try document()
    let before = text(doc)
    try doc.setButtonInsets(.image, top: 0, left: -4, bottom: 0, right: 4, on: "Lay-bt-001")
    try doc.setButtonInsets(.content, top: 2, left: 10, bottom: 2, right: 10, on: "Lay-bt-001")
    try doc.setButtonInsets(.title, top: 0, left: 6.5, bottom: 0, right: 0, on: "Lay-bt-001")
    let lines = buttonLines(doc)
    let font = try #require(lines.firstIndex { $0.hasPrefix("<fontDescription") })
    #expect(
      Array(lines[(font + 1)...(font + 4)]) == [
        #"<inset key="contentEdgeInsets" minX="10" minY="2" maxX="10" maxY="2"/>"#,
        #"<inset key="titleEdgeInsets" minX="6.5" minY="0.0" maxX="0.0" maxY="0.0"/>"#,
        #"<inset key="imageEdgeInsets" minX="-4" minY="0.0" maxX="4" maxY="0.0"/>"#,
        #"<state key="normal" title="Tap me"/>"#,
      ], "\(lines.joined(separator: "\n"))")
    try doc.setButtonInsets(.content, top: 2, left: 12, bottom: 2, right: 10, on: "Lay-bt-001")
    #expect(buttonLines(doc).contains(#"<inset key="contentEdgeInsets" minX="12" minY="2" maxX="10" maxY="2"/>"#))
    for kind in IBDocument.ButtonInsets.allCases {
      try doc.setButtonInsets(kind, top: 0, left: 0, bottom: 0, right: 0, on: "Lay-bt-001")
    }
    #expect(text(doc) == before)
    #expect(throws: DocumentError.self) {
      try doc.setButtonInsets(.content, top: .nan, left: 0, bottom: 0, right: 0, on: "Lay-bt-001")
    }
    #expect(throws: DocumentError.self) {
      try doc.setButtonInsets(.content, top: 1e6, left: 0, bottom: 0, right: 0, on: "Lay-bt-001")
    }
  }

  @Test func aConfiguredButtonRefusesPerStateEditsWithTheReason() throws {
    let configured = try String(contentsOf: Self.url, encoding: .utf8).replacingOccurrences(
      of: #"<state key="normal" title="Tap me"/>"#,
      with: #"<buttonConfiguration key="configuration" style="plain" title="Tap me"/>"#)
    let doc = try IBDocument(bytes: Array(configured.utf8), path: "t.storyboard")
    try doc.setButtonTitle("Go", on: "Lay-bt-001")
    #expect(text(doc).contains(#"<buttonConfiguration key="configuration" style="plain" title="Go"/>"#))
    do {
      try doc.setButtonTitle("Held", for: .highlighted, on: "Lay-bt-001")
      Issue.record("a configured button took a highlighted title")
    } catch {
      #expect(error.message.contains("button configuration"), "\(error.message)")
    }
    #expect(throws: DocumentError.self) {
      try doc.setButtonInsets(.content, top: 1, left: 1, bottom: 1, right: 1, on: "Lay-bt-001")
    }
  }

  @Test func uninstallingAConstraintExcludesItInTheDefaultVariation() throws {
    let doc = try document()
    let before = text(doc)
    #expect(try doc.isInstalled("Lay-bw-001"))
    try doc.setInstalled(false, on: "Lay-bw-001")
    try doc.setInstalled(false, on: "Lay-bw-001")
    #expect(try !doc.isInstalled("Lay-bw-001"))
    let box = String(repeating: " ", count: 28)
    #expect(
      text(doc).contains(
        [
          "</constraints>", #"    <variation key="default">"#, #"        <mask key="constraints">"#,
          #"            <exclude reference="Lay-bw-001"/>"#, "        </mask>", "    </variation>",
          "</view>",
        ].map { box + $0 }.joined(separator: "\n")), "\(text(doc))")
    // A second exclusion joins the mask; installing both again leaves the original bytes.
    try doc.setInstalled(false, on: "Lay-bh-001")
    #expect(text(doc).contains(box + #"            <exclude reference="Lay-bh-001"/>"#))
    try doc.setInstalled(true, on: "Lay-bw-001")
    #expect(try doc.isInstalled("Lay-bw-001"))
    try doc.setInstalled(true, on: "Lay-bh-001")
    #expect(text(doc) == before)
    // Before the view controller's root view's connections? The root view has none: its
    // variation goes last, after its constraints.
    try doc.setInstalled(false, on: "Lay-bl-001")
    #expect(text(doc).contains(#"<exclude reference="Lay-bl-001"/>"#))
    #expect(throws: DocumentError.self) { try doc.setInstalled(false, on: "Lay-bx-001") }
  }

  @Test func deletingAnUninstalledConstraintOrItsViewTakesTheExclusionAlong() throws {
    let doc = try document()
    try doc.setInstalled(false, on: "Lay-bl-001")
    try doc.setInstalled(false, on: "Lay-bw-001")
    try doc.removeConstraint("Lay-bl-001")
    #expect(!text(doc).contains(#"reference="Lay-bl-001""#))
    #expect(text(doc).components(separatedBy: #"<variation key="default">"#).count == 2)
    try doc.deleteView("Lay-bx-001")
    #expect(!text(doc).contains("variation"), "\(text(doc))")
    #expect(!text(doc).contains("Lay-bt-002"))
  }

  @Test func copiesOfAViewKeepTheirConstraintsUninstalled() throws {
    let doc = try document()
    try doc.setInstalled(false, on: "Lay-bw-001")
    let ids = try doc.copyViews(["Lay-bx-001"], into: "Lay-rt-001", offset: CGPoint(x: 10, y: 10))
    let copy = try #require(doc.element(withID: ids[0]))
    let width = try #require(
      copy.child("constraints")?.children("constraint").first { $0["firstAttribute"] == "width" })
    let exclude = copy.children("variation").first?.child("mask")?.child("exclude")
    #expect(exclude?["reference"] == width.id)
    #expect(width.id != "Lay-bw-001")
  }
}
