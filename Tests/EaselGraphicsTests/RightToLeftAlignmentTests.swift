import Foundation
import Testing

@testable import EaselGraphics

/// UIKit's `.left` and `.right` are absolute: right-to-left text (Hebrew, Arabic, Persian)
/// aligned right ends at the right edge, as English does; only `.natural` (and a justified
/// paragraph's last line) follows the text's direction. Pango mirrors left and right for a
/// right-to-left paragraph, which put Clinitick's right-aligned Persian placeholders at the
/// left of their fields.
@Suite struct RightToLeftAlignmentTests {
  static let width: CGFloat = 300
  static let samples = [
    "שלום עולם",  // Hebrew
    "مرحبا بالعالم",  // Arabic
    "شماره موبایل",  // Persian
  ]

  /// The leftmost and rightmost inked columns of each `band` of rows, in points (scale 1).
  func inkColumns(
    _ layout: TextLayout, bands: [ClosedRange<Int>]? = nil
  ) throws -> [ClosedRange<Int>?] {
    let height = Int(layout.size.height.rounded(.up)) + 4
    let s = try RasterSurface(width: Self.width, height: CGFloat(height), scale: 1)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: Self.width, height: CGFloat(height))),
      color: .white, rule: .nonZero)
    s.canvas.draw(layout, at: .zero)
    let b = s.bitmap()
    return (bands ?? [0...(height - 1)]).map { rows in
      var low = Int.max
      var high = Int.min
      for y in rows where y < b.height {
        for x in 0..<b.width where b.pixel(x: x, y: y).green < 0.6 {
          low = min(low, x)
          high = max(high, x)
        }
      }
      return low <= high ? low...high : nil
    }
  }

  func layout(_ text: String, _ alignment: TextAlignment, natural: Bool? = nil) -> TextLayout {
    TextLayout(
      runs: [TextRun(text: text, font: .system(size: 17))], width: Self.width,
      alignment: alignment, naturalRightToLeft: natural)
  }

  @Test(arguments: samples)
  func rightAlignedRightToLeftTextEndsAtTheRightEdge(_ text: String) throws {
    let ink = try #require(try inkColumns(layout(text, .right)).first ?? nil)
    #expect(ink.upperBound >= 290 && ink.lowerBound > 150, "\(ink)")
  }

  @Test(arguments: samples)
  func leftAlignedRightToLeftTextStartsAtTheLeftEdge(_ text: String) throws {
    let ink = try #require(try inkColumns(layout(text, .left)).first ?? nil)
    #expect(ink.lowerBound <= 6 && ink.upperBound < 150, "\(ink)")
  }

  @Test(arguments: samples)
  func centredRightToLeftTextIsCentred(_ text: String) throws {
    let ink = try #require(try inkColumns(layout(text, .center)).first ?? nil)
    let middle = Double(ink.lowerBound + ink.upperBound) / 2
    #expect(abs(middle - 150) < 8, "\(ink)")
  }

  /// Natural alignment follows the text (right for right-to-left text) unless a view's
  /// layout direction decides it.
  @Test(arguments: samples)
  func naturalAlignmentFollowsTheTextOrTheView(_ text: String) throws {
    let own = try #require(try inkColumns(layout(text, .natural)).first ?? nil)
    #expect(own.upperBound >= 290, "\(own)")
    let leftView = try #require(try inkColumns(layout(text, .natural, natural: false)).first ?? nil)
    #expect(leftView.lowerBound <= 6, "\(leftView)")
    let rightView = try #require(try inkColumns(layout(text, .natural, natural: true)).first ?? nil)
    #expect(rightView.upperBound >= 290, "\(rightView)")
    let english = try #require(
      try inkColumns(layout("Mobile number", .natural, natural: true)).first ?? nil)
    #expect(english.upperBound >= 290, "\(english)")
  }

  /// Paragraphs of both directions in one text: each line goes to the side asked for, and
  /// the layout's lines, size and ink say so.
  @Test(arguments: [TextAlignment.left, .right])
  func mixedParagraphsAllGoToTheSideAskedFor(_ alignment: TextAlignment) throws {
    for text in ["Hello\nשלום עולם\nWorld", "شماره موبایل\nMobile\nرمز عبور"] {
      let t = layout(text, alignment)
      let lines = t.lines
      #expect(lines.count == 3)
      for line in lines {
        if alignment == .right {
          #expect(abs(line.x + line.width - Self.width) < 0.5, "\(text): \(line)")
        } else {
          #expect(abs(line.x) < 0.5, "\(text): \(line)")
        }
      }
      #expect(t.size.width < 200, "the widest line, not the whole width")
      let bands = lines.map { Int($0.baseline) - 10...Int($0.baseline) }
      for case let ink? in try inkColumns(t, bands: bands) {
        if alignment == .right {
          #expect(ink.upperBound >= 290 && ink.lowerBound > 150, "\(text): \(ink)")
        } else {
          #expect(ink.lowerBound <= 6 && ink.upperBound < 150, "\(text): \(ink)")
        }
      }
      #expect(try inkColumns(t, bands: bands).allSatisfy { $0 != nil })
    }
  }

  /// Unbounded lines align to the widest line, as Pango does for one direction.
  @Test func unboundedMixedLinesAlignToTheWidestLine() {
    let t = TextLayout(
      runs: [TextRun(text: "A much longer English line\nשלום", font: .system(size: 17))],
      width: nil, alignment: .right)
    let lines = t.lines
    #expect(lines.count == 2)
    #expect(abs(lines[0].x) < 0.5)
    #expect(abs(lines[1].x + lines[1].width - lines[0].width) < 0.5)
  }

  /// A justified paragraph's last line is natural: a right-to-left one ends at the right.
  @Test func aJustifiedRightToLeftLastLineIsNatural() throws {
    let ink = try #require(try inkColumns(layout("שלום עולם", .justified)).first ?? nil)
    #expect(ink.upperBound >= 290, "\(ink)")
  }
}
