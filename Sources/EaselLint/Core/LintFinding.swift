import EaselDiagnostics

/// A safe repair of one finding, applied through the lossless document model.
public enum LintFix: Hashable, Sendable {
  /// Remove the runtime attribute `keyPath` from the object `objectID`.
  case removeRuntimeAttribute(objectID: String, keyPath: String)
}

/// A problem a rule found, and how to fix it when that is safe.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
  /// The located diagnostic: severity, message, rule id, `file:line:col`, object id.
  public var diagnostic: Diagnostic
  /// The repair `--fix` applies, if any.
  public var fix: LintFix?

  /// A finding.
  public init(diagnostic: Diagnostic, fix: LintFix? = nil) {
    self.diagnostic = diagnostic
    self.fix = fix
  }

  /// `path:line:col: severity: message [rule-id]`.
  public var description: String { diagnostic.description }
}
