import EaselUIKit
import Foundation
import Testing

/// Linux Foundation's attributed strings compare the attributes of neighbouring runs in Core
/// Foundation (CFEqual), which takes an object for one of its own types, or for none, by the
/// word after the object's header; a façade class whose first stored property left its type
/// bits zero (a colour's red component) stopped the process there (SIGILL, "not a type").
/// Each value class UIKit's attributes hold compares in Swift, and equal runs merge, as on iOS.
@MainActor
@Suite("Attribute values Core Foundation compares")
struct AttributeValueComparisonTests {
  /// Two runs whose attribute values are distinct, equal objects (Olivia9600's keypad
  /// button: two white colours, two paragraph styles, two fonts).
  @Test(arguments: ["color", "font", "paragraph", "attachment"])
  func equalValuesInNeighbouringRunsMerge(kind: String) {
    func value() -> Any {
      switch kind {
      case "color": UIColor(red: 1, green: 1, blue: 1, alpha: 1)
      case "font": UIFont.systemFont(ofSize: 10, weight: .medium)
      case "paragraph": NSMutableParagraphStyle()
      default: NSTextAttachment()
      }
    }
    let key = NSAttributedString.Key("value")
    let text = NSMutableAttributedString()
    text.append(NSAttributedString(string: "5\n", attributes: [key: value()]))
    text.append(NSAttributedString(string: "JKL", attributes: [key: value()]))
    var range = NSRange(location: 0, length: 0)
    _ = text.attributes(at: 0, effectiveRange: &range)
    #expect(text.length == 5)
    // Distinct colours and fonts of one value are equal, so their runs merge; paragraph
    // styles and attachments compare by identity, as NSObject's isEqual does.
    #expect(range.length == (kind == "color" || kind == "font" ? 5 : 2))
  }

  /// Different colours keep their runs apart.
  @Test func differentColoursKeepTheirRuns() {
    let text = NSMutableAttributedString()
    text.append(NSAttributedString(string: "5", attributes: [.foregroundColor: UIColor.red]))
    text.append(NSAttributedString(string: "J", attributes: [.foregroundColor: UIColor.green]))
    var range = NSRange(location: 0, length: 0)
    let attributes = text.attributes(at: 1, effectiveRange: &range)
    #expect(range == NSRange(location: 1, length: 1))
    #expect(attributes[.foregroundColor] as? UIColor == UIColor.green)
  }
}
