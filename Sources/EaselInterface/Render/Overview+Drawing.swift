import EaselGraphics
import Foundation

extension Overview {
  /// The colours of the canvas, after Interface Builder's.
  enum Palette {
    static let background = RGBA(white: 0.92)
    static let sceneBorder = RGBA(white: 0.68)
    static let title = RGBA(white: 0.25)
    static let card = RGBA(white: 0.98)
    static let cardText = RGBA(white: 0.45)
    static let transition = RGBA(red: 0.35, green: 0.35, blue: 0.38)
    static let relationship = RGBA(red: 0.16, green: 0.45, blue: 0.86)
    static let entry = RGBA(white: 0.45)
  }

  /// Draws the overview at `layout`'s scale. `picture` gives each item's rendered scene
  /// (at `layout.scale` pixels per point), or nil to draw it as a labelled card.
  public func draw(layout: Layout, picture: (Int) -> Bitmap?) throws -> RasterSurface {
    let surface = try RasterSurface(width: layout.size.width, height: layout.size.height, scale: 1)
    surface.clear(to: Palette.background)
    let canvas = surface.canvas
    for (i, item) in items.enumerated() {
      let frame = layout.frames[i]
      if let image = picture(i) {
        canvas.fill(GraphicsPath(rect: frame), color: .white, rule: .nonZero)
        canvas.draw(image, in: frame, opacity: 1)
      } else {
        drawCard(item, in: frame, on: canvas)
      }
      canvas.stroke(
        GraphicsPath(rect: frame.insetBy(dx: -0.5, dy: -0.5)), color: Palette.sceneBorder,
        style: StrokeStyle(lineWidth: 1))
      // Titles shrink with the canvas, as Interface Builder's do when zoomed out, and are
      // left out where they would not be legible (they would cover the scene above).
      let titleSize = min(12, 32 * layout.scale)
      if titleSize >= 6 {
        let title = TextLayout(
          text: item.title, font: .system(size: titleSize, weight: 600), color: Palette.title,
          width: max(frame.width, 40), maxLines: 1, alignment: .center)
        canvas.draw(title, at: CGPoint(x: frame.minX, y: frame.minY - title.size.height - 3))
      }
    }
    for (i, segue) in segues.enumerated() {
      drawSegue(segue, curve: layout.curves[i], midpoint: layout.midpoint(ofSegue: i), on: canvas)
    }
    if let (tail, head) = layout.entryArrow {
      var shaft = GraphicsPath()
      shaft.move(to: tail)
      shaft.addLine(to: CGPoint(x: head.x - 12, y: head.y))
      canvas.stroke(shaft, color: Palette.entry, style: StrokeStyle(lineWidth: 5, lineCap: .round))
      canvas.fill(
        arrowHead(at: head, direction: CGPoint(x: 1, y: 0), length: 16, width: 18),
        color: Palette.entry, rule: .nonZero)
    }
    return surface
  }

  /// Draws the overview and encodes it as PNG.
  public func pngData(
    layout: Layout, compression: PNGCompression = .fast, picture: (Int) -> Bitmap?
  ) throws -> Data {
    try draw(layout: layout, picture: picture).pngData(compression: compression)
  }

  private func drawCard(_ item: Item, in frame: CGRect, on canvas: Canvas) {
    canvas.fill(GraphicsPath(rect: frame), color: Palette.card, rule: .nonZero)
    let object = item.scene.viewController
    let name = Self.displayName(object?.name ?? "scene")
    var lines = [name]
    if let custom = object?.customClass { lines.append(custom) }
    if let storyboard = object?["storyboardName"] { lines.append(storyboard + ".storyboard") }
    let text = TextLayout(
      text: lines.joined(separator: "\n"), font: .system(size: 12), color: Palette.cardText,
      width: max(frame.width - 8, 20), maxLines: 3, alignment: .center)
    canvas.draw(text, at: CGPoint(x: frame.minX + 4, y: frame.midY - text.size.height / 2))
  }

  /// `navigationController` → "Navigation Controller".
  static func displayName(_ element: String) -> String {
    var out = ""
    for c in element {
      if c.isUppercase && !out.isEmpty { out.append(" ") }
      out.append(out.isEmpty ? Character(c.uppercased()) : c)
    }
    return out
  }

  private func drawSegue(
    _ segue: Segue, curve: (start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint),
    midpoint: CGPoint, on canvas: Canvas
  ) {
    let color = segue.style == .relationship ? Palette.relationship : Palette.transition
    var path = GraphicsPath()
    path.move(to: curve.start)
    path.addCurve(to: curve.end, control1: curve.control1, control2: curve.control2)
    let style =
      segue.style == .relationship
      ? StrokeStyle(lineWidth: 2, lineCap: .butt, dashPattern: [7, 4])
      : StrokeStyle(lineWidth: 2, lineCap: .round)
    canvas.stroke(path, color: color, style: style)
    let dx = curve.end.x - curve.control2.x
    let dy = curve.end.y - curve.control2.y
    let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
    canvas.fill(
      arrowHead(
        at: curve.end, direction: CGPoint(x: dx / length, y: dy / length), length: 10, width: 10),
      color: color, rule: .nonZero)
    // The badge in the middle, as Interface Builder marks a segue's kind.
    let badge = CGRect(x: midpoint.x - 8, y: midpoint.y - 8, width: 16, height: 16)
    canvas.fill(GraphicsPath(ellipseIn: badge), color: .white, rule: .nonZero)
    canvas.stroke(GraphicsPath(ellipseIn: badge), color: color, style: StrokeStyle(lineWidth: 2))
    canvas.fill(GraphicsPath(ellipseIn: badge.insetBy(dx: 5, dy: 5)), color: color, rule: .nonZero)
  }

  private func arrowHead(
    at tip: CGPoint, direction d: CGPoint, length: CGFloat, width: CGFloat
  ) -> GraphicsPath {
    let base = CGPoint(x: tip.x - d.x * length, y: tip.y - d.y * length)
    let normal = CGPoint(x: -d.y * width / 2, y: d.x * width / 2)
    var p = GraphicsPath()
    p.move(to: tip)
    p.addLine(to: CGPoint(x: base.x + normal.x, y: base.y + normal.y))
    p.addLine(to: CGPoint(x: base.x - normal.x, y: base.y - normal.y))
    p.closeSubpath()
    return p
  }
}
