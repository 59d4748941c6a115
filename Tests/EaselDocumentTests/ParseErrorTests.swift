import EaselDocument
import Foundation
import Testing

@Suite struct ParseErrorTests {
  static let head = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">"#

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var code: DocumentError.Code
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "mismatched tag", text: head + "\n  <view>\n  </label>\n</document>",
      code: .malformed,
      expected: "t.xib:3:3: error: end tag </label> does not match <view> opened at 2:3"),
    Case(
      name: "truncated inside element", text: head + "\n  <view id=\"a\">\n",
      code: .truncated,
      expected: "t.xib:3:1: error: unexpected end of file: <view> opened at 2:3 is not closed"),
    Case(
      name: "truncated inside a tag", text: head + "\n  <view id=\"a",
      code: .truncated, expected: "t.xib:2:14: error: unexpected end of file in an attribute value"),
    Case(
      name: "empty file", text: "", code: .truncated,
      expected: "t.xib:1:1: error: the file is empty"),
    Case(
      name: "whitespace only", text: "\n\n", code: .malformed,
      expected: "t.xib:3:1: error: no root element"),
    Case(
      name: "unquoted value", text: head + "\n<view id=a/>", code: .malformed,
      expected: "t.xib:2:10: error: expected a quoted attribute value"),
    Case(
      name: "unknown entity", text: head + "\n<view id=\"&nbsp;\"/>", code: .malformed,
      expected:
        "t.xib:2:11: error: unknown entity &nbsp; (only &amp; &lt; &gt; &quot; &apos; and character references)"
    ),
    Case(
      name: "bare ampersand", text: head + "\n<view id=\"a & b\"/>", code: .malformed,
      expected: "t.xib:2:13: error: '&' must start a reference such as &amp;"),
    Case(
      name: "duplicate attribute", text: head + "\n<view id=\"a\" id=\"b\"/>", code: .malformed,
      expected: "t.xib:2:14: error: duplicate attribute 'id'"),
    Case(
      name: "DTD entity declaration",
      text:
        "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n  <!ENTITY lol \"lol\">\n]>\n<lolz>&lol;</lolz>",
      code: .entityDeclaration,
      expected:
        "t.xib:3:3: error: DTD entity declarations are not supported; Easel does not expand entities"
    ),
    Case(
      name: "text after root", text: head + "</document>\nextra", code: .malformed,
      expected: "t.xib:2:1: error: text after the root element"),
    Case(
      name: "second root", text: head + "</document>\n<document/>", code: .malformed,
      expected: "t.xib:2:1: error: extra content after the root element"),
    Case(
      name: "not Interface Builder", text: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>",
      code: .notInterfaceBuilder,
      expected:
        "t.xib:2:1: error: not an Interface Builder document: the root element is <plist>, expected <document type=\"com.apple.InterfaceBuilder3...\">"
    ),
    Case(
      // A `com.apple.InterfaceBuilder…` type Easel does not know opens (PlatformDocumentTests);
      // another program's <document> does not.
      name: "unknown document type",
      text: #"<document type="com.example.Slides" version="3.0"/>"#,
      code: .notInterfaceBuilder,
      expected: "t.xib:1:11: error: unknown Interface Builder document type 'com.example.Slides'"
    ),
  ]

  @Test(arguments: cases) func locatedError(_ c: Case) {
    let error = parseError(c.text)
    #expect(error?.code == c.code)
    #expect(error?.description == c.expected)
  }

  @Test func binaryData() {
    let bytes: [UInt8] = Array("<document>\n  ab".utf8) + [0x00, 0x01, 0x02]
    let error = parseError(bytes)
    #expect(error?.code == .encoding)
    #expect(error?.description == "t.xib:2:5: error: binary data: NUL byte in the file")
  }

  @Test func invalidUTF8() {
    let bytes: [UInt8] = Array("<document>\n\n   x=\"".utf8) + [0xC3, 0x28]
    #expect(parseError(bytes)?.description == "t.xib:3:7: error: invalid UTF-8 byte 0xC3")
  }

  @Test func utf16IsRefusedClearly() {
    let error = parseError([0xFF, 0xFE, 0x3C, 0x00])
    #expect(error?.code == .encoding)
    #expect(error?.message.contains("UTF-16") == true)
  }

  @Test func tooDeep() {
    var text = Self.head
    for _ in 0..<1200 { text += "<view>" }
    let error = parseError(text)
    #expect(error?.code == .tooDeep)
    // The root is depth 0; the 1000th <view> (depth 1000) is refused.
    let column = Self.head.utf8.count + 999 * 6 + 1
    #expect(error?.description == "t.xib:1:\(column): error: elements nest deeper than 1000 levels")
  }

  @Test func deepButAllowedNestingParses() throws {
    var text = Self.head
    for _ in 0..<998 { text += "<view>" }
    for _ in 0..<998 { text += "</view>" }
    text += "</document>"
    let doc = try parse(text)
    #expect(doc.root.descendants().reduce(0) { n, _ in n + 1 } == 998)
  }

  @Test func missingFileIsAnIOError() {
    #expect(throws: DocumentError.self) {
      try IBDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/x.storyboard"))
    }
  }

  @Test func errorBecomesDiagnostic() {
    let error = parseError(Self.head + "\n<view>")
    #expect(
      error?.diagnostic.description.hasPrefix("t.xib:2:7: error: unexpected end of file") == true)
    #expect(error?.diagnostic.id == "document-truncated")
  }
}
