internal import CCairo
import Foundation

/// The `Canvas` that draws with Cairo onto a `cairo_t`: raster, SVG or PDF alike.
///
/// Made by `RasterSurface` and `VectorSurface`. Its user space is points, y down; the
/// surface's pixel scale is a Cairo device scale, so `transform` reports user space to the
/// surface's point space (the pixel scale is not included).
///
/// Besides drawing, the canvas tracks, per open group, the device-space bounds of what has
/// been drawn into it, so that shadows blur only the group's ink plus a margin.
///
/// Not thread-safe: one canvas is drawn from one thread at a time.
public final class CairoCanvas: Canvas {
  /// The Cairo context; owned (destroyed in deinit).
  let cr: OpaquePointer
  /// The surface's pixels per point (1 for vector surfaces).
  let pixelScale: CGFloat
  /// How many shadow-image pixels per device pixel: 1 on raster surfaces, more on vector
  /// surfaces, whose shadows are embedded images and would look coarse at 72 dpi.
  let shadowOversampling: Int
  /// Device-space (pixel) ink bounds of each open group, innermost last.
  var groupInk: [CGRect] = []
  /// Unrestored `save()` calls at the top level and in each open group, innermost last.
  /// Cairo puts a context in a permanent error state on an unbalanced restore or pop, so
  /// the canvas keeps count and ignores such calls instead.
  var saveCounts: [Int] = [0]
  /// For each open group, whether `beginGroup(bounds:)` saved the state to clip it.
  var groupClipSaves: [Bool] = []

  /// Takes ownership of `cr`.
  init(cr: OpaquePointer, pixelScale: CGFloat, shadowOversampling: Int = 1) {
    self.cr = cr
    self.pixelScale = pixelScale
    self.shadowOversampling = max(shadowOversampling, 1)
  }

  deinit { cairo_destroy(cr) }

  // MARK: State

  /// The current user-space to surface-point transform.
  public var transform: CGAffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  /// Pushes the transform, clip and Cairo state.
  public func save() {
    cairo_save(cr)
    saveCounts[saveCounts.count - 1] += 1
  }

  /// Pops the state pushed by the matching `save()`. A call without a matching `save()` in
  /// the current group is ignored.
  public func restore() {
    guard saveCounts[saveCounts.count - 1] > 0 else { return }
    saveCounts[saveCounts.count - 1] -= 1
    cairo_restore(cr)
  }

  /// Applies `t` before the current transform; a non-finite `t` is ignored. A singular `t`
  /// (a scale of 0) flattens everything drawn next to a line or a point, which covers no
  /// pixel, as in Core Graphics and Core Animation: the clip is emptied until `restore()`,
  /// and the transform is left as it was (Cairo cannot hold a singular one).
  public func concatenate(_ t: CGAffineTransform) {
    let det = t.a * t.d - t.b * t.c
    guard det.isFinite, t.tx.isFinite, t.ty.isFinite else { return }
    guard det != 0 else {
      clip(to: GraphicsPath(), rule: .nonZero)
      return
    }
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_transform(cr, &m)
  }

  /// Intersects the clip with `path`'s inside; an empty path clips everything away.
  public func clip(to path: GraphicsPath, rule: FillRule) {
    setPath(path)
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
  }

  /// Sets Cairo's operator for `mode` (see `BlendMode`).
  public func setBlendMode(_ mode: BlendMode) {
    cairo_set_operator(cr, Self.cairoOperator(mode))
  }

