import EaselDiagnostics
import Foundation
import Testing

@testable import EaselLint

/// `--format sarif|github`, fingerprints, baselines and the summary: what a CI gate relies on.
@MainActor struct ReportFormatTests {
  /// A stale attribute and a missing image, with `extra` more subviews.
  static func storyboard(_ extra: String = "", padding: Int = 0) -> String {
    let document = LintFixture.storyboard(
      label("lbl", #"<userDefinedRuntimeAttribute type="boolean" keyPath="goneKey" value="YES"/>"#)
        + "\n"
        + #"<imageView contentMode="scaleAspectFit" image="ghost" id="img"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>"#
        + extra)
    // Blank lines after the XML declaration move every element down.
    return document.replacingOccurrences(
      of: "?>\n", with: "?>\n" + String(repeating: "\n", count: padding))
  }

  func lint(_ fixture: LintFixture) -> LintResult {
    var linter = Linter(configuration: LintConfiguration(base: fixture.folder))
    return linter.lint(paths: [fixture.folder.path])
  }

  func write(_ text: String, in fixture: LintFixture) throws {
    try Data(text.utf8).write(to: fixture.folder.appendingPathComponent("Main.storyboard"))
  }

  @Test func sarifHasEveryPropertySARIF210Requires() throws {
    let fixture = try LintFixture([
      "Main.storyboard": Self.storyboard(), "ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    let sarif = LintReport.write(lint(fixture), as: .sarif)
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    // The schema's required properties, object by object (sarifLog: version, runs; run:
    // tool; tool: driver; toolComponent: name; reportingDescriptor: id; result: message;
    // message: text or id; multiformatMessageString: text), and its constraints on what
    // this log uses (region lines and columns ≥ 1, levels, relative URIs with a base).
    // scripts/tests/test_sarif_schema.py validates against the official schema itself.
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasPrefix("https://") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "easel")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    #expect(ruleIDs.count == rules.count && Set(ruleIDs).count == ruleIDs.count)
    for rule in rules {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["none", "note", "warning", "error"].contains(level ?? ""))
    }
    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(
      Set(results.compactMap { $0["ruleId"] as? String }) == [
        "runtime-attribute-stale", "missing-image",
      ])
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ruleIDs[index] == ruleID)
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
      let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
      #expect(fingerprints["easel/v1"]?.count == 16)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: String])
      #expect(artifact["uri"] == "Main.storyboard")
      let base = try #require(artifact["uriBaseId"])
      let baseURI = try #require(bases[base]?["uri"])
      #expect(baseURI.hasPrefix("file:///") && baseURI.hasSuffix("/"))
      let region = try #require(physical["region"] as? [String: Int])
      #expect((region["startLine"] ?? 0) >= 1)
      #expect((region["startColumn"] ?? 0) >= 1)
    }
  }

  @Test func fingerprintsSurviveLineMovesAndTellFindingsApart() throws {
    let fixture = try LintFixture([
      "Main.storyboard": Self.storyboard(), "ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    let before = LintReport.reported(lint(fixture))
    try write(Self.storyboard(padding: 7), in: fixture)
    let after = LintReport.reported(lint(fixture))
    #expect(before.count == 2)
    #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
    #expect(Set(before.map(\.fingerprint)).count == 2)
    #expect(
      zip(before, after).allSatisfy {
        ($1.diagnostic.location?.line ?? 0) == ($0.diagnostic.location?.line ?? 0) + 7
      })
  }

  @Test func aBaselineHidesExactlyTheRecordedFindingsAndShowsANewOne() throws {
    let fixture = try LintFixture([
      "Main.storyboard": Self.storyboard(), "ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    let recorded = LintBaseline(LintReport.reported(lint(fixture)))
    let file = fixture.folder.appendingPathComponent("baseline.json")
    try recorded.data.write(to: file)
    let baseline = try LintBaseline(contentsOf: file)
    #expect(baseline == recorded)

    // Same findings, moved: all hidden.
    try write(Self.storyboard(padding: 3), in: fixture)
    let moved = lint(fixture).applying(baseline)
    #expect(moved.findings.isEmpty)
    #expect(moved.baselineHidden == 2)
    #expect(LintReport.summary(moved).hasSuffix("; 2 findings in the baseline not shown"))

    // A new stale attribute on another object: only it is shown.
    let new = label(
      "lbl2", #"<userDefinedRuntimeAttribute type="boolean" keyPath="otherKey" value="YES"/>"#)
    try write(Self.storyboard(new, padding: 3), in: fixture)
    let grown = lint(fixture).applying(baseline)
    #expect(grown.findings.map(\.diagnostic.objectID) == ["lbl2"])
    #expect(grown.baselineHidden == 2)
    #expect(grown.exitStatus(strict: false) == 1)
  }

  @Test(arguments: [
    ("{", "not a baseline"), (#"{"version": 2, "findings": []}"#, "baseline version 2"),
    (#"{"version": 1}"#, "no 'findings'"),
  ])
  func anUnusableBaselineIsALocatedError(text: String, message: String) throws {
    let fixture = try LintFixture(["baseline.json": text])
    defer { fixture.remove() }
    let url = fixture.folder.appendingPathComponent("baseline.json")
    #expect {
      _ = try LintBaseline(contentsOf: url)
    } throws: { error in
      let description = "\(error)"
      return description.hasPrefix(url.path + ": error: ") && description.contains(message)
    }
  }

  @Test func githubAnnotationsEscapeAsTheActionsToolkitDoes() {
    let d = Diagnostic(
      .note, "50% done\r\nnext: a, b", id: "missing-image",
      at: SourceLocation(file: "App/a,b:c.storyboard", line: 3, column: 9))
    #expect(
      GitHubAnnotations.command(d)
        == "::notice file=App/a%2Cb%3Ac.storyboard,line=3,col=9,title=missing-image::"
        + "50%25 done%0D%0Anext: a, b")
  }

  @Test func pathsAreRelativeToTheConfigurationsFolder() throws {
    let fixture = try LintFixture([
      "App/Main.storyboard": Self.storyboard(),
      "App/ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    let text = LintReport.write(lint(fixture), as: .text)
    #expect(text.hasPrefix("App/Main.storyboard:"), "\(text)")
    let github = LintReport.write(lint(fixture), as: .github)
    #expect(github.hasPrefix("::error file=App/Main.storyboard,line="), "\(github)")
  }

  @Test func theSummaryCountsOnlyTheRulesThatRan() throws {
    let fixture = try LintFixture([
      "Main.storyboard": Self.storyboard(), "ViewController.swift": LintFixture.controller(),
    ])
    defer { fixture.remove() }
    var configuration = LintConfiguration(base: fixture.folder)
    configuration.disabled = ["runtime-attribute-stale"]
    var linter = Linter(configuration: configuration)
    let result = linter.lint(paths: [fixture.folder.path])
    #expect(result.count(.error) == 0)
    #expect(result.census[.stale] == 0)
    let summary = LintReport.summary(result)
    #expect(!summary.contains("stale"), "\(summary)")
    #expect(summary.contains("0 runtime attributes: 0 applied, 0 mistyped"), "\(summary)")
  }
}
