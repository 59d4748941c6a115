internal import CPango
import Foundation

/// Styled text laid out by Pango into lines: measured once, drawn on any canvas.
///
/// Sizes are in points (72 dpi, no hinting), so a layout measures the same whatever it is
/// drawn on. Truncation follows `UILabel`: with a truncating `lineBreakMode`, the last line
/// that fits (`maxLines`, or one line for `maxLines == 1`) ends in an ellipsis; with a
/// wrapping mode or `.clip`, lines past `maxLines` are not drawn. With `oneLinePerParagraph`
/// it follows an unwrapped `CATextLayer`: each paragraph's one line is truncated.
///
/// Pango is not thread-safe: every call into it takes one process-wide lock, but text is
/// meant to be used from one thread (the main actor) at a time.
public final class TextLayout: @unchecked Sendable {
  /// The Pango layout; owned.
  let layout: OpaquePointer
  /// The runs it was made from.
  public let runs: [TextRun]
  /// The width lines wrap at, in points; nil for unbounded lines.
  public let width: CGFloat?
  /// The most lines shown; 0 for no limit.
  public let maxLines: Int
  /// The horizontal alignment of lines.
  public let alignment: TextAlignment
  /// Where `.natural` lines go when a view's layout direction decides it, as UIKit aligns
  /// natural text: `true` against the right edge, `false` the left, whatever the text's own
  /// direction; `nil`: by the text's direction (right for right-to-left paragraphs).
  public let naturalRightToLeft: Bool?
  /// How lines are wrapped or truncated.
  public let lineBreakMode: LineBreakMode
  /// Whether each paragraph is one line, truncated at `width` as a truncating
  /// `lineBreakMode` says (an unwrapped `CATextLayer`), rather than wrapped.
  public let oneLinePerParagraph: Bool
  /// Extra space between lines, in points.
  public let lineSpacing: CGFloat
  /// Each line's height and the space around paragraphs, as `NSParagraphStyle` sets them.
  public let lineHeights: LineHeights

  /// The size of the shown lines in points (Pango's logical extents: the widest line, and
  /// the fonts' ascent + descent + line spacing per line), not rounded. With a `width`,
  /// lines are aligned within that width when drawn, so the text may start right of the
  /// origin.
  public private(set) var size: CGSize = .zero
  /// The distance from the top of the layout to the first line's baseline, in points.
  public private(set) var firstBaseline: CGFloat = 0
  /// The number of lines shown.
  public private(set) var lineCount: Int = 0
  /// Whether some of the text is not shown: replaced by an ellipsis, or on lines past
  /// `maxLines`. What a localiser looks for.
  public private(set) var isTruncated = false
  /// Where the glyphs' pixels may fall, relative to the layout's top-left, in points.
  private(set) var inkBounds: CGRect = .null
  /// The height drawn when lines past `maxLines` must be clipped away; nil otherwise.
  private(set) var clipHeight: CGFloat?
  /// The attachments shown, where they were laid out (see `TextRun.attachment`).
  public private(set) var attachments: [PlacedTextAttachment] = []
  /// How far each line is moved right of where Pango put it, in points, by line number;
  /// empty when no line moves (see `alignedSide`).
  private(set) var lineShifts: [CGFloat] = []
  /// How far each line is moved down from where Pango put it, in points, by line number;
  /// empty when `lineHeights` is natural (see `lineOffsetsAndBottoms`).
  private(set) var lineOffsets: [CGFloat] = []
  /// Each line's bottom, in points from the layout's top, when `lineHeights` is not
  /// natural; empty otherwise.
  private var lineBottoms: [CGFloat] = []

