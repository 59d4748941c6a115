/// How `easel lint`, `easel strings check` and `easel colors list` write what they found.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// `path:line:col: severity: message [rule-id]` lines and a summary, as compilers print.
  case text
  /// One JSON object: the findings and the summary.
  case json
  /// A SARIF 2.1.0 log, for code scanning (`github/codeql-action/upload-sarif`).
  case sarif
  /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`), which the
  /// job's log shows as annotations on the pull request's lines.
  case github
}
