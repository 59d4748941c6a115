import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A text view lays styled text out with its paragraph style's line spacing and alignment, as
/// a label does: deuzm/Jogo's StyledTextView sets a paragraph style with `lineSpacing` in its
/// `draw(_:)`, and its lines were drawn at the font's plain pitch.
@MainActor
@Suite struct TextViewParagraphStyleTests {
  /// Sets its styled text while drawing, as Jogo's view does.
  final class Spaced: UITextView {
    var spacing: CGFloat = 0
    override func draw(_ rect: CGRect) {
      let style = NSMutableParagraphStyle()
      style.lineSpacing = spacing
      attributedText = NSAttributedString(
        string: text, attributes: [.paragraphStyle: style, .foregroundColor: UIColor.black])
    }
  }

  /// The lowest row of the picture with ink in it.
  func lowestInkedRow(spacing: CGFloat) throws -> Int {
    let view = Spaced(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
    view.backgroundColor = .clear
    view.text = "A\nB\nC"
    view.spacing = spacing
    let pixels = try renderPixels(view)
    var lowest = -1
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels.pixel(x: x, y: y).alpha > 0.5 {
        lowest = y
        break
      }
    }
    return lowest
  }

  @Test func lineSpacingPutsTheLinesApart() throws {
    let plain = try lowestInkedRow(spacing: 0)
    let spaced = try lowestInkedRow(spacing: 15)
    #expect(plain > 0)
    #expect(spaced - plain >= 28, "two gaps of 15 points: \(plain) → \(spaced)")
  }

  @Test func theParagraphStyleSizesTheView() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.text = "A\nB"
    let plain = view.sizeThatFits(CGSize(width: 100, height: 1000)).height
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 20
    view.attributedText = NSAttributedString(string: "A\nB", attributes: [.paragraphStyle: style])
    let spaced = view.sizeThatFits(CGSize(width: 100, height: 1000)).height
    #expect(spaced >= plain + 19, "\(plain) → \(spaced)")
  }
}
