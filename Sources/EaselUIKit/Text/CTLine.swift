internal import EaselGraphics
import Foundation

// Core Text's lines, runs, framesetters and frames, laid out by the same text engine as
// UIKit's labels (Pango): what text-drawing layers (OMCircularProgress's OMTextLayer, Lottie
// text) measure and draw. Drawing follows Core Text's coordinates: text space is y-up, a
// line's origin is on its baseline at the context's text position (`CTLineDraw`), and a
// frame's first line hangs from the top (the largest y) of its path's bounds
// (`CTFrameDraw`); code flips a UIKit context (`translateBy(0, height)`, `scaleBy(1, -1)`)
// before drawing, as on iOS, and text drawn without the flip is upside down, as on iOS.
//
// A line's glyphs are the text engine's (HarfBuzz's shaping through Pango): their indices in
// the fonts Easel draws with, their positions on the line, and the string indices they draw;
// `CTFontCreatePathForGlyph` gives their outlines. Differs from Core Text: a frame is the
// bounds of its path, its text clipped to them; a line's bounds are typographic, also for
// `CTLineGetImageBounds`; fonts are Easel's stand-ins, so glyph indices are theirs.

/// A line of text, as Core Text's `CTLine`.
open class CTLine: NSObject, @unchecked Sendable {
  /// The text, as made (Core Text's attributes).
  package let string: NSAttributedString
  /// The text laid out on one line; nil for empty text.
  let layout: TextLayout?

  /// A line of `string`, truncated at `width` with `truncation` when given.
  init(_ string: NSAttributedString, width: CGFloat? = nil, truncation: LineBreakMode = .clip) {
    self.string = string
    let runs = string.coreTextRuns()
    layout =
      runs.isEmpty
      ? nil
      : TextLayout(
        runs: runs, width: width, maxLines: width == nil ? 0 : 1, alignment: .left,
        lineBreakMode: truncation)
    super.init()
  }

  /// An empty line (what the Core Text functions Easel leaves at rest return).
  override convenience init() { self.init(NSAttributedString(string: "")) }

  /// The line's glyphs, left to right, each with the UTF-16 index of the text it draws.
  lazy var glyphs: [(glyph: LaidOutGlyph, index: Int)] = {
    guard let layout else { return [] }
    // UTF-8 offset → UTF-16 index in the line's string.
    var utf16ByUTF8: [Int] = []
    var index = 0
    for scalar in string.string.unicodeScalars {
      for _ in 0..<String(scalar).utf8.count { utf16ByUTF8.append(index) }
      index += scalar.utf16.count
    }
    utf16ByUTF8.append(index)
    return layout.firstLineGlyphs.map { g in
      (g, utf16ByUTF8[min(max(g.utf8Offset, 0), utf16ByUTF8.count - 1)])
    }
  }()

  /// The width of the line, its ascent and descent above and below the baseline.
  var metrics: (width: CGFloat, ascent: CGFloat, descent: CGFloat) {
    guard let layout else { return (0, 0, 0) }
    return (layout.size.width, layout.firstBaseline, layout.size.height - layout.firstBaseline)
  }

  /// Draws the line with its origin (on the baseline) at `origin` in text space.
  func draw(in context: CGContext, at origin: CGPoint) {
    guard let layout else { return }
    context.drawInTextSpace(origin: origin) {
      context.drawText(layout, at: CGPoint(x: 0, y: -layout.firstBaseline))
    }
  }
}

/// A run of a line: text with one set of attributes, as Core Text's `CTRun`.
open class CTRun: NSObject, @unchecked Sendable {
  /// The line the run is part of.
  let line: CTLine
  /// The run's characters in the line's string.
  let range: NSRange
  /// The run's attributes, as Core Text returns them.
  let attributes: NSDictionary

  init(line: CTLine, range: NSRange, attributes: NSDictionary) {
    self.line = line
    self.range = range
    self.attributes = attributes
  }

  /// The part of the run `range` names (all of it for a zero length), in the line's string.
  func characters(_ range: CFRange) -> NSRange {
    guard range.length > 0 else { return self.range }
    let start = self.range.location + max(range.location, 0)
    let end = min(start + range.length, NSMaxRange(self.range))
    return NSRange(location: start, length: max(end - start, 0))
  }

  /// A line of the line's string in `characters`.
  func subline(_ characters: NSRange) -> CTLine {
    CTLine(line.string.attributedSubstring(from: characters))
  }

