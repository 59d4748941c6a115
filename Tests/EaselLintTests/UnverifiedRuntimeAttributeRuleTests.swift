import EaselLint
import Testing

/// `runtime-attribute-unverified`: keys on classes lint cannot see.
@MainActor struct UnverifiedRuntimeAttributeRuleTests {
  static let attribute =
    #"<userDefinedRuntimeAttribute type="boolean" keyPath="glows" value="YES"/>"#

  @Test func aClassOutsideTheSourcesLeavesItUnverified() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        label("l", Self.attribute, customClass: "PodLabel")),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let result = f.lint("runtime-attribute-unverified", "runtime-attribute-stale")
    #expect(result.findings.map(\.diagnostic.id) == ["runtime-attribute-unverified"])
    #expect(result.findings.first?.diagnostic.message.contains("PodLabel is not in") == true)
  }

  @Test func aClassInTheSourcesIsChecked() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        label("l", Self.attribute, customClass: "PodLabel")),
      "ViewController.swift": LintFixture.controller(),
      "PodLabel.swift":
        "import UIKit\nclass PodLabel: UILabel {\n  @IBInspectable var glows: Bool = false\n}\n",
    ])
    defer { f.remove() }
    #expect(f.lint("runtime-attribute-unverified").findings.isEmpty)
  }
}
