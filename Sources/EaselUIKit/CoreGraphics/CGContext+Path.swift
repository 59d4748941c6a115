internal import EaselGraphics
import Foundation

extension CGContext {
  /// Whether the current path is empty.
  public var isPathEmpty: Bool { devicePath.isEmpty }

  /// The current point of the current path, in user space.
  public var currentPointOfPath: CGPoint {
    (devicePath.currentPoint ?? .zero).applying(canvas.transform.inverted())
  }

  /// The bounding box of the current path, in user space.
  public var boundingBoxOfPath: CGRect { CGPath(graphicsPath: userPath).boundingBox }

  /// A copy of the current path, in user space.
  public var path: CGPath? { devicePath.isEmpty ? nil : CGPath(graphicsPath: userPath) }

  /// Starts a new, empty path.
  public func beginPath() { devicePath = GraphicsPath() }

  private func add(_ piece: GraphicsPath) { devicePath.addPath(piece.applying(canvas.transform)) }

  /// Starts a new subpath.
  public func move(to point: CGPoint) { devicePath.move(to: point.applying(canvas.transform)) }

  /// Adds a line to `point`.
  public func addLine(to point: CGPoint) {
    devicePath.addLine(to: point.applying(canvas.transform))
  }

  /// Adds lines joining `points`, starting a new subpath.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  /// Adds a cubic Bézier curve.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    let t = canvas.transform
    devicePath.addCurve(
      to: end.applying(t), control1: control1.applying(t), control2: control2.applying(t))
  }

  /// Adds a quadratic Bézier curve.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    let t = canvas.transform
    devicePath.addQuadCurve(to: end.applying(t), control: control.applying(t))
  }

  /// Adds a closed rectangle.
  public func addRect(_ rect: CGRect) { add(GraphicsPath(rect: rect)) }

  /// Adds closed rectangles.
  public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

  /// Adds a closed oval inscribed in `rect`.
  public func addEllipse(in rect: CGRect) { add(GraphicsPath(ellipseIn: rect)) }

  /// Adds a circular arc; `clockwise` has Core Graphics' y-up meaning, so in UIKit space
  /// `clockwise: true` appears counter-clockwise (see `CGMutablePath.addArc`).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let m = CGMutablePath(graphicsPath: userPath)
    m.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
    devicePath = m.graphicsPath.applying(canvas.transform)
  }

  /// Adds an arc tangent to two lines.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    let m = CGMutablePath(graphicsPath: userPath)
    m.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    devicePath = m.graphicsPath.applying(canvas.transform)
  }

  /// Adds a path (in user space).
  public func addPath(_ path: CGPath) { add(path.graphicsPath) }

  /// Closes the current subpath.
  public func closePath() { devicePath.closeSubpath() }

  /// Replaces the current path with the outline of its stroke in the current line width,
  /// caps, joins and dashes, as `replacePathWithStrokedPath()`: filling it paints what the
  /// stroke would, clipping to it clips to the stroke's area (the usual way to draw a
  /// gradient along an arc).
  ///
  /// Differs from UIKit: the outline is not computed as a path (Cairo has no
  /// stroke-to-path): the path is kept with the stroke style, so `path` and
  /// `boundingBoxOfPath` still give the centre line, and stroking it again strokes the
  /// centre line, not the outline's two edges.
  public func replacePathWithStrokedPath() {
    guard !devicePath.isEmpty else { return }
    strokedOutline = state.style
  }

  /// Fills the current path and clears it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    let path = userPath
    let outline = strokedOutline
    devicePath = GraphicsPath()
    let paint = fillPaint
    if let outline {
      paintWithShadow { canvas.stroke(path, paint: paint, style: outline) }
      return
    }
    paintWithShadow { canvas.fill(path, paint: paint, rule: rule.fillRule) }
  }

  /// Fills the current path with the even-odd rule and clears it.
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Strokes the current path and clears it.
  public func strokePath() {
    let path = userPath
    devicePath = GraphicsPath()
    let paint = strokePaint
    let style = stroking(state.style)
    paintWithShadow { canvas.stroke(path, paint: paint, style: style) }
  }

  /// Paints the current path as `mode` says and clears it.
  public func drawPath(using mode: CGPathDrawingMode) {
    if strokedOutline != nil, mode == .fill || mode == .eoFill {
      fillPath()  // the stroke's outline, filled
      return
    }
    let path = userPath
    devicePath = GraphicsPath()
    let fill = fillPaint
    let stroke = strokePaint
    let style = stroking(state.style)
    paintWithShadow {
      switch mode {
      case .fill: canvas.fill(path, paint: fill, rule: .nonZero)
      case .eoFill: canvas.fill(path, paint: fill, rule: .evenOdd)
      case .stroke: canvas.stroke(path, paint: stroke, style: style)
      case .fillStroke:
        canvas.fill(path, paint: fill, rule: .nonZero)
        canvas.stroke(path, paint: stroke, style: style)
      case .eoFillStroke:
        canvas.fill(path, paint: fill, rule: .evenOdd)
        canvas.stroke(path, paint: stroke, style: style)
      }
    }
  }

  /// Fills `rect` with the fill colour (the current path is untouched).
  public func fill(_ rect: CGRect) {
    let paint = fillPaint
    paintWithShadow { canvas.fill(GraphicsPath(rect: rect), paint: paint, rule: .nonZero) }
  }

  /// Fills rectangles.
  public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }

  /// Strokes `rect` with the stroke colour and style.
  public func stroke(_ rect: CGRect) {
    let paint = strokePaint
    let style = stroking(state.style)
    paintWithShadow { canvas.stroke(GraphicsPath(rect: rect), paint: paint, style: style) }
  }

  /// Strokes `rect` with `width`.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    var style = state.style
    style.lineWidth = width
    style = stroking(style)
    let paint = strokePaint
    paintWithShadow { canvas.stroke(GraphicsPath(rect: rect), paint: paint, style: style) }
  }

  /// Fills the oval inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    let paint = fillPaint
    paintWithShadow { canvas.fill(GraphicsPath(ellipseIn: rect), paint: paint, rule: .nonZero) }
  }

  /// Strokes the oval inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    let paint = strokePaint
    let style = stroking(state.style)
    paintWithShadow { canvas.stroke(GraphicsPath(ellipseIn: rect), paint: paint, style: style) }
  }

  /// Strokes straight segments between pairs of points.
  public func strokeLineSegments(between points: [CGPoint]) {
    var path = GraphicsPath()
    var i = 0
    while i + 1 < points.count {
      path.move(to: points[i])
      path.addLine(to: points[i + 1])
      i += 2
    }
    let paint = strokePaint
    let style = stroking(state.style)
    paintWithShadow { canvas.stroke(path, paint: paint, style: style) }
  }

  /// Makes every pixel of `rect` (within the clip) transparent: the context's own drawing, as
  /// a view's backing or an image context holds it, not what is beneath the view.
  public func clear(_ rect: CGRect) { canvas.clear(GraphicsPath(rect: rect)) }

  /// Intersects the clip with the current path and clears the path; after
  /// `replacePathWithStrokedPath()`, with the area the stroke covers (a mask, kept until the
  /// graphics state is restored, as `clip(to:mask:)`'s).
  public func clip(using rule: CGPathFillRule = .winding) {
    let path = userPath
    let outline = strokedOutline
    let reach: CGFloat = (outline?.lineWidth ?? 0) * max(1, outline?.miterLimit ?? 1) / 2
    narrowClipBox(toDevice: devicePath.controlPointBounds.insetBy(dx: -reach, dy: -reach))
    devicePath = GraphicsPath()
    guard let outline else {
      clipCanvas(to: path, rule: rule.fillRule)
      return
    }
    let box = path.controlPointBounds.insetBy(dx: -reach, dy: -reach)
    canvas.clip(to: GraphicsPath(rect: box), rule: .nonZero)
    canvas.beginGroup(bounds: box)
    canvas.stroke(path, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), style: outline)
    let maskGroup = canvas.endGroup()
    canvas.beginGroup(copyingBackdropIn: box)
    maskClips.append(
      MaskClip(depth: stackDepth, mask: maskGroup, deviceBounds: box.applying(canvas.transform)))
  }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) {
    narrowClipBox(toDevice: rect.applying(canvas.transform))
    clipCanvas(to: GraphicsPath(rect: rect), rule: .nonZero)
  }

  /// Intersects the clip with rectangles.
  public func clip(to rects: [CGRect]) {
    var path = GraphicsPath()
    for r in rects { path.addRect(r) }
    narrowClipBox(toDevice: path.controlPointBounds.applying(canvas.transform))
    clipCanvas(to: path, rule: .nonZero)
  }

  /// Intersects the clip with `path` (user space), as `UIBezierPath.addClip()` does.
  func clip(to path: GraphicsPath, rule: FillRule) {
    narrowClipBox(toDevice: path.controlPointBounds.applying(canvas.transform))
    clipCanvas(to: path, rule: rule)
  }

  /// Clips the canvas and keeps the clip in the graphics state, for `resetClip()`.
  private func clipCanvas(to path: GraphicsPath, rule: FillRule) {
    canvas.clip(to: path, rule: rule)
    state.clips.append((path, rule, canvas.transform))
  }

  /// Sets the clip back to the whole of what the context draws on (a layer's bounds, an
  /// image context's size), as `resetClip()`: the clips set since the context was made no
  /// longer limit drawing, until a graphics state saved before is restored, which brings
  /// its clips back.
  ///
  /// Differs from UIKit: a clip to a mask (`clip(to:mask:)`, or to a stroked path) stays in
  /// effect, and saying so is noted once.
  public func resetClip() {
    guard maskClips.isEmpty else {
      UnimplementedAPI.use("CGContext.resetClip() under a clip to a mask", by: self)
      return
    }
    // A canvas cannot widen a clip, and its saved states hold theirs for the states saved
    // inside them: go back to the canvas' state as the context was made, save it again
    // once for each saved state with that state's transform and blend mode but no clips
    // (set again when it is restored), and go on with the current transform.
    let transform = canvas.transform
    for _ in 0...stack.count { canvas.restore() }
    canvas.save()
    for i in stack.indices {
      setCanvasTransform(stack[i].transform)
      canvas.setBlendMode(stack[i].state.blendMode.canvasMode)
      canvas.save()
      stack[i].clipsTakenOff = true
    }
    setCanvasTransform(transform)
    canvas.setBlendMode(state.blendMode.canvasMode)
    state.clips = []
    state.clipBox = deviceArea
  }

  /// Sets `clips` on the canvas again, each under the transform it was set with.
  func clipCanvasAgain(to clips: [(path: GraphicsPath, rule: FillRule, transform: CGAffineTransform)]) {
    let transform = canvas.transform
    for clip in clips {
      setCanvasTransform(clip.transform)
      canvas.clip(to: clip.path, rule: clip.rule)
    }
    setCanvasTransform(transform)
  }

  /// Makes `transform` the canvas' current transform.
  private func setCanvasTransform(_ transform: CGAffineTransform) {
    canvas.concatenate(transform.concatenating(canvas.transform.inverted()))
  }

  /// Intersects the clip with `rect`, masked by `mask` stretched over it as `draw(_:in:)`
  /// would draw it (y up), as `clip(to:mask:)`: an image with transparency masks by its
  /// alpha, an opaque one by its luminance (white shows). Drawing from here on goes into a copy of the context's pixels
  /// there, put back through the mask when the graphics state is restored (or the context
  /// ends), as the clip lasts on iOS: so a clear or a blend mode under the clip changes what
  /// was drawn before it too, where the mask shows.
  public func clip(to rect: CGRect, mask: CGImage) {
    clip(to: rect)
    canvas.beginGroup(bounds: rect)
    // The mask is placed as `draw(_:in:)` places an image: y up, so upside down in a
    // flipped (UIKit) context unless the caller flips first, as on iOS.
    canvas.save()
    canvas.concatenate(
      CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
    canvas.draw(mask.bitmap.alphaMask(), in: rect, opacity: 1)
    canvas.restore()
    let maskGroup = canvas.endGroup()
    canvas.beginGroup(copyingBackdropIn: rect)
    maskClips.append(
      MaskClip(depth: stackDepth, mask: maskGroup, deviceBounds: rect.applying(canvas.transform)))
  }

  /// The bounding box of the clip in user space, as `boundingBoxOfClipPath`: the drawable
  /// area (a layer's bounds, an image context's size) narrowed by every clip since.
  ///
  /// Differs from UIKit: a clip path counts with the box of its control points (a clip
  /// can only be smaller); `.infinite` when the context's area is not known.
  public var boundingBoxOfClipPath: CGRect {
    let box = state.clipBox
    guard !box.isInfinite else { return .infinite }
    guard !box.isNull, !box.isEmpty else { return .zero }
    return box.applying(canvas.transform.inverted())
  }

  private func narrowClipBox(toDevice rect: CGRect) {
    // A clip to geometry that is not a number (a path built from NaN) encloses nothing.
    state.clipBox = state.clipBox.intersectionOrNull(rect)
    if state.clipBox.isNull { state.clipBox = .zero }
  }
}

extension CGContext {
  /// `style` as a stroke paints it: a line width of 0 is the thinnest line the device shows,
  /// one device pixel, as Core Graphics and `UIBezierPath.lineWidth` document (a ring drawn
  /// at a designable's default width 0 is a hairline, not nothing).
  func stroking(_ style: StrokeStyle) -> StrokeStyle {
    guard style.lineWidth == 0 else { return style }
    let t = ctm
    let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
    var hairline = style
    hairline.lineWidth = scale > 0 && scale.isFinite ? 1 / scale : 1
    return hairline
  }
}
