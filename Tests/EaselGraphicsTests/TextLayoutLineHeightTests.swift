import Foundation
import Testing

@testable import EaselGraphics

/// `LineHeights` lays lines out as TextKit does with `NSParagraphStyle`'s line heights and
/// paragraph spacing: a line's height is its fonts' (here San Francisco's 20.287 points at
/// 17) times the multiple, within the minimum and maximum, the difference above the glyphs.
@Suite struct TextLayoutLineHeightTests {
  let font = FontSpec.system(size: 17)
  let natural = TextLayout(text: "Hg", font: .system(size: 17))

  /// The natural line's height and the distance from its baseline to its bottom.
  var height: CGFloat { natural.size.height }
  var descent: CGFloat { natural.size.height - natural.firstBaseline }

  func layout(
    _ text: String, _ heights: LineHeights, width: CGFloat? = nil, lineSpacing: CGFloat = 0
  ) -> TextLayout {
    TextLayout(
      runs: [TextRun(text: text, font: font)], width: width, lineSpacing: lineSpacing,
      lineHeights: heights)
  }

  func expectClose(_ a: CGFloat, _ b: CGFloat, _ what: Comment) {
    #expect(abs(a - b) < 0.01, "\(what): \(a) is not \(b)")
  }

  @Test func multipleScalesEachLineAndPutsTheExtraAboveTheGlyphs() {
    let t = layout("Hg\nHg", LineHeights(multiple: 1.5))
    expectClose(t.size.height, 2 * 1.5 * height, "height")
    expectClose(t.firstBaseline, 1.5 * height - descent, "first baseline")
    expectClose(t.lines[1].baseline, 3 * height - descent, "second baseline")
  }

  @Test func minimumRaisesShortLinesAndLineSpacingSeparatesThem() {
    let t = layout("Hg\nHg", LineHeights(minimum: 30), lineSpacing: 4)
    expectClose(t.size.height, 30 + 4 + 30, "height")
    expectClose(t.firstBaseline, 30 - descent, "first baseline")
    expectClose(t.lines[1].baseline, 64 - descent, "second baseline")
    // A minimum below the natural height changes nothing.
    expectClose(layout("Hg", LineHeights(minimum: 5)).size.height, height, "low minimum")
  }

  @Test func maximumLowersTallLinesKeepingTheBaselineAboveTheDescent() {
    let t = layout("Hg\nHg", LineHeights(multiple: 2, maximum: 15))
    expectClose(t.size.height, 30, "height")
    expectClose(t.firstBaseline, 15 - descent, "first baseline")
    expectClose(t.lines[1].baseline, 30 - descent, "second baseline")
  }

  @Test func paragraphSpacingSeparatesParagraphsNotWrappedLines() {
    let t = layout("Hg\nHg", LineHeights(paragraphSpacing: 10, paragraphSpacingBefore: 3))
    expectClose(t.size.height, 2 * height + 13, "between paragraphs")
    expectClose(t.lines[1].baseline, 2 * height + 13 - descent, "second paragraph's baseline")
    let wrapped = layout("Hg Hg Hg Hg", LineHeights(paragraphSpacing: 10), width: 40)
    #expect(wrapped.lineCount > 1)
    expectClose(wrapped.size.height, CGFloat(wrapped.lineCount) * height, "one paragraph")
  }

  @Test func lineLimitAndFittingCountTheSetHeights() {
    let t = TextLayout(
      runs: [TextRun(text: "Hg\nHg\nHg", font: font)], width: 200, maxLines: 2,
      lineBreakMode: .wordWrap, lineHeights: LineHeights(maximum: 12))
    #expect(t.lineCount == 2)
    expectClose(t.size.height, 24, "two lines of 12")
    let all = layout("Hg\nHg\nHg", LineHeights(maximum: 12))
    #expect(all.linesFitting(height: 24) == 2)
    #expect(all.linesFitting(height: 36) == 3)
  }

  /// Drawn, the glyphs move down by the whole extra height (Pango's own line height would
  /// move them by half of it).
  @Test func drawnGlyphsMoveByTheExtraHeight() throws {
    func topInkRow(_ t: TextLayout) throws -> Int {
      let s = try RasterSurface(width: 60, height: 80, scale: 1)
      s.canvas.fill(
        GraphicsPath(rect: CGRect(x: 0, y: 0, width: 60, height: 80)), color: .white,
        rule: .nonZero)
      s.canvas.draw(t, at: .zero)
      let b = s.bitmap()
      for y in 0..<b.height {
        for x in 0..<b.width where b.pixel(x: x, y: y).green < 0.5 { return y }
      }
      return -1
    }
    let plain = try topInkRow(TextLayout(text: "H", font: font))
    let doubled = try topInkRow(layout("H", LineHeights(multiple: 2)))
    #expect(plain > 0)
    #expect(abs(CGFloat(doubled - plain) - height) <= 1, "moved \(doubled - plain)")
  }
}
