import Foundation
import Testing

@testable import EaselGraphics

@Suite struct TextLayoutTests {
  let font = FontSpec.system(size: 17)
  let sentence = "The quick brown fox jumps over the lazy dog, again and again and again."

  /// A document's absurd numbers reach Pango clamped, never through a trapping conversion
  /// (found by the render fuzzer: a 1e308-point system font's tracking in Pango units).
  @Test(arguments: [1e308, -1e308, .nan, .infinity, 5e7])
  func absurdSizesKernsAndSpacingDoNotTrap(_ value: Double) {
    let v = CGFloat(value)
    let runs = [
      TextRun(text: "Huge", font: .system(size: v)),
      TextRun(text: " kern", font: font, kern: v),
      TextRun(text: " colour", font: font, color: RGBA(red: v, green: -v, blue: 0.5)),
    ]
    let t = TextLayout(runs: runs, width: v, maxLines: 2, lineSpacing: v)
    #expect(t.lineCount >= 0)
    #expect(TextLayout.pangoUnits(v) == (v.isNaN ? 0 : v > 0 ? Int32.max : Int32.min) || v == 5e7)
  }

  @Test func sizeIsSensible() {
    let t = TextLayout(text: "Hello", font: font)
    #expect(t.lineCount == 1)
    #expect(t.size.width > 20 && t.size.width < 60)
    #expect(t.size.height > 17 && t.size.height < 26)
    #expect(t.firstBaseline > 10 && t.firstBaseline < t.size.height)
  }

