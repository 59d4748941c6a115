internal import EaselGraphics
import Foundation

// The Core Graphics overlay's path conversions (`flattened(threshold:)`,
// `copy(dashingWithPhase:lengths:transform:)`, `copy(strokingWithWidth:…)`), computed on the
// path's subpaths flattened to polylines. A stroke's outline is made of pieces — a quadrilateral
// per segment, a wedge or disc per join, a cap per open end — all wound the same way, so that
// filled with the non-zero rule (or hit-tested with `contains`) it covers exactly what the
// stroke paints; it is not merged into one contour.

extension CGPath {
  /// One subpath as points, curves flattened, and whether it is closed.
  struct Polyline {
    var points: [CGPoint]
    var closed: Bool
  }

  /// The path's subpaths as polylines, each curve cut into as many segments as keep it within
  /// `threshold` of the curve (Wang's bound on the control polygon's second differences).
  static func polylines(_ path: GraphicsPath, threshold: CGFloat) -> [Polyline] {
    let tolerance = max(threshold, 0.001)
    var result: [Polyline] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero

    func segments(_ degree: CGFloat, _ points: [CGPoint]) -> Int {
      var m: CGFloat = 0
      for i in 0..<(points.count - 2) {
        let dx = points[i].x - 2 * points[i + 1].x + points[i + 2].x
        let dy = points[i].y - 2 * points[i + 1].y + points[i + 2].y
        m = max(m, (dx * dx + dy * dy).squareRoot())
      }
      let n = (degree * (degree - 1) / 8 * m / tolerance).squareRoot().rounded(.up)
      return Int(min(max(n, 1), 1000))
    }

    for element in path.elements {
      switch element {
      case .move(let p):
        if current.count > 0 { result.append(Polyline(points: current, closed: false)) }
        current = [p]
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        if current.isEmpty { current = [last] }
        let n = segments(2, [last, c, p])
        for i in 1...n {
          current.append(CGPath.quadPoint(last, c, p, at: CGFloat(i) / CGFloat(n)))
        }
        last = p
      case .curve(let p, let c1, let c2):
        if current.isEmpty { current = [last] }
        let n = segments(3, [last, c1, c2, p])
        for i in 1...n {
          current.append(CGPath.cubicPoint(last, c1, c2, p, at: CGFloat(i) / CGFloat(n)))
        }
        last = p
      case .closeSubpath:
        if let first = current.first {
          result.append(Polyline(points: current, closed: true))
          last = first
        }
        current = []
      }
    }
    if current.count > 0 { result.append(Polyline(points: current, closed: false)) }
    return result
  }

  /// The path with its curves replaced by line segments no farther than `threshold` from
  /// them, as the overlay's `flattened(threshold:)`.
  public func flattened(threshold: CGFloat) -> CGPath {
    var out = GraphicsPath()
    for line in Self.polylines(graphicsPath, threshold: threshold) {
      out.move(to: line.points[0])
      for p in line.points.dropFirst() { out.addLine(to: p) }
      if line.closed { out.closeSubpath() }
    }
    return CGPath(graphicsPath: out)
  }

