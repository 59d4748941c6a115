import EaselDocument
import EaselLint
import EaselTestSupport
import Foundation
import Testing

/// `strings extract`: each kind of localizable text under ibtool's key, in ibtool's format,
/// and the keys code and textAsKey labels use.
struct StringsExtractTests {
  static let subviews = """
    <label opaque="NO" text="Say &quot;hi&quot;" id="lab">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <accessibility key="accessibilityConfiguration" label="Greeting" hint="Says hi"/>
    </label>
    <button opaque="NO" id="btn">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <state key="normal" title="Go"/>
        <state key="highlighted" title="Going"/>
    </button>
    <textField opaque="NO" text="x" placeholder="Name" id="fld">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
    </textField>
    <segmentedControl opaque="NO" id="seg">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <segments>
            <segment title="One"/>
            <segment title="Two"/>
        </segments>
    </segmentedControl>
    <view contentMode="scaleToFill" id="vw">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="caption" value="Hello" localized="YES"/>
            <userDefinedRuntimeAttribute type="string" keyPath="plain" value="Not me"/>
        </userDefinedRuntimeAttributes>
    </view>
    """

  @Test func everyKindUnderIbtoolsKey() throws {
    let document = try IBDocument.parse(
      Data(LintFixture.storyboard(Self.subviews).utf8), path: "Main.storyboard")
    let entries = StringsExtract.entries(of: document)
    #expect(
      entries.map { "\($0.key)=\($0.value)" } == [
        "lab.text=Say \"hi\"", "lab.accessibilityLabel=Greeting", "lab.accessibilityHint=Says hi",
        "btn.normalTitle=Go", "btn.highlightedTitle=Going", "fld.text=x", "fld.placeholder=Name",
        "seg.segmentTitles[0]=One", "seg.segmentTitles[1]=Two",
        "vw.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]=Hello",
      ])
    #expect(entries.first?.className == "UILabel")
    let file = StringsExtract.stringsFile(Array(entries.prefix(1)))
    #expect(
      file == "\n/* Class = \"UILabel\"; text = \"Say \\\"hi\\\"\"; ObjectID = \"lab\"; */\n"
        + "\"lab.text\" = \"Say \\\"hi\\\"\";\n")
  }

  @Test func theOutputReadsBackAsAStringsFileWithTheSameTexts() throws {
    let document = try IBDocument.parse(
      Data(LintFixture.storyboard(Self.subviews).utf8), path: "Main.storyboard")
    let entries = StringsExtract.entries(of: document)
    let data = Data(StringsExtract.stringsFile(entries).utf8)
    let parsed = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    #expect(parsed.count == entries.count)
    for e in entries { #expect(parsed[e.key] == e.value) }
  }

  @Test func theKeysSeed002sExampleUses() throws {
    let root = TestPaths.packageRoot.appendingPathComponent("Examples/LocalizedDemo")
    let keys = StringsExtract.usedKeys(root: root)
    #expect(keys.map(\.key).sorted() == ["greeting.subtitle", "greeting.title", "status.signedIn"])
    #expect(keys.allSatisfy { $0.table == "Localizable" })
    let file = StringsExtract.stringsFile(keys, root: root)
    #expect(file.contains("/* LocalizedDemo/Base.lproj/Main.storyboard:32 (textAsKey text) */"))
  }
}
