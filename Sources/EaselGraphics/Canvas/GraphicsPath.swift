import Foundation

/// A resolution-independent path: subpaths of lines and Bézier curves.
///
/// This is "what to draw"; a `Canvas` decides who writes the pixels. Arcs and ovals are stored
/// as cubic curves, as Core Graphics does, so that trimming by length and transforms treat
/// every path alike.
///
/// An element with a coordinate that is NaN or infinite is not added, as Core Graphics
/// refuses it: `addLine(to:)` a point divided by zero leaves the path as it was instead of
/// drawing towards nowhere.
public struct GraphicsPath: Hashable, Sendable {
  /// One drawing step of a path.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The steps, in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path from its elements.
  public init(elements: [Element]) { self.elements = elements }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next element starts from, if any.
  public private(set) var currentPoint: CGPoint?
  private var subpathStart: CGPoint?

  public mutating func move(to p: CGPoint) {
    guard Self.isFinite(p) else { return }
    elements.append(.move(to: p))
    currentPoint = p
    subpathStart = p
  }

  public mutating func addLine(to p: CGPoint) {
    guard Self.isFinite(p) else { return }
    if currentPoint == nil { move(to: p); return }
    elements.append(.line(to: p))
    currentPoint = p
  }

  public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
    guard Self.isFinite(p), Self.isFinite(control) else { return }
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: p, control: control))
    currentPoint = p
  }

  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard Self.isFinite(p), Self.isFinite(control1), Self.isFinite(control2) else { return }
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: p, control1: control1, control2: control2))
    currentPoint = p
  }

  /// Whether both coordinates of `p` are numbers Core Graphics accepts.
  static func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Appends all of `other`'s elements.
  public mutating func addPath(_ other: GraphicsPath) {
    for e in other.elements { append(e) }
  }

  /// Appends one element, keeping the current point right.
  public mutating func append(_ e: Element) {
    switch e {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// This path with every point mapped through `t`.
  public func applying(_ t: CGAffineTransform) -> GraphicsPath {
    if t.isIdentity { return self }
    var out = GraphicsPath()
    for e in elements {
      switch e {
      case .move(let p): out.move(to: p.applying(t))
      case .line(let p): out.addLine(to: p.applying(t))
      case .quadCurve(let p, let c): out.addQuadCurve(to: p.applying(t), control: c.applying(t))
      case .curve(let p, let c1, let c2):
        out.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
      case .closeSubpath: out.closeSubpath()
      }
    }
    return out
  }
}
