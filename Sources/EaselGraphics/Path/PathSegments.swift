import Foundation

/// One drawn piece of a path, for measuring: a line or a cubic Bézier (quadratics are
/// raised to cubics exactly).
enum PathSegment: Hashable {
  case line(CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

  /// Where the segment starts.
  var start: CGPoint {
    switch self {
    case .line(let p, _), .cubic(let p, _, _, _): return p
    }
  }

  /// Where the segment ends.
  var end: CGPoint {
    switch self {
    case .line(_, let p), .cubic(_, _, _, let p): return p
    }
  }

  /// The arc length: curves are subdivided adaptively until nearly flat, then integrated.
  var length: CGFloat {
    switch self {
    case .line(let a, let b): return a.distance(to: b)
    case .cubic(let a, let b, let c, let d): return PathSegment.cubicLength(a, b, c, d, depth: 0)
    }
  }

  /// Splits the curve until each piece is nearly flat (its control polygon within 1% of
  /// its chord), then integrates the speed on each piece with 5-point Gauss–Legendre
  /// quadrature: exact to about 10⁻⁷ of the length for arcs, in a few evaluations.
  private static func cubicLength(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, depth: Int
  ) -> CGFloat {
    let chord = p0.distance(to: p3)
    let polygon = p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
    if polygon <= 1e-12 { return 0 }
    if polygon - chord > 0.01 * polygon && depth < 16 {
      let (l, r) = split(p0, p1, p2, p3, at: 0.5)
      return cubicLength(l.0, l.1, l.2, l.3, depth: depth + 1)
        + cubicLength(r.0, r.1, r.2, r.3, depth: depth + 1)
    }
    return gaussLegendreLength(p0, p1, p2, p3)
  }

  /// Abscissae (on 0...1) and weights of 5-point Gauss–Legendre quadrature.
  private static let gauss: [(t: CGFloat, w: CGFloat)] = [
    (0.5, 0.2844444444444444),
    (0.5 - 0.2692346550528415, 0.2393143352496832),
    (0.5 + 0.2692346550528415, 0.2393143352496832),
    (0.5 - 0.4530899229693320, 0.1184634425280945),
    (0.5 + 0.4530899229693320, 0.1184634425280945),
  ]

  private static func gaussLegendreLength(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint
  ) -> CGFloat {
    // B'(t) = 3[(1−t)²(p1−p0) + 2t(1−t)(p2−p1) + t²(p3−p2)]
    var sum: CGFloat = 0
    for (t, w) in gauss {
      let u = 1 - t
      let a = u * u
      let b = 2 * t * u
      let c = t * t
      let dx = a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x)
      let dy = a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y)
      sum += w * (dx * dx + dy * dy).squareRoot()
    }
    return 3 * sum
  }

  /// De Casteljau: the two halves of a cubic cut at parameter `t`.
  static func split(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat
  ) -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint)) {
    let a = p0.lerp(p1, t)
    let b = p1.lerp(p2, t)
    let c = p2.lerp(p3, t)
    let ab = a.lerp(b, t)
    let bc = b.lerp(c, t)
    let m = ab.lerp(bc, t)
    return ((p0, a, ab, m), (m, bc, c, p3))
  }

  /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1).
  func slice(_ t0: CGFloat, _ t1: CGFloat) -> PathSegment {
    switch self {
    case .line(let a, let b):
      return .line(t0 == 0 ? a : a.lerp(b, t0), t1 == 1 ? b : a.lerp(b, t1))
    case .cubic(let a, let b, let c, let d):
      var (p0, p1, p2, p3) = (a, b, c, d)
      if t1 < 1 { (p0, p1, p2, p3) = PathSegment.split(p0, p1, p2, p3, at: t1).0 }
      if t0 > 0 {
        let u = t1 > 0 ? t0 / t1 : 0
        (p0, p1, p2, p3) = PathSegment.split(p0, p1, p2, p3, at: min(u, 1)).1
      }
      return .cubic(p0, p1, p2, p3)
    }
  }

  /// The parameter at which the arc length from the start is `s` (0 ≤ s ≤ length).
  func parameter(atLength s: CGFloat, total: CGFloat) -> CGFloat {
    guard total > 0 else { return 0 }
    if s <= 0 { return 0 }
    if s >= total { return 1 }
    switch self {
    case .line: return s / total
    case .cubic(let a, let b, let c, let d):
      var (lo, hi) = (CGFloat(0), CGFloat(1))
      var t = s / total
      for _ in 0..<40 {
        let l = PathSegment.split(a, b, c, d, at: t).0
        let len = PathSegment.cubicLength(l.0, l.1, l.2, l.3, depth: 0)
        if abs(len - s) <= 1e-9 * total { break }
        if len < s { lo = t } else { hi = t }
        t = (lo + hi) / 2
      }
      return t
    }
  }

  /// The tight bounds of the segment (curve extrema, not control points).
  var bounds: CGRect {
    switch self {
    case .line(let a, let b):
      return CGRect(origin: a, size: .zero).union(CGRect(origin: b, size: .zero))
    case .cubic(let p0, let p1, let p2, let p3):
      var r = CGRect(origin: p0, size: .zero).union(CGRect(origin: p3, size: .zero))
      for t in PathSegment.extrema(p0.x, p1.x, p2.x, p3.x)
        + PathSegment.extrema(p0.y, p1.y, p2.y, p3.y)
      {
        let p = PathSegment.split(p0, p1, p2, p3, at: t).0.3
        r = r.union(CGRect(origin: p, size: .zero))
      }
      return r
    }
  }

  /// Parameters in (0, 1) where a cubic's coordinate has a zero derivative.
  private static func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
    // B'(t)/3 = (−a + 3b − 3c + d)t² + 2(a − 2b + c)t + (b − a)
    let qa = -a + 3 * b - 3 * c + d
    let qb = 2 * (a - 2 * b + c)
    let qc = b - a
    var roots: [CGFloat] = []
    if abs(qa) < 1e-12 {
      if abs(qb) > 1e-12 { roots.append(-qc / qb) }
    } else {
      let disc = qb * qb - 4 * qa * qc
      if disc >= 0 {
        let s = disc.squareRoot()
        roots += [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}

/// A path's subpaths as measurable segments.
struct MeasuredSubpath {
  var start: CGPoint
  var segments: [PathSegment] = []
  /// Whether the subpath ended with `closeSubpath` (its closing line, if it has length,
  /// is the last segment).
  var closed = false
  /// Whether the last segment is the closing line added for `closeSubpath`.
  var hasClosingSegment = false
}

extension GraphicsPath {
  /// The path as subpaths of lines and cubics.
  var measuredSubpaths: [MeasuredSubpath] {
    var result: [MeasuredSubpath] = []
    var current: MeasuredSubpath?
    var point = CGPoint.zero
    for e in elements {
      switch e {
      case .move(let p):
        if let c = current { result.append(c) }
        current = MeasuredSubpath(start: p)
        point = p
      case .line(let p):
        current?.segments.append(.line(point, p))
        point = p
      case .quadCurve(let p, let c):
        let c1 = point.lerp(c, 2 / 3)
        let c2 = p.lerp(c, 2 / 3)
        current?.segments.append(.cubic(point, c1, c2, p))
        point = p
      case .curve(let p, let c1, let c2):
        current?.segments.append(.cubic(point, c1, c2, p))
        point = p
      case .closeSubpath:
        guard var c = current else { continue }
        if point != c.start {
          c.segments.append(.line(point, c.start))
          c.hasClosingSegment = true
        }
        c.closed = true
        result.append(c)
        point = c.start
        current = MeasuredSubpath(start: c.start)
      }
    }
    if let c = current, !c.segments.isEmpty || result.isEmpty { result.append(c) }
    return result
  }
}

extension CGPoint {
  /// The straight-line distance to `other`.
  func distance(to other: CGPoint) -> CGFloat {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The point a fraction `t` of the way to `other`.
  func lerp(_ other: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }
}