  /// Lays out `runs`. A nil, non-positive or non-finite `width` leaves lines unbounded;
  /// a negative `maxLines` counts as 0 (no limit). `oneLinePerParagraph` applies to a
  /// truncating `lineBreakMode` only.
  public init(
    runs: [TextRun], width: CGFloat?, maxLines: Int = 0, alignment: TextAlignment = .natural,
    lineBreakMode: LineBreakMode = .truncateTail, lineSpacing: CGFloat = 0,
    lineHeights: LineHeights = LineHeights(), naturalRightToLeft: Bool? = nil,
    oneLinePerParagraph: Bool = false
  ) {
    self.runs = runs
    self.naturalRightToLeft = naturalRightToLeft
    self.width = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.maxLines = max(maxLines, 0)
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.oneLinePerParagraph = oneLinePerParagraph
    self.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
    self.lineHeights = lineHeights
    let engine = PangoEngine.shared
    self.layout = engine.locked { pango_layout_new(engine.context) }
    engine.locked { configure() }
  }

  /// Lays out a single run of text.
  public convenience init(
    text: String, font: FontSpec, color: RGBA = .black, width: CGFloat? = nil,
    maxLines: Int = 0, alignment: TextAlignment = .natural,
    lineBreakMode: LineBreakMode = .truncateTail
  ) {
    self.init(
      runs: [TextRun(text: text, font: font, color: color)], width: width, maxLines: maxLines,
      alignment: alignment, lineBreakMode: lineBreakMode)
  }

  deinit {
    let layout = self.layout
    PangoEngine.shared.locked { g_object_unref(UnsafeMutableRawPointer(layout)) }
  }

  /// The whole text, all runs joined.
  public var text: String { runs.map(\.text).joined() }

  // MARK: Layout (called with the Pango lock held)

