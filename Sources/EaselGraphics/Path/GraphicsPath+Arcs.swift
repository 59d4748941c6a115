import Foundation

extension GraphicsPath {
  /// Appends a circular arc, as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// Angles are radians from the +x axis; in Easel's y-down coordinates an increasing angle
  /// turns clockwise on screen, so `clockwise: true` sweeps from `startAngle` up to
  /// `endAngle` (adding 2π to the end until it is not below the start) and `false` sweeps
  /// down. A sweep of 2π or more draws one full circle. Against the direction, the sweep is
  /// the difference modulo 2π — except that a whole number of turns (`0` to `2 * .pi` against
  /// the direction, the common way of asking for a circle) is one full circle, not nothing:
  /// Core Graphics' header says that exactly 2π would draw nothing but that `2 * M_PI`, by
  /// round-off, may count as a little more and draw the circle, and that is what iOS draws
  /// (a progress ring's track drawn `CGContextAddArc(c, x, y, r, 0, 2 * M_PI, 1)` in a flipped
  /// context). If the path has a current point, a
  /// line joins it to the arc's start; otherwise the arc starts a new subpath. The arc is
  /// stored as cubic Béziers of at most a quarter turn each. Non-finite input adds nothing.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    guard startAngle.isFinite, endAngle.isFinite else { return }
    let full = 2 * CGFloat.pi
    var delta = endAngle - startAngle
    if clockwise {
      if delta >= full {
        delta = full
      } else if delta < 0 {
        delta = delta.truncatingRemainder(dividingBy: full)
        delta = delta < 0 ? delta + full : full
      }
    } else {
      if delta <= -full {
        delta = -full
      } else if delta > 0 {
        delta = delta.truncatingRemainder(dividingBy: full)
        delta = delta > 0 ? delta - full : -full
      }
    }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
  }

  /// Appends an arc that turns by `delta` radians from `startAngle`, as
  /// `CGMutablePath.addRelativeArc(center:radius:startAngle:delta:)`: a positive delta turns
  /// clockwise on screen (y down). Joined to the current point by a line, if there is one.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat
  ) {
    guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite,
      delta.isFinite
    else { return }
    let r = abs(radius)
    let sweep = max(min(delta, 2 * .pi), -2 * .pi)
    let start = CGPoint(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
    if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
    guard sweep != 0, r > 0 else { return }
    let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    let k = 4.0 / 3.0 * tan(step / 4) * r
    var a0 = startAngle
    for i in 0..<count {
      let a1 = i == count - 1 ? startAngle + sweep : a0 + step
      let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
      let p0 = CGPoint(x: center.x + r * c0, y: center.y + r * s0)
      let p1 = CGPoint(x: center.x + r * c1, y: center.y + r * s1)
      addCurve(
        to: p1, control1: CGPoint(x: p0.x - k * s0, y: p0.y + k * c0),
        control2: CGPoint(x: p1.x + k * s1, y: p1.y - k * c1))
      a0 = a1
    }
  }
}
