import EaselLint
import Foundation
import Testing

/// IBLinter's naming conventions, opt-in as there: `custom-class-name`, `storyboard-id`,
/// `reuse-identifier` — each failing and passing, and off by default.
@MainActor struct NamingRulesTests {
  /// A storyboard whose one controller has `attributes` (class `LoginViewController` unless
  /// they say otherwise) and a table view holding `cells`.
  static func storyboard(_ attributes: String, cells: String = "", dataMode: String = "prototypes")
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
        <scenes>
            <scene sceneID="sc">
                <objects>
                    <viewController id="vc" \(attributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="\(dataMode)" style="plain" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <prototypes>
    \(cells)
                                    </prototypes>
                                </tableView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  func messages(_ file: String, _ text: String, _ rule: String) throws -> [String] {
    let f = try LintFixture([file: text])
    defer { f.remove() }
    return f.messages(rule)
  }

  @Test func customClassName() throws {
    let wrong = try messages(
      "Login.storyboard", Self.storyboard(#"customClass="LoginViewController""#),
      "custom-class-name")
    #expect(
      wrong == [
        "the custom class of Login.storyboard's only view controller is 'LoginViewController': "
          + "name it 'Login', as the file, or the file 'LoginViewController.storyboard'"
      ])
    #expect(
      try messages("Login.storyboard", Self.storyboard(#"customClass="Login""#), "custom-class-name")
        .isEmpty)
    // Main.storyboard is exempt, as in IBLinter.
    #expect(
      try messages(
        "Main.storyboard", Self.storyboard(#"customClass="LoginViewController""#),
        "custom-class-name"
      ).isEmpty)
  }

  @Test func storyboardID() throws {
    #expect(
      try messages(
        "A.storyboard",
        Self.storyboard(#"customClass="LoginViewController" storyboardIdentifier="login""#),
        "storyboard-id")
        == ["view controller LoginViewController has the Storyboard ID 'login', not 'LoginViewController'"])
    #expect(
      try messages("A.storyboard", Self.storyboard(#"customClass="LoginViewController""#), "storyboard-id")
        == ["view controller LoginViewController has no Storyboard ID; give it 'LoginViewController'"])
    #expect(
      try messages(
        "A.storyboard",
        Self.storyboard(
          #"customClass="LoginViewController" storyboardIdentifier="LoginViewController""#),
        "storyboard-id"
      ).isEmpty)
    // No custom class: nothing to name it after.
    #expect(try messages("A.storyboard", Self.storyboard(""), "storyboard-id").isEmpty)
  }

  static func cell(_ attributes: String) -> String {
    """
    <tableViewCell contentMode="scaleToFill" \(attributes) id="cell">
        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
    </tableViewCell>
    """
  }

  @Test func reuseIdentifier() throws {
    let wrong = Self.storyboard("", cells: Self.cell(#"customClass="UserCell" reuseIdentifier="user""#))
    #expect(
      try messages("A.storyboard", wrong, "reuse-identifier")
        == ["tableViewCell UserCell has the reuse identifier 'user', not 'UserCell'"])
    let right = Self.storyboard(
      "", cells: Self.cell(#"customClass="UserCell" reuseIdentifier="UserCell""#))
    #expect(try messages("A.storyboard", right, "reuse-identifier").isEmpty)
    // Static cells are never dequeued.
    let staticCells = Self.storyboard(
      "", cells: Self.cell(#"customClass="UserCell""#), dataMode: "static")
    #expect(try messages("A.storyboard", staticCells, "reuse-identifier").isEmpty)
  }

  @Test func theyAreOptIn() throws {
    let f = try LintFixture([
      "Login.storyboard": Self.storyboard(
        #"customClass="LoginViewController" storyboardIdentifier="login""#,
        cells: Self.cell(#"customClass="UserCell" reuseIdentifier="user""#))
    ])
    defer { f.remove() }
    var linter = Linter(configuration: LintConfiguration(base: f.folder))
    let ids = Set(linter.lint(paths: [f.folder.path]).findings.map(\.diagnostic.id))
    for id in ["custom-class-name", "storyboard-id", "reuse-identifier"] {
      #expect(LintRules.info(withID: id)?.isOptIn == true)
      #expect(!ids.contains(id), "\(id) ran without being enabled")
    }
    // Enabled, each finds its one problem.
    var enabled = LintConfiguration(base: f.folder)
    enabled.enabled = ["custom-class-name", "storyboard-id", "reuse-identifier"]
    linter = Linter(configuration: enabled)
    let found = linter.lint(paths: [f.folder.path]).findings.map(\.diagnostic.id)
    #expect(found.filter { ["custom-class-name", "storyboard-id", "reuse-identifier"].contains($0) }.count == 3)
  }
}