  /// The system font's stand-in is set as San Francisco: its line height (20.287 at 17 pt)
  /// and its size-specific tracking (none at 12 pt, −0.43 pt a character at 17).
  @Test func systemFontTakesSanFranciscosLineHeightAndTracking() {
    #expect(abs(TextLayout(text: "Hg", font: font).size.height - 20.287) < 0.01)
    #expect(abs(TextLayout(text: "Hg", font: .system(size: 34)).size.height - 40.574) < 0.01)
    #expect(FontSpec.systemTracking(size: 12) == 0)
    #expect(FontSpec.systemTracking(size: 17) == -0.43)
    #expect(FontSpec.systemTracking(size: 9) > 0 && FontSpec.systemTracking(size: 28) < -0.8)
    let text = "Finish Home Screen"
    let tracked = TextLayout(text: text, font: font)
    let untracked = TextLayout(runs: [TextRun(text: text, font: font, kern: 0)], width: nil)
    // Pango spaces the 18 characters 17 times.
    #expect(abs(untracked.size.width - tracked.size.width - 17 * 0.43) < 0.05)
    // Named fonts keep their own metrics.
    let georgia = FontSpec(family: "DejaVu Serif", size: 17)
    #expect(
      TextLayout(text: text, font: georgia).size
        == TextLayout(runs: [TextRun(text: text, font: georgia, kern: 0)], width: nil).size)
  }

  @Test func longerTextIsWider() {
    let short = TextLayout(text: "Hello", font: font)
    let long = TextLayout(text: "Hello, world", font: font)
    #expect(long.size.width > short.size.width)
  }

  @Test func biggerFontIsTaller() {
    #expect(
      TextLayout(text: "Hi", font: .system(size: 34)).size.height
        > TextLayout(text: "Hi", font: font).size.height * 1.8)
  }

  @Test func wrappingToAWidthAddsLines() {
    let t = TextLayout(text: sentence, font: font, width: 120, lineBreakMode: .wordWrap)
    #expect(t.lineCount >= 4)
    #expect(t.size.width <= 120)
  }

  /// A word wider than the line: word wrapping breaks it between characters with no hyphen
  /// (UIKit's hyphenation factor is 0), so ten m's in five m's width take two lines, not
  /// three ("mmmm-"); clipping breaks between words only, so the word stays on one line.
  @Test func aLongWordBreaksWithoutAHyphenAndIsKeptWholeWhenClipping() {
    let five = TextLayout(text: "mmmmm", font: font).size.width
    let word = "mmmmmmmmmm"
    let wrapped = TextLayout(text: word, font: font, width: five + 0.5, lineBreakMode: .wordWrap)
    #expect(wrapped.lineCount == 2)
    let clipped = TextLayout(text: word, font: font, width: five + 0.5, lineBreakMode: .clip)
    #expect(clipped.lineCount == 1)
    let words = TextLayout(
      text: "mmm mmm", font: font, width: five + 0.5, lineBreakMode: .clip)
    #expect(words.lineCount == 2)
  }

  @Test func truncatingModesWrapFreelyWithoutALineLimit() {
    let t = TextLayout(
      text: sentence, font: font, width: 120, maxLines: 0, lineBreakMode: .truncateTail)
    #expect(t.lineCount >= 4)
    #expect(!t.isTruncated)
  }

  @Test func maxLinesTruncates() {
    let all = TextLayout(text: sentence, font: font, width: 120, lineBreakMode: .wordWrap)
    let two = TextLayout(
      text: sentence, font: font, width: 120, maxLines: 2, lineBreakMode: .truncateTail)
    #expect(two.lineCount == 2)
    #expect(two.size.height < all.size.height)
    let clipped = TextLayout(
      text: sentence, font: font, width: 120, maxLines: 2, lineBreakMode: .clip)
    #expect(clipped.lineCount == 2)
    #expect(abs(clipped.size.height - two.size.height) < 1)
  }

  @Test(arguments: [LineBreakMode.truncateHead, .truncateMiddle, .truncateTail, .clip])
  func truncationIsReported(mode: LineBreakMode) {
    let t = TextLayout(text: sentence, font: font, width: 100, maxLines: 1, lineBreakMode: mode)
    #expect(t.isTruncated)
    #expect(t.lineCount == 1)
    #expect(
      !TextLayout(text: "Hi", font: font, width: 100, maxLines: 1, lineBreakMode: mode).isTruncated)
  }

  @Test func singleLineTruncationFitsTheWidth() {
    let t = TextLayout(
      text: sentence, font: font, width: 100, maxLines: 1, lineBreakMode: .truncateTail)
    #expect(t.lineCount == 1)
    #expect(t.size.width <= 100)
  }

  @Test func boldIsWiderThanRegular() {
    let regular = TextLayout(text: "Weight", font: font)
    let bold = TextLayout(text: "Weight", font: .system(size: 17, weight: 700))
    #expect(bold.size.width > regular.size.width)
  }

  @Test func runsKeepTheirStyles() {
    let runs = [
      TextRun(text: "Red ", font: font, color: RGBA(red: 1, green: 0, blue: 0), underline: true),
      TextRun(text: "wide", font: .system(size: 17, weight: 700), kern: 4),
    ]
    let t = TextLayout(runs: runs, width: nil)
    #expect(t.text == "Red wide")
    #expect(t.size.width > TextLayout(text: "Red wide", font: font).size.width)
  }

  @Test func cjkFallsBackToAFontThatHasIt() {
    let t = TextLayout(text: "你好世界", font: font)
    #expect(t.size.width > 50)
  }

  @Test func drawnTextColoursPixels() throws {
    let s = try RasterSurface(width: 200, height: 60, scale: 2)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 200, height: 60)), color: .white, rule: .nonZero)
    let t = TextLayout(
      runs: [
        TextRun(
          text: "Easel ", font: .system(size: 24, weight: 700),
          color: RGBA(red: 0.9, green: 0.1, blue: 0.2)),
        TextRun(text: "日本語", font: .system(size: 24), color: .black, underline: true),
      ], width: nil)
    s.canvas.draw(t, at: CGPoint(x: 10, y: 10))
    writeForInspection(s, "text")
    let b = s.bitmap()
    var dark = 0
    for y in 0..<b.height {
      for x in 0..<b.width where b.pixel(x: x, y: y).green < 0.5 { dark += 1 }
    }
    #expect(dark > 500)
  }

  /// Emoji are drawn from the colour font, at the size of the text around them, whether the
  /// text font covers the character (U+2764 with the emoji selector: DejaVu has a black heart)
  /// or not (U+1F47B); black text draws them in their own colours.
  @Test func emojiAreDrawnInColourAtTheTextsSize() throws {
    let s = try RasterSurface(width: 120, height: 40, scale: 1)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 120, height: 40)), color: .white, rule: .nonZero)
    let t = TextLayout(text: "\u{1F47B}\u{2764}\u{FE0F}", font: .system(size: 24), color: .black)
    #expect(t.size.width > 40 && t.size.width < 80, "two glyphs of a 24-point line")
    #expect(t.size.height < 40)
    s.canvas.draw(t, at: CGPoint(x: 4, y: 4))
    writeForInspection(s, "emoji")
    let b = s.bitmap()
    var red = 0
    for y in 0..<b.height {
      for x in 0..<b.width {
        let p = b.pixel(x: x, y: y)
        if p.red > 0.7 && p.green < 0.3 && p.blue < 0.3 { red += 1 }
      }
    }
    #expect(red > 60, "the heart is red, not the text's black")
  }

  @Test func layoutDoesNotDependOnTheSurface() throws {
    let before = TextLayout(text: sentence, font: font, width: 150).size
    let s = try RasterSurface(width: 10, height: 10, scale: 3)
    let t = TextLayout(text: sentence, font: font, width: 150)
    s.canvas.draw(t, at: .zero)
    #expect(t.size == before)
  }
}
