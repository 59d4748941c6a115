internal import EaselGraphics
import Foundation

/// A drawing destination, as Core Graphics' `CGContext`, that draws onto a `Canvas`.
///
/// Coordinates are UIKit's (y down), as in the context `draw(_:)` receives on iOS. The
/// graphics state (colours, line style, alpha, shadow, transform, clip) is saved and restored
/// with `saveGState()`/`restoreGState()`. As in Core Graphics, points added to the current
/// path are transformed by the transform in effect when they are added.
public final class CGContext {
  /// How images are resampled. Differs from Core Graphics: stored only.
  public var interpolationQuality: CGInterpolationQuality = .default
  /// The transform from text space to user space Core Text draws lines and runs with
  /// (identity by default; not part of the graphics state, as in Core Graphics). Its
  /// translation is the text position.
  public var textMatrix: CGAffineTransform = .identity
  /// Where the next line or run is drawn: its baseline origin, in user space
  /// (`CTLineDraw` draws at it); the text matrix's translation, as in Core Graphics.
  public var textPosition: CGPoint {
    get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
    set {
      textMatrix.tx = newValue.x
      textMatrix.ty = newValue.y
    }
  }
  /// The canvas drawing lands on.
  package let canvas: Canvas

  struct GState {
    var fillColor = RGBA.black {
      didSet { fillPattern = nil }
    }
    var strokeColor = RGBA.black {
      didSet { strokePattern = nil }
    }
    /// A pattern colour's pattern the fill colour stands for, in the context's base space.
    var fillPattern: ImagePattern?
    /// A pattern colour's pattern the stroke colour stands for, in the context's base space.
    var strokePattern: ImagePattern?
    var style = StrokeStyle()
    var alpha: Double = 1
    var shadow: Shadow?
    /// The bounding box of the clip, in the canvas' device space (infinite: unclipped).
    var clipBox = CGRect.infinite
    /// How text is drawn: filled, its glyphs' outlines stroked, both, or not at all.
    var textDrawingMode = CGTextDrawingMode.fill
    /// How drawing combines with what is there (the canvas holds it; kept for `resetClip()`).
    var blendMode = CGBlendMode.normal
    /// The clips set since the context was made, each with the transform it was set under,
    /// so that `resetClip()` can set the saved states' clips again.
    var clips: [(path: GraphicsPath, rule: FillRule, transform: CGAffineTransform)] = []
  }

  var state = GState()
  /// A graphics state `saveGState()` pushed.
  struct SavedState {
    var state: GState
    /// The canvas' transform when it was saved.
    var transform: CGAffineTransform
    /// Set by `resetClip()`, which takes the clips off the canvas' saved states: the state's
    /// clips are set again when it is restored.
    var clipsTakenOff = false
  }
  var stack: [SavedState] = []
  /// The graphics states saved, for `clip(to:mask:)`.
  var stackDepth: Int { stack.count }

  /// A `clip(to:mask:)` in effect: the drawing since is in an open canvas group, painted
  /// through `mask` when the state it was set in is restored.
  struct MaskClip {
    /// `stackDepth` when it was set.
    var depth: Int
    var mask: CanvasGroup
    /// The area its group copied, in the canvas' device space.
    var deviceBounds: CGRect
  }
  var maskClips: [MaskClip] = []
  /// The transparency layers begun and not ended, each the `stackDepth` its begin saved the
  /// graphics state at (see `CGContext+TransparencyLayers.swift`).
  var transparencyLayerDepths: [Int] = []
  /// The current path, in the canvas' device space (see the type's note).
  var devicePath = GraphicsPath() {
    didSet { strokedOutline = nil }
  }
  /// Set by `replacePathWithStrokedPath()`: the current path stands for the area its stroke
  /// covers with this style (until the path changes).
  var strokedOutline: StrokeStyle?

  /// The raster surface a bitmap context draws into (see `makeImage()`), if any.
  var bitmapSurface: RasterSurface?
  /// The document a PDF context draws into (see `CGContext+PDF.swift`), if any.
  var pdfDocument: PDFDocumentOutput?
  /// The caller's pixel buffer a bitmap context was made on, and how its pixels are laid
  /// out: read when the context is made, written by `makeImage()` and `flush()`.
  var callerPixels:
    (data: UnsafeMutableRawPointer, bytesPerRow: Int, layout: RasterSurface.PixelLayout)?

  /// Creates a context that draws onto `canvas`; `bounds` is the drawable area in the
  /// canvas' device space, for `boundingBoxOfClipPath` (infinite when unknown).
  package init(canvas: Canvas, bounds: CGRect = .infinite) {
    self.canvas = canvas
    baseTransform = canvas.transform
    self.deviceArea = bounds
    state.clipBox = bounds
    // The canvas' state as the context was made, which `resetClip()` goes back to.
    canvas.save()
  }

  /// The canvas' transform as the context was made: the context's base space, which a
  /// pattern colour's tiles are placed in whatever the current transform, as in Core
  /// Graphics.
  let baseTransform: CGAffineTransform

