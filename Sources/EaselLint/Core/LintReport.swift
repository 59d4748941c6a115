import EaselDiagnostics
import Foundation

/// How a lint result is written (`ReportFormat`): located lines and a summary, JSON, a SARIF
/// log, or GitHub workflow annotations; paths relative to `LintResult.root` when it is set.
public enum LintReport {
  /// The result in `format`.
  public static func write(_ result: LintResult, as format: ReportFormat) -> String {
    switch format {
    case .text: text(result)
    case .json: json(result)
    case .sarif:
      SARIFLog.json(
        reported(result), rules: LintRules.infos,
        root: result.root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    case .github: GitHubAnnotations.text(reported(result), summary: summary(result))
    }
  }

  /// The findings with their paths relative to the result's root and their fingerprints.
  public static func reported(_ result: LintResult) -> [ReportedFinding] {
    ReportedFinding.report(
      result.findings.map(\.diagnostic), fixable: result.findings.map { $0.fix != nil },
      root: result.root ?? URL(fileURLWithPath: "/"))
  }

  /// `path:line:col: severity: message [rule-id]` per finding, then the summary line.
  public static func text(_ result: LintResult) -> String {
    var lines = reported(result).map(\.diagnostic.description)
    lines.append(summary(result))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `3 documents: 2 errors, 1 warning, 0 notes; 12 runtime attributes: …`, and how many
  /// findings the baseline hid.
  public static func summary(_ result: LintResult) -> String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return plural(result.documents.count, "document") + ": "
      + plural(result.count(.error), "error") + ", " + plural(result.count(.warning), "warning")
      + ", " + plural(result.count(.note), "note") + "; " + result.census.summary
      + (result.designables.map { "; " + $0.summary } ?? "")
      + (result.baselineHidden > 0
        ? "; \(plural(result.baselineHidden, "finding")) in the baseline not shown" : "")
  }

  /// The result as JSON: `{"diagnostics": [...], "summary": {...}}`, keys sorted.
  public static func json(_ result: LintResult) -> String {
    var diagnostics: [[String: Any]] = []
    for f in reported(result) {
      let d = f.diagnostic
      var item: [String: Any] = [
        "severity": d.severity.rawValue, "message": d.message, "rule": d.id,
        "fixable": f.isFixable, "fingerprint": f.fingerprint,
      ]
      if let l = d.location {
        item["file"] = l.file
        item["line"] = l.line
        item["column"] = l.column
      }
      if let id = d.objectID { item["objectID"] = id }
      diagnostics.append(item)
    }
    var attributes: [String: Int] = ["total": result.census.total]
    for outcome in result.census.shown {
      attributes[outcome.rawValue] = result.census[outcome]
    }
    var summary: [String: Any] = [
      "documents": result.documents.count, "errors": result.count(.error),
      "warnings": result.count(.warning), "notes": result.count(.note),
      "runtimeAttributes": attributes, "baselineHidden": result.baselineHidden,
    ]
    if let d = result.designables {
      summary["designables"] = [
        "total": d.total, "upToDate": d.upToDate, "slow": d.slow, "buildFailed": d.buildFailed,
        "crashed": d.crashed, "timedOut": d.timedOut,
      ]
    }
    let object: [String: Any] = ["diagnostics": diagnostics, "summary": summary]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