  /// The run's glyphs: the line's that draw its characters.
  var glyphs: [(glyph: LaidOutGlyph, index: Int)] {
    line.glyphs.filter { NSLocationInRange($0.index, range) }
  }

  /// Copies `value` of the glyphs `range` names (all for a zero length) into `buffer`.
  func copyGlyphs<T>(
    _ range: CFRange, into buffer: UnsafeMutablePointer<T>,
    _ value: ((glyph: LaidOutGlyph, index: Int)) -> T
  ) {
    let all = glyphs
    let start = min(max(range.location, 0), all.count)
    let end = range.length > 0 ? min(start + range.length, all.count) : all.count
    for (offset, g) in all[start..<end].enumerated() { buffer[offset] = value(g) }
  }
}

/// Lays out text into frames, as Core Text's `CTFramesetter`.
open class CTFramesetter: NSObject, @unchecked Sendable {
  /// The text.
  let string: NSAttributedString

  init(_ string: NSAttributedString) { self.string = string }

  /// A framesetter of no text (what the Core Text functions Easel leaves at rest return).
  override convenience init() { self.init(NSAttributedString(string: "")) }

  /// The part of the text `range` names (the rest of it from `range.location` for a zero
  /// length).
  func substring(_ range: CFRange) -> NSAttributedString {
    let start = min(max(range.location, 0), string.length)
    let length = range.length > 0 ? min(range.length, string.length - start) : string.length - start
    return string.attributedSubstring(from: NSRange(location: start, length: length))
  }

  /// The text laid out in lines `width` wide (unbounded for nil, an infinite or a huge
  /// width, as `CGFloat.greatestFiniteMagnitude` asks).
  func layout(_ string: NSAttributedString, width: CGFloat?) -> TextLayout? {
    let runs = string.coreTextRuns()
    guard !runs.isEmpty else { return nil }
    let paragraph = string.coreTextParagraph
    let bounded = width.flatMap { $0.isFinite && $0 > 0 && $0 < 1e7 ? $0 : nil }
    return TextLayout(
      runs: runs, width: bounded, maxLines: 0, alignment: paragraph.alignment,
      lineBreakMode: paragraph.lineBreak, lineSpacing: paragraph.lineSpacing,
      lineHeights: paragraph.lineHeights)
  }
}

/// Text laid out in a path, as Core Text's `CTFrame`.
open class CTFrame: NSObject, @unchecked Sendable {
  /// The text's range in the framesetter's string.
  let range: CFRange
  /// The path the text is laid out in.
  let path: CGPath
  /// The frame's attributes.
  let attributes: CFDictionary?
  /// The text laid out in the path's bounds' width; nil for empty text.
  let layout: TextLayout?

  /// The framesetter's text the frame holds.
  let text: NSAttributedString

  init(
    range: CFRange, path: CGPath, attributes: CFDictionary?, layout: TextLayout?,
    text: NSAttributedString
  ) {
    self.range = range
    self.path = path
    self.attributes = attributes
    self.layout = layout
    self.text = text
  }

  /// The frame's lines with their origins (see `CTFrameGetLineOrigins`).
  lazy var lines: [(line: CTLine, origin: CGPoint)] = {
    guard let layout else { return [] }
    // UTF-8 offset → UTF-16 index in the frame's text.
    var utf16ByUTF8: [Int] = []
    var index = 0
    for scalar in text.string.unicodeScalars {
      for _ in 0..<String(scalar).utf8.count { utf16ByUTF8.append(index) }
      index += scalar.utf16.count
    }
    utf16ByUTF8.append(index)
    func utf16(_ offset: Int) -> Int { utf16ByUTF8[min(max(offset, 0), utf16ByUTF8.count - 1)] }
    let height = path.boundingBox.height
    return layout.lines.map { laid in
      let start = utf16(laid.utf8Range.lowerBound)
      let end = utf16(laid.utf8Range.upperBound)
      let part = text.attributedSubstring(from: NSRange(location: start, length: end - start))
      return (CTLine(part), CGPoint(x: laid.x, y: height - laid.baseline))
    }
  }()
}

