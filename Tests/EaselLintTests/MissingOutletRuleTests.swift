import EaselLint
import Testing

/// `missing-outlet`.
@MainActor struct MissingOutletRuleTests {
  static let document = LintFixture.storyboard(
    #"<label opaque="NO" text="Hi" id="lbl"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#,
    connections: #"<outlet property="titleLabel" destination="lbl" id="o1"/>"#)

  @Test func anOutletTheClassLostIsAnError() throws {
    let f = try LintFixture([
      "Main.storyboard": Self.document, "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let messages = f.messages("missing-outlet")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("for the key titleLabel.") == true, "\(messages)")
  }

  @Test func aDeclaredOutletIsFine() throws {
    let f = try LintFixture([
      "Main.storyboard": Self.document,
      "ViewController.swift": LintFixture.controller("  @IBOutlet weak var titleLabel: UILabel!"),
    ])
    defer { f.remove() }
    #expect(f.messages("missing-outlet").isEmpty)
  }
}

/// `missing-outlet` reads Swift identifiers as the compiler does.
@MainActor struct MissingOutletBacktickTests {
  @Test func anOutletNamedWithBackticksIsDeclared() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        #"<switch opaque="NO" contentHorizontalAlignment="center" on="YES" id="sw"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>"#,
        connections: #"<outlet property="switch" destination="sw" id="o1"/>"#),
      "ViewController.swift": LintFixture.controller("  @IBOutlet weak var `switch`: UISwitch!"),
    ])
    defer { f.remove() }
    #expect(f.messages("missing-outlet").isEmpty, "\(f.messages("missing-outlet"))")
  }
}
