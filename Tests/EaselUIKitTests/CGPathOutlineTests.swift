import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// The Core Graphics overlay's path conversions: stroke outlines, dashes and flattening.
@Suite struct CGPathOutlineTests {
  private func line(_ a: CGPoint, _ b: CGPoint) -> CGMutablePath {
    let p = CGMutablePath()
    p.move(to: a)
    p.addLine(to: b)
    return p
  }

  @Test func aButtStrokedLineCoversItsWidthAndNotItsEnds() {
    let outline = line(CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10))
      .copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(outline.contains(CGPoint(x: 50, y: 12.9)))
    #expect(outline.contains(CGPoint(x: 50, y: 7.1)))
    #expect(!outline.contains(CGPoint(x: 50, y: 13.1)))
    #expect(!outline.contains(CGPoint(x: -1, y: 10)))
    #expect(!outline.contains(CGPoint(x: 101, y: 10)))
    #expect(outline.boundingBox == CGRect(x: 0, y: 7, width: 100, height: 6))
  }

  /// Core Graphics' C spelling, which Swift code also calls (`CGPath(__byStroking:…)!`).
  @Test func theStrokingInitializerIsTheStrokedCopy() throws {
    var shift = CGAffineTransform(translationX: 0, y: 5)
    let outline = try #require(
      CGPath(
        __byStroking: line(CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)), transform: &shift,
        lineWidth: 6, lineCap: .round, lineJoin: .round, miterLimit: 0))
    #expect(outline.contains(CGPoint(x: 102, y: 15)))
    #expect(!outline.contains(CGPoint(x: 50, y: 10)))
    // Round caps 3 points past the ends, moved 5 down: (-3, 12) to (103, 18).
    let box = outline.boundingBoxOfPath
    #expect(abs(box.minX + 3) < 0.2 && abs(box.maxX - 103) < 0.2)
    #expect(abs(box.minY - 12) < 0.2 && abs(box.maxY - 18) < 0.2)
  }

  @Test(arguments: [(CGLineCap.square, true), (.round, true), (.butt, false)])
  func capsReachHalfTheWidthPastTheEnds(cap: CGLineCap, covered: Bool) {
    let outline = line(CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10))
      .copy(strokingWithWidth: 6, lineCap: cap, lineJoin: .miter, miterLimit: 10)
    #expect(outline.contains(CGPoint(x: 102, y: 10)) == covered)
    #expect(outline.contains(CGPoint(x: -2, y: 10)) == covered)
    #expect(!outline.contains(CGPoint(x: 104, y: 10)))
  }

  @Test func aMiterJoinReachesTheCornerAndABevelCutsIt() {
    let corner = CGMutablePath()
    corner.move(to: CGPoint(x: 0, y: 0))
    corner.addLine(to: CGPoint(x: 50, y: 0))
    corner.addLine(to: CGPoint(x: 50, y: 50))
    // The outer corner of the right-angle turn is at (54, -4) for a width of 8.
    let miter = corner.copy(strokingWithWidth: 8, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    let bevel = corner.copy(strokingWithWidth: 8, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
    let round = corner.copy(strokingWithWidth: 8, lineCap: .butt, lineJoin: .round, miterLimit: 10)
    #expect(miter.contains(CGPoint(x: 53.5, y: -3.5)))
    #expect(!bevel.contains(CGPoint(x: 53.5, y: -3.5)))
    #expect(!round.contains(CGPoint(x: 53.5, y: -3.5)))
    #expect(round.contains(CGPoint(x: 52.5, y: -2.5)))
    // Past the miter limit (sqrt 2 for a right angle), the miter is bevelled.
    let limited = corner.copy(
      strokingWithWidth: 8, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
    #expect(!limited.contains(CGPoint(x: 53.5, y: -3.5)))
  }

  @Test func aStrokedCircleIsARingWhoseOverlapsDoNotCancel() {
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    let ring = circle.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
    #expect(ring.contains(CGPoint(x: 50, y: 2)))
    #expect(ring.contains(CGPoint(x: 97, y: 50)))
    #expect(!ring.contains(CGPoint(x: 50, y: 50)))
    #expect(!ring.contains(CGPoint(x: 50, y: -6)))
    let box = ring.boundingBox
    #expect(abs(box.minX + 5) < 0.2 && abs(box.maxX - 105) < 0.2)
  }

  @Test func theTransformAppliesToTheOutline() {
    let outline = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
      .copy(
        strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
        transform: CGAffineTransform(translationX: 100, y: 0))
    #expect(outline.boundingBox == CGRect(x: 100, y: -1, width: 10, height: 2))
  }

  @Test func dashesFollowThePatternFromThePhase() {
    let dashed = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
      .copy(dashingWithPhase: 1, lengths: [2, 3])
    var starts: [CGFloat] = []
    var ends: [CGFloat] = []
    for e in dashed.graphicsPath.elements {
      switch e {
      case .move(let p): starts.append(p.x)
      case .line(let p): ends.append(p.x)
      default: break
      }
    }
    // Pattern 2 on, 3 off, started 1 in: on 0–1, off 1–4, on 4–6, off 6–9, on 9–10.
    #expect(starts == [0, 4, 9])
    #expect(ends == [1, 6, 10])
  }

  @Test func anEmptyPatternLeavesThePathUndashed() {
    let p = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
    #expect(p.copy(dashingWithPhase: 0, lengths: []) == p)
  }

  @Test func flatteningKeepsPointsOnTheCurveWithinTheThreshold() {
    let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
    let flat = circle.flattened(threshold: 0.5)
    var points: [CGPoint] = []
    var curves = 0
    for e in flat.graphicsPath.elements {
      switch e {
      case .move(let p), .line(let p): points.append(p)
      case .curve, .quadCurve: curves += 1
      case .closeSubpath: break
      }
    }
    #expect(curves == 0)
    #expect(points.count > 16)
    for p in points { #expect(abs(hypot(p.x, p.y) - 50) < 0.5) }
    // Segment midpoints stay within the threshold of the circle too.
    for (a, b) in zip(points, points.dropFirst()) {
      let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      #expect(50 - hypot(mid.x, mid.y) < 0.5)
    }
  }
}
