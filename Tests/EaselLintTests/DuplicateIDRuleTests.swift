import EaselLint
import Testing

/// `duplicate-id`.
@MainActor struct DuplicateIDRuleTests {
  static func view(_ id: String) -> String {
    #"<view contentMode="scaleToFill" id=""# + id
      + #""><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
  }

  @Test func aRepeatedIDIsAnError() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(Self.view("a") + Self.view("a"))
    ])
    defer { f.remove() }
    let result = f.lint("duplicate-id")
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.diagnostic.severity == .error)
  }

  @Test func distinctIDsAreFine() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(Self.view("a") + Self.view("b"))
    ])
    defer { f.remove() }
    #expect(f.lint("duplicate-id").findings.isEmpty)
  }
}