  /// The area the context was made over, in the canvas' device space (infinite when
  /// unknown): what a layer's backing store or a bitmap covers.
  let deviceArea: CGRect

  // MARK: Graphics state

  /// Pushes a copy of the graphics state.
  public func saveGState() {
    stack.append(SavedState(state: state, transform: canvas.transform))
    canvas.save()
  }

  /// Pops the graphics state pushed by the matching `saveGState()`; unbalanced calls, and
  /// calls that would pop the state a transparency layer begun since saved, are ignored.
  public func restoreGState() {
    guard stack.count > (transparencyLayerDepths.last ?? 0) else { return }
    paintMaskClips(downTo: stack.count)
    let saved = stack.removeLast()
    state = saved.state
    canvas.restore()
    if saved.clipsTakenOff { clipCanvasAgain(to: state.clips) }
  }

  /// Paints the groups of the mask clips set at `depth` or deeper through their masks.
  func paintMaskClips(downTo depth: Int) {
    while let last = maskClips.last, last.depth >= depth {
      maskClips.removeLast()
      let content = canvas.endGroup()
      canvas.paint(content, replacingThrough: last.mask)
    }
  }

  /// Ends drawing: transparency layers still begun are ended and mask clips still in effect
  /// are painted, as when a context is released.
  package func finish() {
    while !transparencyLayerDepths.isEmpty { endTransparencyLayer() }
    paintMaskClips(downTo: 0)
  }

  /// Puts the drawing done under the mask clips set since the last `saveGState()` in place,
  /// and goes on under the same clips: so that the pixels read now (`makeImage()`,
  /// `UIGraphicsGetImageFromCurrentImageContext()`) hold it, as on iOS, where a clip to a
  /// mask limits each drawing operation as it is done.
  ///
  /// Differs from UIKit: a clip narrowed after the mask clip is set lasts no further.
  package func settleMaskClips() {
    var settled: [MaskClip] = []
    while let last = maskClips.last, last.depth == stackDepth {
      maskClips.removeLast()
      settled.append(last)
    }
    guard !settled.isEmpty else { return }
    let transform = canvas.transform
    for clip in settled {
      canvas.paint(canvas.endGroup(), replacingThrough: clip.mask)
    }
    // Ending a group puts back the transform it began with; the caller's stays.
    canvas.concatenate(transform.concatenating(canvas.transform.inverted()))
    for clip in settled.reversed() {
      canvas.beginGroup(copyingBackdropIn: clip.deviceBounds.applying(transform.inverted()))
      maskClips.append(clip)
    }
  }

  /// The current transformation matrix.
  public var ctm: CGAffineTransform { canvas.transform }

  /// Moves the origin.
  public func translateBy(x: CGFloat, y: CGFloat) {
    canvas.concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Scales the coordinate system.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    canvas.concatenate(CGAffineTransform(scaleX: x, y: y))
  }

