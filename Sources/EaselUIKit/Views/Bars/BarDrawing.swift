internal import EaselGraphics
import Foundation

/// Shared drawing for bars, bar items and list accessories: the iOS bar background, text,
/// and line glyphs standing in for the SF Symbols that system items show.
///
/// Glyphs are drawn with strokes and fills in a square `rect`, in the tint; they are
/// recognisable stand-ins, not Apple's artwork.
@preconcurrency @MainActor
enum BarDrawing {
  /// The translucent light bar background iOS shows (`#F9F9F9` at 94%), or its dark twin.
  static func defaultBackground(_ traits: UITraitCollection, black: Bool = false) -> RGBA {
    black || traits.userInterfaceStyle == .dark
      ? RGBA(white: 0.11, alpha: 0.94) : RGBA(white: 0.976, alpha: 0.94)
  }

  /// The hairline between a bar and the content.
  static func hairline(_ traits: UITraitCollection) -> RGBA {
    traits.userInterfaceStyle == .dark ? RGBA(white: 1, alpha: 0.15) : RGBA(white: 0, alpha: 0.3)
  }

  /// Fills a horizontal hairline (half a point) at `y` across `rect`.
  static func drawHairline(
    _ ctx: CGContext, y: CGFloat, from x0: CGFloat, to x1: CGFloat, color: RGBA
  ) {
    guard x1 > x0 else { return }
    ctx.canvas.fill(
      GraphicsPath(rect: CGRect(x: x0, y: y, width: x1 - x0, height: 0.5)), color: color,
      rule: .nonZero)
  }

  /// A one-line text layout.
  static func text(
    _ string: String, size: CGFloat, weight: Int = 400, color: RGBA, width: CGFloat? = nil
  )
    -> TextLayout
  {
    TextLayout(
      text: string, font: .system(size: size, weight: weight), color: color, width: width,
      maxLines: 1, alignment: .left, lineBreakMode: .truncateTail)
  }

  /// Draws `layout` with its box vertically centred on `midY`, starting at `x`.
  static func draw(_ layout: TextLayout, _ ctx: CGContext, x: CGFloat, midY: CGFloat) {
    ctx.canvas.draw(layout, at: CGPoint(x: x, y: midY - layout.size.height / 2))
  }

  /// Draws an image in `rect`, as a template in `tint` unless it is always original.
  static func draw(_ image: UIImage, _ ctx: CGContext, in rect: CGRect, tint: RGBA?) {
    guard let cg = image.cgImage else { return }
    let template = image.renderingMode != .alwaysOriginal
    ctx.drawUpright(cg.bitmap, in: rect, tint: template ? tint : nil)
  }

  /// The size an image is drawn at so that it fits `maxSide` points, keeping its aspect.
  static func fitted(_ size: CGSize, maxSide: CGFloat) -> CGSize {
    guard size.width > 0, size.height > 0 else { return CGSize(width: maxSide, height: maxSide) }
    let f = min(1, maxSide / max(size.width, size.height))
    return CGSize(width: size.width * f, height: size.height * f)
  }

  // MARK: Glyphs

  /// Named glyphs Easel can draw; anything else gets a rounded-square placeholder.
  enum Glyph: String {
    case plus, magnifier, xmark, chevronLeft, chevronRight, checkmark, info, star, clock
    case ellipsis, book, trash, play, pause, compose, action, refresh, camera, folder, reply
    case fastForward, rewind, list, person, download, undo, redo, pageCurl, placeholder
  }

