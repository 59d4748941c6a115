import EaselDocument
import Foundation
import Testing

@Suite struct TokenizerTests {
  @Test func attributesKeepOrderSpansAndDecodedValues() throws {
    let text = xib(
      #"<view id="a" text="Tom &amp; Jerry &lt;3 &quot;hi&quot; &apos;x&apos; &#65;&#x42;" userLabel='single "q"'/>"#
    )
    let doc = try parse(text)
    let view = try #require(doc.element(withID: "a"))
    #expect(view.attributes.map(\.name) == ["id", "text", "userLabel"])
    #expect(view["text"] == "Tom & Jerry <3 \"hi\" 'x' AB")
    #expect(view["userLabel"] == "single \"q\"")
    let bytes = doc.bytes
    let a = try #require(view.attribute("text"))
    #expect(String(decoding: bytes[a.nameSpan], as: UTF8.self) == "text")
    #expect(
      String(decoding: bytes[a.valueSpan], as: UTF8.self)
        == "Tom &amp; Jerry &lt;3 &quot;hi&quot; &apos;x&apos; &#65;&#x42;")
    #expect(view.isSelfClosing)
    #expect(String(decoding: bytes[view.span], as: UTF8.self).hasPrefix("<view id=\"a\""))
  }

  @Test func literalWhitespaceInValuesIsNormalised() throws {
    let doc = try parse(xib("<view id=\"a\" text=\"one\ntwo\tthree&#10;four\"/>"))
    #expect(doc.element(withID: "a")?["text"] == "one two three\nfour")
  }

  @Test func commentsCDATAAndProcessingInstructionsAreKept() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document>
      <!-- before -->
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1">
          <!--Scene-->
          <?easel keep?>
          <string key="text"><![CDATA[a <b> & c]]> and &amp; d</string>
      </document>
      <!-- after -->

      """
    let doc = try parse(text)
    #expect(doc.prolog.map(\.kind) == [.xmlDeclaration, .doctype, .comment])
    #expect(doc.prolog[2].content == " before ")
    #expect(doc.epilog.map(\.kind) == [.comment])
    #expect(doc.root.nodes.map(\.kind) == [.comment, .processingInstruction])
    let string = try #require(doc.root.child("string", key: "text"))
    #expect(string.text == "a <b> & c and & d")
    #expect(string.nodes.map(\.kind) == [.cdata, .text])
    let order = doc.root.content.map { item -> String in
      switch item {
      case .element(let e): e.name
      case .node(let n): n.kind.rawValue
      }
    }
    #expect(order == ["comment", "processingInstruction", "string"])
    #expect(doc.data() == Data(text.utf8))
  }

  @Test func selfClosingAndNestedElements() throws {
    let doc = try parse(
      xib(#"<view id="a"><subviews><label id="b"/><button id="c"></button></subviews></view>"#))
    let view = try #require(doc.element(withID: "a"))
    #expect(view.subviews.map(\.name) == ["label", "button"])
    #expect(view.subviews[0].isSelfClosing)
    #expect(!view.subviews[1].isSelfClosing)
    #expect(view.subviews[1].parent?.name == "subviews")
    #expect(view.subviews[1].ancestors.map(\.name) == ["subviews", "view", "objects", "document"])
    #expect(Array(doc.root.descendants()).compactMap(\.id) == ["a", "b", "c"])
  }

  @Test func whitespaceAroundEqualsAndInsideTags() throws {
    let doc = try parse(xib("<view id = \"a\"\n      key\t=\t'k' ></view >"))
    let view = try #require(doc.element(withID: "a"))
    #expect(view.key == "k")
    #expect(view.endTagSpan != nil)
  }

  @Test func locationsAreLineAndByteColumn() throws {
    let doc = try parse(xib("        <view id=\"a\"/><label text=\"é\" id=\"b\"/>"))
    #expect(doc.element(withID: "a")?.location.description == "t.xib:4:9")
    // "é" is two UTF-8 bytes, so `id` of the label starts one column later than if it were ASCII.
    let label = try #require(doc.element(withID: "b"))
    #expect(label.location.line == 4 && label.location.column == 23)
    #expect(label.location(ofAttribute: "id").column == 40)
  }

  @Test func utf8BOMIsAcceptedAndKept() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(xib("").utf8)
    let doc = try IBDocument(bytes: bytes, path: "t.xib")
    #expect(doc.bytes == bytes)
    #expect(doc.kind == .xib)
  }

  @Test func documentProperties() throws {
    let doc = try IBDocument(contentsOf: Fixtures.url("LaunchScreen.storyboard"))
    #expect(doc.kind == .storyboard)
    #expect(doc.toolsVersion == "10117")
    #expect(doc.initialViewControllerID == "01J-lp-oVM")
    #expect(doc.element(withID: "01J-lp-oVM")?.name == "viewController")
    #expect(doc.element(withID: "nope") == nil)
  }

  @Test func toolsVersionIsKeptAsText() throws {
    let doc = try parse(
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="32700.99.1234"/>"#
    )
    #expect(doc.toolsVersion == "32700.99.1234")
  }
}
