import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct LabelTests {
  /// UIKit's `font`, `textColor` (UILabel) and `text` (UITextView) are `null_resettable`:
  /// set to nil they are their defaults again, so a designable's next `self.font.withSize`
  /// after `font = UIFont(name: "Missing", size: 14)` does not trap.
  @Test func nullResettablePropertiesReturnToTheirDefaults() {
    final class Styled: UILabel {
      var seen: [UIFont] = []
      override var font: UIFont! { didSet { seen.append(font) } }
    }
    let l = Styled()
    l.font = UIFont(name: "Lato-Black-Not-Installed", size: 14)
    #expect(l.font == UIFont.systemFont(ofSize: 17))
    #expect(l.font.withSize(20).pointSize == 20)
    #expect(l.seen == [UIFont.systemFont(ofSize: 17)])
    l.textColor = nil
    #expect(l.textColor != nil && "\(l.textColor!)" == "\(UIColor.label)")
    let t = UITextView()
    t.text = nil
    #expect(t.text == "")
  }

  /// A font or text colour equal to the one set redraws nothing, as UIKit's label: a subclass
  /// whose `setNeedsDisplay` sets its font again (the working part's safeyou labels restyle
  /// so) settles after one change instead of recursing without end.
  @Test func anEqualFontOrColourRedrawsNothing() {
    final class Restyling: UILabel {
      var redraws = 0
      override func setNeedsDisplay() {
        super.setNeedsDisplay()
        redraws += 1
        guard redraws < 50 else { return }
        font = UIFont.systemFont(ofSize: font.pointSize, weight: .bold)
        textColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
      }
    }
    let l = Restyling()
    let made = l.redraws
    l.font = UIFont.systemFont(ofSize: 14)
    #expect(l.redraws - made <= 3)
    #expect(l.font == UIFont.systemFont(ofSize: 14, weight: .bold))
    let before = l.redraws
    l.font = UIFont.systemFont(ofSize: 14, weight: .bold)
    l.textColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
    #expect(l.redraws == before)
  }

  @Test func intrinsicSizeGrowsWithText() {
    let l = UILabel()
    l.text = "Hi"
    let short = l.intrinsicContentSize
    l.text = "Hello, world"
    let long = l.intrinsicContentSize
    #expect(long.width > short.width)
    #expect(long.height == short.height)
    #expect(short.height == short.height.rounded(.up))
    #expect(abs(short.height - UIFont.systemFont(ofSize: 17).lineHeight) < 1)
    l.text = nil
    #expect(l.intrinsicContentSize == .zero)
  }

  /// A 17-point system label is as tall as on iOS (San Francisco's 20.287-point line),
  /// rounded up to the screen's pixels as UIKit rounds it.
  @Test func intrinsicSizeIsRoundedToTheScreensPixels() {
    let l = UILabel()
    l.text = "Label"
    func size(at scale: CGFloat) -> CGSize {
      withResourceEnvironment(
        ResourceEnvironment(traitCollection: UITraitCollection(displayScale: scale))
      ) { l.intrinsicContentSize }
    }
    #expect(size(at: 1).height == 21)
    #expect(size(at: 2).height == 20.5)
    #expect(abs(size(at: 3).height - 61.0 / 3) < 1e-9)
    let w = size(at: 2).width
    #expect(w * 2 == (w * 2).rounded() && size(at: 1).width == w.rounded(.up))
  }

  @Test func multilineLabelsWrapInSizeThatFits() {
    let l = UILabel()
    l.text = "The quick brown fox jumps over the lazy dog again and again"
    l.numberOfLines = 0
    let oneLine = l.sizeThatFits(CGSize(width: 10_000, height: 10_000))
    let wrapped = l.sizeThatFits(CGSize(width: 100, height: 10_000))
    #expect(wrapped.width <= 100)
    #expect(wrapped.height > oneLine.height * 2)
    l.numberOfLines = 2
    let two = l.sizeThatFits(CGSize(width: 100, height: 10_000))
    #expect(two.height < wrapped.height)
  }

  @Test func attributedTextFontChangesTheSize() {
    let l = UILabel()
    l.attributedText = NSAttributedString(
      string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 40)])
    #expect(l.intrinsicContentSize.height > 40)
    #expect(l.text == "Big")
  }

  /// The rows of `px` that contain ink darker than `threshold`.
  func inkRows(_ px: Bitmap) -> [Int] {
    (0..<px.height).filter { y in
      (0..<px.width).contains { x in
        let p = px.pixel(x: x, y: y)
        return p.alpha > 0.5 && p.red < 0.5
      }
    }
  }

  @Test func textIsDrawnVerticallyCentred() throws {
    let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    l.backgroundColor = .white
    l.text = "Hxg"
    let rows = inkRows(try renderPixels(l))
    let top = try #require(rows.first)
    let bottom = try #require(rows.last)
    #expect(abs(Double(top + bottom) / 2 - 50) < 6)
  }

  @Test func adjustsFontSizeToFitWidthShrinksText() throws {
    func inkHeight(_ adjusts: Bool) throws -> Int {
      let l = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
      l.backgroundColor = .white
      l.text = "Hello wonderful world"
      l.adjustsFontSizeToFitWidth = adjusts
      l.minimumScaleFactor = 0.1
      let rows = inkRows(try renderPixels(l, scale: 2))
      return (rows.last ?? 0) - (rows.first ?? 0)
    }
    let full = try inkHeight(false)
    let shrunk = try inkHeight(true)
    #expect(shrunk > 0)
    #expect(Double(shrunk) < Double(full) * 0.6)
  }

  /// A paragraph style's `maximumLineHeight` below the font's line height makes the lines
  /// shorter, as TextKit does: two lines of 14 points fit a 30-point label (Backelite's
  /// BkVASPhoneView), where the font's 20.3-point lines left room for one.
  @Test func maximumLineHeightLetsTwoLinesFit() throws {
    let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    l.backgroundColor = .white
    l.numberOfLines = 0
    let style = NSMutableParagraphStyle()
    style.maximumLineHeight = 14
    l.attributedText = NSAttributedString(
      string: "HHH\nHHH",
      attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
    #expect(l.intrinsicContentSize.height == 28)
    let rows = inkRows(try renderPixels(l))
    let bands = zip(rows, rows.dropFirst()).filter { $1 > $0 + 1 }.count + 1
    #expect(bands == 2, "two lines drawn: \(rows)")
  }

  /// A paragraph style's spacing before and after paragraphs puts them apart, kept by a
  /// copy: 6 + 4 points between two paragraphs.
  @Test func paragraphSpacingPutsParagraphsApart() throws {
    func height(_ style: NSParagraphStyle) -> CGFloat {
      let l = UILabel()
      l.numberOfLines = 0
      l.attributedText = NSAttributedString(
        string: "A\nB", attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
      return l.intrinsicContentSize.height
    }
    let style = NSMutableParagraphStyle()
    style.paragraphSpacing = 6
    style.paragraphSpacingBefore = 4
    let copy = try #require(style.copy() as? NSParagraphStyle)
    #expect(copy.paragraphSpacingBefore == 4)
    #expect(height(copy) - height(NSParagraphStyle()) == 10)
  }

  @Test func disabledLabelsAreGreyed() throws {
    let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    l.text = "██"
    l.font = UIFont.systemFont(ofSize: 20)
    l.isEnabled = false
    let px = try renderPixels(l)
    let ink = (0..<100).compactMap { x -> RGBA? in
      let p = px.pixel(x: x, y: 15)
      return p.alpha > 0.9 ? p : nil
    }
    let sample = try #require(ink.first)
    #expect(sample.red > 0.3 && sample.red < 0.8)
  }
}

/// `NSAttributedString(runs:)`: Foundation on Linux traps comparing adjacent runs whose
/// attributes hold Swift objects; the initializer keeps it from comparing them.
struct AttributedRunsTests {
  @Test func adjacentRunsKeepTheirOwnColours() {
    let black = UIColor(white: 0, alpha: 1), grey = UIColor(white: 0.5, alpha: 1)
    let text = NSAttributedString(runs: [
      ("black ", [.foregroundColor: black]), ("grey", [.foregroundColor: grey]),
      ("", [.foregroundColor: black]), (" again", [.foregroundColor: black, .kern: 1.0]),
    ])
    #expect(text.string == "black grey again")
    #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == black)
    #expect(text.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor == grey)
    #expect(text.attribute(.kern, at: 12, effectiveRange: nil) as? Double == 1.0)
    #expect(text.attribute(.easelRunBoundary, at: 0, effectiveRange: nil) == nil)
    #expect(text.attribute(.easelRunBoundary, at: 7, effectiveRange: nil) as? Bool == true)
  }
}
