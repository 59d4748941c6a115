import Foundation

/// The radii of a rounded rectangle's four corners; each corner may be elliptical.
public struct CornerRadii: Hashable, Sendable {
  /// The top-left corner's horizontal and vertical radius.
  public var topLeft: CGSize
  /// The top-right corner's horizontal and vertical radius.
  public var topRight: CGSize
  /// The bottom-right corner's horizontal and vertical radius.
  public var bottomRight: CGSize
  /// The bottom-left corner's horizontal and vertical radius.
  public var bottomLeft: CGSize

  /// Creates radii for each corner.
  public init(topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same circular radius at every corner.
  public init(all radius: CGFloat) {
    let s = CGSize(width: radius, height: radius)
    self.init(topLeft: s, topRight: s, bottomRight: s, bottomLeft: s)
  }
}

/// The constant that makes a cubic Bézier quarter-circle: 4/3·(√2 − 1).
let bezierCircleKappa: CGFloat = 0.5522847498

extension GraphicsPath {
  /// A closed rectangle, as `UIBezierPath(rect:)`: from the top-left corner, clockwise on screen.
  public init(rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// An oval inscribed in `rect`, exactly as `UIBezierPath(ovalIn:)` builds it.
  ///
  /// Four cubic segments (kappa 0.5522847498) starting at the rightmost point
  /// `(maxX, midY)`, going first down to the bottom `(midX, maxY)` (y-down coordinates),
  /// then left, top and back, closed. So trimming it to `0...0.5` gives its bottom half.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
  ///
  /// Differs from UIKit: circular, not continuous, corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(roundedRect: rect, cornerRadii: CornerRadii(all: cornerRadius))
  }

  /// A rectangle with per-corner (possibly elliptical) radii, scaled down together when two
  /// radii along a side would overlap, as CSS does.
  ///
  /// Differs from UIKit: circular, not continuous, corners.
  public init(roundedRect rect: CGRect, cornerRadii: CornerRadii) {
    self.init()
    addRoundedRect(rect, cornerRadii: cornerRadii)
  }

  /// Appends a closed rectangle: a move to the top-left corner, three lines, a close.
  /// Empty or non-finite rectangles add nothing.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    guard !rect.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
    else { return }
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Appends a closed oval inscribed in `rect`, as `init(ellipseIn:)` describes.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    guard !rect.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
    else { return }
    let (cx, cy) = (r.midX, r.midY)
    let (rx, ry) = (r.width / 2, r.height / 2)
    let (kx, ky) = (rx * bezierCircleKappa, ry * bezierCircleKappa)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
      control2: CGPoint(x: cx + kx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ky))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
      control2: CGPoint(x: cx - kx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ky))
    closeSubpath()
  }

  /// Appends a closed rounded rectangle (see `init(roundedRect:cornerRadii:)`), starting
  /// after the top-left corner and running clockwise on screen.
  public mutating func addRoundedRect(_ rect: CGRect, cornerRadii radii: CornerRadii) {
    let r = rect.standardized
    guard !rect.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
    else { return }
    func clean(_ s: CGSize) -> CGSize {
      CGSize(
        width: s.width.isFinite ? max(s.width, 0) : 0,
        height: s.height.isFinite ? max(s.height, 0) : 0)
    }
    var (tl, tr, br, bl) = (
      clean(radii.topLeft), clean(radii.topRight), clean(radii.bottomRight),
      clean(radii.bottomLeft)
    )
    // Scale every radius by the same factor so that no side is over-committed.
    var f: CGFloat = 1
    func limit(_ side: CGFloat, _ sum: CGFloat) {
      if sum > side, sum > 0 { f = min(f, side / sum) }
    }
    limit(r.width, tl.width + tr.width)
    limit(r.width, bl.width + br.width)
    limit(r.height, tl.height + bl.height)
    limit(r.height, tr.height + br.height)
    if f < 1 {
      func s(_ v: CGSize) -> CGSize { CGSize(width: v.width * f, height: v.height * f) }
      (tl, tr, br, bl) = (s(tl), s(tr), s(br), s(bl))
    }
    if tl == .zero, tr == .zero, br == .zero, bl == .zero {
      addRect(r)
      return
    }
    let k = bezierCircleKappa
    move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
    if tr != .zero {
      addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + tr.height),
        control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
        control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
    }
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
    if br != .zero {
      addCurve(
        to: CGPoint(x: r.maxX - br.width, y: r.maxY),
        control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
        control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
    }
    addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
    if bl != .zero {
      addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - bl.height),
        control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
        control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
    }
    addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
    if tl != .zero {
      addCurve(
        to: CGPoint(x: r.minX + tl.width, y: r.minY),
        control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
        control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
    }
    closeSubpath()
  }
}
