import EaselDiagnostics
import Foundation
import Testing

@testable import EaselLint

/// Text and JSON output, the summary, and exit statuses.
struct LintReportTests {
  static func result() -> LintResult {
    var r = LintResult()
    r.documents = ["/p/Main.storyboard"]
    r.findings = [
      LintFinding(
        diagnostic: Diagnostic(
          .error, "bad", id: "runtime-attribute-stale",
          at: SourceLocation(file: "/p/Main.storyboard", line: 12, column: 33), objectID: "x"),
        fix: .removeRuntimeAttribute(objectID: "x", keyPath: "k")),
      LintFinding(
        diagnostic: Diagnostic(
          .warning, "meh", id: "missing-image",
          at: SourceLocation(file: "/p/Main.storyboard", line: 20, column: 5))),
    ]
    return r
  }

  @Test func textIsOneLocatedLinePerFindingAndASummary() {
    let lines = LintReport.text(Self.result()).split(separator: "\n").map(String.init)
    #expect(lines[0] == "/p/Main.storyboard:12:33: error: bad [runtime-attribute-stale]")
    #expect(lines[1] == "/p/Main.storyboard:20:5: warning: meh [missing-image]")
    #expect(lines[2].hasPrefix("1 document: 1 error, 1 warning, 0 notes; 0 runtime attributes"))
  }

  @Test func jsonCarriesTheSameFindings() throws {
    let json = LintReport.json(Self.result())
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 2)
    #expect(diagnostics[0]["rule"] as? String == "runtime-attribute-stale")
    #expect(diagnostics[0]["line"] as? Int == 12)
    #expect(diagnostics[0]["fixable"] as? Bool == true)
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 1)
  }

  @Test func exitStatusFollowsErrorsAndStrict() {
    var r = Self.result()
    #expect(r.exitStatus(strict: false) == 1)
    r.findings.removeFirst()
    #expect(r.exitStatus(strict: false) == 0)
    #expect(r.exitStatus(strict: true) == 1)
  }

  @Test func everyRuleHasAStableUniqueIDAndASummary() {
    let ids = LintRules.all.map(\.info.id)
    #expect(Set(ids).count == ids.count)
    #expect(LintRules.all.allSatisfy { !$0.info.summary.isEmpty })
  }
}