  /// Strokes or fills `glyph` within `rect` (a square works best) in `color`.
  static func draw(
    _ glyph: Glyph, _ ctx: CGContext, in r: CGRect, color: RGBA, lineWidth: CGFloat = 1.8
  ) {
    let canvas = ctx.canvas
    let stroke = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height)
    }
    func lines(_ points: [[(CGFloat, CGFloat)]], closed: Bool = false) -> GraphicsPath {
      var path = GraphicsPath()
      for run in points {
        guard let first = run.first else { continue }
        path.move(to: p(first.0, first.1))
        for q in run.dropFirst() { path.addLine(to: p(q.0, q.1)) }
        if closed { path.closeSubpath() }
      }
      return path
    }
    func oval(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> GraphicsPath {
      GraphicsPath(
        ellipseIn: CGRect(
          x: r.minX + x * r.width, y: r.minY + y * r.height, width: w * r.width,
          height: h * r.height))
    }
    switch glyph {
    case .plus:
      canvas.stroke(
        lines([[(0.5, 0.1), (0.5, 0.9)], [(0.1, 0.5), (0.9, 0.5)]]), color: color, style: stroke)
    case .magnifier:
      canvas.stroke(oval(0.1, 0.1, 0.62, 0.62), color: color, style: stroke)
      canvas.stroke(lines([[(0.64, 0.64), (0.9, 0.9)]]), color: color, style: stroke)
    case .xmark:
      canvas.stroke(
        lines([[(0.2, 0.2), (0.8, 0.8)], [(0.8, 0.2), (0.2, 0.8)]]), color: color, style: stroke)
    case .chevronLeft:
      canvas.stroke(
        lines([[(0.68, 0.08), (0.28, 0.5), (0.68, 0.92)]]), color: color, style: stroke)
    case .chevronRight:
      canvas.stroke(
        lines([[(0.32, 0.08), (0.72, 0.5), (0.32, 0.92)]]), color: color, style: stroke)
    case .checkmark:
      canvas.stroke(
        lines([[(0.1, 0.55), (0.38, 0.85), (0.92, 0.15)]]), color: color, style: stroke)
    case .info:
      canvas.stroke(oval(0.05, 0.05, 0.9, 0.9), color: color, style: stroke)
      canvas.fill(oval(0.45, 0.24, 0.1, 0.1), color: color, rule: .nonZero)
      canvas.stroke(lines([[(0.5, 0.45), (0.5, 0.75)]]), color: color, style: stroke)
    case .star:
      var pts: [(CGFloat, CGFloat)] = []
      for i in 0..<10 {
        let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
        let rad: CGFloat = i % 2 == 0 ? 0.48 : 0.2
        pts.append((0.5 + rad * cos(a), 0.53 + rad * sin(a)))
      }
      canvas.fill(lines([pts], closed: true), color: color, rule: .nonZero)
    case .clock:
      canvas.stroke(oval(0.06, 0.06, 0.88, 0.88), color: color, style: stroke)
      canvas.stroke(lines([[(0.5, 0.22), (0.5, 0.5), (0.7, 0.62)]]), color: color, style: stroke)
    case .ellipsis:
      for x: CGFloat in [0.14, 0.5, 0.86] {
        canvas.fill(oval(x - 0.09, 0.41, 0.18, 0.18), color: color, rule: .nonZero)
      }
    case .book:
      canvas.stroke(
        lines(
          [[(0.1, 0.2), (0.5, 0.3), (0.9, 0.2), (0.9, 0.85), (0.5, 0.95), (0.1, 0.85)]],
          closed: true),
        color: color, style: stroke)
      canvas.stroke(lines([[(0.5, 0.3), (0.5, 0.95)]]), color: color, style: stroke)
    case .trash:
      canvas.stroke(
        lines([
          [(0.2, 0.25), (0.27, 0.92), (0.73, 0.92), (0.8, 0.25)], [(0.08, 0.22), (0.92, 0.22)],
          [(0.38, 0.22), (0.4, 0.08), (0.6, 0.08), (0.62, 0.22)],
        ]),
        color: color, style: stroke)
    case .play:
      canvas.fill(
        lines([[(0.2, 0.1), (0.88, 0.5), (0.2, 0.9)]], closed: true), color: color, rule: .nonZero)
    case .pause:
      canvas.fill(
        GraphicsPath(
          rect: CGRect(
            x: r.minX + 0.2 * r.width, y: r.minY + 0.1 * r.height, width: 0.2 * r.width,
            height: 0.8 * r.height)), color: color, rule: .nonZero)
      canvas.fill(
        GraphicsPath(
          rect: CGRect(
            x: r.minX + 0.6 * r.width, y: r.minY + 0.1 * r.height, width: 0.2 * r.width,
            height: 0.8 * r.height)), color: color, rule: .nonZero)
    case .compose:
      canvas.stroke(
        lines([[(0.55, 0.12), (0.1, 0.12), (0.1, 0.9), (0.88, 0.9), (0.88, 0.45)]]), color: color,
        style: stroke)
      canvas.stroke(lines([[(0.4, 0.62), (0.9, 0.1)]]), color: color, style: stroke)
    case .action:
      canvas.stroke(
        lines([
          [(0.35, 0.38), (0.15, 0.38), (0.15, 0.95), (0.85, 0.95), (0.85, 0.38), (0.65, 0.38)],
          [(0.5, 0.05), (0.5, 0.62)], [(0.3, 0.22), (0.5, 0.05), (0.7, 0.22)],
        ]),
        color: color, style: stroke)
    case .refresh:
      var path = GraphicsPath()
      path.addArc(
        center: p(0.5, 0.52), radius: 0.38 * r.width, startAngle: -.pi / 3,
        endAngle: 1.4 * .pi, clockwise: false)
      canvas.stroke(path, color: color, style: stroke)
      canvas.stroke(lines([[(0.62, 0.05), (0.72, 0.2), (0.55, 0.3)]]), color: color, style: stroke)
    case .camera:
      canvas.stroke(
        GraphicsPath(
          roundedRect: CGRect(
            x: r.minX + 0.05 * r.width, y: r.minY + 0.25 * r.height, width: 0.9 * r.width,
            height: 0.62 * r.height), cornerRadius: 0.1 * r.width),
        color: color, style: stroke)
      canvas.stroke(oval(0.33, 0.38, 0.34, 0.34), color: color, style: stroke)
    case .folder:
      canvas.stroke(
        lines(
          [[(0.05, 0.2), (0.4, 0.2), (0.5, 0.3), (0.95, 0.3), (0.95, 0.85), (0.05, 0.85)]],
          closed: true),
        color: color, style: stroke)
    case .reply, .undo:
      canvas.stroke(
        lines([
          [(0.4, 0.15), (0.1, 0.45), (0.4, 0.75)],
          [(0.1, 0.45), (0.7, 0.45), (0.9, 0.65), (0.9, 0.9)],
        ]), color: color, style: stroke)
    case .redo:
      canvas.stroke(
        lines([
          [(0.6, 0.15), (0.9, 0.45), (0.6, 0.75)],
          [(0.9, 0.45), (0.3, 0.45), (0.1, 0.65), (0.1, 0.9)],
        ]), color: color, style: stroke)
    case .fastForward:
      canvas.fill(
        lines(
          [[(0.05, 0.2), (0.5, 0.5), (0.05, 0.8)], [(0.5, 0.2), (0.95, 0.5), (0.5, 0.8)]],
          closed: true), color: color, rule: .nonZero)
    case .rewind:
      canvas.fill(
        lines(
          [[(0.95, 0.2), (0.5, 0.5), (0.95, 0.8)], [(0.5, 0.2), (0.05, 0.5), (0.5, 0.8)]],
          closed: true), color: color, rule: .nonZero)
    case .list:
      canvas.stroke(
        lines([[(0.3, 0.2), (0.92, 0.2)], [(0.3, 0.5), (0.92, 0.5)], [(0.3, 0.8), (0.92, 0.8)]]),
        color: color, style: stroke)
      for y: CGFloat in [0.2, 0.5, 0.8] {
        canvas.fill(oval(0.04, y - 0.06, 0.12, 0.12), color: color, rule: .nonZero)
      }
    case .person:
      canvas.fill(oval(0.3, 0.05, 0.4, 0.4), color: color, rule: .nonZero)
      canvas.fill(oval(0.1, 0.5, 0.8, 0.7), color: color, rule: .nonZero)
    case .download:
      canvas.stroke(
        lines([
          [(0.5, 0.08), (0.5, 0.7)], [(0.28, 0.48), (0.5, 0.7), (0.72, 0.48)],
          [(0.1, 0.92), (0.9, 0.92)],
        ]), color: color, style: stroke)
    case .pageCurl:
      canvas.stroke(
        lines([[(0.1, 0.1), (0.9, 0.1), (0.9, 0.6), (0.6, 0.9), (0.1, 0.9)]], closed: true),
        color: color, style: stroke)
    case .placeholder:
      canvas.stroke(
        GraphicsPath(
          roundedRect: r.insetBy(dx: r.width * 0.12, dy: r.height * 0.12),
          cornerRadius: r.width * 0.18),
        color: color, style: StrokeStyle(lineWidth: lineWidth * 0.8))
    }
  }
}

