import EaselLint
import Testing

/// `misplaced-view`.
@MainActor struct MisplacedViewRuleTests {
  static func document(_ extra: String) -> String {
    LintFixture.storyboard(
      #"<view contentMode="scaleToFill" "# + extra
        + #"id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#)
  }

  @Test func aMisplacedViewIsReported() throws {
    let f = try LintFixture(["Main.storyboard": Self.document(#"misplaced="YES" "#)])
    defer { f.remove() }
    #expect(f.messages("misplaced-view").count == 1)
  }

  @Test func aPlacedViewIsNot() throws {
    let f = try LintFixture(["Main.storyboard": Self.document("")])
    defer { f.remove() }
    #expect(f.messages("misplaced-view").isEmpty)
  }
}
