import EaselUIKit
import Foundation
import Testing

/// A path's elements as Core Graphics gives them to `CGPathApply` and
/// `CGPathApplyWithBlock`: each element's kind and its points (a quadratic curve's control
/// point then its end, a cubic's two control points then its end), in order.
@Suite struct CGPathElementsTests {
  static func sample() -> CGMutablePath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 1, y: 2))
    p.addLine(to: CGPoint(x: 3, y: 4))
    p.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
    p.addCurve(
      to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
    p.closeSubpath()
    return p
  }

  static let expected: [(CGPathElementType, [CGPoint])] = [
    (.moveToPoint, [CGPoint(x: 1, y: 2)]),
    (.addLineToPoint, [CGPoint(x: 3, y: 4)]),
    (.addQuadCurveToPoint, [CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)]),
    (.addCurveToPoint, [CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14)]),
    (.closeSubpath, []),
  ]

  static func pointCount(_ type: CGPathElementType) -> Int {
    switch type {
    case .moveToPoint, .addLineToPoint: 1
    case .addQuadCurveToPoint: 2
    case .addCurveToPoint: 3
    case .closeSubpath: 0
    }
  }

  @Test func theBlockSeesEachElementWithItsPoints() {
    var seen: [(CGPathElementType, [CGPoint])] = []
    Self.sample().applyWithBlock { element in
      let e = element.pointee
      seen.append((e.type, (0..<Self.pointCount(e.type)).map { e.points[$0] }))
    }
    #expect(seen.map(\.0) == Self.expected.map(\.0))
    #expect(seen.map(\.1) == Self.expected.map(\.1))
  }

  @Test func theApplierFunctionGetsItsInfo() {
    final class Box { var types: [CGPathElementType] = [] }
    let box = Box()
    let info = Unmanaged.passUnretained(box).toOpaque()
    Self.sample().apply(info: info) { info, element in
      let box = Unmanaged<Box>.fromOpaque(info!).takeUnretainedValue()
      box.types.append(element.pointee.type)
    }
    #expect(box.types == Self.expected.map(\.0))
  }
}