  private func configure() {
    let text = self.text
    pango_layout_set_text(layout, text, -1)
    let attrs = pango_attr_list_new()
    var start = 0
    for run in runs {
      let end = start + run.text.utf8.count
      defer { start = end }
      guard end > start else { continue }
      let desc = TextLayout.fontDescription(run.font)
      var list: [UnsafeMutablePointer<PangoAttribute>?] = [pango_attr_font_desc_new(desc)]
      pango_font_description_free(desc)
      let c = run.color.atPixelLevels
      func u16(_ v: Double) -> UInt16 {
        v.isFinite ? UInt16((min(max(v, 0), 1) * 65535).rounded()) : 0
      }
      list.append(pango_attr_foreground_new(u16(c.red), u16(c.green), u16(c.blue)))
      list.append(pango_attr_foreground_alpha_new(max(u16(c.alpha), 1)))
      // A word broken across lines gets no hyphen: Pango adds one, UIKit's default
      // hyphenation factor (0) none.
      list.append(pango_attr_insert_hyphens_new(0))
      if run.underline { list.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
      if run.strikethrough { list.append(pango_attr_strikethrough_new(1)) }
      if let attachment = run.attachment {
        // Its box alone: no letter spacing, and the line as tall as the box needs.
        list.append(contentsOf: TextLayout.shapeAttributes(for: attachment, text: run.text))
      } else if let kern = run.kern, kern.isFinite {
        list.append(pango_attr_letter_spacing_new(TextLayout.pangoUnits(kern)))
      } else if run.font.isSystem {
        let tracking = FontSpec.systemTracking(size: run.font.size)
        list.append(
          pango_attr_letter_spacing_new(TextLayout.pangoUnits(tracking)))
      }
      if run.font.isSystem, run.attachment == nil {
        // San Francisco's line height, not Inter's (Pango centres the difference).
        let line = FontSpec.systemLineHeight(size: run.font.size)
        list.append(
          pango_attr_line_height_new_absolute(TextLayout.pangoUnits(line)))
      }
      for case let attr? in list {
        attr.pointee.start_index = UInt32(start)
        attr.pointee.end_index = UInt32(end)
        pango_attr_list_insert(attrs, attr)
      }
    }
    pango_layout_set_attributes(layout, attrs)
    pango_attr_list_unref(attrs)
    if let first = runs.first {
      let desc = TextLayout.fontDescription(first.font)
      pango_layout_set_font_description(layout, desc)
      pango_font_description_free(desc)
    }

    switch alignment {
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .justified:
      // Pango mirrors the last line's left for a right-to-left paragraph: natural, as UIKit.
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    case .left, .right, .natural:
      if let right = alignedSide {
        // Pango mirrors left and right for a paragraph whose direction is right-to-left
        // (its auto-dir, which also orders the paragraph's bidirectional text); ask the
        // first paragraph's for the other side, and `measure` moves any later paragraph of
        // the other direction (`lineShifts`).
        let line = pango_layout_get_line_readonly(layout, 0)
        let paragraphRightToLeft =
          line.map { $0.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue } ?? false
        let pangoRight = right != paragraphRightToLeft
        pango_layout_set_alignment(layout, pangoRight ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
      } else {
        // Natural: the paragraph's own direction, which Pango's mirroring gives.
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      }
    }
    pango_layout_set_spacing(layout, TextLayout.pangoUnits(lineSpacing))
    if var width {
      // Pango fits an ellipsized line as if its last character kept its (negative) letter
      // spacing, so the line would end past the width by that much.
      let truncates =
        lineBreakMode != .wordWrap && lineBreakMode != .charWrap
        && lineBreakMode != .clip
      let tightest =
        runs.filter { $0.kern == nil && $0.font.isSystem }
        .map { FontSpec.systemTracking(size: $0.font.size) }.min() ?? 0
      if truncates, tightest < 0 { width = max(width + tightest, 0) }
      pango_layout_set_width(layout, max(TextLayout.pangoUnits(width, rounding: .towardZero), 0))
    }
    // Clipping breaks lines between words only: a word wider than the line runs past it
    // (and is clipped), where word wrapping breaks it between characters.
    let wrap: PangoWrapMode =
      switch lineBreakMode {
      case .charWrap: PANGO_WRAP_CHAR
      case .clip: PANGO_WRAP_WORD
      default: PANGO_WRAP_WORD_CHAR
      }
    pango_layout_set_wrap(layout, wrap)
    let ellipsize: PangoEllipsizeMode
    switch lineBreakMode {
    case .truncateHead: ellipsize = PANGO_ELLIPSIZE_START
    case .truncateMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
    case .truncateTail: ellipsize = PANGO_ELLIPSIZE_END
    case .wordWrap, .charWrap, .clip: ellipsize = PANGO_ELLIPSIZE_NONE
    }
    pango_layout_set_ellipsize(layout, ellipsize)
    // A negative height is a line limit for ellipsizing; Pango's default (-1) cuts every
    // paragraph to one line, so "no limit" must be spelled as a huge height.
    if ellipsize != PANGO_ELLIPSIZE_NONE, oneLinePerParagraph {
      pango_layout_set_height(layout, -1)
    } else if ellipsize != PANGO_ELLIPSIZE_NONE, maxLines > 0 {
      pango_layout_set_height(layout, Int32(-min(maxLines, Int(Int32.max))))
    } else {
      pango_layout_set_height(layout, Int32.max)
    }
    measure()
  }

  /// The edge every line is aligned to whatever its paragraph's direction: `true` the
  /// right, `false` the left; nil when each paragraph's direction decides (`.natural`
  /// without a view's direction, `.justified`'s last lines) or for centred lines. UIKit's
  /// `.left` and `.right` are absolute; only `.natural` follows the text.
  var alignedSide: Bool? {
    switch alignment {
    case .left: false
    case .right: true
    case .natural: naturalRightToLeft
    case .center, .justified: nil
    }
  }

  /// The moves that put every line on `alignedSide` (called with the Pango lock held):
  /// Pango aligned each paragraph by its own direction, so a paragraph whose direction
  /// differs from the first one's is on the other side of the width (the layout's logical
  /// width when lines are unbounded, as Pango aligns them).
  private func alignmentShifts() -> [CGFloat] {
    guard let right = alignedSide, pango_layout_get_line_count(layout) > 1,
      let iter = pango_layout_get_iter(layout)
    else { return [] }
    defer { pango_layout_iter_free(iter) }
    var width = pango_layout_get_width(layout)
    if width < 0 {
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      width = logical.width
    }
    var shifts: [CGFloat] = []
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let wanted = right ? width - logical.width : 0
      shifts.append(CGFloat(wanted - logical.x) / CGFloat(PANGO_SCALE))
    } while pango_layout_iter_next_line(iter) != 0
    return shifts.contains { $0 != 0 } ? shifts : []
  }

  /// How far line `index` is moved right of where Pango put it, in points.
  func shift(ofLine index: Int) -> CGFloat {
    index >= 0 && index < lineShifts.count ? lineShifts[index] : 0
  }

  /// How many of the lines shown fit in `height` points, at least one: those whose bottom
  /// is within it (half a point's slack), or, for natural line heights, as many as the
  /// average line's height gives.
  public func linesFitting(height: CGFloat) -> Int {
    guard lineCount > 0 else { return 1 }
    guard lineBottoms.isEmpty else {
      return max(lineBottoms.prefix(lineCount).filter { $0 <= height + 0.5 }.count, 1)
    }
    let perLine = size.height / CGFloat(lineCount)
    return perLine > 0 ? max(Int((height + 0.5) / perLine), 1) : lineCount
  }

  /// How far line `index` is moved down from where Pango put it, in points.
  func offset(ofLine index: Int) -> CGFloat {
    index >= 0 && index < lineOffsets.count ? lineOffsets[index] : 0
  }

  /// Where TextKit puts each line when `lineHeights` is not natural (called with the Pango
  /// lock held): how far its baseline moves down from Pango's, and its bottom, in points;
  /// both empty for natural heights. A line is `lineHeights.height(natural:)` tall, its
  /// natural height Pango's; the extra (or missing) height is above the glyphs, so the
  /// baseline stays the line's descent above its bottom. `lineSpacing` separates lines,
  /// and the paragraph spacings are added where a paragraph starts, but the first.
  private func lineOffsetsAndBottoms() -> (offsets: [CGFloat], bottoms: [CGFloat]) {
    guard !lineHeights.isNatural, let iter = pango_layout_get_iter(layout) else { return ([], []) }
    defer { pango_layout_iter_free(iter) }
    let scale = CGFloat(PANGO_SCALE)
    var offsets: [CGFloat] = []
    var bottoms: [CGFloat] = []
    var top: CGFloat = 0
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let pangoBaseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
      let descent = CGFloat(logical.y + logical.height) / scale - pangoBaseline
      if !offsets.isEmpty {
        top += lineSpacing
        if line.pointee.is_paragraph_start != 0 { top += lineHeights.paragraphGap }
      }
      let height = lineHeights.height(natural: CGFloat(logical.height) / scale)
      offsets.append(top + height - descent - pangoBaseline)
      top += height
      bottoms.append(top)
    } while pango_layout_iter_next_line(iter) != 0
    return (offsets, bottoms)
  }

