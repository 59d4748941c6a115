import EaselDiagnostics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselDocument

@Suite struct RuntimeAttributeTests {
  @Test func everyTypeInTheFixture() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("UserDefinedAttributes.storyboard"))
    let owner = try #require(
      doc.root.descendants().first { $0.child("userDefinedRuntimeAttributes") != nil })
    let log = DiagnosticLog()
    let attributes = doc.runtimeAttributes(of: owner, diagnostics: log)
    #expect(log.diagnostics.isEmpty)
    let byKey = Dictionary(
      attributes.map { ($0.keyPath, $0.value) }, uniquingKeysWith: { a, _ in a })
    #expect(byKey["boolean"] == .boolean(true))
    #expect(byKey["string"] == .string("", localized: false))
    #expect(byKey["nil"] == .nil)
    #expect(byKey["image"] == .image("image"))
    if case .number = byKey["number"] {
    } else {
      Issue.record("number: \(String(describing: byKey["number"]))")
    }
    if case .color = byKey["color"] {} else { Issue.record("color") }
    if case .rect = byKey["rect"] {} else { Issue.record("rect") }
    if case .range = byKey["range"] {} else { Issue.record("range") }
    if case .point = byKey["point"] {} else { Issue.record("point") }
    #expect(attributes.first?.location.file == doc.path)
  }

  /// Each value's `type` is the attribute its element carries, and reading a value as text
  /// accepts exactly Interface Builder's types plus `localizedString`.
  @Test func typesAreInterfaceBuildersOneList() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("UserDefinedAttributes.storyboard"))
    let owner = try #require(
      doc.root.descendants().first { $0.child("userDefinedRuntimeAttributes") != nil })
    let attributes = doc.runtimeAttributes(of: owner)
    #expect(!attributes.isEmpty)
    for attribute in attributes {
      #expect(attribute.element.runtimeAttributeType == attribute.value.type)
      #expect(attribute.element["type"] == attribute.value.typeName)
    }
    #expect(
      RuntimeValue.textTypeNames == [
        "boolean", "number", "string", "localizedString", "color", "image", "point", "size",
        "rect", "range", "nil",
      ])
    #expect(try RuntimeValue(type: "localizedString", text: "Hi") == .string("Hi", localized: true))
    #expect(throws: EditValueError.self) { try RuntimeValue(type: "bool", text: "YES") }
  }

  @Test func valuesOfEachForm() throws {
    let doc = try parse(
      xib(
        """
        <view id="v">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="r">
                    <real key="value" value="0.29999999999999999"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="i">
                    <integer key="value" value="7"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="s"/>
                <userDefinedRuntimeAttribute type="string" keyPath="l" value="key" localized="YES"/>
                <userDefinedRuntimeAttribute type="string" keyPath="m">
                    <mutableString key="value">Two
        lines</mutableString>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="t">
                    <string key="value">A &lt;tag&gt;</string>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="b" value="NO"/>
                <userDefinedRuntimeAttribute type="size" keyPath="z">
                    <size key="value" width="3" height="4"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="rect" keyPath="q">
                    <rect key="value" x="1" y="2" width="3" height="4"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="range" keyPath="g">
                    <range key="value" location="2" length="5"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="point" keyPath="p">
                    <point key="value" x="-1.5" y="2"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="c">
                    <color key="value" systemColor="systemRedColor"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="image" keyPath="image" value="square" catalog="system"/>
                <userDefinedRuntimeAttribute type="image" keyPath="other" value="avatar"/>
            </userDefinedRuntimeAttributes>
        </view>
        """))
    let view = try #require(doc.element(withID: "v"))
    let values = view.runtimeAttributes().map(\.value)
    #expect(
      values == [
        .number(0.3, isInteger: false), .number(7, isInteger: true), .string("", localized: false),
        .string("key", localized: true), .string("Two\nlines", localized: false),
        .string("A <tag>", localized: false), .boolean(false), .size(CGSize(width: 3, height: 4)),
        .rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .range(location: 2, length: 5),
        .point(CGPoint(x: -1.5, y: 2)), .color(.system("systemRedColor")),
        .systemImage("square"), .image("avatar"),
      ])
    // An SF Symbol keeps its catalog when written back.
    let written = RuntimeAttributeWriter.markup(
      keyPath: "image", value: .systemImage("square"), indent: "", unit: "    ")
    #expect(written.contains(#"catalog="system""#), "\(written)")
  }

  @Test func malformedValuesAreLocatedWarningsNotErrors() throws {
    let doc = try parse(
      xib(
        """
        <view id="v">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="boolean" keyPath="b" value="maybe"/>
                <userDefinedRuntimeAttribute type="vector" keyPath="x"/>
                <userDefinedRuntimeAttribute type="number" keyPath="n"/>
                <userDefinedRuntimeAttribute type="string" keyPath="ok" value="fine"/>
            </userDefinedRuntimeAttributes>
        </view>
        """))
    let log = DiagnosticLog()
    let attributes = try #require(doc.element(withID: "v")).runtimeAttributes(diagnostics: log)
    #expect(attributes.map(\.keyPath) == ["ok"])
    #expect(
      log.diagnostics.map(\.description) == [
        "t.xib:6:9: warning: runtime attribute 'b' of type boolean: value must be YES or NO, not 'maybe' [runtime-attribute-malformed]",
        "t.xib:7:9: warning: runtime attribute 'x' of type vector: unknown type [runtime-attribute-malformed]",
        "t.xib:8:9: warning: runtime attribute 'n' of type number: expected a <real key=\"value\"> or <integer key=\"value\"> child [runtime-attribute-malformed]",
      ])
    #expect(log.diagnostics.allSatisfy { $0.objectID == "v" && $0.severity == .warning })
  }

  /// Counts over the corpus. DESIGN.md's table (string 426, color 397, number 378, …)
  /// does not match the 176 files actually in `corpus/`; these are the corpus's own counts,
  /// the same as `grep -o 'userDefinedRuntimeAttribute type="…"'` gives.
  @Test(.requiresCorpus) func corpusCountsByType() throws {
    let documents = Corpus.documents()
    var counts: [String: Int] = [:]
    let log = DiagnosticLog()
    for url in documents {
      let doc = try IBDocument(contentsOf: url)
      for e in doc.root.descendants() where e.child("userDefinedRuntimeAttributes") != nil {
        for a in e.runtimeAttributes(diagnostics: log) { counts[a.value.typeName, default: 0] += 1 }
      }
    }
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    #expect(
      counts == [
        "string": 223, "color": 293, "number": 177, "image": 61, "boolean": 39, "size": 2,
        "point": 12, "nil": 5, "rect": 5, "range": 5,
      ])
  }
}