extension CGContext {
  /// Runs `draw` in text space: `origin` (a baseline origin in text space, y-up) moved by the
  /// text matrix, and y flipped so that a text layout (y-down) drawn at its baseline stands
  /// up, in the context's shadow and text drawing mode.
  func drawInTextSpace(origin: CGPoint, _ draw: () -> Void) {
    canvas.save()
    var matrix = textMatrix
    matrix.tx = 0
    matrix.ty = 0
    canvas.concatenate(CGAffineTransform(translationX: origin.x, y: origin.y))
    canvas.concatenate(matrix)
    canvas.concatenate(CGAffineTransform(scaleX: 1, y: -1))
    paintWithShadow(draw)
    canvas.restore()
  }
}

// MARK: Lines

/// A line of `attrString`, as `CTLineCreateWithAttributedString`.
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
  CTLine(attrString)
}

/// `line` truncated to `width` with an ellipsis where `truncationType` says, or `line` when
/// it fits, as `CTLineCreateTruncatedLine`. (The ellipsis is the text engine's, not
/// `truncationToken`.)
public func CTLineCreateTruncatedLine(
  _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
  _ truncationToken: CTLine?
) -> CTLine? {
  guard line.metrics.width > CGFloat(width) else { return line }
  let mode: LineBreakMode =
    switch truncationType {
    case .start: .truncateHead
    case .middle: .truncateMiddle
    case .end: .truncateTail
    }
  return CTLine(line.string, width: CGFloat(max(width, 1)), truncation: mode)
}

/// The number of glyphs, as `CTLineGetGlyphCount`.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.glyphs.count }

/// The line's runs, one per stretch of equal attributes, as `CTLineGetGlyphRuns`.
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
  var runs: [Any] = []
  let string = line.string
  string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
    attrs, range, _ in
    runs.append(CTRun(line: line, range: range, attributes: NSAttributedString.cfDictionary(attrs)))
  }
  return runs
}

/// The characters the line holds, as `CTLineGetStringRange`.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
  CFRange(location: 0, length: line.string.length)
}

/// How far to move the line's origin to align it in `flushWidth` (0 left, 0.5 centred, 1
/// right), trailing whitespace left out, as `CTLineGetPenOffsetForFlush`.
public func CTLineGetPenOffsetForFlush(
  _ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double
) -> Double {
  let width = Double(line.metrics.width) - CTLineGetTrailingWhitespaceWidth(line)
  let room = flushWidth - width
  return room > 0 ? room * Double(min(max(flushFactor, 0), 1)) : 0
}

/// Draws the line at the context's text position, its baseline there, and moves the text
/// position to the line's end, as `CTLineDraw`.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
  line.draw(in: context, at: context.textPosition)
  context.textPosition.x += line.metrics.width
}

/// The line's width, its ascent, descent and leading, as `CTLineGetTypographicBounds`.
public func CTLineGetTypographicBounds(
  _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
  _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
  let m = line.metrics
  ascent?.pointee = m.ascent
  descent?.pointee = m.descent
  leading?.pointee = 0
  return Double(m.width)
}

/// The line's bounds around its origin, as `CTLineGetBoundsWithOptions` (typographic, for
/// every option).
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
  let m = line.metrics
  return CGRect(x: 0, y: -m.descent, width: m.width, height: m.ascent + m.descent)
}

/// The width of the whitespace at the line's end, as `CTLineGetTrailingWhitespaceWidth`.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
  let text = line.string.string
  let trimmed = text.replacingOccurrences(
    of: "\\s+$", with: "", options: .regularExpression)
  guard trimmed.utf16.count < text.utf16.count else { return 0 }
  let kept = CTLine(
    line.string.attributedSubstring(from: NSRange(location: 0, length: trimmed.utf16.count)))
  return Double(line.metrics.width - kept.metrics.width)
}

/// The line's bounds at the context's text position, as `CTLineGetImageBounds` (its
/// typographic bounds, not its glyphs' ink).
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
  let position = context?.textPosition ?? .zero
  return CTLineGetBoundsWithOptions(line, []).offsetBy(dx: position.x, dy: position.y)
}

// MARK: Runs

/// The number of glyphs in the run, as `CTRunGetGlyphCount`.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.glyphs.count }

/// The run's glyphs' storage, as `CTRunGetGlyphsPtr`: nil, which Core Text may answer too
/// (`CTRunGetGlyphs` copies them).
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }

/// Copies the glyphs `range` names (all of them for a zero length), as `CTRunGetGlyphs`.
public func CTRunGetGlyphs(
  _ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>
) {
  run.copyGlyphs(range, into: buffer) { CGGlyph(truncatingIfNeeded: $0.glyph.glyph) }
}

/// The run's positions' storage, as `CTRunGetPositionsPtr`: nil (`CTRunGetPositions`).
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }

