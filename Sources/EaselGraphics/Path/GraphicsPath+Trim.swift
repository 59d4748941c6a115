import Foundation

extension GraphicsPath {
  /// The part of the path between two fractions of its total length, as Core Animation
  /// strokes a `CAShapeLayer` with `strokeStart` and `strokeEnd`.
  ///
  /// Fractions are clamped to 0...1 and measured over the whole path (all subpaths, their
  /// closing lines included). Béziers are cut exactly (de Casteljau) at the parameters
  /// where the lengths fall. A subpath kept whole stays closed; a closed subpath cut open
  /// keeps its closing line as a plain line. `from >= to` gives an empty path.
  public func trimmed(from: CGFloat, to: CGFloat) -> GraphicsPath {
    guard from.isFinite, to.isFinite else { return GraphicsPath() }
    let lo = min(max(from, 0), 1)
    let hi = min(max(to, 0), 1)
    guard lo < hi else { return GraphicsPath() }
    let subpaths = measuredSubpaths
    let lengths = subpaths.map { $0.segments.map(\.length) }
    let total = lengths.reduce(0) { $0 + $1.reduce(0, +) }
    guard total > 0 else { return lo == 0 && hi == 1 ? self : GraphicsPath() }
    if lo == 0 && hi == 1 { return self }
    let a = lo * total
    let b = hi * total
    var out = GraphicsPath()
    var s = CGFloat(0)
    for (sub, segLengths) in zip(subpaths, lengths) {
      let subLength = segLengths.reduce(0, +)
      let (s0, s1) = (s, s + subLength)
      s = s1
      guard subLength > 0, s1 > a, s0 < b else { continue }
      if s0 >= a && s1 <= b {
        out.append(sub, whole: true)
        continue
      }
      var started = false
      var t = s0
      for (segment, len) in zip(sub.segments, segLengths) {
        let (e0, e1) = (t, t + len)
        t = e1
        guard len > 0, e1 > a, e0 < b else { continue }
        let t0 = segment.parameter(atLength: max(a - e0, 0), total: len)
        let t1 = segment.parameter(atLength: min(b - e0, len), total: len)
        let piece = t0 == 0 && t1 == 1 ? segment : segment.slice(t0, t1)
        if !started {
          out.move(to: piece.start)
          started = true
        }
        out.appendSegment(piece)
      }
    }
    return out
  }

  private mutating func append(_ sub: MeasuredSubpath, whole: Bool) {
    move(to: sub.start)
    let count = sub.hasClosingSegment ? sub.segments.count - 1 : sub.segments.count
    for segment in sub.segments.prefix(count) { appendSegment(segment) }
    if sub.closed { closeSubpath() }
  }

  private mutating func appendSegment(_ segment: PathSegment) {
    switch segment {
    case .line(_, let p): addLine(to: p)
    case .cubic(_, let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
    }
  }
}
