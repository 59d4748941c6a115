import EaselDiagnostics
import Foundation

/// The findings a team has accepted for now: `easel lint --write-baseline FILE` records
/// them, `--baseline FILE` then reports only the others.
///
/// Findings are matched by fingerprint (`ReportedFinding`): rule, relative path, what the
/// finding is about, never its line, so a baseline survives edits above a finding. The file
/// is JSON, sorted, one entry a finding, with the rule, file and message beside each
/// fingerprint for the person reviewing it:
///
/// ```json
/// {"version": 1, "findings": [{"fingerprint": "…", "rule": "missing-image",
///   "file": "App/Main.storyboard", "message": "no image named 'logo' …"}]}
/// ```
public struct LintBaseline: Sendable, Equatable {
  /// One recorded finding.
  public struct Entry: Sendable, Hashable, Codable {
    public var fingerprint: String
    public var rule: String
    public var file: String
    public var message: String
  }

  /// The recorded findings.
  public var entries: [Entry]

  /// The baseline of `findings`.
  public init(_ findings: [ReportedFinding]) {
    entries = findings.map {
      Entry(
        fingerprint: $0.fingerprint, rule: $0.diagnostic.id,
        file: $0.diagnostic.location?.file ?? "", message: $0.diagnostic.message)
    }.sorted { ($0.file, $0.rule, $0.fingerprint) < ($1.file, $1.rule, $1.fingerprint) }
  }

  private struct File: Codable {
    var version: Int
    var findings: [Entry]
  }

  /// Reads a baseline file; throws a located `LintBaselineError` when it cannot be used.
  public init(contentsOf url: URL) throws(LintBaselineError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LintBaselineError(path: url.path, message: "cannot read the baseline: no such file")
    }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw LintBaselineError(
        path: url.path,
        message: "not a baseline ('easel lint --write-baseline' writes one): \(Self.reason(error))")
    }
    guard file.version == 1 else {
      throw LintBaselineError(
        path: url.path, message: "baseline version \(file.version) is not 1, the one Easel reads")
    }
    entries = file.findings
  }

  private static func reason(_ error: Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?: "no '\(key.stringValue)'"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
    default: "not readable JSON"
    }
  }

  /// The file's bytes: sorted keys, one entry a line group, a final newline.
  public var data: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(File(version: 1, findings: entries))) ?? Data()
    return data + Data("\n".utf8)
  }

  /// The recorded fingerprints.
  public var fingerprints: Set<String> { Set(entries.map(\.fingerprint)) }
}

/// A baseline file that cannot be used: where, and why.
public struct LintBaselineError: Error, CustomStringConvertible, Sendable {
  /// The baseline's path.
  public var path: String
  /// What is wrong.
  public var message: String
  /// `path: error: message`.
  public var description: String { Severity.error.line(message, at: path) }
}
