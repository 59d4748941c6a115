internal import CCairo
import Foundation

extension CairoCanvas {
  /// Fills `path` with `pattern`'s tiles, multiplied by `opacity`; an empty path, zero
  /// opacity or a pattern that cannot be drawn is skipped.
  public func fill(_ path: GraphicsPath, pattern: ImagePattern, opacity: Double, rule: FillRule) {
    guard !path.isEmpty, opacity > 0, let source = cairoPattern(pattern) else { return }
    defer { cairo_pattern_destroy(source) }
    setPath(path)
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_set_source(cr, source)
    if !groupInk.isEmpty {
      var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
      cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
      noteInk(userX: x1, y1: y1, x2: x2, y2: y2)
    }
    if opacity < 1 {
      cairo_save(cr)
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, opacity)
      cairo_restore(cr)
    } else {
      fillCurrentPath()
    }
  }

  /// Strokes `path` with `pattern`'s tiles, multiplied by `opacity`; skipped as
  /// `stroke(_:color:style:)` skips, and when the pattern cannot be drawn.
  public func stroke(
    _ path: GraphicsPath, pattern: ImagePattern, opacity: Double, style: StrokeStyle
  ) {
    guard !path.isEmpty, opacity > 0, style.lineWidth > 0, style.lineWidth.isFinite,
      let source = cairoPattern(pattern)
    else { return }
    defer { cairo_pattern_destroy(source) }
    setPath(path)
    apply(style)
    noteStrokeInk(style)
    if opacity < 1 {
      // A stroke's overlaps are painted once, then faded as a whole, as Core Graphics does.
      cairo_push_group(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_set_source(cr, source)
      cairo_stroke(cr)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    } else {
      cairo_set_source(cr, source)
      cairo_stroke(cr)
    }
  }

  /// A repeating Cairo pattern of `pattern`'s image, its pixels mapped onto tiles of its
  /// tile size placed by its transform; nil when it cannot be drawn. The caller destroys it.
  private func cairoPattern(_ pattern: ImagePattern) -> OpaquePointer? {
    guard pattern.isDrawable, let source = cairo_pattern_create_for_surface(pattern.image.surface)
    else { return nil }
    cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
    cairo_pattern_set_filter(source, CAIRO_FILTER_GOOD)
    // Cairo's pattern matrix maps user space to the image's pixels.
    let toPixels = CGAffineTransform(
      scaleX: Double(pattern.image.width) / pattern.tileSize.width,
      y: Double(pattern.image.height) / pattern.tileSize.height)
    let m = pattern.transform.inverted().concatenating(toPixels)
    var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    cairo_pattern_set_matrix(source, &matrix)
    return source
  }
}
