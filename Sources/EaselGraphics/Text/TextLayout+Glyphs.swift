internal import CCairo
internal import CPango
import Foundation

/// One glyph of a laid-out line: which glyph of its font, where its origin is on the line,
/// how far it advances, and the text it stands for.
public struct LaidOutGlyph: Sendable, Hashable {
  /// The glyph's index in its font (what Core Text calls a `CGGlyph`).
  public var glyph: UInt32
  /// Its origin: x from the line's start, y from the baseline (down), in points.
  public var position: CGPoint
  /// How far the pen moves after it, in points.
  public var advance: CGFloat
  /// The UTF-8 offset in the layout's text of the character cluster it draws.
  public var utf8Offset: Int
  /// Whether it draws nothing (a space, a zero-width or missing character's empty glyph).
  public var isEmpty: Bool
}

extension TextLayout {
  /// The glyphs of the first line, left to right, as Pango shaped them.
  public var firstLineGlyphs: [LaidOutGlyph] {
    PangoEngine.shared.locked {
      guard let line = pango_layout_get_line_readonly(layout, 0) else { return [] }
      var result: [LaidOutGlyph] = []
      var x = 0.0
      var node = line.pointee.runs
      let scale = Double(PANGO_SCALE)
      while let current = node {
        defer { node = current.pointee.next }
        guard let data = current.pointee.data else { continue }
        let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
        guard let item = run.item, let glyphs = run.glyphs else { continue }
        let count = Int(glyphs.pointee.num_glyphs)
        for i in 0..<count {
          let info = glyphs.pointee.glyphs[i]
          let advance = Double(info.geometry.width) / scale
          let empty = info.glyph == 0x0FFF_FFFF || info.glyph & 0x1000_0000 != 0
          result.append(
            LaidOutGlyph(
              glyph: info.glyph,
              position: CGPoint(
                x: x + Double(info.geometry.x_offset) / scale,
                y: Double(info.geometry.y_offset) / scale),
              advance: advance,
              utf8Offset: Int(item.pointee.offset) + Int(glyphs.pointee.log_clusters[i]),
              isEmpty: empty))
          x += advance
        }
      }
      return result
    }
  }

  /// The outline of `glyph` of the font `font` resolves to, its origin at (0, 0) on the
  /// baseline, y down; empty for a glyph the font does not have.
  public static func glyphOutline(_ glyph: UInt32, font: FontSpec) -> GraphicsPath {
    PangoEngine.shared.locked {
      var path = GraphicsPath()
      guard glyph != 0x0FFF_FFFF, glyph & 0x1000_0000 == 0 else { return path }
      let desc = fontDescription(font)
      defer { pango_font_description_free(desc) }
      guard
        let pangoFont = pango_font_map_load_font(
          UnsafeMutablePointer(PangoEngine.shared.fontMap), PangoEngine.shared.context, desc)
      else { return path }
      defer { g_object_unref(UnsafeMutableRawPointer(pangoFont)) }
      guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont)),
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
      else { return path }
      defer { cairo_surface_destroy(surface) }
      guard let cr = cairo_create(surface) else { return path }
      defer { cairo_destroy(cr) }
      cairo_set_scaled_font(cr, scaled)
      var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
      cairo_glyph_path(cr, &g, 1)
      guard let copied = cairo_copy_path(cr) else { return path }
      defer { cairo_path_destroy(copied) }
      let data = copied.pointee.data
      var i = 0
      let total = Int(copied.pointee.num_data)
      func point(_ k: Int) -> CGPoint {
        CGPoint(x: data![i + k].point.x, y: data![i + k].point.y)
      }
      while i < total, let data {
        let header = data[i].header
        switch header.type {
        case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
        case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
        case CAIRO_PATH_CURVE_TO:
          path.addCurve(to: point(3), control1: point(1), control2: point(2))
        case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
        default: break
        }
        i += Int(header.length)
      }
      return path
    }
  }
}

/// One line of a layout: the text it holds and where it sits.
public struct LaidOutLine: Sendable, Hashable {
  /// The UTF-8 offsets of its text in the layout's text.
  public var utf8Range: Range<Int>
  /// Its baseline, from the layout's top, in points.
  public var baseline: CGFloat
  /// Where its text starts, from the layout's left (its alignment), in points.
  public var x: CGFloat
  /// Its width, in points.
  public var width: CGFloat
}

extension TextLayout {
  /// The lines shown, top to bottom.
  public var lines: [LaidOutLine] {
    PangoEngine.shared.locked {
      var result: [LaidOutLine] = []
      guard let iter = pango_layout_get_iter(layout) else { return result }
      defer { pango_layout_iter_free(iter) }
      let scale = CGFloat(PANGO_SCALE)
      repeat {
        guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        let start = Int(line.pointee.start_index)
        result.append(
          LaidOutLine(
            utf8Range: start..<(start + Int(line.pointee.length)),
            baseline: CGFloat(pango_layout_iter_get_baseline(iter)) / scale
              + offset(ofLine: result.count),
            x: CGFloat(logical.x) / scale + shift(ofLine: result.count),
            width: CGFloat(logical.width) / scale))
      } while result.count < max(lineCount, 1) && pango_layout_iter_next_line(iter) != 0
      return result
    }
  }
}
