/// The one writer of the lines in which Easel tells of trouble: `error: message`, and with a
/// place `path: warning: message` or `file:line:column: note: message`, the form compilers
/// print and editors jump to. Diagnostics, thrown errors' descriptions, usage errors and
/// the command line's own messages all come through here, so that none types the form by
/// hand.
extension Severity {
  /// `error: `, `warning: `, `note: `: what a message of this severity follows.
  public var prefix: String { rawValue + ": " }

  /// `severity: message`, after `place: ` when there is a place (a path, or a location's
  /// `file:line:column`).
  public func line(_ message: String, at place: String? = nil) -> String {
    (place.map { $0 + ": " } ?? "") + prefix + message
  }

  /// `file:line:column: severity: message`, or `severity: message` without a location.
  public func line(_ message: String, at location: SourceLocation?) -> String {
    line(message, at: location?.description)
  }
}
