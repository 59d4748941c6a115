import EaselDocument
import Foundation
import Testing

@testable import EaselRendering

/// `easel designables` draws each class as a designer first sees it: the object Interface
/// Builder's library offers for the class's UIKit root, dropped and given the class.
@Suite struct DesignablesSampleDocumentTests {
  @Test func eachClassIsItsRootsLibraryObject() throws {
    let text = DesignablesJob.sampleDocument(
      ["RoundButton", "Badge", "Ring", "Cell"], module: "App", size: (width: 240, height: 160),
      roots: ["RoundButton": "UIButton", "Badge": "UILabel", "Ring": "UIView"])
    let doc = try IBDocument.parse(Data(text.utf8), path: "Designables.xib")
    #expect(doc.renderRefusal == nil)
    for id in 0..<4 { #expect(doc.elementsByID["easel-\(id)"] != nil) }
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let button = try #require(lines.firstIndex { $0.contains(#"customClass="RoundButton""#) })
    #expect(lines[button].hasPrefix("<button "))
    #expect(lines[button].contains(#"buttonType="system""#))
    #expect(lines[button...].prefix(5).contains(#"<state key="normal" title="Button"/>"#))
    let label = try #require(lines.firstIndex { $0.contains(#"customClass="Badge""#) })
    #expect(lines[label].hasPrefix("<label ") && lines[label].contains(#"text="Label""#))
    // A root without a library object of its own, or none known, is a View, white.
    for name in ["Ring", "Cell"] {
      let view = try #require(lines.firstIndex { $0.contains("customClass=\"\(name)\"") })
      #expect(lines[view].hasPrefix("<view "))
      #expect(
        lines[view...].prefix(4).contains { $0.contains(#"key="backgroundColor" white="1""#) })
      #expect(lines[view].contains(#"customModule="App""#))
    }
    #expect(lines.contains { $0.contains(#"width="240" height="160""#) })
  }
}
