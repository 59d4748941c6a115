internal import EaselGraphics
import Foundation

/// One element of a path, as Core Graphics' `CGPathElement`: its kind and its points (none
/// for `closeSubpath`, one for a move or a line, the control point then the end for a
/// quadratic curve, both control points then the end for a cubic one).
public struct CGPathElement {
  /// The kind of element.
  public var type: CGPathElementType
  /// The element's points, as many as its kind has.
  public var points: UnsafeMutablePointer<CGPoint>

  /// An element of `type` whose points are at `points`.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

/// The function `CGPath.apply(info:function:)` calls with each element, as
/// `CGPathApplierFunction`.
///
/// Differs from Core Graphics: a Swift closure rather than a `@convention(c)` pointer, so that
/// a function Objective-C declares at file scope, translated to Swift, is passed as it is.
public typealias CGPathApplierFunction = (
  _ info: UnsafeMutableRawPointer?, _ element: UnsafePointer<CGPathElement>
) -> Void

/// The block `CGPath.applyWithBlock(_:)` calls with each element, as `CGPathApplyBlock`.
public typealias CGPathApplyBlock = (_ element: UnsafePointer<CGPathElement>) -> Void

extension CGPath {
  /// Calls `function` with `info` and each element in order, as `CGPathApply`. The element
  /// and its points are valid during the call only.
  public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
    applyWithBlock { function(info, $0) }
  }

  /// Calls `block` with each element in order, as `CGPathApplyWithBlock`. The element and its
  /// points are valid during the call only.
  public func applyWithBlock(_ block: CGPathApplyBlock) {
    let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { points.deallocate() }
    points.initialize(repeating: .zero, count: 3)
    for element in graphicsPath.elements {
      let type: CGPathElementType
      switch element {
      case .move(let p):
        type = .moveToPoint
        points[0] = p
      case .line(let p):
        type = .addLineToPoint
        points[0] = p
      case .quadCurve(let p, let c):
        type = .addQuadCurveToPoint
        points[0] = c
        points[1] = p
      case .curve(let p, let c1, let c2):
        type = .addCurveToPoint
        points[0] = c1
        points[1] = c2
        points[2] = p
      case .closeSubpath:
        type = .closeSubpath
      }
      var pathElement = CGPathElement(type: type, points: points)
      withUnsafePointer(to: &pathElement) { block($0) }
    }
  }
}
