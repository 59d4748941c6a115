internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A path with stroke attributes, as `UIBezierPath`.
///
/// Geometry is UIKit's: `clockwise` means clockwise on screen (y down); ovals start at the
/// rightmost point and run clockwise; arcs and ovals are cubic Béziers.
open class UIBezierPath: NSObject, NSCopying {
  /// The path's elements.
  package var graphicsPath: GraphicsPath
  /// The stroke width (default 1).
  open var lineWidth: CGFloat = 1
  /// The shape of stroke ends.
  open var lineCapStyle: CGLineCap = .butt
  /// The shape of stroke joins.
  open var lineJoinStyle: CGLineJoin = .miter
  /// The miter limit (default 10).
  open var miterLimit: CGFloat = 10
  /// Whether fills use the even-odd rule.
  open var usesEvenOddFillRule = false
  /// How finely curves are flattened.
  ///
  /// Differs from UIKit: stored only; the canvas decides (COVERAGE.md).
  open var flatness: CGFloat = 0.6
  var dashPattern: [CGFloat] = []
  var dashPhase: CGFloat = 0

  /// An empty path.
  public override init() {
    graphicsPath = GraphicsPath()
    super.init()
  }

  /// A path from an archive, empty.
  ///
  /// Differs from UIKit: the archive is not read (Easel builds what a document holds itself).
  public required init?(coder: NSCoder) {
    graphicsPath = GraphicsPath()
    super.init()
    UnimplementedAPI.use("UIBezierPath.init(coder:)", by: self)
  }

  /// A path with the given elements: a convenience initializer, so that a subclass in another
  /// module (`class Arrow: UIBezierPath {}`) sees every designated one and inherits them all.
  package convenience init(graphicsPath: GraphicsPath) {
    self.init()
    self.graphicsPath = graphicsPath
  }

  /// A closed rectangle.
  public convenience init(rect: CGRect) { self.init(graphicsPath: GraphicsPath(rect: rect)) }

  /// A closed oval inscribed in `rect`, from the rightmost point, clockwise on screen.
  public convenience init(ovalIn rect: CGRect) {
    self.init(graphicsPath: GraphicsPath(ellipseIn: rect))
  }

