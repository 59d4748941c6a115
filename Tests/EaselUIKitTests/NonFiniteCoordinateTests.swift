import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// A path element with a NaN or infinite coordinate is not added, as Core Graphics refuses
/// it: a progress bar whose value is 0 / 0 strokes its track and no bar.
@MainActor
@Suite struct NonFiniteCoordinateTests {
  /// A progress bar: a black track the view's width, then a red bar to `end`.
  final class Bar: UIView {
    var end = CGPoint(x: CGFloat.nan, y: 0)
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      let begin = CGPoint(x: 0, y: bounds.midY)
      let track = CGPoint(x: bounds.width, y: bounds.midY)
      for (color, to) in [(UIColor.black, track), (.red, CGPoint(x: end.x, y: bounds.midY))] {
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(10)
        context.setLineCap(.butt)
        context.beginPath()
        context.move(to: begin)
        context.addLine(to: to)
        context.strokePath()
      }
    }
  }

  /// The bar's pixels at scale 2, placed in a superview as a document places it.
  func render(barTo x: CGFloat) throws -> Bitmap {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    root.backgroundColor = .white
    let bar = Bar(frame: CGRect(x: 10, y: 15, width: 100, height: 9))
    bar.backgroundColor = .white
    bar.end = CGPoint(x: x, y: 0)
    root.addSubview(bar)
    return try renderPixels(root, scale: 2)
  }

  func redPixels(_ px: Bitmap) -> Int {
    var count = 0
    for y in 0..<px.height {
      for x in 0..<px.width {
        let p = px.pixel(x: x, y: y)
        if p.red > 0.5, p.green < 0.3 { count += 1 }
      }
    }
    return count
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func aLineToANonFinitePointIsNotStroked(_ x: CGFloat) throws {
    let px = try render(barTo: x)
    #expect(redPixels(px) == 0, "a bar to x = \(x)")
    #expect(close(px.pixel(x: 110, y: 38), rgb(0, 0, 0)), "the track")
  }

  @Test func aFiniteLineIsStillStroked() throws {
    let px = try render(barTo: 50)
    #expect(close(px.pixel(x: 60, y: 38), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 160, y: 38), rgb(0, 0, 0)))
  }

  static func elements(_ path: CGPath) -> [GraphicsPath.Element] {
    var out: [GraphicsPath.Element] = []
    path.forEachElement { out.append($0) }
    return out
  }

  @Test func mutablePathDropsEachNonFiniteElement() {
    let nan = CGFloat.nan
    let path = CGMutablePath()
    path.move(to: CGPoint(x: nan, y: 0))
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 2, y: CGFloat.infinity))
    path.addLine(to: CGPoint(x: 3, y: 3))
    path.addCurve(to: CGPoint(x: 4, y: 4), control1: CGPoint(x: nan, y: 0), control2: .zero)
    path.addQuadCurve(to: CGPoint(x: nan, y: 4), control: .zero)
    path.addRect(CGRect(x: nan, y: 0, width: 5, height: 5))
    path.addEllipse(in: CGRect(x: 0, y: 0, width: nan, height: 5))
    path.addArc(
      center: CGPoint(x: nan, y: 0), radius: 5, startAngle: 0, endAngle: 1, clockwise: false)
    path.addArc(center: .zero, radius: nan, startAngle: 0, endAngle: 1, clockwise: false)
    path.addArc(center: .zero, radius: 5, startAngle: nan, endAngle: 1, clockwise: false)
    #expect(
      Self.elements(path) == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 3, y: 3))])
  }

  @Test func bezierPathDropsEachNonFiniteElement() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: CGFloat.nan, y: 2))
    path.addCurve(
      to: CGPoint(x: 4, y: CGFloat.infinity), controlPoint1: .zero, controlPoint2: .zero)
    path.addLine(to: CGPoint(x: 3, y: 3))
    #expect(
      Self.elements(path.cgPath)
        == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 3, y: 3))])
  }
}
