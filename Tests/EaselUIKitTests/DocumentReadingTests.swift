import EaselUIKit
import Foundation
import Testing

/// `NSAttributedString(data:options:documentAttributes:)` reads plain text, and the text of
/// HTML and RTF, as a best effort.
@Suite struct DocumentReadingTests {
  func read(_ text: String, _ type: NSAttributedString.DocumentType?) throws -> String {
    var options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]
    if let type { options[.documentType] = type }
    return try NSAttributedString(
      data: Data(text.utf8), options: options, documentAttributes: nil
    ).string
  }

  @Test func htmlBecomesItsText() throws {
    #expect(
      try read("<p>Hello <b>big</b> &amp; small</p><p>world<br/>again</p>", .html)
        == "Hello big & small\nworld\nagain")
    #expect(try read("<style>p { color: red }</style>x &lt; y", .html) == "x < y")
  }

  @Test func plainTextIsReadAsItIs() throws {
    #expect(try read("a <b> c", .plain) == "a <b> c")
    #expect(try read("just text", nil) == "just text")
  }

  @Test func rtfBecomesItsText() throws {
    #expect(try read("{\\rtf1\\ansi {\\b Bold} text\\par next}", .rtf) == "Bold text\nnext")
  }

  @Test func defaultAttributesApplyToTheWholeText() throws {
    let s = try NSAttributedString(
      data: Data("<i>x</i>".utf8),
      options: [
        .documentType: NSAttributedString.DocumentType.html,
        .defaultAttributes: [NSAttributedString.Key.kern: 2.0],
      ],
      documentAttributes: nil)
    #expect(s.string == "x")
    #expect(s.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 2)
    #expect(NSAttributedString().length == 0)
  }
}
