import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// UIKit's rounded rectangles have iOS 7's continuous corners, and so has a layer whose
/// `cornerCurve` is `.continuous`; Core Graphics' rounded rectangles stay circular.
@MainActor
@Suite struct ContinuousCornerTests {
  /// The on-curve points of the top-right corner of a 100-point square of radius 10, as
  /// PaintCode published them measured on iOS 7 (in radii from the corner), followed by the
  /// edge: the path leaves the top side 15.29 points before the corner, not 10.
  @Test func cornerPassesThroughThePublishedPoints() {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10
    ).graphicsPath
    var ends: [CGPoint] = []
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p), .curve(let p, _, _), .quadCurve(let p, _): ends.append(p)
      case .closeSubpath: break
      }
    }
    let known: [(CGFloat, CGFloat)] = [
      (1.52866483, 0), (0.66993427, 0.065496), (0.63149399, 0.074911),
      (0.074911, 0.63149399), (0.065496, 0.66993427), (0, 1.52866483),
    ]
    for (a, b) in known {
      let p = CGPoint(x: 100 - 10 * a, y: 10 * b)
      #expect(
        ends.contains { abs($0.x - p.x) < 1e-4 && abs($0.y - p.y) < 1e-4 },
        "no point at \(p) in \(ends.prefix(8))")
    }
    #expect(ends.first.map { abs($0.x - 15.2866483) < 1e-4 && $0.y == 0 } == true)
  }

  final class Filled: UIView {
    var path: () -> UIBezierPath = { UIBezierPath() }
    override func draw(_ rect: CGRect) {
      UIColor.black.setFill()
      path().fill()
    }
  }

  func render(_ make: @escaping (CGRect) -> UIBezierPath, size: CGSize) throws -> Bitmap {
    let view = Filled(frame: CGRect(origin: .zero, size: size))
    view.backgroundColor = .white
    view.path = { make(view.bounds) }
    return try renderPixels(view)
  }

  /// 0.8 radii from a corner of radius 100 a circular arc has come 2.0 points off the side,
  /// the continuous curve 3.2: the pixel between is outside the continuous corner only.
  @Test func continuousCornerLeavesTheSideEarlier() throws {
    let size = CGSize(width: 400, height: 400)
    let continuous = try render({ UIBezierPath(roundedRect: $0, cornerRadius: 100) }, size: size)
    let perCorner = try render(
      {
        UIBezierPath(
          roundedRect: $0, byRoundingCorners: .allCorners,
          cornerRadii: CGSize(width: 100, height: 100))
      }, size: size)
    let circular = try render(
      { UIBezierPath(cgPath: CGPath(roundedRect: $0, cornerWidth: 100, cornerHeight: 100, transform: nil)) },
      size: size)
    #expect(continuous.pixel(x: 80, y: 2).red > 0.9, "\(continuous.pixel(x: 80, y: 2))")
    #expect(perCorner.pixel(x: 80, y: 2).red > 0.9)
    #expect(circular.pixel(x: 80, y: 2).red < 0.1, "Core Graphics' corner is circular")
    #expect(continuous.pixel(x: 200, y: 0).red < 0.1, "the straight side")
  }

  /// A radius past half the shorter side over 1.52866483 gives round ends of half the
  /// shorter side, as iOS draws a 208 × 50 rectangle of radius 20.
  @Test func aRadiusTooLargeForTheCurveGivesRoundEnds() throws {
    let continuous = try render(
      { UIBezierPath(roundedRect: $0, cornerRadius: 20) }, size: CGSize(width: 208, height: 50))
    // (1.5, 14.5) is 25.7 points from the end's centre (25, 25), outside the round end, and
    // 19.3 from (20, 20), inside a circular corner of radius 20.
    #expect(continuous.pixel(x: 1, y: 14).red > 0.8, "\(continuous.pixel(x: 1, y: 14))")
    #expect(continuous.pixel(x: 0, y: 25).red < 0.1, "the end's middle touches the side")
    #expect(continuous.pixel(x: 104, y: 0).red < 0.1)
  }

  /// `cornerCurve = .continuous` rounds a layer's background as the rounded rectangle does.
  @Test func continuousLayerCornerCurve() throws {
    func draw(_ curve: CALayerCornerCurve) throws -> Bitmap {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      root.backgroundColor = .white
      let view = UIView(frame: root.bounds)
      view.backgroundColor = .black
      view.layer.cornerRadius = 100
      view.layer.cornerCurve = curve
      root.addSubview(view)
      return try renderPixels(root)
    }
    #expect(try draw(.continuous).pixel(x: 80, y: 2).red > 0.9)
    #expect(try draw(.circular).pixel(x: 80, y: 2).red < 0.1)
  }

  /// Core Animation's expansion factors say how much room each curve's corner takes.
  @Test func cornerCurveExpansionFactors() {
    #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
    #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.52866483) < 1e-6)
  }
}
