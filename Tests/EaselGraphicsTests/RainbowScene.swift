import Foundation

@testable import EaselGraphics

/// The seed's Rainbow view (600×343), drawn as its layers would be: per ring a bottom
/// half-stroke of an oval (strokeStart 0, strokeEnd 0.5), a cap circle with a shadow, and
/// the top half-stroke. The same scene as `shared/bench/cairo_rainbow.c`.
enum RainbowScene {
  static let size = CGSize(width: 600, height: 343)
  static let background = RGBA(red: 0x38 / 255, green: 0x33 / 255, blue: 0x4C / 255)
  static let rings: [(diameter: CGFloat, color: RGBA)] = [
    (80, RGBA(red: 0x25 / 255, green: 0xFC / 255, blue: 0xF4 / 255)),
    (150, RGBA(red: 0xAB / 255, green: 0xFA / 255, blue: 0x51 / 255)),
    (215, RGBA(red: 0xEE / 255, green: 0x20 / 255, blue: 0x35 / 255)),
  ]
  static let shadow = Shadow(color: RGBA(white: 0, alpha: 0.5), offset: .zero, radius: 5)

  /// Draws one frame. `shadows: false` fills the caps directly; `boundedGroups` passes
  /// each cap's bounds to `beginGroup(bounds:)`.
  static func draw(on canvas: Canvas, shadows: Bool = true, boundedGroups: Bool = false) {
    canvas.fill(
      GraphicsPath(rect: CGRect(origin: .zero, size: size)), color: background, rule: .nonZero)
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let style = StrokeStyle(lineWidth: 20)
    for ring in rings {
      let r = ring.diameter / 2
      let oval = GraphicsPath(
        ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
      canvas.stroke(oval.trimmed(from: 0, to: 0.5), color: ring.color, style: style)
      let capRect = CGRect(x: center.x - r - 10, y: center.y - 10, width: 20, height: 20)
      let cap = GraphicsPath(ellipseIn: capRect)
      if shadows {
        if boundedGroups {
          canvas.beginGroup(bounds: capRect.insetBy(dx: -1, dy: -1))
        } else {
          canvas.beginGroup()
        }
        canvas.fill(cap, color: ring.color, rule: .nonZero)
        canvas.paint(canvas.endGroup(), opacity: 1, mask: nil, shadow: shadow)
      } else {
        canvas.fill(cap, color: ring.color, rule: .nonZero)
      }
      canvas.stroke(oval.trimmed(from: 0.5, to: 1), color: ring.color, style: style)
    }
  }
}
