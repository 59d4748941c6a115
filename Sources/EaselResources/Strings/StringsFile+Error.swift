import EaselDiagnostics

/// Why a `.strings` file could not be read: the place, the message and the offending line,
/// printed as compilers print errors.
///
/// ```
/// Localizable.strings:3:15: error: missing ';' after the value
/// "b" = "two"
///               ^
/// ```
public struct StringsFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in a sentence without a trailing period.
  public var message: String
  /// Where: 1-based line, and column in UTF-8 bytes of the decoded text.
  public var location: SourceLocation
  /// The text of the line at ``location`` (without its newline), for the caret display.
  public var lineText: String

  /// Creates an error.
  public init(message: String, location: SourceLocation, lineText: String) {
    self.message = message
    self.location = location
    self.lineText = lineText
  }

  /// `file:line:col: error: message`, then the line and a caret under the column.
  public var description: String {
    var text = Severity.error.line(message, at: location)
    if !lineText.isEmpty {
      let prefix = lineText.utf8.prefix(max(0, location.column - 1))
      let indent = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }
        .joined()
      text += "\n\(lineText)\n\(indent)^"
    }
    return text
  }

  /// The error as a diagnostic, with the rule id `strings-syntax`.
  public var diagnostic: Diagnostic {
    Diagnostic(.error, message, id: "strings-syntax", at: location)
  }
}