extension BarDrawing {
  /// The font size of bar button titles.
  static let itemFontSize: CGFloat = 17

  /// The text a bar button item shows, if it shows text.
  static func title(of item: UIBarButtonItem) -> String? {
    if item.customView != nil || item.isSpace { return nil }
    if let t = item.systemTitle { return t }
    if item.systemGlyph != nil || item.image != nil || item.imageName != nil { return nil }
    return item.title
  }

  /// The natural width of a bar button item (0 for a flexible space).
  static func width(of item: UIBarButtonItem) -> CGFloat {
    if let v = item.customView { return v.bounds.width }
    if item.systemItem == .flexibleSpace { return 0 }
    if item.systemItem == .fixedSpace { return item.width }
    if item.width > 0 { return item.width }
    if let t = title(of: item) {
      return text(t, size: itemFontSize, weight: item.style == .done ? 600 : 400, color: .black)
        .size.width.rounded(.up)
    }
    if item.systemGlyph != nil { return 22 }
    if let image = item.image { return fitted(image.size, maxSide: 28).width }
    return 24
  }

  /// Draws a bar button item (title, system glyph or image) centred vertically in `frame`.
  static func draw(_ item: UIBarButtonItem, _ ctx: CGContext, in frame: CGRect, tint: RGBA) {
    var color = tint
    if !item.isEnabled { color = color.multiplyingAlpha(by: 0.35) }
    if let t = title(of: item) {
      let layout = text(
        t, size: itemFontSize, weight: item.style == .done ? 600 : 400, color: color)
      draw(layout, ctx, x: frame.minX, midY: frame.midY)
    } else if let glyph = item.systemGlyph {
      let side = min(20, frame.width)
      draw(
        glyph, ctx,
        in: CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
        color: color)
    } else if let image = item.image {
      let s = fitted(image.size, maxSide: 28)
      draw(
        image, ctx,
        in: CGRect(
          x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width,
          height: s.height),
        tint: color)
    } else if item.imageName != nil {
      draw(
        .placeholder, ctx,
        in: CGRect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24),
        color: color)
    }
  }
}
