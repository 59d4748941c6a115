import Foundation

/// An operational failure tied to a place in a user's file: a code to branch on, a one-sentence
/// message, and the location. Its description is the compiler-style
/// `file:line:col: error: message`, and it becomes a `Diagnostic` with id `<prefix>-<code>`.
public protocol LocatedError: Error, CustomStringConvertible, LocalizedError {
  associatedtype Code: RawRepresentable where Code.RawValue == String
  /// The kind of failure.
  var code: Code { get }
  /// What went wrong, in one sentence without location.
  var message: String { get }
  /// Where it went wrong.
  var location: SourceLocation { get }
  /// The first part of the diagnostic id: `document`, `project`.
  static var diagnosticPrefix: String { get }
}

extension LocatedError {
  /// `file:line:col: error: message`.
  public var description: String { Severity.error.line(message, at: location) }

  /// The same as `description`, for Foundation's error reporting.
  public var errorDescription: String? { description }

  /// The error as a located diagnostic with id `<prefix>-<code>`.
  public var diagnostic: Diagnostic {
    Diagnostic(
      .error, message, id: "\(Self.diagnosticPrefix)-\(code.rawValue)", at: location)
  }
}
