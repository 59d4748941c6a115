import EaselLint
import Testing

/// `runtime-attribute-malformed`: attributes that cannot be read.
@MainActor struct MalformedRuntimeAttributeRuleTests {
  func fixture(_ attribute: String) throws -> LintFixture {
    try LintFixture([
      "Main.storyboard": LintFixture.storyboard(label("l", attribute)),
      "ViewController.swift": LintFixture.controller(),
    ])
  }

  @Test func aBooleanOtherThanYesOrNoIsMalformed() throws {
    let f = try fixture(
      #"<userDefinedRuntimeAttribute type="boolean" keyPath="hidden" value="maybe"/>"#)
    defer { f.remove() }
    let result = f.lint("runtime-attribute-malformed")
    #expect(result.findings.count == 1)
    #expect(result.census[.malformed] == 1)
  }

  @Test func aReadableBooleanIsNot() throws {
    let f = try fixture(
      #"<userDefinedRuntimeAttribute type="boolean" keyPath="hidden" value="YES"/>"#)
    defer { f.remove() }
    let result = f.lint("runtime-attribute-malformed")
    #expect(result.findings.isEmpty)
    #expect(result.census[.applied] == 1)
  }
}
