import Foundation
import Testing

@testable import EaselGraphics

@Suite struct PathShapesTests {
  let rect = CGRect(x: 10, y: 20, width: 100, height: 60)

  @Test func ovalStartsAtRightmostPointAndGoesDownFirst() {
    let oval = GraphicsPath(ellipseIn: rect)
    #expect(oval.elements.count == 6)
    #expect(oval.elements.first == .move(to: CGPoint(x: 110, y: 50)))
    // First segment ends at the bottom (y down), then left, top, right.
    #expect(
      endPoints(oval) == [
        CGPoint(x: 110, y: 50), CGPoint(x: 60, y: 80), CGPoint(x: 10, y: 50),
        CGPoint(x: 60, y: 20), CGPoint(x: 110, y: 50),
      ])
    #expect(oval.elements.last == .closeSubpath)
  }

  @Test func ovalUsesTheCircleKappa() {
    let oval = GraphicsPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2))
    guard case .curve(_, let c1, let c2) = oval.elements[1] else {
      Issue.record("not a curve")
      return
    }
    #expect(close(c1, CGPoint(x: 2, y: 1 + 0.5522847498)))
    #expect(close(c2, CGPoint(x: 1 + 0.5522847498, y: 2)))
  }

  @Test func rectRunsClockwiseFromTopLeft() {
    #expect(
      endPoints(GraphicsPath(rect: rect)) == [
        CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 20), CGPoint(x: 110, y: 80),
        CGPoint(x: 10, y: 80),
      ])
  }

  @Test func roundedRectClampsRadius() {
    let path = GraphicsPath(roundedRect: rect, cornerRadius: 1000)
    // Radius 30 (half the height): a stadium whose bounds are the rect.
    let box = path.boundingBox
    #expect(close(box.minX, rect.minX) && close(box.maxX, rect.maxX))
    #expect(close(box.minY, rect.minY) && close(box.maxY, rect.maxY))
    #expect(abs(path.length / (2 * 40 + 2 * .pi * 30) - 1) < 3e-4)
  }

  @Test func roundedRectWithZeroRadiiIsARect() {
    let path = GraphicsPath(roundedRect: rect, cornerRadii: CornerRadii(all: 0))
    #expect(path == GraphicsPath(rect: rect))
  }

  @Test func clockwiseArcIncreasesAngleOnScreen() {
    var path = GraphicsPath()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // A quarter from the right (10, 0) to the bottom (0, 10) in y-down coordinates.
    #expect(endPoints(path).count == 2)
    #expect(close(path.currentPoint, CGPoint(x: 0, y: 10), 1e-9))
    #expect(close(path.boundingBox.maxY, 10, 1e-9) && close(path.boundingBox.minY, 0, 1e-9))
  }

  @Test func counterclockwiseArcTakesTheLongWayRound() {
    var path = GraphicsPath()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(close(path.currentPoint, CGPoint(x: 0, y: 10), 1e-9))
    #expect(abs(path.length / (1.5 * .pi * 10) - 1) < 3e-4)
    #expect(close(path.boundingBox.minY, -10, 1e-9))
  }

  /// `0` to `2 * .pi` against the direction asked is a whole circle, as iOS draws a
  /// progress ring's track (`CGContextAddArc(c, x, y, r, 0, 2 * M_PI, 1)`, flipped), both ways;
  /// equal angles still draw nothing.
  @Test func aWholeTurnAgainstTheDirectionIsACircle() {
    for clockwise in [false, true] {
      var path = GraphicsPath()
      let (start, end): (CGFloat, CGFloat) = clockwise ? (2 * .pi, 0) : (0, 2 * .pi)
      path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
      #expect(abs(path.length / (2 * .pi * 10) - 1) < 3e-4)
      #expect(close(path.boundingBox.minY, -10, 1e-9) && close(path.boundingBox.maxY, 10, 1e-9))
    }
    var none = GraphicsPath()
    none.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: false)
    #expect(none.length == 0)
  }

  @Test func arcJoinsCurrentPointWithALine() {
    var path = GraphicsPath()
    path.move(to: CGPoint(x: -5, y: 0))
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(path.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
  }

  @Test func relativeArcFullTurnIsACircle() {
    var path = GraphicsPath()
    path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, delta: 4 * .pi)
    #expect(abs(path.length / (2 * .pi * 5) - 1) < 3e-4)
    #expect(close(path.currentPoint, CGPoint(x: 10, y: 5), 1e-9))
  }

  @Test func nonFiniteInputAddsNothing() {
    var path = GraphicsPath()
    path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
    path.addRect(CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))
    path.addEllipse(in: .null)
    #expect(path.isEmpty)
  }

  @Test func boundingBoxIsTightButControlPointBoundsIsNot() {
    let oval = GraphicsPath(ellipseIn: rect)
    let box = oval.boundingBox
    #expect(close(box.minX, 10, 1e-9) && close(box.maxX, 110, 1e-9))
    #expect(close(box.minY, 20, 1e-9) && close(box.maxY, 80, 1e-9))
    #expect(GraphicsPath().boundingBox.isNull)
    var curve = GraphicsPath()
    curve.move(to: .zero)
    curve.addCurve(
      to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
    #expect(close(curve.boundingBox.maxY, 7.5, 1e-9))
    #expect(curve.controlPointBounds.maxY == 10)
  }
}