  private func measure() {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = CGFloat(PANGO_SCALE)
    let total = Int(pango_layout_get_line_count(layout))
    firstBaseline = CGFloat(pango_layout_get_baseline(layout)) / scale
    var height = CGFloat(logical.height) / scale
    var widthUsed = CGFloat(logical.width) / scale
    inkBounds = CGRect(
      x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale, width: CGFloat(ink.width) / scale,
      height: CGFloat(ink.height) / scale)
    lineShifts = alignmentShifts()
    let (offsets, bottoms) = lineOffsetsAndBottoms()
    lineOffsets = offsets
    lineBottoms = bottoms
    if let first = offsets.first, let last = bottoms.last {
      firstBaseline += first
      height = last
    }
    if !lineShifts.isEmpty || !lineOffsets.isEmpty, let iter = pango_layout_get_iter(layout) {
      // The moved lines' ink and extent.
      var inkUnion = CGRect.null
      var left = CGFloat.infinity
      var right = -CGFloat.infinity
      var index = 0
      repeat {
        var lineInk = PangoRectangle()
        var lineLogical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, &lineInk, &lineLogical)
        let dx = shift(ofLine: index)
        if lineInk.width > 0, lineInk.height > 0 {
          inkUnion = inkUnion.union(
            CGRect(
              x: CGFloat(lineInk.x) / scale + dx,
              y: CGFloat(lineInk.y) / scale + offset(ofLine: index),
              width: CGFloat(lineInk.width) / scale, height: CGFloat(lineInk.height) / scale))
        }
        left = min(left, CGFloat(lineLogical.x) / scale + dx)
        right = max(right, CGFloat(lineLogical.x + lineLogical.width) / scale + dx)
        index += 1
      } while pango_layout_iter_next_line(iter) != 0
      pango_layout_iter_free(iter)
      inkBounds = inkUnion
      if right > left { widthUsed = right - left }
    }
    lineCount = total
    isTruncated = pango_layout_is_ellipsized(layout) != 0
    if maxLines > 0, total > maxLines {
      isTruncated = true
      // Wrapping modes: only the first `maxLines` lines are shown.
      var lastBottom: Int32 = 0
      var maxRight: Int32 = 0
      let iter = pango_layout_get_iter(layout)
      for i in 0..<maxLines {
        if i > 0, pango_layout_iter_next_line(iter) == 0 { break }
        var lineLogical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &lineLogical)
        maxRight = max(maxRight, lineLogical.width)
        var y0: Int32 = 0
        pango_layout_iter_get_line_yrange(iter, &y0, &lastBottom)
      }
      pango_layout_iter_free(iter)
      height = maxLines <= bottoms.count ? bottoms[maxLines - 1] : CGFloat(lastBottom) / scale
      widthUsed = CGFloat(maxRight) / scale
      lineCount = maxLines
      clipHeight = height
    }
    size = CGSize(width: widthUsed, height: height)
    if runs.contains(where: { $0.attachment != nil }) { attachments = placeAttachments() }
  }

  /// `points` in Pango units (1/1024 pt), clamped to what Pango's `int` holds: a document's
  /// absurd font size, kern or spacing (1e308, NaN) must not trap the conversion.
  static func pangoUnits(
    _ points: CGFloat, rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int32 {
    let units = (points * CGFloat(PANGO_SCALE)).rounded(rounding)
    guard units.isFinite else { return units > 0 ? Int32.max : units < 0 ? Int32.min : 0 }
    return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
  }

  static func fontDescription(_ font: FontSpec) -> OpaquePointer {
    let desc = pango_font_description_new()!
    pango_font_description_set_family(desc, font.family)
    // At most 10,000 points: an absurd size (1e308, infinity) would otherwise reach Pango's
    // font caches and change how every later text in the process is measured.
    let size = font.size.isFinite ? min(max(Double(font.size), 0), 10_000) : 0
    pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
    pango_font_description_set_weight(
      desc, PangoWeight(rawValue: UInt32(clamping: min(max(font.weight, 100), 1000))))
    pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return desc
  }

  // MARK: Drawing

  /// Draws the layout on `cr` with its top-left at `origin` (user space).
  ///
  /// The shared Pango context is deliberately not updated to `cr`
  /// (`pango_cairo_update_context`): with hinting and hint metrics off, glyph positions do
  /// not depend on the target's transform, and Cairo rasterizes the outlines at the
  /// target's device resolution anyway. So a layout is identical on every surface and can
  /// be measured once and drawn anywhere.
  /// Makes the glyphs' outlines `cr`'s path, the layout's top-left at `origin`, and clips
  /// to its visible lines as `show(on:at:)` does (inside the caller's `cairo_save`).
  func appendOutlines(to cr: OpaquePointer, at origin: CGPoint) {
    PangoEngine.shared.locked {
      if let clipHeight {
        cairo_rectangle(cr, origin.x - 1e4, origin.y, 2e4 + size.width, clipHeight)
        cairo_clip(cr)
      }
      cairo_new_path(cr)
      if lineShifts.isEmpty, lineOffsets.isEmpty {
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_layout_path(cr, layout)
      } else {
        forEachLine(at: origin) { line, x, y in
          cairo_move_to(cr, x, y)
          pango_cairo_layout_line_path(cr, line)
        }
      }
    }
  }

  /// Calls `body` with each line and where its start on the baseline goes when the layout's
  /// top-left is at `origin`, moved by `lineShifts` (as Pango's own renderer places lines).
  private func forEachLine(
    at origin: CGPoint, _ body: (UnsafeMutablePointer<PangoLayoutLine>, Double, Double) -> Void
  ) {
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    let scale = CGFloat(PANGO_SCALE)
    var index = 0
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
      body(
        line, origin.x + CGFloat(logical.x) / scale + shift(ofLine: index),
        origin.y + baseline + offset(ofLine: index))
      index += 1
    } while pango_layout_iter_next_line(iter) != 0
  }

  /// The colour of the text's first run: an outline's (the glyphs' path carries none).
  var outlineColor: RGBA { runs.first?.color ?? .black }

  func show(on cr: OpaquePointer, at origin: CGPoint) {
    PangoEngine.shared.locked {
      cairo_save(cr)
      if let clipHeight {
        cairo_rectangle(cr, origin.x - 1e4, origin.y, 2e4 + size.width, clipHeight)
        cairo_clip(cr)
      }
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      if lineShifts.isEmpty, lineOffsets.isEmpty {
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
      } else {
        forEachLine(at: origin) { line, x, y in
          cairo_move_to(cr, x, y)
          pango_cairo_show_layout_line(cr, line)
        }
      }
      cairo_restore(cr)
    }
  }
}

