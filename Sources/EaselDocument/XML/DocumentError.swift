import EaselDiagnostics
import Foundation

/// Why a document could not be read, parsed or edited, and where.
///
/// Its description is the compiler-style `file:line:col: error: message`.
public struct DocumentError: LocatedError, Hashable, Sendable {
  /// Diagnostics from this error have ids `document-<code>`.
  public static let diagnosticPrefix = "document"

  /// The kind of failure, for callers that branch on it.
  public enum Code: String, Hashable, Sendable {
    /// The bytes are not well-formed XML (bad syntax, mismatched or unclosed tags).
    case malformed
    /// The file ends in the middle of a construct or with elements still open.
    case truncated
    /// The bytes are not UTF-8 text (invalid sequences, NUL or control bytes, UTF-16).
    case encoding
    /// The document declares DTD entities; Easel refuses to expand them.
    case entityDeclaration
    /// Elements nest deeper than the parser allows.
    case tooDeep
    /// Well-formed XML that is not an Interface Builder document.
    case notInterfaceBuilder
    /// An Interface Builder document for a platform Easel does not render (WatchKit, AppKit).
    case unsupportedPlatform
    /// The file could not be read or written.
    case io
    /// An edit named an object or a construct that the document does not have.
    case invalidEdit
    /// A number that is not finite or is beyond what any document means (`DocumentNumber`).
    case invalidNumber
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
