import Foundation

// Continuous ("squircle") corners, as UIKit has drawn `UIBezierPath(roundedRect:…)` since
// iOS 7 and Core Animation draws `cornerCurve = .continuous`: the curve leaves each side
// 1.52866483 radii before the corner, not one, so its curvature grows from zero instead of
// jumping to 1/r where a circular arc meets the straight side. Each corner is three cubic
// Béziers joined by two short lines, with the control points PaintCode measured on iOS 7's
// own paths and published (paintcodeapp.com, "Drawing Code for iOS 7 Rounded Rectangles"),
// written here in radii from the corner: `a` back along the side the path comes in by, `b`
// along the side it leaves by. The curve is symmetric about the corner's diagonal.
//
// Where a corner would not fit (its radius more than half the shorter side over 1.52866483)
// UIKit does not shrink it: it draws circular corners of half the shorter side, a capsule or
// a circle, which is the jump in shape PaintCode and others report at about a third of the
// largest radius (a 208 × 50 rectangle of radius 20 has fully round ends on iOS).

/// How far a continuous corner reaches along each side, in radii.
public let continuousCornerReach: CGFloat = 1.52866483

/// One step of a continuous corner: a line to `to`, or a cubic to `to` through `c1`, `c2`,
/// in radii `(a, b)` from the corner.
private struct CornerStep {
  var c1: (CGFloat, CGFloat)?
  var c2: (CGFloat, CGFloat)?
  var to: (CGFloat, CGFloat)
}

/// The corner, from where it leaves the incoming side (`continuousCornerReach`, 0) to where
/// it joins the outgoing one (0, `continuousCornerReach`).
private let continuousCornerSteps: [CornerStep] = [
  CornerStep(c1: (1.08849323, 0), c2: (0.86840689, 0), to: (0.66993427, 0.06549600)),
  CornerStep(to: (0.63149399, 0.07491100)),
  CornerStep(
    c1: (0.37282392, 0.16905899), c2: (0.16905899, 0.37282392), to: (0.07491100, 0.63149399)),
  CornerStep(to: (0.06549600, 0.66993427)),
  CornerStep(c1: (0, 0.86840689), c2: (0, 1.08849323), to: (0, continuousCornerReach)),
]

extension GraphicsPath {
  /// A rectangle with continuous corners of the given radii (each corner's `width`; zero
  /// leaves it square), clockwise on screen from the top side, as UIKit's
  /// `UIBezierPath(roundedRect:cornerRadius:)` draws it. Radii too large for the rectangle
  /// give circular corners of half its shorter side (see the note at the top of this file).
  public init(continuousRoundedRect rect: CGRect, cornerRadii: CornerRadii) {
    self.init()
    addContinuousRoundedRect(rect, cornerRadii: cornerRadii)
  }

  /// Appends a closed rectangle with continuous corners (see
  /// `init(continuousRoundedRect:cornerRadii:)`).
  public mutating func addContinuousRoundedRect(_ rect: CGRect, cornerRadii radii: CornerRadii) {
    let r = rect.standardized
    guard !rect.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
    else { return }
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
    let tl = clean(radii.topLeft.width)
    let tr = clean(radii.topRight.width)
    let br = clean(radii.bottomRight.width)
    let bl = clean(radii.bottomLeft.width)
    let half = min(r.width, r.height) / 2
    guard max(tl, tr, br, bl) > 0, half > 0 else {
      addRect(r)
      return
    }
    if max(tl, tr, br, bl) > half / continuousCornerReach {
      func round(_ v: CGFloat) -> CGSize { v > 0 ? CGSize(width: half, height: half) : .zero }
      addRoundedRect(
        r,
        cornerRadii: CornerRadii(
          topLeft: round(tl), topRight: round(tr), bottomRight: round(br), bottomLeft: round(bl)))
      return
    }
    // Each corner: where it stands, the unit step back along the side coming in, the unit
    // step along the side going out, and its radius; clockwise on screen from the top right.
    typealias Step = (dx: CGFloat, dy: CGFloat)
    let corners: [(CGPoint, back: Step, out: Step, CGFloat)] = [
      (CGPoint(x: r.maxX, y: r.minY), (-1, 0), (0, 1), tr),
      (CGPoint(x: r.maxX, y: r.maxY), (0, -1), (-1, 0), br),
      (CGPoint(x: r.minX, y: r.maxY), (1, 0), (0, -1), bl),
      (CGPoint(x: r.minX, y: r.minY), (0, 1), (1, 0), tl),
    ]
    move(to: CGPoint(x: r.minX + continuousCornerReach * tl, y: r.minY))
    for (corner, back, out, radius) in corners {
      func at(_ p: (CGFloat, CGFloat)) -> CGPoint {
        CGPoint(
          x: corner.x + (back.dx * p.0 + out.dx * p.1) * radius,
          y: corner.y + (back.dy * p.0 + out.dy * p.1) * radius)
      }
      guard radius > 0 else {
        addLine(to: corner)
        continue
      }
      addLine(to: at((continuousCornerReach, 0)))
      for step in continuousCornerSteps {
        if let c1 = step.c1, let c2 = step.c2 {
          addCurve(to: at(step.to), control1: at(c1), control2: at(c2))
        } else {
          addLine(to: at(step.to))
        }
      }
    }
    closeSubpath()
  }
}
