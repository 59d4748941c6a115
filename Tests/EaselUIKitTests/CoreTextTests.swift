import Foundation
import Testing

@testable import EaselUIKit

/// Core Text as text-drawing layers use it (OMCircularProgress's OMTextLayer): a string built
/// with Core Foundation's functions and Core Text's attribute names, a paragraph style made
/// from settings, measured and drawn by a framesetter's frame or a line, in a context flipped
/// to Core Text's y-up coordinates.
@MainActor
@Suite struct CoreTextTests {
  /// "ABC" in red Helvetica 20, centred, built as OMTextLayer builds it.
  func string(alignment: CTTextAlignment = .center) -> CFMutableAttributedString {
    let s: CFMutableAttributedString = CFAttributedStringCreateMutable(kCFAllocatorDefault, 0)
    CFAttributedStringReplaceString(s, CFRangeMake(0, 0), "ABC" as CFString)
    let range = CFRangeMake(0, CFAttributedStringGetLength(s))
    CFAttributedStringSetAttribute(s, range, kCTForegroundColorAttributeName, UIColor.red.cgColor)
    CFAttributedStringSetAttribute(
      s, range, kCTFontAttributeName, CTFontCreateWithName("Helvetica" as CFString, 20, nil))
    var alignment = alignment
    var lineBreak = CTLineBreakMode.byCharWrapping
    let settings = [
      CTParagraphStyleSetting(
        spec: .alignment, valueSize: MemoryLayout.size(ofValue: alignment), value: &alignment),
      CTParagraphStyleSetting(
        spec: .lineBreakMode, valueSize: MemoryLayout.size(ofValue: lineBreak), value: &lineBreak),
    ]
    CFAttributedStringSetAttribute(
      s, range, kCTParagraphStyleAttributeName, CTParagraphStyleCreate(settings, settings.count))
    return s
  }

  @Test func theAttributeNamesAreCoreTextsAndUIKitsSharedOnesAreTheSame() {
    #expect(kCTFontAttributeName == NSAttributedString.Key.font.rawValue)
    #expect(kCTParagraphStyleAttributeName == NSAttributedString.Key.paragraphStyle.rawValue)
    #expect(kCTForegroundColorAttributeName != NSAttributedString.Key.foregroundColor.rawValue)
  }

  @Test func coreFoundationBuildsTheStringAndReadsItBack() throws {
    let s = string()
    #expect(CFAttributedStringGetString(s) == "ABC")
    #expect(CFAttributedStringGetLength(s) == 3)
    // A partial range splits the runs; Swift objects as values do not trap.
    CFAttributedStringSetAttribute(s, CFRangeMake(1, 1), kCTKernAttributeName, 2 as NSNumber)
    var effective = CFRange()
    let middle = try #require(CFAttributedStringGetAttributes(s, 1, &effective))
    #expect(effective.location == 1 && effective.length == 1)
    #expect(middle[kCTKernAttributeName] as? NSNumber == 2)
    #expect(middle[kCTForegroundColorAttributeName] is CGColor)
    #expect(CFAttributedStringGetAttribute(s, 0, kCTKernAttributeName, nil) == nil)
    #expect(CFAttributedStringGetAttribute(s, 2, kCTFontAttributeName, nil) is CTFont)
  }

