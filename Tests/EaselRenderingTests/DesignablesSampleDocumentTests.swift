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
    for id in 0..<4 { #expect(doc.elementsByID["easel-\(id)-designable"] != nil) }
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

  /// Interface Builder makes a designable inside the views around it (a scene's view when
  /// dropped onto one), so code that reads `superview` or waits for `didMoveToSuperview()`
  /// runs: each sample is the only subview of its scene's view, a clear view of its size.
  @Test func eachClassHasTheScenesViewAsItsSuperview() throws {
    let text = DesignablesJob.sampleDocument(
      ["Pager", "RoundButton"], module: "App", size: (width: 240, height: 160),
      roots: ["RoundButton": "UIButton"])
    let doc = try IBDocument.parse(Data(text.utf8), path: "Designables.xib")
    #expect(doc.scenes.map(\.id) == ["easel-0", "easel-1"])
    for (index, name) in ["Pager", "RoundButton"].enumerated() {
      let scene = try #require(doc.elementsByID["easel-\(index)"])
      #expect(scene.name == "view" && scene.customClass == nil)
      #expect(scene.frame == CGRect(x: 0, y: 0, width: 240, height: 160))
      #expect(scene.child("color")?["alpha"] == "0.0")
      let designable = try #require(doc.elementsByID["easel-\(index)-designable"])
      #expect(designable.customClass == name)
      #expect(designable.parent?.parent === scene)
      #expect(designable.frame == CGRect(x: 0, y: 0, width: 240, height: 160))
    }
  }
}
