import Foundation

extension NSAttributedString {
  /// A document format, as `NSAttributedString.DocumentType`.
  public struct DocumentType: RawRepresentable, Hashable, Sendable {
    /// The format's name.
    public let rawValue: String
    /// Creates a format.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Plain text.
    public static let plain = DocumentType(rawValue: "NSPlainText")
    /// Rich Text Format.
    public static let rtf = DocumentType(rawValue: "NSRTF")
    /// Rich Text Format with attachments.
    public static let rtfd = DocumentType(rawValue: "NSRTFD")
    /// HTML.
    public static let html = DocumentType(rawValue: "NSHTML")
  }

  /// An option for reading a document, as `NSAttributedString.DocumentReadingOptionKey`.
  public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// Creates an option.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The document's format (a `DocumentType`).
    public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
    /// The text encoding (a `String.Encoding` raw value).
    public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    /// Attributes applied to the whole text.
    public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
  }

  /// Reads a document, as `init(data:options:documentAttributes:)`.
  ///
  /// Differs from UIKit: a best effort. Plain text is read as it is; HTML and RTF become
  /// their text (tags or control words dropped, `<br>` and paragraphs as line breaks, the
  /// common entities decoded) with `defaultAttributes` only; no styling is read, and
  /// `documentAttributes` is left untouched. Throws when the data is not text.
  public convenience init(
    data: Data, options: [DocumentReadingOptionKey: Any] = [:],
    documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
  ) throws {
    let rawEncoding = options[.characterEncoding] as? UInt
    let encoding = rawEncoding.map { String.Encoding(rawValue: $0) } ?? .utf8
    guard
      let text = String(data: data, encoding: encoding) ?? String(data: data, encoding: .isoLatin1)
    else { throw CocoaError(.fileReadCorruptFile) }
    let type = options[.documentType] as? DocumentType
    let looksLikeHTML = text.range(of: "<[a-zA-Z!/]", options: .regularExpression) != nil
    let string: String
    switch type {
    case .html?: string = Self.textOfHTML(text)
    case .rtf?, .rtfd?: string = Self.textOfRTF(text)
    case .plain?: string = text
    default: string = looksLikeHTML ? Self.textOfHTML(text) : text
    }
    let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
    self.init(string: string, attributes: attributes)
  }

  /// The text of an HTML fragment: tags dropped, breaks and paragraphs as newlines.
  static func textOfHTML(_ html: String) -> String {
    var s = html
    for (pattern, replacement) in [
      ("(?is)<(script|style)[^>]*>.*?</\\1>", ""), ("(?i)<br\\s*/?>", "\n"),
      ("(?i)</(p|div|h[1-6]|li)>", "\n"), ("<[^>]*>", ""),
    ] {
      s = s.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
    }
    for (entity, character) in [
      ("&nbsp;", "\u{00A0}"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"),
      ("&apos;", "'"), ("&amp;", "&"),
    ] {
      s = s.replacingOccurrences(of: entity, with: character)
    }
    while s.hasSuffix("\n") { s.removeLast() }
    return s
  }

  /// The text of an RTF document: groups' braces and control words dropped.
  static func textOfRTF(_ rtf: String) -> String {
    var s = rtf.replacingOccurrences(
      of: "\\\\par\\b ?", with: "\n", options: .regularExpression)
    s = s.replacingOccurrences(
      of: "\\\\[a-zA-Z]+-?[0-9]* ?", with: "", options: .regularExpression)
    s = s.replacingOccurrences(of: "[{}]", with: "", options: .regularExpression)
    return s.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
