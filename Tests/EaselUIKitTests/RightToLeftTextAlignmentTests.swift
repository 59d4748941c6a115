import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// Every view Easel draws text in aligns right-to-left text as UIKit does: `.left` and
/// `.right` are the view's edges whatever the text's direction, `.natural` follows it
/// (Clinitick's right-aligned Persian placeholders were drawn at the left of their fields).
@MainActor
struct RightToLeftTextAlignmentTests {
  nonisolated static let persian = "شماره موبایل"
  nonisolated static let hebrew = "שלום עולם"

  /// The leftmost and rightmost columns with ink (anything darker than near-white).
  func inkColumns(_ view: UIView) throws -> ClosedRange<Int>? {
    view.backgroundColor = .white
    view.layoutIfNeeded()
    let b = try renderPixels(view)
    var low = Int.max
    var high = Int.min
    for y in 0..<b.height {
      for x in 0..<b.width {
        let p = b.pixel(x: x, y: y)
        if min(p.red, p.green, p.blue) < 0.85 {
          low = min(low, x)
          high = max(high, x)
        }
      }
    }
    return low <= high ? low...high : nil
  }

  func expectSide(
    _ view: UIView, right: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let ink = try #require(try inkColumns(view), sourceLocation: sourceLocation)
    if right {
      #expect(ink.upperBound >= 280 && ink.lowerBound > 120, "\(ink)", sourceLocation: sourceLocation)
    } else {
      #expect(ink.lowerBound <= 20 && ink.upperBound < 180, "\(ink)", sourceLocation: sourceLocation)
    }
  }

  let frame = CGRect(x: 0, y: 0, width: 300, height: 44)

  func label(_ text: String, _ alignment: NSTextAlignment) -> UILabel {
    let l = UILabel(frame: frame)
    l.text = text
    l.textAlignment = alignment
    return l
  }

  @Test(arguments: [persian, hebrew])
  func labels(_ text: String) throws {
    try expectSide(label(text, .right), right: true)
    try expectSide(label(text, .left), right: false)
    try expectSide(label(text, .natural), right: true)
  }

  @Test(arguments: [persian, hebrew])
  func textFieldPlaceholdersAndText(_ text: String) throws {
    for alignment in [NSTextAlignment.right, .left] {
      let placeholder = UITextField(frame: frame)
      placeholder.placeholder = text
      placeholder.textAlignment = alignment
      try expectSide(placeholder, right: alignment == .right)
      let field = UITextField(frame: frame)
      field.text = text
      field.textAlignment = alignment
      try expectSide(field, right: alignment == .right)
    }
  }

  @Test func textViews() throws {
    for alignment in [NSTextAlignment.right, .left] {
      let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
      view.text = Self.persian
      view.textAlignment = alignment
      try expectSide(view, right: alignment == .right)
    }
  }

  @Test func attributedStringsWithParagraphStyles() throws {
    for alignment in [NSTextAlignment.right, .left] {
      let style = NSMutableParagraphStyle()
      style.alignment = alignment
      let l = UILabel(frame: frame)
      l.attributedText = NSAttributedString(
        string: Self.hebrew, attributes: [.paragraphStyle: style])
      try expectSide(l, right: alignment == .right)
    }
  }

  /// A filling button's title label spans the content and is left-aligned.
  @Test func fillingButtonTitles() throws {
    let b = UIButton(type: .custom)
    b.frame = frame
    b.setTitle(Self.persian, for: .normal)
    b.setTitleColor(.black, for: .normal)
    b.contentHorizontalAlignment = .fill
    try expectSide(b, right: false)
  }
}
