import EaselDiagnostics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselLint

/// `.easel-lint.json`: enabling, disabling, severities and path scopes.
struct LintConfigurationTests {
  func configuration(_ json: String) throws -> LintConfiguration {
    let folder = try TestPaths.temporaryFolder("easel-lint-config")
    let url = folder.appendingPathComponent(LintConfiguration.fileName)
    try Data(json.utf8).write(to: url)
    return try LintConfiguration(contentsOf: url)
  }

  @Test func readsEveryKey() throws {
    let c = try configuration(
      #"{"disabled": ["misplaced-view"], "excluded": ["Pods/**"], "severity": {"missing-image": "error"}, "rules": {"duplicate-id": {"excluded": ["Legacy/*.xib"]}}}"#
    )
    let base = c.base.path
    #expect(!c.runs("misplaced-view", on: base + "/App/Main.storyboard"))
    #expect(c.runs("missing-image", on: base + "/App/Main.storyboard"))
    #expect(c.severity["missing-image"] == .error)
    #expect(!c.includes(document: base + "/Pods/X/View.xib"))
    #expect(c.includes(document: base + "/App/View.xib"))
    #expect(!c.runs("duplicate-id", on: base + "/Legacy/Old.xib"))
    #expect(c.runs("duplicate-id", on: base + "/Legacy/Deeper/Old.xib"))
  }

  @Test func onlyRunsTheListedRules() throws {
    let c = try configuration(#"{"only": ["runtime-attribute-stale"]}"#)
    #expect(c.runs("runtime-attribute-stale", on: "/x.xib"))
    #expect(!c.runs("duplicate-id", on: "/x.xib"))
  }

  @Test func anUnknownRuleIsAnErrorWithASuggestion() throws {
    #expect {
      _ = try configuration(#"{"disabled": ["duplicate-ids"]}"#)
    } throws: { error in
      "\(error)".contains("no rule 'duplicate-ids' (did you mean 'duplicate-id'?)")
    }
  }

  @Test func anUnknownKeyIsAnError() throws {
    #expect(throws: LintConfigurationError.self) {
      _ = try configuration(#"{"disable": []}"#)
    }
  }

  @Test(arguments: [
    ("Pods/**", "Pods/A/B.xib", true), ("*.xib", "A/B.xib", true), ("A/*.xib", "A/B/C.xib", false),
    ("**/Old.xib", "Old.xib", true), ("**/Old.xib", "X/Y/Old.xib", true),
    ("Pods", "Pods/A.xib", true),
    ("B?.xib", "B1.xib", true), ("Legacy", "App/Main.storyboard", false),
  ])
  func globs(pattern: String, path: String, matches: Bool) {
    #expect(Glob.matches(pattern, path) == matches)
  }
}

/// Opt-in rules (`relative-to-margin`, as in IBLinter) run only when the configuration
/// enables them.
struct OptInRuleTests {
  func configuration(_ json: String) throws -> LintConfiguration {
    let folder = try TestPaths.temporaryFolder("easel-lint-config")
    let url = folder.appendingPathComponent(LintConfiguration.fileName)
    try Data(json.utf8).write(to: url)
    return try LintConfiguration(contentsOf: url)
  }

  static let margins = LintFixture.storyboard(
    """
    <view contentMode="scaleToFill" id="v">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <constraints>
            <constraint firstItem="v" firstAttribute="leading" secondItem="w" secondAttribute="leadingMargin" id="c1"/>
        </constraints>
    </view>
    """)

  @MainActor func marginFindings(_ configuration: (URL) throws -> LintConfiguration) throws -> Int {
    let f = try LintFixture(["Main.storyboard": Self.margins])
    defer { f.remove() }
    var linter = Linter(configuration: try configuration(f.folder))
    return linter.lint(paths: [f.folder.path]).findings.filter {
      $0.diagnostic.id == "relative-to-margin"
    }.count
  }

  @Test func relativeToMarginIsOffByDefault() throws {
    #expect(LintRules.info(withID: "relative-to-margin")?.isOptIn == true)
    #expect(!LintConfiguration(base: URL(fileURLWithPath: "/")).runs("relative-to-margin", on: "/x.xib"))
    #expect(LintConfiguration(base: URL(fileURLWithPath: "/")).runs("duplicate-id", on: "/x.xib"))
  }

  @Test @MainActor func relativeToMarginRunsWhenEnabledOrListedInOnly() throws {
    #expect(try marginFindings { LintConfiguration(base: $0) } == 0)
    #expect(try marginFindings { _ in try configuration(#"{"enabled": ["relative-to-margin"]}"#) } == 1)
    #expect(try marginFindings { _ in try configuration(#"{"only": ["relative-to-margin"]}"#) } == 1)
    // Disabled wins over enabled; "only" without it leaves it off.
    #expect(
      try marginFindings { _ in
        try configuration(#"{"enabled": ["relative-to-margin"], "disabled": ["relative-to-margin"]}"#)
      } == 0)
    #expect(try marginFindings { _ in try configuration(#"{"only": ["duplicate-id"]}"#) } == 0)
  }

  @Test func anUnknownEnabledRuleIsAnError() throws {
    #expect {
      _ = try configuration(#"{"enabled": ["relative-to-margins"]}"#)
    } throws: { error in
      "\(error)".contains("did you mean 'relative-to-margin'?")
    }
  }
}
