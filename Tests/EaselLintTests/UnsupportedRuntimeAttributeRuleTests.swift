import EaselLint
import Testing

/// `runtime-attribute-unsupported`: UIKit keys Easel does not set yet.
@MainActor struct UnsupportedRuntimeAttributeRuleTests {
  func fixture(_ keyPath: String) throws -> LintFixture {
    try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        label(
          "l",
          #"<userDefinedRuntimeAttribute type="boolean" keyPath=""# + keyPath
            + #"" value="YES"/>"#)),
      "ViewController.swift": LintFixture.controller(),
    ])
  }

  @Test func aUIKitKeyEaselLacksIsANote() throws {
    let f = try fixture("allowsDefaultTighteningForTruncation")
    defer { f.remove() }
    let result = f.lint("runtime-attribute-unsupported")
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.diagnostic.severity == .note)
    #expect(result.census[.unsupported] == 1)
  }

  @Test func aKeyEaselSetsIsNotReported() throws {
    let f = try fixture("clipsToBounds")
    defer { f.remove() }
    #expect(f.lint("runtime-attribute-unsupported").findings.isEmpty)
  }
}
