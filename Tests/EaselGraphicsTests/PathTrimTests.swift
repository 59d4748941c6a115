import Foundation
import Testing

@testable import EaselGraphics

@Suite struct PathTrimTests {
  let circle = GraphicsPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))

  @Test func circleLengthIsTwoPiR() {
    // Four kappa cubics overshoot a true circle by about 0.027%.
    #expect(abs(circle.length / (2 * .pi * 50) - 1) < 3e-4)
  }

  @Test func rectLengthCountsTheClosingSide() {
    #expect(GraphicsPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10)).length == 80)
  }

  @Test func firstHalfOfAnOvalIsItsBottomHalfEndingAtTheLeftmostPoint() {
    let half = circle.trimmed(from: 0, to: 0.5)
    #expect(half.elements.first == .move(to: CGPoint(x: 100, y: 50)))
    #expect(close(half.currentPoint, CGPoint(x: 0, y: 50), 1e-6))
    #expect(close(half.boundingBox.maxY, 100, 1e-6))
    #expect(close(half.boundingBox.minY, 50, 1e-6))
    #expect(!half.elements.contains(.closeSubpath))
  }

  @Test func secondHalfIsTheTopHalf() {
    let half = circle.trimmed(from: 0.5, to: 1)
    #expect(close(endPoints(half).first, CGPoint(x: 0, y: 50), 1e-6))
    #expect(close(half.currentPoint, CGPoint(x: 100, y: 50), 1e-6))
    #expect(close(half.boundingBox.minY, 0, 1e-6))
  }

  @Test func wholeTrimKeepsTheSubpathClosed() {
    #expect(circle.trimmed(from: 0, to: 1) == circle)
    #expect(circle.trimmed(from: -3, to: 7) == circle)
  }

  @Test func emptyWhenFromIsNotBeforeTo() {
    #expect(circle.trimmed(from: 0.5, to: 0.5).isEmpty)
    #expect(circle.trimmed(from: 0.7, to: 0.2).isEmpty)
    #expect(circle.trimmed(from: .nan, to: 1).isEmpty)
  }

  @Test(arguments: [(0.0, 0.25), (0.1, 0.3), (0.2, 0.9), (0.33, 0.34)])
  func trimmedLengthIsTheFraction(from: Double, to: Double) {
    let part = circle.trimmed(from: from, to: to)
    #expect(close(part.length, circle.length * (to - from), 1e-3))
  }

  @Test func cutsInsideASegmentLandOnTheCurve() {
    let d: CGFloat = 50 * 0.70710678118654757
    let quarter = circle.trimmed(from: 0.125, to: 0.375)
    // 45° and 135° on a (nearly exact) circle of radius 50 around (50, 50).
    let start = endPoints(quarter)[0]
    #expect(close(start.distance(to: CGPoint(x: 50, y: 50)), 50, 0.02))
    #expect(close(start.x, 50 + d, 0.05) && close(start.y, 50 + d, 0.05))
    #expect(close(quarter.currentPoint, CGPoint(x: 50 - d, y: 50 + d), 0.05))
  }

  @Test func trimSpansSubpathsAndClosingLines() {
    var path = GraphicsPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))  // length 40
    path.move(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 140, y: 0))  // length 40
    let part = path.trimmed(from: 0.375, to: 0.75)  // 30 ... 60
    #expect(
      part.elements == [
        .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0)),
        .move(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 120, y: 0)),
      ])
  }

  @Test func quadraticsAreMeasured() {
    var path = GraphicsPath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 0))
    #expect(close(path.length, 10, 1e-6))
    #expect(close(path.trimmed(from: 0, to: 0.5).currentPoint, CGPoint(x: 5, y: 0), 1e-4))
  }
}
