import EaselDiagnostics
import Foundation

/// Why a project file (`project.pbxproj`, `contents.xcworkspacedata`, `Package.swift`) could
/// not be read, and where.
///
/// Its description is the compiler-style `file:line:col: error: message`.
public struct ProjectFileError: LocatedError, Hashable, Sendable {
  /// Diagnostics from this error have ids `project-<code>`.
  public static let diagnosticPrefix = "project"

  /// The kind of failure, for callers that branch on it.
  public enum Code: String, Hashable, Sendable {
    /// The bytes are not a well-formed property list (bad token, missing `;` or `=`).
    case malformed
    /// The file ends in the middle of a value.
    case truncated
    /// The bytes are not UTF-8 text.
    case encoding
    /// Values nest deeper than the parser allows.
    case tooDeep
    /// A well-formed file that is not what it should be (no `objects`, no root object).
    case notAProject
    /// The file could not be read.
    case io
  }

  /// The kind of failure.
  public var code: Code
  /// What went wrong, in one sentence without location.
  public var message: String
  /// Where it went wrong.
  public var location: SourceLocation

  /// Creates an error at `location`.
  public init(_ code: Code, _ message: String, at location: SourceLocation) {
    self.code = code
    self.message = message
    self.location = location
  }
}
