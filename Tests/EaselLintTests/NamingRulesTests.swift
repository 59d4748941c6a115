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

/// IBLinter's team-preference rules, opt-in and driven by their settings in the
/// configuration's `"rules"`: `view-as-device`, `use-base-class`.
@MainActor struct PreferenceRulesTests {
  /// The findings of `rule` in `storyboard`, with the configuration `json`.
  func messages(_ storyboard: String, _ rule: String, json: String) throws -> [String] {
    let f = try LintFixture(["A.storyboard": storyboard, ".easel-lint.json": json])
    defer { f.remove() }
    var linter = Linter(
      configuration: try LintConfiguration(
        contentsOf: f.folder.appendingPathComponent(".easel-lint.json")))
    return linter.lint(paths: [f.folder.path]).findings.filter { $0.diagnostic.id == rule }
      .map(\.diagnostic.message)
  }

  static func storyboard(device: String?, label: String = "") -> String {
    LintFixture.storyboard(
      """
      <label opaque="NO" text="Hi" \(label) id="lbl">
          <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
      </label>
      """
    ).replacingOccurrences(
      of: "<scenes>",
      with: (device.map { "<device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>\n" } ?? "")
        + "<scenes>")
  }

  @Test func viewAsDevice() throws {
    let enabled = #"{"enabled": ["view-as-device"]}"#
    // IBLinter's default device, the iPhone 8's.
    #expect(try messages(Self.storyboard(device: "retina4_7"), "view-as-device", json: enabled).isEmpty)
    let other = try messages(Self.storyboard(device: "retina6_12"), "view-as-device", json: enabled)
    #expect(other.count == 1)
    #expect(other.first?.contains("(retina6_12), not the team's iPhone 8 (retina4_7)") == true, "\(other)")
    #expect(
      try messages(Self.storyboard(device: nil), "view-as-device", json: enabled)
        == ["the canvas (View as:) names no device; set it to iPhone 8 (retina4_7)"])
    // The team's device from the setting.
    let team = #"{"enabled": ["view-as-device"], "rules": {"view-as-device": {"device": "retina6_12"}}}"#
    #expect(try messages(Self.storyboard(device: "retina6_12"), "view-as-device", json: team).isEmpty)
    #expect(try messages(Self.storyboard(device: "retina4_7"), "view-as-device", json: team).count == 1)
    // Off unless enabled.
    #expect(try messages(Self.storyboard(device: "retina6_12"), "view-as-device", json: "{}").isEmpty)
  }

  @Test func useBaseClass() throws {
    let json =
      #"{"enabled": ["use-base-class"], "rules": {"use-base-class": {"classes": {"label": ["BaseLabel", "TitleLabel"]}}}}"#
    #expect(
      try messages(Self.storyboard(device: nil), "use-base-class", json: json)
        == ["label lbl has no custom class; give it one of 'BaseLabel', 'TitleLabel'"])
    #expect(
      try messages(
        Self.storyboard(device: nil, label: #"customClass="FancyLabel""#), "use-base-class", json: json)
        == ["label lbl is a FancyLabel, not one of 'BaseLabel', 'TitleLabel'"])
    #expect(
      try messages(
        Self.storyboard(device: nil, label: #"customClass="TitleLabel""#), "use-base-class", json: json
      ).isEmpty)
    // Without classes to check, nothing.
    #expect(
      try messages(Self.storyboard(device: nil), "use-base-class", json: #"{"enabled": ["use-base-class"]}"#)
        .isEmpty)
  }

  @Test func settingsAreCheckedWhenTheConfigurationIsRead() throws {
    func error(_ json: String) throws -> String {
      let f = try LintFixture([".easel-lint.json": json])
      defer { f.remove() }
      do {
        _ = try LintConfiguration(contentsOf: f.folder.appendingPathComponent(".easel-lint.json"))
        return ""
      } catch {
        return error.description
      }
    }
    #expect(
      try error(#"{"rules": {"view-as-device": {"devices": "retina6_12"}}}"#)
        .contains("unknown key 'rules.view-as-device.devices' (known: included, excluded, device)"))
    #expect(
      try error(#"{"rules": {"view-as-device": {"device": 3}}}"#)
        .contains("'rules.view-as-device.device' must be a string"))
    #expect(
      try error(#"{"rules": {"use-base-class": {"classes": ["BaseLabel"]}}}"#)
        .contains("must be an object mapping names to lists of strings"))
    // A setting another rule has is not this one's.
    #expect(try error(#"{"rules": {"duplicate-id": {"device": "retina6_12"}}}"#).contains("unknown key"))
    #expect(try error(#"{"rules": {"duplicate-id": ["Legacy"]}}"#).contains("must be an object"))
  }
}
