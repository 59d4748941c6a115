import Foundation

extension GraphicsPath {
  /// The smallest rectangle containing every point the path passes through (curve extrema,
  /// not control points), like `CGPath.boundingBoxOfPath` but exact; `.null` when empty.
  /// Differs from UIKit: `UIBezierPath.bounds` includes control points; see
  /// `controlPointBounds`.
  public var boundingBox: CGRect {
    var r = CGRect.null
    for sub in measuredSubpaths {
      r = r.union(CGRect(origin: sub.start, size: .zero))
      for s in sub.segments { r = r.union(s.bounds) }
    }
    return r
  }

  /// The smallest rectangle containing every point and control point, as
  /// `CGPath.boundingBox` and `UIBezierPath.bounds`; `.null` when empty.
  public var controlPointBounds: CGRect {
    var r = CGRect.null
    func add(_ p: CGPoint) { r = r.union(CGRect(origin: p, size: .zero)) }
    for e in elements {
      switch e {
      case .move(let p), .line(let p): add(p)
      case .quadCurve(let p, let c):
        add(p)
        add(c)
      case .curve(let p, let c1, let c2):
        add(p)
        add(c1)
        add(c2)
      case .closeSubpath: break
      }
    }
    return r
  }

  /// The total arc length of all subpaths, closing lines included, in the path's units.
  /// Curves are subdivided adaptively until nearly flat, then integrated numerically.
  public var length: CGFloat {
    measuredSubpaths.reduce(0) { sum, sub in sum + sub.segments.reduce(0) { $0 + $1.length } }
  }
}
