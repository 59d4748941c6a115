import EaselDocument
import Foundation
import Testing

/// `XMLEscaping`: what Easel writes into markup reads back as the text it was given, or the
/// edit is refused; nothing it writes makes the document unreadable.
struct XMLEscapingTests {
  @Test(arguments: [
    ("plain", "plain"),
    (#"a "quoted" 'word'"#, "a &quot;quoted&quot; 'word'"),
    ("<a & b>", "&lt;a &amp; b&gt;"),
    ("&amp;", "&amp;amp;"),
    ("tab\tline\nreturn\r", "tab&#9;line&#10;return&#13;"),
    ("bell\u{7}nul\u{0}", "bell&#7;nul&#0;"),
    ("é 😀 \u{7F}", "é 😀 \u{7F}"),
  ])
  func attributeValues(value: String, escaped: String) {
    #expect(XMLEscaping.attribute(value) == escaped)
  }

  @Test(arguments: [
    (#"a "quoted" 'word'"#, #"a "quoted" 'word'"#),
    ("<a & b>", "&lt;a &amp; b&gt;"),
    ("tab\tline\nreturn\r", "tab\tline\nreturn&#13;"),
    ("bell\u{7}", "bell&#7;"),
  ])
  func elementText(value: String, escaped: String) {
    #expect(XMLEscaping.text(value) == escaped)
  }

  @Test func aTagEscapesItsValues() {
    #expect(
      XMLEscaping.tag("view", [("userLabel", "A \"b\" <c>"), ("id", "x")])
        == #"<view userLabel="A &quot;b&quot; &lt;c&gt;" id="x"/>"#)
    #expect(XMLEscaping.tag("view", [("id", "x")], selfClosing: false) == #"<view id="x">"#)
  }

  @Test func anEscapedValueReadsBackAsWritten() throws {
    let value = "File's \"Owner\" <&>\ttab\nline\r\nCRLF é"
    let doc = try parse(xib(#"<view id="v1"/>"#))
    try doc.setAttribute("userLabel", value, on: "v1")
    #expect(doc.element(withID: "v1")?.userLabel == value)
    #expect(
      try parse(String(decoding: doc.bytes, as: UTF8.self)).element(withID: "v1")?.userLabel
        == value)
  }

  @Test func aControlCharacterIsRefusedAndTheDocumentKept() throws {
    let doc = try parse(xib(#"<view id="v1"/>"#))
    let before = doc.bytes
    #expect(throws: DocumentError.self) { try doc.setAttribute("userLabel", "a\u{1}b", on: "v1") }
    #expect(doc.bytes == before)
  }
}
