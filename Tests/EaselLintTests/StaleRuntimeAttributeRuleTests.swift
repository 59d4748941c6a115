import EaselLint
import Testing

/// `runtime-attribute-stale`: the seeds' trap.
@MainActor struct StaleRuntimeAttributeRuleTests {
  static let extensionSource = """
    import UIKit
    extension UILabel {
      @IBInspectable var textAsKey: Bool {
        get { false }
        set {}
      }
    }
    """

  @Test func aKeyNoClassHasIsStaleAndNamesTheCrash() throws {
    let document = LintFixture.storyboard(
      label(
        "lbl", #"<userDefinedRuntimeAttribute type="boolean" keyPath="textAsKey" value="YES"/>"#))
    let fixture = try LintFixture([
      "Main.storyboard": document, "ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    let line = try #require(
      document.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("keyPath=\"textAsKey\"")
      })
    let result = fixture.lint("runtime-attribute-stale")
    let finding = try #require(result.findings.first)
    #expect(result.findings.count == 1)
    #expect(finding.diagnostic.severity == .error)
    #expect(finding.diagnostic.location?.line == line + 1)
    #expect(
      finding.diagnostic.message.contains(
        "this class is not key value coding-compliant for the key textAsKey."))
    #expect(finding.fix == .removeRuntimeAttribute(objectID: "lbl", keyPath: "textAsKey"))
    #expect(result.census[.stale] == 1)
  }

  @Test func anExtensionKeyIsNotStale() throws {
    let fixture = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        label(
          "lbl", #"<userDefinedRuntimeAttribute type="boolean" keyPath="textAsKey" value="YES"/>"#)),
      "ViewController.swift": LintFixture.controller(),
      "UILabel+Key.swift": Self.extensionSource,
    ])
    defer { fixture.remove() }
    let result = fixture.lint("runtime-attribute-stale")
    #expect(result.findings.isEmpty)
    #expect(result.census[.applied] == 1)
  }

  @Test func suggestsTheNearestName() throws {
    let fixture = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        label(
          "lbl",
          #"<userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>"#
        )),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    let message = try #require(fixture.messages("runtime-attribute-stale").first)
    #expect(message.contains("(did you mean 'layer.cornerRadius'?)"), "\(message)")
  }
}
