import EaselDiagnostics
import Foundation

/// What `easel strings check` found under some folders, and how it is written.
public struct StringsReport: Sendable {
  /// Every finding.
  public var findings: [StringsCheck.Finding] = []
  /// Files that could not be read.
  public var diagnostics: [Diagnostic] = []

  /// Checks every folder in `roots`.
  public init(roots: [URL], developmentLanguage: (URL) -> String) {
    for root in roots {
      let (f, d) = StringsCheck.check(root: root, developmentLanguage: developmentLanguage(root))
      findings += f
      diagnostics += d
    }
  }

  /// Every diagnostic, in file order.
  public var all: [Diagnostic] {
    (diagnostics + findings.map(\.diagnostic)).sorted {
      ($0.location?.description ?? "") < ($1.location?.description ?? "")
    }
  }

  /// `12 missing, 0 untranslated, 1 format mismatch, 2 unused; 1 error, 14 warnings, 0 notes`.
  public var summary: String {
    func count(_ k: StringsCheck.Kind) -> Int { findings.filter { $0.kind == k }.count }
    func n(_ s: Severity) -> Int { all.filter { $0.severity == s }.count }
    return "\(count(.missing)) missing, \(count(.untranslated)) untranslated, "
      + "\(count(.formatMismatch)) format mismatches, \(count(.unused)) unused; "
      + "\(n(.error)) errors, \(n(.warning)) warnings, \(n(.note)) notes"
  }

  /// Located lines, then the summary.
  public var text: String { (all.map(\.description) + [summary]).joined(separator: "\n") + "\n" }

  /// `{"diagnostics": [...], "summary": "..."}`.
  public var json: String {
    let items: [[String: Any]] = all.map { d in
      var item: [String: Any] = [
        "severity": d.severity.rawValue, "message": d.message, "rule": d.id,
      ]
      if let l = d.location {
        item["file"] = l.file
        item["line"] = l.line
        item["column"] = l.column
      }
      return item
    }
    let object: [String: Any] = ["diagnostics": items, "summary": summary]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// 1 when there are errors (with `strict`, warnings too), else 0.
  public func exitStatus(strict: Bool) -> Int32 {
    all.contains { $0.severity == .error || (strict && $0.severity == .warning) } ? 1 : 0
  }
}