/// A line's height and the space around paragraphs, as `NSParagraphStyle`'s
/// `lineHeightMultiple`, `minimumLineHeight`, `maximumLineHeight`, `paragraphSpacing` and
/// `paragraphSpacingBefore` set them; zero (or a negative or non-finite value) leaves each
/// as the fonts make it.
public struct LineHeights: Hashable, Sendable {
  /// What a line's natural height is multiplied by; 0 for 1.
  public var multiple: CGFloat
  /// The least a line's height can be; 0 for no minimum.
  public var minimum: CGFloat
  /// The most a line's height can be (taller glyphs overlap the line above); 0 for none.
  public var maximum: CGFloat
  /// The space after each paragraph but the last.
  public var paragraphSpacing: CGFloat
  /// The space before each paragraph but the first.
  public var paragraphSpacingBefore: CGFloat

  public init(
    multiple: CGFloat = 0, minimum: CGFloat = 0, maximum: CGFloat = 0,
    paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0
  ) {
    func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
    self.multiple = length(multiple)
    self.minimum = length(minimum)
    self.maximum = length(maximum)
    self.paragraphSpacing = length(paragraphSpacing)
    self.paragraphSpacingBefore = length(paragraphSpacingBefore)
  }

  /// Whether every line is as tall as its fonts make it, with no space between paragraphs.
  public var isNatural: Bool { self == LineHeights() }

  /// The space between two paragraphs, besides the line spacing.
  var paragraphGap: CGFloat { paragraphSpacing + paragraphSpacingBefore }

  /// The height of a line whose fonts make it `natural` points tall: times `multiple`, then
  /// at least `minimum` and at most `maximum`, as TextKit computes it.
  public func height(natural: CGFloat) -> CGFloat {
    var height = multiple > 0 ? natural * multiple : natural
    if minimum > 0 { height = max(height, minimum) }
    if maximum > 0 { height = min(height, maximum) }
    return height
  }
}
