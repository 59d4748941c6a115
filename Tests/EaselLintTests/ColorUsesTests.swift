import EaselDocument
import EaselLint
import Foundation
import Testing

/// `colors list`: each `<color>` outside the resources, of each kind, and palette names.
struct ColorUsesTests {
  static let subviews = """
    <view contentMode="scaleToFill" id="v1">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        <color key="tintColor" systemColor="systemBlueColor"/>
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="bgColorName" value="blueClr"/>
            <userDefinedRuntimeAttribute type="string" keyPath="title" value="blueClr"/>
            <userDefinedRuntimeAttribute type="color" keyPath="layer.borderUIColor">
                <color key="value" name="Brand"/>
            </userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
    </view>
    <label opaque="NO" text="Hi" id="l1">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <color key="textColor" name="Brand"/>
        <color key="shadowColor" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>
        <color key="highlightedColor" cocoaTouchSystemColor="darkTextColor"/>
    </label>
    """

  static func document() throws -> IBDocument {
    var text = LintFixture.storyboard(subviews)
    text = text.replacingOccurrences(
      of: "</document>",
      with: """
        <resources>
            <namedColor name="Brand">
                <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <systemColor name="systemBlueColor">
                <color red="0.0" green="0.48" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
        </document>
        """)
    return try IBDocument.parse(Data(text.utf8), path: "Main.storyboard")
  }

  @Test func everyKindWithItsKeyAndObject() throws {
    let uses = try Self.document().colorUses()
    let listed = uses.map {
      "\($0.kind.rawValue) \($0.name) \($0.key ?? "-") \($0.objectID ?? "-")"
    }
    #expect(
      listed == [
        "literal #FF8000 sRGB backgroundColor v1",
        "system systemBlueColor tintColor v1",
        "palette blueClr bgColorName v1",
        "named Brand layer.borderUIColor v1",
        "named Brand textColor l1",
        "literal #00000080 calibratedWhite shadowColor l1",
        "system darkTextColor highlightedColor l1",
      ])
  }

  @Test func theReportCountsEachColourOnce() throws {
    let f = try LintFixture([
      "A.storyboard": LintFixture.storyboard(Self.subviews),
      "B.storyboard": LintFixture.storyboard(Self.subviews),
    ])
    defer { f.remove() }
    let report = ColorsReport(paths: [f.folder.path])
    #expect(report.documents.count == 2)
    let brand = report.documents[0].colors.first { $0.name == "Brand" }
    #expect(brand?.kind == .named && brand?.uses.count == 2)
    #expect(report.text.contains("all 2 documents: 14 uses of 6 colours"))
    #expect(report.text.contains("named    Brand") && report.text.contains("4 in 2 documents"))
    let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
    let totals = json?["totals"] as? [[String: Any]]
    #expect(totals?.count == 6)
    #expect(totals?.first { $0["name"] as? String == "blueClr" }?["count"] as? Int == 2)
  }

  @Test func anUnreadableDocumentIsALocatedError() throws {
    let f = try LintFixture([
      "Bad.xib": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>"
    ])
    defer { f.remove() }
    let report = ColorsReport(paths: [f.folder.path])
    #expect(report.exitStatus == 1)
    #expect(report.text.contains("Bad.xib:"))
  }
}
