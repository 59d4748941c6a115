internal import EaselGraphics
import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath`.
///
/// Arcs and ovals are stored as cubic Béziers, as Core Graphics does. `CGMutablePath` is the
/// mutable subclass.
public class CGPath: Hashable, @unchecked Sendable {
  /// The path's elements.
  package internal(set) var graphicsPath: GraphicsPath

  /// Wraps a path.
  package init(graphicsPath: GraphicsPath) { self.graphicsPath = graphicsPath }

  /// A closed rectangle, as `CGPath(rect:transform:)`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(graphicsPath: GraphicsPath(rect: rect).applying(transform?.pointee ?? .identity))
  }

  /// A closed oval inscribed in `rect`, as `CGPath(ellipseIn:transform:)`: from the rightmost
  /// point, first towards larger y.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(
      graphicsPath: GraphicsPath(ellipseIn: rect).applying(transform?.pointee ?? .identity))
  }

  /// A rounded rectangle with elliptical corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let s = CGSize(width: cornerWidth, height: cornerHeight)
    let radii = CornerRadii(topLeft: s, topRight: s, bottomRight: s, bottomLeft: s)
    self.init(
      graphicsPath: GraphicsPath(roundedRect: rect, cornerRadii: radii)
        .applying(transform?.pointee ?? .identity))
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { graphicsPath.isEmpty }

  /// The point the next element would start from; `.zero` for an empty path, as Core Graphics.
  public var currentPoint: CGPoint { graphicsPath.currentPoint ?? .zero }

  /// The smallest rectangle containing every point, control points included.
  public var boundingBox: CGRect { graphicsPath.controlPointBounds }

  /// The smallest rectangle containing the curves themselves (without control points).
  public var boundingBoxOfPath: CGRect { graphicsPath.boundingBox }

  /// The same path, immutable.
  public func copy() -> CGPath? { CGPath(graphicsPath: graphicsPath) }

  /// The path with `transform` applied.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(graphicsPath: graphicsPath.applying(transform?.pointee ?? .identity))
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(graphicsPath: graphicsPath) }

  /// A mutable copy with `transform` applied (`CGPathCreateMutableCopyByTransformingPath`).
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    CGMutablePath(graphicsPath: graphicsPath.applying(transform?.pointee ?? .identity))
  }

  /// Whether `point` is inside the path under `rule`.
  ///
  /// Differs from UIKit: curves are flattened to 16 segments each for the test.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    let polygons = Self.flatten(graphicsPath.applying(transform))
    var winding = 0
    var crossings = 0
    for poly in polygons where poly.count > 1 {
      for i in 0..<poly.count {
        let a = poly[i]
        let b = poly[(i + 1) % poly.count]
        if (a.y <= point.y) != (b.y <= point.y) {
          let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if x > point.x {
            crossings += 1
            winding += b.y > a.y ? 1 : -1
          }
        }
      }
    }
    return rule == .winding ? winding != 0 : crossings % 2 == 1
  }

  /// Calls `body` with each element, as `CGPath.applyWithBlock` does, in a simpler shape.
  package func forEachElement(_ body: (GraphicsPath.Element) -> Void) {
    graphicsPath.elements.forEach(body)
  }

  /// Paths are equal when their elements are.
  public static func == (a: CGPath, b: CGPath) -> Bool {
    // A stand-in for an integer-made pointer (`(CGPathRef)1`) is equal only to itself.
    if ObjCIntegerPointer.integer(of: a) != nil || ObjCIntegerPointer.integer(of: b) != nil {
      return a === b
    }
    return a.graphicsPath == b.graphicsPath
  }

  /// Hashes the elements.
  public func hash(into hasher: inout Hasher) { hasher.combine(graphicsPath) }

  /// The quadratic Bézier curve from `start`, with control point `c`, to `end`, at `t` in 0…1.
  static func quadPoint(_ start: CGPoint, _ c: CGPoint, _ end: CGPoint, at t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * start.x + 2 * u * t * c.x + t * t * end.x,
      y: u * u * start.y + 2 * u * t * c.y + t * t * end.y)
  }

  /// The cubic Bézier curve from `start`, with control points `c1` and `c2`, to `end`, at `t`.
  static func cubicPoint(
    _ start: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, at t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: a * start.x + b * c1.x + c * c2.x + d * end.x,
      y: a * start.y + b * c1.y + c * c2.y + d * end.y)
  }

  /// Subpaths as polygons, curves flattened.
  static func flatten(_ path: GraphicsPath, segments: Int = 16) -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    for e in path.elements {
      switch e {
      case .move(let p):
        if !current.isEmpty { result.append(current) }
        current = [p]
        last = p
      case .line(let p):
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        for i in 1...segments {
          current.append(
            Self.quadPoint(last, c, p, at: CGFloat(i) / CGFloat(segments)))
        }
        last = p
      case .curve(let p, let c1, let c2):
        for i in 1...segments {
          current.append(
            Self.cubicPoint(last, c1, c2, p, at: CGFloat(i) / CGFloat(segments)))
        }
        last = p
      case .closeSubpath:
        if !current.isEmpty { result.append(current) }
        last = current.first ?? last
        current = []
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }
}

/// A mutable graphics path, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// Creates an empty path.
  public init() { super.init(graphicsPath: GraphicsPath()) }

  /// Wraps a path.
  package override init(graphicsPath: GraphicsPath) { super.init(graphicsPath: graphicsPath) }

  private func mapped(_ p: CGPoint, _ t: CGAffineTransform) -> CGPoint { p.applying(t) }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    graphicsPath.move(to: point.applying(transform))
  }

  /// Adds a line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    graphicsPath.addLine(to: point.applying(transform))
  }

  /// Adds lines joining `points`, starting a new subpath at the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for p in points.dropFirst() { addLine(to: p, transform: transform) }
  }

  /// Adds a cubic Bézier curve.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    graphicsPath.addCurve(
      to: end.applying(transform), control1: control1.applying(transform),
      control2: control2.applying(transform))
  }

  /// Adds a quadratic Bézier curve.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    graphicsPath.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  /// Adds a closed rectangle as its own subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    graphicsPath.addPath(GraphicsPath(rect: rect).applying(transform))
  }

  /// Adds closed rectangles.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }

  /// Adds a closed oval inscribed in `rect`, from its rightmost point.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    graphicsPath.addPath(GraphicsPath(ellipseIn: rect).applying(transform))
  }

  /// Adds a rounded rectangle with elliptical corners.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let s = CGSize(width: cornerWidth, height: cornerHeight)
    let radii = CornerRadii(topLeft: s, topRight: s, bottomRight: s, bottomLeft: s)
    graphicsPath.addPath(GraphicsPath(roundedRect: rect, cornerRadii: radii).applying(transform))
  }

  /// Adds a circular arc, joined to the current point by a line.
  ///
  /// `clockwise` has Core Graphics' meaning: clockwise in a y-up coordinate system. In a
  /// UIKit (y-down, flipped) context such as `draw(_:)`'s, `clockwise: true` therefore
  /// appears counter-clockwise on screen — the opposite of `UIBezierPath`'s `clockwise`.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var arc = GraphicsPath()
    if let p = graphicsPath.currentPoint { arc.move(to: p.applying(transform.inverted())) }
    arc.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
    appendContinuing(arc.applying(transform))
  }

  /// Adds an arc turning `delta` radians from `startAngle` (positive: towards larger y).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    var arc = GraphicsPath()
    if let p = graphicsPath.currentPoint { arc.move(to: p.applying(transform.inverted())) }
    arc.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    appendContinuing(arc.applying(transform))
  }

  /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
  public func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let p0 = graphicsPath.currentPoint.map { $0.applying(transform.inverted()) } ?? p1
    let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
    let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
    let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v1.x * v2.y - v1.y * v2.x
    guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else {
      addLine(to: p1, transform: transform)
      return
    }
    let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
    let dist = radius / tan(angle / 2)
    let t1 = CGPoint(x: p1.x + v1.x / l1 * dist, y: p1.y + v1.y / l1 * dist)
    let t2 = CGPoint(x: p1.x + v2.x / l2 * dist, y: p1.y + v2.y / l2 * dist)
    let bis = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
    let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
    let cd = radius / sin(angle / 2)
    let c = CGPoint(x: p1.x + bis.x / bl * cd, y: p1.y + bis.y / bl * cd)
    let a0 = atan2(t1.y - c.y, t1.x - c.x)
    let a1 = atan2(t2.y - c.y, t2.x - c.x)
    var arc = GraphicsPath()
    arc.move(to: p0)
    arc.addLine(to: t1)
    arc.addArc(center: c, radius: radius, startAngle: a0, endAngle: a1, clockwise: cross < 0)
    appendContinuing(arc.applying(transform))
  }

  /// Appends another path's elements.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    graphicsPath.addPath(path.graphicsPath.applying(transform))
  }

  /// Closes the current subpath.
  public func closeSubpath() { graphicsPath.closeSubpath() }

  /// Appends `piece`, dropping its leading move when it starts at the current point.
  private func appendContinuing(_ piece: GraphicsPath) {
    var elements = piece.elements[...]
    if case .move(let p)? = elements.first, graphicsPath.currentPoint != nil {
      elements = elements.dropFirst()
      if let cp = graphicsPath.currentPoint, cp != p { graphicsPath.addLine(to: p) }
    }
    for e in elements { graphicsPath.append(e) }
  }
}