/// Copies the positions of the glyphs `range` names, relative to the line's origin (y up),
/// as `CTRunGetPositions`.
public func CTRunGetPositions(
  _ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>
) {
  run.copyGlyphs(range, into: buffer) {
    CGPoint(x: $0.glyph.position.x, y: -$0.glyph.position.y)
  }
}

/// The run's advances' storage, as `CTRunGetAdvancesPtr`: nil (`CTRunGetAdvances`).
public func CTRunGetAdvancesPtr(_ run: CTRun) -> UnsafePointer<CGSize>? { nil }

/// Copies the advances of the glyphs `range` names, as `CTRunGetAdvances`.
public func CTRunGetAdvances(
  _ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>
) {
  run.copyGlyphs(range, into: buffer) { CGSize(width: $0.glyph.advance, height: 0) }
}

/// The run's string indices' storage, as `CTRunGetStringIndicesPtr`: nil
/// (`CTRunGetStringIndices`).
public func CTRunGetStringIndicesPtr(_ run: CTRun) -> UnsafePointer<CFIndex>? { nil }

/// Copies the string index each glyph `range` names draws, as `CTRunGetStringIndices`.
public func CTRunGetStringIndices(
  _ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>
) {
  run.copyGlyphs(range, into: buffer) { $0.index }
}

/// The run's attributes, as `CTRunGetAttributes`.
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary { run.attributes }

/// The run's status, as `CTRunGetStatus` (left to right, in order, no matrix).
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus { [] }

/// The run's characters in the line's string, as `CTRunGetStringRange`.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
  CFRange(location: run.range.location, length: run.range.length)
}

/// The width of the part of the run `range` names and its ascent, descent and leading, as
/// `CTRunGetTypographicBounds`.
public func CTRunGetTypographicBounds(
  _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
  _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
  CTLineGetTypographicBounds(run.subline(run.characters(range)), ascent, descent, leading)
}

/// The run's text matrix, as `CTRunGetTextMatrix` (identity).
public func CTRunGetTextMatrix(_ run: CTRun) -> CGAffineTransform { .identity }

/// Draws the part of the run `range` names where it stands in its line, the line's origin
/// at the context's text position, as `CTRunDraw`.
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
  let characters = run.characters(range)
  let before = CTLine(
    run.line.string.attributedSubstring(from: NSRange(location: 0, length: characters.location)))
  var origin = context.textPosition
  origin.x += before.metrics.width
  run.subline(characters).draw(in: context, at: origin)
}

// MARK: Framesetters and frames

/// A framesetter for `attrString`, as `CTFramesetterCreateWithAttributedString`.
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString)
  -> CTFramesetter
{
  CTFramesetter(NSAttributedString(attributedString: attrString))
}

/// The text of `stringRange` laid out in `path` (in its bounds), as
/// `CTFramesetterCreateFrame`.
public func CTFramesetterCreateFrame(
  _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
  _ frameAttributes: CFDictionary?
) -> CTFrame {
  let text = framesetter.substring(stringRange)
  let range = CFRange(location: max(stringRange.location, 0), length: text.length)
  return CTFrame(
    range: range, path: path, attributes: frameAttributes,
    layout: framesetter.layout(text, width: path.boundingBox.width), text: text)
}

/// The size the text of `stringRange` needs within `constraints`, and the range that fits,
/// as `CTFramesetterSuggestFrameSizeWithConstraints`.
public func CTFramesetterSuggestFrameSizeWithConstraints(
  _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?,
  _ constraints: CGSize, _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
  let text = framesetter.substring(stringRange)
  fitRange?.pointee = CFRange(location: max(stringRange.location, 0), length: text.length)
  guard let layout = framesetter.layout(text, width: constraints.width) else { return .zero }
  let size = layout.size
  let height =
    constraints.height.isFinite && constraints.height > 0
    ? min(size.height, constraints.height) : size.height
  return CGSize(width: size.width, height: height)
}

/// The characters the frame was made of, as `CTFrameGetStringRange`.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.range }

/// The characters that fit in the frame, as `CTFrameGetVisibleStringRange`. Differs from
/// Core Text: all of them (text past the bottom is clipped, not left out).
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.range }

/// The frame's attributes, as `CTFrameGetFrameAttributes`.
public func CTFrameGetFrameAttributes(_ frame: CTFrame) -> CFDictionary? { frame.attributes }