  static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: return CAIRO_OPERATOR_OVER
    case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: return CAIRO_OPERATOR_CLEAR
    case .copy: return CAIRO_OPERATOR_SOURCE
    case .sourceIn: return CAIRO_OPERATOR_IN
    case .sourceOut: return CAIRO_OPERATOR_OUT
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: return CAIRO_OPERATOR_DEST_IN
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
    case .xor: return CAIRO_OPERATOR_XOR
    case .plusLighter: return CAIRO_OPERATOR_ADD
    }
  }

  /// Whether the current operator would change pixels outside a filled shape.
  private var operatorIsUnbounded: Bool {
    switch cairo_get_operator(cr) {
    case CAIRO_OPERATOR_IN, CAIRO_OPERATOR_OUT, CAIRO_OPERATOR_DEST_IN, CAIRO_OPERATOR_DEST_ATOP:
      return true
    default: return false
    }
  }

  /// Fills Cairo's current path with the current source: with an operator that would reach
  /// outside the shape, as a clip to it and a paint, so that it stays within (Core
  /// Graphics' coverage).
  func fillCurrentPath() {
    if operatorIsUnbounded {
      cairo_save(cr)
      cairo_clip(cr)
      cairo_paint(cr)
      cairo_restore(cr)
    } else {
      cairo_fill(cr)
    }
  }

  // MARK: Paths

  /// Replaces Cairo's current path with `path`.
  func setPath(_ path: GraphicsPath) {
    cairo_new_path(cr)
    var current = CGPoint.zero
    for e in path.elements {
      switch e {
      case .move(let p):
        let q = reachable(p)
        cairo_move_to(cr, q.x, q.y)
        current = p
      case .line(let p):
        let q = reachable(p)
        cairo_line_to(cr, q.x, q.y)
        current = p
      case .quadCurve(let p, let c):
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        let (a, b, q) = (reachable(c1), reachable(c2), reachable(p))
        cairo_curve_to(cr, a.x, a.y, b.x, b.y, q.x, q.y)
        current = p
      case .curve(let p, let c1, let c2):
        let (a, b, q) = (reachable(c1), reachable(c2), reachable(p))
        cairo_curve_to(cr, a.x, a.y, b.x, b.y, q.x, q.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        current = CGPoint(x: x, y: y)
      }
    }
  }

  /// `p`, or where Cairo can hold it. Cairo keeps device coordinates in 24.8 fixed point
  /// (about ±8.4 million units) and a point beyond that wraps around, so a path made from
  /// `CGRect.infinite` (±9·10³⁰⁷) — the usual way to invert a clip with the even-odd rule,
  /// `UIBezierPath(rect: .infinite)` plus a shape — clipped everything away. Such a point is
  /// moved, in device space, to ±2²⁰ units (at ±2²² Cairo's clipping still overflows): far
  /// outside any canvas, so a rectangle through it still covers the whole canvas. Points
  /// within ±10⁵ user units are passed unchanged.
  private func reachable(_ p: CGPoint) -> CGPoint {
    let near = 1e5
    guard p.x.isFinite, p.y.isFinite, abs(p.x) > near || abs(p.y) > near else { return p }
    var (x, y) = (Double(p.x), Double(p.y))
    cairo_user_to_device(cr, &x, &y)
    let far = Double(1 << 20)
    guard abs(x) > far || abs(y) > far else { return p }
    x = min(max(x, -far), far)
    y = min(max(y, -far), far)
    cairo_device_to_user(cr, &x, &y)
    return CGPoint(x: x, y: y)
  }

  static func color(_ c: RGBA) -> (Double, Double, Double, Double) {
    (c.red, c.green, c.blue, c.alpha)
  }

  /// Adds a user-space rectangle's device bounds (clipped) to the innermost group's ink.
  func noteInk(userX x1: Double, y1: Double, x2: Double, y2: Double) {
    guard !groupInk.isEmpty, x2 > x1 || y2 > y1 else { return }
    var r = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    var (cx1, cy1, cx2, cy2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
    r = r.intersection(CGRect(x: cx1, y: cy1, width: cx2 - cx1, height: cy2 - cy1))
    guard !r.isNull, !r.isEmpty else { return }
    let d = r.applying(transform).applying(CGAffineTransform(scaleX: pixelScale, y: pixelScale))
    groupInk[groupInk.count - 1] = groupInk[groupInk.count - 1].union(d)
  }

  // MARK: Fill and stroke

  /// Clears `path` to transparent (Cairo's `CLEAR` operator), within the clip.
  public func clear(_ path: GraphicsPath) {
    guard !path.isEmpty else { return }
    setPath(path)
    cairo_save(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// Fills `path` with a solid colour; empty paths and clear colours are skipped.
  public func fill(_ path: GraphicsPath, color: RGBA, rule: FillRule) {
    guard !path.isEmpty, color.alpha > 0 else { return }
    setPath(path)
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    let c = color.atPixelLevels
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    if !groupInk.isEmpty {
      var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
      cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
      noteInk(userX: x1, y1: y1, x2: x2, y2: y2)
    }
    fillCurrentPath()
  }

  /// Strokes `path`; empty paths, zero or non-finite widths and clear colours are skipped.
  /// A dash pattern whose lengths are negative, non-finite or all zero is drawn solid.
  public func stroke(_ path: GraphicsPath, color: RGBA, style: StrokeStyle) {
    guard !path.isEmpty, color.alpha > 0, style.lineWidth > 0, style.lineWidth.isFinite
    else { return }
    setPath(path)
    apply(style)
    let c = color.atPixelLevels
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    noteStrokeInk(style)
    cairo_stroke(cr)
  }

  /// Adds the ink of stroking Cairo's current path with `style` to the innermost group's:
  /// the path's box grown by the farthest a stroke reaches from it. Cairo's own stroke
  /// extents fall short for round-capped curves (a full circle's came 5 of 10 points
  /// short), which then clipped the stroke where its group was composited.
  func noteStrokeInk(_ style: StrokeStyle) {
    guard !groupInk.isEmpty else { return }
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_path_extents(cr, &x1, &y1, &x2, &y2)
    let reach = style.lineWidth / 2 * max(
      style.lineJoin == .miter ? max(style.miterLimit, 1) : 1,
      style.lineCap == .square ? 2.0.squareRoot() : 1)
    noteInk(userX: x1 - reach, y1: y1 - reach, x2: x2 + reach, y2: y2 + reach)
  }

  func apply(_ style: StrokeStyle) {
    cairo_set_line_width(cr, style.lineWidth)
    switch style.lineCap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.lineJoin {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10)
    let dashes = style.dashPattern
    let valid =
      !dashes.isEmpty && dashes.allSatisfy { $0 >= 0 && $0.isFinite }
      && dashes.contains { $0 > 0 }
    if valid {
      let ds = dashes.map { Double($0) }
      cairo_set_dash(cr, ds, Int32(ds.count), style.dashPhase.isFinite ? style.dashPhase : 0)
    } else {
      cairo_set_dash(cr, nil, 0, 0)
    }
  }

  // MARK: Gradients

  /// Fills `path` with a linear gradient, extended with its end colours (pad), as
  /// `CAGradientLayer` draws. Fewer than one stop, or an empty path, is skipped.
  public func fill(
    _ path: GraphicsPath, linearGradient stops: [GradientStop], from start: CGPoint, to end: CGPoint
  ) {
    guard !path.isEmpty, !stops.isEmpty,
      start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    else { return }
    fill(path, pattern: pattern, stops: stops)
  }

  /// Fills `path` with a radial gradient between two circles, padded at both ends.
  public func fill(
    _ path: GraphicsPath, radialGradient stops: [GradientStop],
    startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat
  ) {
    let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
    guard !path.isEmpty, !stops.isEmpty, values.allSatisfy(\.isFinite),
      startRadius >= 0, endRadius >= 0,
      let pattern = cairo_pattern_create_radial(
        startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
    else { return }
    fill(path, pattern: pattern, stops: stops)
  }

  private func fill(_ path: GraphicsPath, pattern: OpaquePointer, stops: [GradientStop]) {
    defer { cairo_pattern_destroy(pattern) }
    for s in stops.sorted(by: { $0.location < $1.location }) where s.location.isFinite {
      let c = s.color
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(s.location, 0), 1), c.red, c.green, c.blue, c.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    setPath(path)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_set_source(cr, pattern)
    if !groupInk.isEmpty {
      var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
      cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
      noteInk(userX: x1, y1: y1, x2: x2, y2: y2)
    }
    fillCurrentPath()
  }

  // MARK: Images and text

  /// Draws `image` scaled to fill `rect` with good filtering, multiplied by `opacity`.
  /// Empty or non-finite rectangles and zero opacity are skipped.
  public func draw(_ image: Bitmap, in rect: CGRect, opacity: Double) {
    let r = rect.standardized
    guard !rect.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite,
      r.width.isFinite, r.height.isFinite, opacity > 0, image.width > 0, image.height > 0
    else { return }
    noteInk(userX: r.minX, y1: r.minY, x2: r.maxX, y2: r.maxY)
    cairo_save(cr)
    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    cairo_clip(cr)
    cairo_translate(cr, r.minX, r.minY)
    cairo_scale(cr, r.width / Double(image.width), r.height / Double(image.height))
    cairo_set_source_surface(cr, image.surface, 0, 0)
    if let source = cairo_get_source(cr) {
      cairo_pattern_set_filter(source, CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
    }
    cairo_paint_with_alpha(cr, min(opacity, 1))
    cairo_restore(cr)
  }

  /// Draws `image` into `rect` cut into nine parts (see `NinePart`).
  ///
  /// The rectangle's outer edges are antialiased as `draw(_:in:opacity:)`'s; the seams
  /// between pieces are clipped without antialiasing so that each pixel belongs to exactly
  /// one piece and no seam shows through.
  public func draw(_ image: Bitmap, in rect: CGRect, slicing: NinePart, opacity: Double) {
    let r = rect.standardized
    guard !rect.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite,
      r.width.isFinite, r.height.isFinite, opacity > 0, image.width > 0, image.height > 0
    else { return }
    let pieces = slicing.pieces(width: image.width, height: image.height, in: r)
    guard !pieces.isEmpty else { return }
    noteInk(userX: r.minX, y1: r.minY, x2: r.maxX, y2: r.maxY)
    cairo_save(cr)
    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    cairo_clip(cr)
    for piece in pieces {
      guard
        let part = image.cropped(
          x: piece.sourceX, y: piece.sourceY, width: piece.sourceWidth,
          height: piece.sourceHeight)
      else { continue }
      // Sides on the rectangle's edge reach past it, so that the outer clip alone shapes them.
      let d = piece.destination
      let margin: CGFloat = 4
      let x1 = d.minX <= r.minX ? d.minX - margin : d.minX
      let y1 = d.minY <= r.minY ? d.minY - margin : d.minY
      let x2 = d.maxX >= r.maxX ? d.maxX + margin : d.maxX
      let y2 = d.maxY >= r.maxY ? d.maxY + margin : d.maxY
      cairo_save(cr)
      cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
      cairo_rectangle(cr, x1, y1, x2 - x1, y2 - y1)
      cairo_clip(cr)
      cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
      var (drawn, size, repeats) = (part, piece.tileSize ?? d.size, piece.tileSize != nil)
      if let tile = piece.tileSize, tile.height == d.height || tile.width == d.width,
        let strip = strip(of: part, tile: tile, covering: d.size)
      {
        // An edge repeats along one axis only: tiled ahead of time, so that filtering does
        // not wrap its cap side around.
        drawn = strip.bitmap
        size = strip.size
        repeats = false
      }
      cairo_translate(cr, d.minX, d.minY)
      cairo_scale(cr, size.width / Double(drawn.width), size.height / Double(drawn.height))
      cairo_set_source_surface(cr, drawn.surface, 0, 0)
      if let source = cairo_get_source(cr) {
        cairo_pattern_set_filter(source, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(source, repeats ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
      }
      cairo_paint_with_alpha(cr, min(opacity, 1))
      cairo_restore(cr)
    }
    cairo_restore(cr)
  }

  /// `part` repeated (in its own pixels) to cover `area`, copies `tile` points each, and the
  /// size in points to draw it at; nil when it would be too large.
  private func strip(of part: Bitmap, tile: CGSize, covering area: CGSize) -> (
    bitmap: Bitmap, size: CGSize
  )? {
    guard tile.width > 0, tile.height > 0 else { return nil }
    let across = (area.width / tile.width).rounded(.up)
    let down = (area.height / tile.height).rounded(.up)
    guard across * CGFloat(part.width) <= 4096, down * CGFloat(part.height) <= 4096,
      let bitmap = part.repeated(width: Int(across) * part.width, height: Int(down) * part.height)
    else { return nil }
    return (bitmap, CGSize(width: across * tile.width, height: down * tile.height))
  }

  /// Draws laid-out text with its top-left at `origin` (see `TextLayout`).
  public func draw(_ text: TextLayout, at origin: CGPoint) {
    guard origin.x.isFinite, origin.y.isFinite else { return }
    let ink = text.inkBounds
    if !ink.isNull {
      noteInk(
        userX: origin.x + ink.minX - 1, y1: origin.y + ink.minY - 1, x2: origin.x + ink.maxX + 1,
        y2: origin.y + ink.maxY + 1)
    }
    text.show(on: cr, at: origin)
  }

  /// Strokes the outlines of laid-out text's glyphs (see `Canvas`).
  public func stroke(_ text: TextLayout, at origin: CGPoint, style: StrokeStyle) {
    let color = text.outlineColor
    guard origin.x.isFinite, origin.y.isFinite, color.alpha > 0, style.lineWidth > 0,
      style.lineWidth.isFinite
    else { return }
    cairo_save(cr)
    text.appendOutlines(to: cr, at: origin)
    apply(style)
    let c = color.atPixelLevels
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    noteStrokeInk(style)
    cairo_stroke(cr)
    cairo_restore(cr)
  }
}
