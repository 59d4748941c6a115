import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A stroke's outline (`copy(strokingWithWidth:…)`) filled with the non-zero rule paints the
/// pixels stroking the path paints, and a dashed copy stroked paints what a dashed stroke
/// paints: compared pixel by pixel at scale 1, each pixel's coverage (alpha) within 0.25 of the
/// stroke's (the outline's curves and round joins and caps are polygons within 0.1 point of
/// Cairo's, which moves an edge pixel's coverage by at most about that much, plus
/// antialiasing's own rounding), and the mean difference over the picture below 0.01.
@MainActor
@Suite struct CGPathOutlinePixelTests {
  static let size = CGSize(width: 80, height: 80)

  /// The pixels of an 80×80 picture at scale 1 drawn by `body` in opaque black.
  func draw(_ body: (CGContext) -> Void) throws -> Bitmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: Self.size, format: format).image {
      $0.cgContext.setFillColor(UIColor.black.cgColor)
      $0.cgContext.setStrokeColor(UIColor.black.cgColor)
      body($0.cgContext)
    }
    return try #require(image.cgImage).bitmap
  }

  /// The largest and the mean difference of coverage between two pictures.
  func difference(_ a: Bitmap, _ b: Bitmap) -> (largest: Double, mean: Double, painted: Int) {
    var largest = 0.0
    var sum = 0.0
    var painted = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let d = abs(a.pixel(x: x, y: y).alpha - b.pixel(x: x, y: y).alpha)
        largest = max(largest, d)
        sum += d
        if a.pixel(x: x, y: y).alpha > 0.5 { painted += 1 }
      }
    }
    return (largest, sum / Double(a.width * a.height), painted)
  }

  /// Strokes `path` and fills its outline, and checks the two paint alike.
  func expectOutlineFillsAsTheStroke(
    _ path: CGPath, width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat = 10
  ) throws {
    let stroked = try draw { c in
      c.addPath(path)
      c.setLineWidth(width)
      c.setLineCap(cap)
      c.setLineJoin(join)
      c.setMiterLimit(miterLimit)
      c.strokePath()
    }
    let filled = try draw { c in
      c.addPath(
        path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit))
      c.fillPath(using: .winding)
    }
    let d = difference(stroked, filled)
    #expect(d.painted > 20, "the stroke paints: \(d.painted) pixels")
    #expect(d.largest < 0.25, "largest coverage difference \(d.largest)")
    #expect(d.mean < 0.01, "mean coverage difference \(d.mean)")
  }

  /// An open polyline with an acute and an obtuse turn.
  static var zigzag: CGPath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 10, y: 60))
    p.addLine(to: CGPoint(x: 30, y: 15))
    p.addLine(to: CGPoint(x: 45, y: 65))
    p.addLine(to: CGPoint(x: 70, y: 50))
    return p
  }

  /// An open cubic and a closed quadratic-sided shape.
  static var curves: CGPath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 10, y: 40))
    p.addCurve(
      to: CGPoint(x: 70, y: 40), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 60, y: 80))
    p.move(to: CGPoint(x: 20, y: 65))
    p.addQuadCurve(to: CGPoint(x: 60, y: 65), control: CGPoint(x: 40, y: 45))
    p.addLine(to: CGPoint(x: 40, y: 75))
    p.closeSubpath()
    return p
  }

  @Test(arguments: [CGLineCap.butt, .round, .square])
  func aLineWithEachCap(cap: CGLineCap) throws {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 15, y: 20))
    p.addLine(to: CGPoint(x: 65, y: 55))
    try expectOutlineFillsAsTheStroke(p, width: 9, cap: cap, join: .miter)
  }

  @Test(arguments: [CGLineJoin.miter, .round, .bevel])
  func aPolylineWithEachJoin(join: CGLineJoin) throws {
    try expectOutlineFillsAsTheStroke(Self.zigzag, width: 7, cap: .butt, join: join)
  }

  /// The acute turn's miter is longer than a limit of 2 allows: bevelled, as stroking does.
  @Test func aMiterPastItsLimitIsBevelled() throws {
    try expectOutlineFillsAsTheStroke(
      Self.zigzag, width: 7, cap: .square, join: .miter, miterLimit: 2)
  }

  @Test(arguments: [CGLineJoin.miter, .round, .bevel])
  func curvesOpenAndClosed(join: CGLineJoin) throws {
    try expectOutlineFillsAsTheStroke(Self.curves, width: 6, cap: .round, join: join)
  }

  @Test func aCircle() throws {
    let circle = CGPath(ellipseIn: CGRect(x: 12, y: 12, width: 56, height: 56), transform: nil)
    try expectOutlineFillsAsTheStroke(circle, width: 10, cap: .butt, join: .miter)
  }

  /// The dashed copy stroked paints what stroking with the same dash pattern paints.
  @Test(arguments: [CGLineCap.butt, .round])
  func aDashedCopyStrokesAsADashedStroke(cap: CGLineCap) throws {
    let path = Self.curves
    let dashed = try draw { c in
      c.addPath(path)
      c.setLineWidth(4)
      c.setLineCap(cap)
      c.setLineDash(phase: 3, lengths: [9, 5])
      c.strokePath()
    }
    let copied = try draw { c in
      c.addPath(path.copy(dashingWithPhase: 3, lengths: [9, 5]))
      c.setLineWidth(4)
      c.setLineCap(cap)
      c.strokePath()
    }
    let d = difference(dashed, copied)
    #expect(d.painted > 20, "the dashes paint: \(d.painted) pixels")
    #expect(d.largest < 0.25, "largest coverage difference \(d.largest)")
    #expect(d.mean < 0.01, "mean coverage difference \(d.mean)")
  }
}