  /// Rotates the coordinate system by `angle` radians (clockwise on screen in UIKit space).
  public func rotate(by angle: CGFloat) {
    canvas.concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Applies `transform` before the current one.
  public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform) }

  /// Sets the colour used by fills.
  public func setFillColor(_ color: CGColor) {
    state.fillColor = color.rgba
    state.fillPattern = color.imagePattern
  }

  /// Sets the fill colour from sRGB components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha).rgba
  }

  /// Sets the fill colour to a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = RGBA(white: Double(gray), alpha: Double(alpha))
  }

  /// Sets the colour used by strokes.
  public func setStrokeColor(_ color: CGColor) {
    state.strokeColor = color.rgba
    state.strokePattern = color.imagePattern
  }

  /// Sets the stroke colour from sRGB components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha).rgba
  }

  /// Sets the stroke colour to a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = RGBA(white: Double(gray), alpha: Double(alpha))
  }

  /// Sets the stroke width, in user space at the time of stroking.
  public func setLineWidth(_ width: CGFloat) { state.style.lineWidth = width }

  /// How text drawn from now on is painted: filled (the default), its glyphs' outlines
  /// stroked with the line width, join and miter limit set, both, or invisible, as Core
  /// Graphics' text drawing modes. UIKit's string drawing strokes in the text's colour.
  ///
  /// Differs from Core Graphics: the clipping modes (`fillClip`, `strokeClip`,
  /// `fillStrokeClip`, `clip`) draw as their other part and do not add the glyphs to the
  /// clip, which Easel notes as unimplemented.
  public func setTextDrawingMode(_ mode: CGTextDrawingMode) {
    state.textDrawingMode = mode
    if [.fillClip, .strokeClip, .fillStrokeClip, .clip].contains(mode) {
      UnimplementedAPI.use("CGContext.setTextDrawingMode(_:) with a clipping mode", by: self)
    }
  }

  /// Draws laid-out text as the text drawing mode says (`setTextDrawingMode(_:)`), and the
  /// images of its attachments whatever the mode: what UIKit's labels, fields and string
  /// drawing draw with.
  ///
  /// With a `pattern` (text in a pattern colour, laid out opaque), the filled text is the
  /// mask the pattern's tiles are painted through, placed as `fillPaint` places them.
  ///
  /// Differs from UIKit: the whole layout takes the pattern, whatever colours its other runs
  /// have.
  package func drawText(_ layout: TextLayout, at origin: CGPoint, pattern: ImagePattern? = nil) {
    let mode = state.textDrawingMode
    if [.fill, .fillStroke, .fillClip, .fillStrokeClip].contains(mode) {
      if let pattern {
        canvas.beginGroup()
        canvas.draw(layout, at: origin)
        let mask = canvas.endGroup()
        // The layout's box and a margin for glyphs that reach past it; the mask cuts it.
        let margin = max(layout.size.height, 8)
        let area = CGRect(origin: origin, size: layout.size).insetBy(dx: -margin, dy: -margin)
        canvas.beginGroup()
        canvas.fill(
          GraphicsPath(rect: area), paint: paint(.black, pattern: pattern), rule: .nonZero)
        let tiles = canvas.endGroup()
        canvas.paint(tiles, opacity: 1, mask: mask, shadow: nil)
      } else {
        canvas.draw(layout, at: origin)
      }
    }
    if [.stroke, .fillStroke, .strokeClip, .fillStrokeClip].contains(mode) {
      canvas.stroke(layout, at: origin, style: state.style)
    }
    for placed in layout.attachments {
      guard let image = placed.attachment.image else { continue }
      drawUprightWithoutShadow(
        image, in: placed.frame.offsetBy(dx: origin.x, dy: origin.y),
        tint: placed.attachment.tint)
    }
  }
  /// Sets the shape of stroke ends.
  public func setLineCap(_ cap: CGLineCap) { state.style.lineCap = cap.lineCap }
  /// Sets the shape of stroke joins.
  public func setLineJoin(_ join: CGLineJoin) { state.style.lineJoin = join.lineJoin }
  /// Sets the miter limit.
  public func setMiterLimit(_ limit: CGFloat) { state.style.miterLimit = limit }

  /// Sets the dash pattern; an empty `lengths` gives a solid line.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.style.dashPattern = lengths
    state.style.dashPhase = phase
  }

  /// Sets an alpha multiplied into everything drawn.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(Double(alpha), 0), 1) }

  /// Sets how everything drawn next combines with what the context holds (see
  /// `BlendMode` for what differs from Core Graphics).
  public func setBlendMode(_ mode: CGBlendMode) {
    state.blendMode = mode
    canvas.setBlendMode(mode.canvasMode)
  }

  /// Runs `draw` with `mode` and the alpha multiplied by `alpha`, the graphics state restored
  /// after: what UIKit's drawing calls that take a blend mode do.
  func drawing(blendMode mode: CGBlendMode, alpha: CGFloat = 1, _ draw: () -> Void) {
    saveGState()
    setBlendMode(mode)
    setAlpha(alpha * CGFloat(state.alpha))
    draw()
    restoreGState()
  }

  /// Sets a shadow drawn beneath everything painted next.
  ///
  /// As on iOS, the offset is in the base (UIKit) space, not affected by the transform:
  /// positive height moves the shadow down. `blur` is Core Graphics' blur, about twice
  /// Core Animation's `shadowRadius`.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, color.alpha > 0 else {
      state.shadow = nil
      return
    }
    state.shadow = Shadow(color: color.rgba, offset: offset, radius: max(blur, 0) / 2)
  }

  /// Sets a shadow in one-third-opaque black, as `CGContextSetShadow`.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
  }

  // MARK: Painting helpers

  /// `color` faded by the context's alpha.
  func faded(_ color: RGBA) -> RGBA { color.multiplyingAlpha(by: state.alpha) }

  /// What fills paint with: the fill colour faded by the state's alpha, or its pattern.
  var fillPaint: Paint { paint(state.fillColor, pattern: state.fillPattern) }

  /// What strokes paint with: the stroke colour faded by the state's alpha, or its pattern.
  var strokePaint: Paint { paint(state.strokeColor, pattern: state.strokePattern) }

  func paint(_ color: RGBA, pattern: ImagePattern?) -> Paint {
    guard let pattern else { return .color(faded(color)) }
    // From the base space, where the tiles start at the origin, to the current user space.
    let toUser = baseTransform.concatenating(canvas.transform.inverted())
    return .pattern(pattern.applying(toUser), opacity: state.alpha)
  }

  /// Runs `draw`, inside a shadowed group when the state has a shadow.
  func paintWithShadow(_ draw: () -> Void) {
    guard let shadow = state.shadow else {
      draw()
      return
    }
    canvas.beginGroup()
    draw()
    let group = canvas.endGroup()
    canvas.paint(group, opacity: 1, mask: nil, shadow: shadow)
  }

  /// The current path in current user space.
  var userPath: GraphicsPath {
    devicePath.applying(canvas.transform.inverted())
  }
}
