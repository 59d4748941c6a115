import EaselLint
import Testing

/// `unknown-custom-class`.
@MainActor struct UnknownCustomClassRuleTests {
  @Test func aTargetClassMissingFromTheSourcesIsAnError() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard("", controller: "GoneController"),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let result = f.lint("unknown-custom-class")
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.diagnostic.severity == .error)
    #expect(
      result.findings.first?.diagnostic.message.contains("Unknown class GoneController") == true)
  }

  @Test func aClassInTheSourcesIsKnown() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(""),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    #expect(f.lint("unknown-custom-class").findings.isEmpty)
  }
}