  /// The path cut into dashes: `lengths` alternate painted and skipped lengths, starting
  /// `phase` into the pattern, restarted at each subpath (as Core Graphics dashes). An empty
  /// or all-zero pattern gives the path undashed. Curves come back flattened to 0.1 point.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
  ) -> CGPath {
    let pattern = lengths.map { max($0, 0) }
    let period = pattern.reduce(0, +)
    guard !pattern.isEmpty, period > 0 else {
      return CGPath(graphicsPath: graphicsPath.applying(transform))
    }
    var out = GraphicsPath()
    for line in Self.polylines(graphicsPath, threshold: 0.1) {
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      // Where in the pattern the subpath starts.
      var index = 0
      var left = pattern[0]
      var offset = phase.truncatingRemainder(dividingBy: period)
      if offset < 0 { offset += period }
      while offset > 0 {
        if offset >= left {
          offset -= left
          index = (index + 1) % pattern.count
          left = pattern[index]
        } else {
          left -= offset
          offset = 0
        }
      }
      var drawing = index % 2 == 0
      if drawing, let first = points.first { out.move(to: first) }
      for i in 1..<max(points.count, 1) {
        let a = points[i - 1]
        let b = points[i]
        let length = hypot(b.x - a.x, b.y - a.y)
        var done: CGFloat = 0
        while length - done > left {
          done += left
          let t = done / length
          let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          if drawing { out.addLine(to: p) } else { out.move(to: p) }
          drawing.toggle()
          index = (index + 1) % pattern.count
          left = pattern[index]
        }
        left -= length - done
        if drawing { out.addLine(to: b) }
      }
    }
    return CGPath(graphicsPath: out.applying(transform))
  }

  /// The outline of `path` stroked as `copy(strokingWithWidth:…)` strokes it, as Core
  /// Graphics' `CGPathCreateCopyByStrokingPath`, which Swift imports as this initializer (the
  /// overlay's method calls it); `transform` is applied to the outline.
  public convenience init?(
    __byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?,
    lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
  ) {
    let outline = path.copy(
      strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
      miterLimit: miterLimit, transform: transform?.pointee ?? .identity)
    self.init(graphicsPath: outline.graphicsPath)
  }

  /// The outline of the path stroked `lineWidth` wide with these caps and joins, as the
  /// overlay's `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: filled, it
  /// paints what stroking the path paints.
  ///
  /// Differs from Core Graphics: the outline is one closed piece per segment, join and cap,
  /// all wound the same way, so it fills (non-zero) and hit-tests as the stroke does but is not
  /// merged into one contour (even-odd filling shows the overlaps); curves are flattened to
  /// within 0.1 point first, and round joins and caps are polygons of the same precision.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    let w = abs(lineWidth) / 2
    var pieces: [[CGPoint]] = []
    guard w > 0 else { return CGPath(graphicsPath: GraphicsPath()) }

    func disc(_ c: CGPoint) -> [CGPoint] {
      // Sides enough that the polygon is within 0.1 point of the circle.
      let n = max(8, Int((CGFloat.pi / acos(max(1 - 0.1 / w, -1))).rounded(.up)))
      return (0..<n).map { i in
        let a = 2 * CGFloat.pi * CGFloat(i) / CGFloat(n)
        return CGPoint(x: c.x + w * cos(a), y: c.y + w * sin(a))
      }
    }

    for line in Self.polylines(graphicsPath, threshold: 0.1) {
      var points: [CGPoint] = []
      for p in line.points where points.last.map({ $0 != p }) ?? true { points.append(p) }
      if line.closed, points.count > 1, points.first == points.last { points.removeLast() }
      if points.count == 1 {
        // A zero-length subpath: its caps alone, as Core Graphics draws a dot.
        let p = points[0]
        switch lineCap {
        case .butt: break
        case .round: pieces.append(disc(p))
        case .square:
          pieces.append([
            CGPoint(x: p.x - w, y: p.y - w), CGPoint(x: p.x + w, y: p.y - w),
            CGPoint(x: p.x + w, y: p.y + w), CGPoint(x: p.x - w, y: p.y + w),
          ])
        }
        continue
      }
      let count = line.closed ? points.count : points.count - 1
      var directions: [CGPoint] = []
      for i in 0..<count {
        let a = points[i]
        let b = points[(i + 1) % points.count]
        let length = hypot(b.x - a.x, b.y - a.y)
        let d = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
        directions.append(d)
        let n = CGPoint(x: -d.y * w, y: d.x * w)
        pieces.append([
          CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
          CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
        ])
      }
      // Joins, between segment i - 1 and segment i.
      let joins = line.closed ? Array(0..<count) : Array(1..<count)
      for i in joins {
        let d0 = directions[(i - 1 + count) % count]
        let d1 = directions[i]
        let v = points[i]
        let cross = d0.x * d1.y - d0.y * d1.x
        if abs(cross) < 1e-9 && d0.x * d1.x + d0.y * d1.y > 0 { continue }
        // The outer side's normals: the side the turn moves away from.
        let side: CGFloat = cross > 0 ? -1 : 1
        let o0 = CGPoint(x: -d0.y * side, y: d0.x * side)
        let o1 = CGPoint(x: -d1.y * side, y: d1.x * side)
        let p0 = CGPoint(x: v.x + o0.x * w, y: v.y + o0.y * w)
        let p1 = CGPoint(x: v.x + o1.x * w, y: v.y + o1.y * w)
        switch lineJoin {
        case .round:
          pieces.append(disc(v))
        case .bevel:
          pieces.append([v, p0, p1])
        case .miter:
          let sum = CGPoint(x: o0.x + o1.x, y: o0.y + o1.y)
          let half = hypot(sum.x, sum.y) / 2  // cos of half the angle between the normals
          if half > 1e-9 && 1 / half <= miterLimit {
            let tip = CGPoint(
              x: v.x + sum.x / (2 * half) * w / half, y: v.y + sum.y / (2 * half) * w / half)
            pieces.append([v, p0, tip, p1])
          } else {
            pieces.append([v, p0, p1])
          }
        }
      }
      if !line.closed {
        for (end, d) in [
          (points[0], CGPoint(x: -directions[0].x, y: -directions[0].y)),
          (points[points.count - 1], directions[count - 1]),
        ] {
          let n = CGPoint(x: -d.y * w, y: d.x * w)
          switch lineCap {
          case .butt: break
          case .round: pieces.append(disc(end))
          case .square:
            let out = CGPoint(x: end.x + d.x * w, y: end.y + d.y * w)
            pieces.append([
              CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: out.x + n.x, y: out.y + n.y),
              CGPoint(x: out.x - n.x, y: out.y - n.y), CGPoint(x: end.x - n.x, y: end.y - n.y),
            ])
          }
        }
      }
    }
    var out = GraphicsPath()
    for piece in pieces {
      // Every piece wound the same way (positive area), so that overlaps add up under the
      // non-zero rule instead of cancelling.
      var area: CGFloat = 0
      for i in 0..<piece.count {
        let a = piece[i]
        let b = piece[(i + 1) % piece.count]
        area += a.x * b.y - b.x * a.y
      }
      if abs(area) < 1e-12 { continue }
      let ordered = area > 0 ? piece : piece.reversed()
      out.move(to: ordered[0].applying(transform))
      for p in ordered.dropFirst() { out.addLine(to: p.applying(transform)) }
      out.closeSubpath()
    }
    return CGPath(graphicsPath: out)
  }
}
