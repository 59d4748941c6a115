import EaselLint
import Testing

/// `broken-reference`.
@MainActor struct BrokenReferenceRuleTests {
  static func view(constraint: String) -> String {
    """
    <view contentMode="scaleToFill" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>
        <constraints><constraint \(constraint) id="c1"/></constraints>
    </view>
    """
  }

  /// A constraint whose `secondItem` names no object (a planted error of issue 22's recall
  /// check that no rule found).
  @Test func aConstraintToAnObjectTheDocumentLacksIsAnError() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        Self.view(
          constraint: #"firstItem="a" firstAttribute="top" secondItem="gone" secondAttribute="top""#
        ))
    ])
    defer { f.remove() }
    let result = f.lint("broken-reference")
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.diagnostic.severity == .error)
    #expect(result.findings.first?.diagnostic.message.contains("'gone'") == true)
  }

  @Test func referencesToTheDocumentsObjectsAreFine() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        Self.view(
          constraint: #"firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top""#
        ), connections: #"<outlet property="view" destination="root" id="o1"/>"#)
    ])
    defer { f.remove() }
    #expect(f.lint("broken-reference").findings.isEmpty)
  }
}
