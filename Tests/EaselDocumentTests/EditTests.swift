import EaselDocument
import Foundation
import Testing

/// Each edit changes exactly the intended bytes, in Xcode's formatting, and re-parses.
@Suite struct EditTests {
  static let viewLine = #"        <view contentMode="scaleToFill" id="iN0-l3-epB">"#

  func viewXib() throws -> (IBDocument, String) {
    let url = Fixtures.url("View.xib")
    return (try IBDocument(contentsOf: url), try String(contentsOf: url, encoding: .utf8))
  }

  func expectText(_ doc: IBDocument, _ expected: String) {
    let actual = String(decoding: doc.bytes, as: UTF8.self)
    let region = changedRegion(Array(expected.utf8), doc.bytes)
    #expect(actual == expected, "differs: expected \(region.old) got \(region.new)")
  }

  @Test func replaceAttributeValue() throws {
    let (doc, text) = try viewXib()
    try doc.setAttribute("contentMode", "center", on: "iN0-l3-epB")
    expectText(
      doc,
      text.replacingOccurrences(
        of: Self.viewLine, with: #"        <view contentMode="center" id="iN0-l3-epB">"#))
    #expect(doc.element(withID: "iN0-l3-epB")?["contentMode"] == "center")
  }

  @Test func insertAttributesInXcodeOrder() throws {
    let (doc, text) = try viewXib()
    try doc.setAttribute("userLabel", "Card & \"Co\"", on: "iN0-l3-epB")
    try doc.setAttribute("clipsSubviews", "YES", on: "iN0-l3-epB")
    try doc.setAttribute("someNewProperty", "1", on: "iN0-l3-epB")
    expectText(
      doc,
      text.replacingOccurrences(
        of: Self.viewLine,
        with:
          #"        <view clipsSubviews="YES" contentMode="scaleToFill" someNewProperty="1" id="iN0-l3-epB" userLabel="Card &amp; &quot;Co&quot;">"#
      ))
    #expect(doc.element(withID: "iN0-l3-epB")?.userLabel == "Card & \"Co\"")
  }

  @Test func removeAttribute() throws {
    let (doc, text) = try viewXib()
    #expect(try doc.removeAttribute("contentMode", on: "iN0-l3-epB"))
    #expect(try !doc.removeAttribute("contentMode", on: "iN0-l3-epB"))
    expectText(
      doc, text.replacingOccurrences(of: Self.viewLine, with: #"        <view id="iN0-l3-epB">"#))
  }

  @Test func setFrame() throws {
    let (doc, text) = try viewXib()
    try doc.setFrame(CGRect(x: 10, y: 0, width: 320.5, height: 0.1), on: "iN0-l3-epB")
    expectText(
      doc,
      text.replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
        with: #"<rect key="frame" x="10" y="0.0" width="320.5" height="0.10000000000000001"/>"#))
    #expect(doc.element(withID: "iN0-l3-epB")?.frame?.size.width == 320.5)
  }

  @Test func setFrameInsertsFirstChild() throws {
    let (doc, text) = try viewXib()
    try doc.setFrame(CGRect(x: 0, y: 0, width: 1, height: 2), on: "vUN-kp-3ea")
    expectText(
      doc,
      text.replacingOccurrences(
        of: #"            <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>"#,
        with: """
                      <viewLayoutGuide key="safeArea" id="vUN-kp-3ea">
                          <rect key="frame" x="0.0" y="0.0" width="1" height="2"/>
                      </viewLayoutGuide>
          """))
  }

  @Test func setColorReplacesAndInserts() throws {
    let (doc, text) = try viewXib()
    try doc.setColor(key: "backgroundColor", .system("systemBackgroundColor"), on: "iN0-l3-epB")
    try doc.setColor(
      key: "tintColor", .white(white: 0.5, alpha: 1, space: .genericGamma22Gray), on: "iN0-l3-epB")
    let old =
      #"            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    let new = """
                  <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                  <color key="tintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      """
    expectText(doc, text.replacingOccurrences(of: old, with: new))
    #expect(
      doc.element(withID: "iN0-l3-epB")?.color(forKey: "tintColor")
        == .white(white: 0.5, alpha: 1, space: .genericGamma22Gray))
  }

  @Test func runtimeAttributeBlockIsCreatedExtendedAndRemoved() throws {
    let (doc, text) = try viewXib()
    try doc.setRuntimeAttribute(
      keyPath: "layer.cornerRadius", value: .number(8, isInteger: false), on: "iN0-l3-epB")
    let guide = #"            <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>"#
    expectText(
      doc,
      text.replacingOccurrences(
        of: guide,
        with: guide + """

                      <userDefinedRuntimeAttributes>
                          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                              <real key="value" value="8"/>
                          </userDefinedRuntimeAttribute>
                      </userDefinedRuntimeAttributes>
          """))
    try doc.setRuntimeAttribute(
      keyPath: "bgColorName", value: .string("sky", localized: false), on: "iN0-l3-epB")
    try doc.setRuntimeAttribute(
      keyPath: "layer.cornerRadius", value: .number(0, isInteger: false), on: "iN0-l3-epB")
    expectText(
      doc,
      text.replacingOccurrences(
        of: guide,
        with: guide + """

                      <userDefinedRuntimeAttributes>
                          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                              <real key="value" value="0.0"/>
                          </userDefinedRuntimeAttribute>
                          <userDefinedRuntimeAttribute type="string" keyPath="bgColorName" value="sky"/>
                      </userDefinedRuntimeAttributes>
          """))
    let view = try #require(doc.element(withID: "iN0-l3-epB"))
    #expect(view.runtimeAttributes().map(\.keyPath) == ["layer.cornerRadius", "bgColorName"])
    #expect(try doc.removeRuntimeAttribute(keyPath: "layer.cornerRadius", on: "iN0-l3-epB"))
    #expect(try !doc.removeRuntimeAttribute(keyPath: "missing", on: "iN0-l3-epB"))
    #expect(try doc.removeRuntimeAttribute(keyPath: "bgColorName", on: "iN0-l3-epB"))
    expectText(doc, text)
  }

  @Test func runtimeAttributeGoesBeforeConnections() throws {
    let doc = try parse(
      xib(
        """
                <view id="v">
                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    <connections>
                        <outlet property="x" destination="v" id="o"/>
                    </connections>
                </view>
        """))
    let before = String(decoding: doc.bytes, as: UTF8.self)
    try doc.setRuntimeAttribute(keyPath: "on", value: .boolean(true), on: "v")
    expectText(
      doc,
      before.replacingOccurrences(
        of: "            <connections>",
        with: """
                      <userDefinedRuntimeAttributes>
                          <userDefinedRuntimeAttribute type="boolean" keyPath="on" value="YES"/>
                      </userDefinedRuntimeAttributes>
                      <connections>
          """))
  }

  @Test func selfClosingElementIsExpanded() throws {
    let (doc, text) = try viewXib()
    try doc.setRuntimeAttribute(keyPath: "p", value: .point(CGPoint(x: 1, y: -2.5)), on: "-1")
    let line =
      #"        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#
    expectText(
      doc,
      text.replacingOccurrences(
        of: line,
        with: """
                  <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                      <userDefinedRuntimeAttributes>
                          <userDefinedRuntimeAttribute type="point" keyPath="p">
                              <point key="value" x="1" y="-2.5"/>
                          </userDefinedRuntimeAttribute>
                      </userDefinedRuntimeAttributes>
                  </placeholder>
          """))
  }

  @Test func unknownObjectIsAnInvalidEdit() throws {
    let (doc, _) = try viewXib()
    #expect(throws: DocumentError.self) { try doc.setAttribute("a", "b", on: "nope") }
    do {
      try doc.setFrame(.zero, on: "nope")
    } catch {
      #expect(error.code == .invalidEdit)
    }
  }

  @Test func replacingAnExistingRuntimeAttributeInAFixture() throws {
    let url = Fixtures.url("UserDefinedAttributes.storyboard")
    let doc = try IBDocument(contentsOf: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    try doc.setRuntimeAttribute(
      keyPath: "range", value: .range(location: 3, length: 4), on: "VPu-q4-v6m")
    let old = #"<range key="value" location="0" length="0"/>"#
    let new = #"<range key="value" location="3" length="4"/>"#
    let first = try #require(text.range(of: old))
    expectText(doc, text.replacingCharacters(in: first, with: new))
  }

  @Test func atomicWrite() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-doc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("View.xib")
    try Data("old".utf8).write(to: target)
    let (doc, _) = try viewXib()
    try doc.setAttribute("contentMode", "center", on: "iN0-l3-epB")
    try doc.write(to: target)
    #expect(try Data(contentsOf: target) == doc.data())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["View.xib"])
    #expect(throws: DocumentError.self) {
      try doc.write(to: URL(fileURLWithPath: "/nonexistent-folder/x.xib"))
    }
  }
}