  @Test func aParagraphStyleKeepsItsSettings() {
    var alignment = CTTextAlignment.right
    let setting = CTParagraphStyleSetting(
      spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size, value: &alignment)
    let style = CTParagraphStyleCreate([setting], 1)
    var read = CTTextAlignment.left
    #expect(
      CTParagraphStyleGetValueForSpecifier(
        style, .alignment, MemoryLayout<CTTextAlignment>.size, &read))
    #expect(read == .right)
    #expect(style.alignment == .right)
  }

  @Test func aFramesetterMeasuresAndALineHasBounds() {
    let framesetter = CTFramesetterCreateWithAttributedString(string())
    let size = CTFramesetterSuggestFrameSizeWithConstraints(
      framesetter, CFRangeMake(0, 3), nil,
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), nil)
    #expect(size.width > 20 && size.width < 80, "\(size)")
    #expect(size.height > 15 && size.height < 40, "\(size)")
    var ascent: CGFloat = 0
    var descent: CGFloat = 0
    let line = CTLineCreateWithAttributedString(string())
    let width = CTLineGetTypographicBounds(line, &ascent, &descent, nil)
    #expect(abs(CGFloat(width) - size.width) < 1)
    #expect(ascent > 10 && descent > 0)
    #expect(CTLineGetGlyphCount(line) == 3)
    let runs = CTLineGetGlyphRuns(line)
    let run = try? #require(runs.first as? CTRun)
    #expect(run.map { CTRunGetAttributes($0)[kCTFontAttributeName] is CTFont } == true)
  }

  /// A paragraph style's line heights size a framesetter's text as TextKit's: a 50-point
  /// minimum makes the one line 50 points tall, a 12-point maximum 12.
  @Test(arguments: [(CTParagraphStyleSpecifier.minimumLineHeight, 50), (.maximumLineHeight, 12)])
  func aParagraphStylesLineHeightsSizeTheFrame(
    _ spec: CTParagraphStyleSpecifier, _ height: CGFloat
  ) {
    let s = string()
    var value = height
    let setting = CTParagraphStyleSetting(
      spec: spec, valueSize: MemoryLayout<CGFloat>.size, value: &value)
    CFAttributedStringSetAttribute(
      s, CFRangeMake(0, 3), kCTParagraphStyleAttributeName, CTParagraphStyleCreate([setting], 1))
    let size = CTFramesetterSuggestFrameSizeWithConstraints(
      CTFramesetterCreateWithAttributedString(s), CFRangeMake(0, 3), nil,
      CGSize(width: 400, height: 400), nil)
    #expect(abs(size.height - height) < 1, "\(size)")
  }

  /// Draws `string()` with a frame over the whole view, in a context flipped as OMTextLayer
  /// flips it.
  final class FrameView: UIView {
    var text: CFAttributedString = NSAttributedString()
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.textMatrix = .identity
      context.translateBy(x: 0, y: bounds.height)
      context.scaleBy(x: 1, y: -1)
      let path = CGMutablePath()
      path.addRect(bounds)
      let framesetter = CTFramesetterCreateWithAttributedString(text)
      CTFrameDraw(CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil), context)
    }
  }

  @Test func aFrameDrawsItsTextFromTheTopAlignedAsItsParagraphStyleSays() throws {
    let view = FrameView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.backgroundColor = .white
    view.text = string(alignment: .center)
    let pixels = try renderPixels(view)
    func redColumns(rows: Range<Int>) -> [Int] {
      (0..<200).filter { x in
        rows.contains { y in
          let p = pixels.pixel(x: x, y: y)
          return p.red > 0.8 && p.green < 0.3
        }
      }
    }
    let top = redColumns(rows: 0..<40)
    #expect(!top.isEmpty, "the text hangs from the top")
    #expect(redColumns(rows: 50..<100).isEmpty, "nothing below the first line")
    let centre = CGFloat((top.first! + top.last!)) / 2
    #expect(abs(centre - 100) < 8, "centred: \(top.first!)...\(top.last!)")
  }

  final class LineView: UIView {
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.translateBy(x: 0, y: bounds.height)
      context.scaleBy(x: 1, y: -1)
      context.textPosition = CGPoint(x: 10, y: 10)
      let line = CTLineCreateWithAttributedString(
        NSAttributedString(
          string: "III",
          attributes: [
            NSAttributedString.Key(kCTForegroundColorAttributeName): UIColor.blue.cgColor
          ]))
      CTLineDraw(line, context)
    }
  }

  @Test func aLineIsDrawnOnItsBaselineAtTheTextPosition() throws {
    let view = LineView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.backgroundColor = .white
    let pixels = try renderPixels(view)
    // The baseline is 10 points above the bottom (y = 40 in UIKit's coordinates): the
    // glyphs stand above it, upright, from x = 10.
    let blue = (0..<50).flatMap { y in
      (0..<100).filter { x in
        pixels.pixel(x: x, y: y).blue > 0.8 && pixels.pixel(x: x, y: y).red < 0.3
      }
      .map { (x: $0, y: y) }
    }
    #expect(!blue.isEmpty)
    #expect(
      blue.allSatisfy { $0.y <= 41 && $0.y > 20 },
      "\(blue.map(\.y).min()!)...\(blue.map(\.y).max()!)")
    #expect(blue.map(\.x).min()! >= 10)
  }

  @Test func anAttributeEaselDoesNotDrawIsNoted() {
    _ = UnimplementedAPI.shared.take()
    let s = string()
    CFAttributedStringSetAttribute(
      s, CFRangeMake(0, 3), kCTStrokeWidthAttributeName, 3 as NSNumber)
    _ = CTLineCreateWithAttributedString(s)
    #expect(
      UnimplementedAPI.shared.take().map(\.symbol).contains(
        "Core Text attribute kCTStrokeWidthAttributeName"))
  }

  /// A text layer draws an attributed string as Core Text does: Core Text's attributes (a
  /// `CTFont`, a `CGColor` foreground) and its defaults where the string has none, not the
  /// layer's `font` and `foregroundColor`, which apply to a plain string (there, a `CTFont`
  /// is a font too).
  @Test func aTextLayerDrawsCoreTextsAttributes() throws {
    func redPixels(_ layer: CATextLayer) throws -> Int {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
      view.backgroundColor = .white
      layer.frame = view.bounds
      view.layer.addSublayer(layer)
      let pixels = try renderPixels(view)
      var count = 0
      for y in 0..<40 {
        for x in 0..<120 {
          let p = pixels.pixel(x: x, y: y)
          if p.red > 0.8 && p.green < 0.3 && p.blue < 0.3 { count += 1 }
        }
      }
      return count
    }
    let attributed = CATextLayer()
    attributed.string = NSAttributedString(
      string: "HHH",
      attributes: [
        NSAttributedString.Key(kCTForegroundColorAttributeName): UIColor.red.cgColor,
        NSAttributedString.Key(kCTFontAttributeName): CTFontCreateWithName(
          "Helvetica" as CFString, 24, nil),
      ])
    #expect(try redPixels(attributed) > 20)

    let plain = CATextLayer()
    plain.string = "HHH"
    plain.font = CTFontCreateWithName("Helvetica" as CFString, 24, nil)
    plain.fontSize = 24
    plain.foregroundColor = UIColor.red.cgColor
    #expect(try redPixels(plain) > 20)
  }

  /// A line's runs have the glyphs the text engine shaped: their indices in the font (the
  /// ones `CTFontGetGlyphsForCharacters` gives), positions along the line, string indices,
  /// and outlines in font space (y up) from `CTFontCreatePathForGlyph`, as text-on-an-arc
  /// code (OMTextLayer) draws them one by one.
  @Test func aRunHasGlyphsWithPositionsAndOutlines() throws {
    let font = CTFontCreateWithName("Helvetica" as CFString, 40, nil)
    let line = CTLineCreateWithAttributedString(
      NSAttributedString(
        string: "AV", attributes: [NSAttributedString.Key(kCTFontAttributeName): font]))
    #expect(CTLineGetGlyphCount(line) == 2)
    let run = try #require(CTLineGetGlyphRuns(line).first as? CTRun)
    #expect(CTRunGetGlyphCount(run) == 2)
    var glyphs = [CGGlyph](repeating: 0, count: 2)
    var positions = [CGPoint](repeating: .zero, count: 2)
    var indices = [CFIndex](repeating: -1, count: 2)
    CTRunGetGlyphs(run, CFRangeMake(0, 0), &glyphs)
    CTRunGetPositions(run, CFRangeMake(0, 0), &positions)
    CTRunGetStringIndices(run, CFRangeMake(0, 0), &indices)
    #expect(glyphs[0] != 0 && glyphs[1] != 0 && glyphs[0] != glyphs[1])
    #expect(positions[0].x == 0 && positions[1].x > 15, "\(positions)")
    #expect(indices == [0, 1])

    var mapped = [CGGlyph](repeating: 0, count: 2)
    #expect(CTFontGetGlyphsForCharacters(font, Array("AV".utf16), &mapped, 2))
    #expect(mapped == glyphs)

    let outline = try #require(CTFontCreatePathForGlyph(font, glyphs[0], nil))
    let box = outline.boundingBoxOfPath
    #expect(box.minY > -1 && box.maxY > 20 && box.maxY < 40, "an A stands on the baseline: \(box)")
    #expect(box.width > 15 && box.width < 40, "\(box)")
  }

  final class GlyphView: UIView {
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.translateBy(x: 0, y: bounds.height)
      context.scaleBy(x: 1, y: -1)
      context.setFillColor(UIColor.blue.cgColor)
      let font = CTFontCreateWithName("Helvetica" as CFString, 30, nil)
      var glyph: CGGlyph = 0
      _ = CTFontGetGlyphsForCharacters(font, Array("H".utf16), &glyph, 1)
      var position = CGPoint(x: 10, y: 10)
      CTFontDrawGlyphs(font, &glyph, &position, 1, context)
    }
  }

  @Test func glyphsAreDrawnUprightAtTheirPositions() throws {
    let view = GlyphView(frame: CGRect(x: 0, y: 0, width: 60, height: 50))
    view.backgroundColor = .white
    let pixels = try renderPixels(view)
    let blue = (0..<50).flatMap { y in
      (0..<60).filter { x in
        pixels.pixel(x: x, y: y).blue > 0.8 && pixels.pixel(x: x, y: y).red < 0.3
      }
      .map { (x: $0, y: y) }
    }
    #expect(!blue.isEmpty)
    // The baseline is 10 points above the bottom (y = 40): the H stands on it.
    #expect(
      blue.allSatisfy { $0.y <= 41 && $0.y >= 12 && $0.x >= 10 },
      "\(blue.map(\.y).min()!)...\(blue.map(\.y).max()!)")
  }

  /// A frame's lines are its text broken where the frame's width breaks it, with their
  /// origins relative to the bottom-left of the path's bounds (y up), the first at the top,
  /// as code that draws a frame line by line (`CTFrameGetLines`, `CTFrameGetLineOrigins`,
  /// `CTLineDraw`) reads them.
  @Test func aFramesLinesAndTheirOriginsAreGiven() throws {
    let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
    let text = NSAttributedString(
      string: "one two three four five six",
      attributes: [NSAttributedString.Key(kCTFontAttributeName): font])
    let framesetter = CTFramesetterCreateWithAttributedString(text)
    let frame = CTFramesetterCreateFrame(
      framesetter, CFRangeMake(0, 0),
      CGPath(rect: CGRect(x: 0, y: 0, width: 90, height: 200), transform: nil),
      nil)
    let lines = CTFrameGetLines(frame).compactMap { $0 as? CTLine }
    #expect(lines.count >= 3, "\(lines.count)")
    let joined = lines.map {
      CFAttributedStringGetString(CTLineGetStringRange($0).length > 0 ? $0.string : nil) ?? ""
    }
    .joined()
    #expect(joined == "one two three four five six")
    var origins = [CGPoint](repeating: .zero, count: lines.count)
    CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
    #expect(origins[0].y > 160 && origins[0].y < 200, "the first line at the top: \(origins)")
    #expect(zip(origins, origins.dropFirst()).allSatisfy { $0.y > $1.y }, "\(origins)")
  }

  /// Core Text's underline styles and patterns have `CTStringAttributes.h`'s values, which
  /// are `NSUnderlineStyle`'s: a double underline is 0x09, a dotted pattern 0x0100.
  @Test func underlineStylesHaveTheHeadersValues() {
    #expect(CTUnderlineStyle.single.rawValue == Int32(NSUnderlineStyle.single.rawValue))
    #expect(CTUnderlineStyle.thick.rawValue == Int32(NSUnderlineStyle.thick.rawValue))
    #expect(CTUnderlineStyle.double.rawValue == Int32(NSUnderlineStyle.double.rawValue))
    #expect(CTUnderlineStyleModifiers.patternSolid.rawValue == 0)
    #expect(CTUnderlineStyleModifiers.patternDot.rawValue == Int32(NSUnderlineStyle.patternDot.rawValue))
    #expect(CTUnderlineStyleModifiers.patternDashDotDot.rawValue == 0x0400)
  }
}

/// UIKit's overlay conversions between its and Core Text's alignments (ryan9gray/teremok-tv's
/// StrokeLabel: `CTTextAlignment(self.textAlignment)` for a paragraph style setting).
@Suite struct TextAlignmentConversionTests {
  @Test(arguments: [
    (NSTextAlignment.left, CTTextAlignment.left), (.center, .center), (.right, .right),
    (.justified, .justified), (.natural, .natural),
  ])
  func eachAlignmentIsTheOtherFrameworksSame(_ ui: NSTextAlignment, _ ct: CTTextAlignment) {
    #expect(CTTextAlignment(ui) == ct)
    #expect(NSTextAlignment(ct) == ui)
  }
}
