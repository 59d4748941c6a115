import EaselUIKit
import Foundation
import Testing

/// A line width of 0 strokes the thinnest line the device shows (one device pixel), as Core
/// Graphics and `UIBezierPath.lineWidth` document; it is not an empty stroke.
@MainActor
@Suite struct HairlineStrokeTests {
  final class Ring: UIView {
    var viaBezierPath = false
    override func draw(_ rect: CGRect) {
      UIColor.black.setStroke()
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 0, y: 10.5))
      line.addLine(to: CGPoint(x: 40, y: 10.5))
      if viaBezierPath {
        line.lineWidth = 0
        line.stroke()
      } else {
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.setLineWidth(0)
        ctx.addPath(line.cgPath)
        ctx.strokePath()
      }
    }
  }

  @Test(arguments: [false, true], [1, 2] as [CGFloat])
  func aZeroWidthStrokeIsOneDevicePixel(viaBezierPath: Bool, scale: CGFloat) throws {
    let view = Ring(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.backgroundColor = .white
    view.viaBezierPath = viaBezierPath
    let px = try renderPixels(view, scale: scale)
    // The line at y 10.5 points: device row 10 at 1x, row 21 at 2x, and only that row.
    let row = Int(10.5 * scale)
    #expect(px.pixel(x: Int(20 * scale), y: row).red < 0.3)
    #expect(px.pixel(x: Int(20 * scale), y: row - 2).red > 0.9)
    #expect(px.pixel(x: Int(20 * scale), y: row + 2).red > 0.9)
  }
}