  /// A rounded rectangle with iOS 7's continuous ("squircle") corners; a radius past about a
  /// third of half the shorter side gives round ends instead, as on iOS
  /// (`GraphicsPath(continuousRoundedRect:cornerRadii:)`).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      graphicsPath: GraphicsPath(
        continuousRoundedRect: rect, cornerRadii: CornerRadii(all: cornerRadius)))
  }

  /// A rectangle with some corners rounded, continuously as `init(roundedRect:cornerRadius:)`
  /// rounds them. UIKit rounds by `cornerRadii.width` and ignores the height (a library
  /// that asks for `(r, r + 10)` shows round, not elliptical, corners on iOS).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    let side = CGSize(width: cornerRadii.width, height: cornerRadii.width)
    func radius(_ c: UIRectCorner) -> CGSize { corners.contains(c) ? side : .zero }
    let radii = CornerRadii(
      topLeft: radius(.topLeft), topRight: radius(.topRight),
      bottomRight: radius(.bottomRight), bottomLeft: radius(.bottomLeft))
    self.init(graphicsPath: GraphicsPath(continuousRoundedRect: rect, cornerRadii: radii))
  }

  /// An arc of a circle; `clockwise` is on screen (y down).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    var p = GraphicsPath()
    p.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
    self.init(graphicsPath: p)
  }

  /// A path with a `CGPath`'s elements.
  public convenience init(cgPath: CGPath) { self.init(graphicsPath: cgPath.graphicsPath) }

  /// The elements as an immutable `CGPath`.
  open var cgPath: CGPath {
    get { CGPath(graphicsPath: graphicsPath) }
    set { graphicsPath = newValue.graphicsPath }
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { graphicsPath.isEmpty }

  /// The bounding box of the points, control points included (as UIKit's `bounds`).
  open var bounds: CGRect { CGPath(graphicsPath: graphicsPath).boundingBox }

  /// The current point; `.zero` for an empty path.
  open var currentPoint: CGPoint { graphicsPath.currentPoint ?? .zero }

  /// Starts a new subpath.
  open func move(to point: CGPoint) { graphicsPath.move(to: point) }

  /// Adds a line.
  open func addLine(to point: CGPoint) { graphicsPath.addLine(to: point) }

  /// Adds a cubic Bézier curve.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    graphicsPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    graphicsPath.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds an arc, joined to the current point by a line; `clockwise` is on screen.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    graphicsPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Closes the current subpath.
  open func close() { graphicsPath.closeSubpath() }

  /// Removes every element.
  open func removeAllPoints() { graphicsPath = GraphicsPath() }

  /// Appends another path's elements.
  open func append(_ other: UIBezierPath) { graphicsPath.addPath(other.graphicsPath) }

  /// Transforms every point.
  open func apply(_ transform: CGAffineTransform) {
    graphicsPath = graphicsPath.applying(transform)
  }

  /// Whether `point` is inside the path under its fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    CGPath(graphicsPath: graphicsPath).contains(
      point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Sets the dash pattern (`count` entries of `pattern`) and phase.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dashPattern = pattern.map { p in (0..<max(count, 0)).map { p[$0] } } ?? []
    dashPhase = phase
  }

  /// Reads the dash pattern into `pattern` (if given) and its count and phase.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
    count?.pointee = dashPattern.count
    phase?.pointee = dashPhase
  }

  /// A copy of the receiver's class with the same elements and stroke attributes.
  open func copy(with zone: NSZone? = nil) -> Any {
    let p = copyingInstance(of: self, "UIBezierPath.copy(with:)")
    p.graphicsPath = graphicsPath
    p.lineWidth = lineWidth
    p.lineCapStyle = lineCapStyle
    p.lineJoinStyle = lineJoinStyle
    p.miterLimit = miterLimit
    p.usesEvenOddFillRule = usesEvenOddFillRule
    p.dashPattern = dashPattern
    p.dashPhase = dashPhase
    return p
  }

  /// The stroke style for the canvas.
  var strokeStyle: StrokeStyle {
    StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCapStyle.lineCap, lineJoin: lineJoinStyle.lineJoin,
      miterLimit: miterLimit, dashPattern: dashPattern, dashPhase: dashPhase)
  }

  /// Fills the path with the current context's fill colour.
  @preconcurrency @MainActor open func fill() {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let paint = ctx.fillPaint
    let path = graphicsPath
    let rule: FillRule = usesEvenOddFillRule ? .evenOdd : .nonZero
    ctx.paintWithShadow { ctx.canvas.fill(path, paint: paint, rule: rule) }
  }

  /// Fills with an alpha.
  ///
  /// `blendMode` combines it with what is there (see `CGContext.setBlendMode(_:)`).
  @preconcurrency @MainActor open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    UIGraphicsGetCurrentContext()?.drawing(blendMode: blendMode, alpha: alpha) { fill() }
  }

  /// Strokes the path with the current context's stroke colour and this path's line style.
  @preconcurrency @MainActor open func stroke() {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let paint = ctx.strokePaint
    let path = graphicsPath
    let style = ctx.stroking(strokeStyle)
    ctx.paintWithShadow { ctx.canvas.stroke(path, paint: paint, style: style) }
  }

  /// Strokes with an alpha.
  ///
  /// `blendMode` combines it with what is there (see `CGContext.setBlendMode(_:)`).
  @preconcurrency @MainActor open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    UIGraphicsGetCurrentContext()?.drawing(blendMode: blendMode, alpha: alpha) { stroke() }
  }

  /// Intersects the current context's clip with the path.
  @preconcurrency @MainActor open func addClip() {
    UIGraphicsGetCurrentContext()?.clip(
      to: graphicsPath, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func reversing() -> UIBezierPath {
    UnimplementedAPI.use("UIBezierPath.reversing()", by: self); return self
  }
  // facade-inventory:end
}