/// The frame's path, as `CTFrameGetPath`.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// The frame's lines, top to bottom, each a line of its part of the text, as
/// `CTFrameGetLines`.
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines.map(\.line) }

/// The origins of the frame's lines `range` names (all for a zero length): each line's
/// baseline origin relative to the bottom-left of the path's bounds (y up), its x where its
/// alignment puts it, as `CTFrameGetLineOrigins`.
public func CTFrameGetLineOrigins(
  _ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>
) {
  let lines = frame.lines
  let start = min(max(range.location, 0), lines.count)
  let end = range.length > 0 ? min(start + range.length, lines.count) : lines.count
  for (offset, line) in lines[start..<end].enumerated() { origins[offset] = line.origin }
}

/// Draws the frame's text in its path's bounds, from their top (their largest y, Core
/// Text's coordinates being y-up), clipped to them, as `CTFrameDraw`.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
  guard let layout = frame.layout else { return }
  let bounds = frame.path.boundingBox
  context.canvas.save()
  context.canvas.concatenate(CGAffineTransform(translationX: bounds.minX, y: bounds.maxY))
  context.canvas.concatenate(CGAffineTransform(scaleX: 1, y: -1))
  context.canvas.clip(
    to: GraphicsPath(rect: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)),
    rule: .nonZero)
  context.paintWithShadow { context.drawText(layout, at: .zero) }
  context.canvas.restore()
}

// MARK: Fonts

/// The font's bounding box in font space (y-up): its line's ascent above the baseline and
/// descent below, as wide as its size, as `CTFontGetBoundingBox`. Differs from Core Text:
/// not the union of its glyphs' boxes.
public func CTFontGetBoundingBox(_ font: CTFont) -> CGRect {
  let f = font.font
  return CGRect(
    x: 0, y: f.descender, width: f.pointSize, height: f.ascender - f.descender)
}

/// The outline of `glyph` of `font` in font space (y up, the origin on the baseline), with
/// `matrix` applied, as `CTFontCreatePathForGlyph`; nil for a glyph with no outline.
public func CTFontCreatePathForGlyph(
  _ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CGPath? {
  let outline = TextLayout.glyphOutline(UInt32(glyph), font: font.font.fontSpec)
  guard !outline.isEmpty else { return nil }
  let flipped = outline.applying(CGAffineTransform(scaleX: 1, y: -1))
  return CGPath(graphicsPath: flipped.applying(matrix?.pointee ?? .identity))
}

/// The glyphs `font` draws `characters` with (0 where it has none), and whether it has all
/// of them, as `CTFontGetGlyphsForCharacters`. A surrogate pair's glyph goes in the first
/// unit's place, 0 in the second's, as Core Text does.
public func CTFontGetGlyphsForCharacters(
  _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>,
  _ count: CFIndex
) -> Bool {
  var all = true
  var i = 0
  while i < count {
    let unit = characters[i]
    var units = [unit]
    if UTF16.isLeadSurrogate(unit), i + 1 < count, UTF16.isTrailSurrogate(characters[i + 1]) {
      units.append(characters[i + 1])
    }
    let text = String(decoding: units, as: UTF16.self)
    let layout = TextLayout(
      runs: [TextRun(text: text, font: font.font.fontSpec, color: .black)], width: nil)
    let first = layout.firstLineGlyphs.first
    if let first, !first.isEmpty, first.glyph <= UInt32(UInt16.max) {
      glyphs[i] = CGGlyph(first.glyph)
    } else {
      glyphs[i] = 0
      all = false
    }
    if units.count == 2 { glyphs[i + 1] = 0 }
    i += units.count
  }
  return all
}

/// Fills `glyphs` of `font` at `positions` (text space, y up, through the context's text
/// matrix) with the context's fill colour, as `CTFontDrawGlyphs`.
public func CTFontDrawGlyphs(
  _ font: CTFont, _ glyphs: UnsafePointer<CGGlyph>, _ positions: UnsafePointer<CGPoint>,
  _ count: Int, _ context: CGContext
) {
  var matrix = context.textMatrix
  matrix.tx = 0
  matrix.ty = 0
  context.saveGState()
  context.beginPath()
  for i in 0..<max(count, 0) {
    var place = CGAffineTransform(translationX: positions[i].x, y: positions[i].y)
      .concatenating(matrix)
    guard let path = CTFontCreatePathForGlyph(font, glyphs[i], &place) else { continue }
    context.addPath(path)
  }
  context.fillPath()
  context.restoreGState()
}
