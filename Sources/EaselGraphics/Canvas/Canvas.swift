import Foundation

/// How the inside of a path is decided.
public enum FillRule: Sendable, Hashable {
  case nonZero
  case evenOdd
}

/// The shape at the open ends of a stroke.
public enum LineCap: Sendable, Hashable {
  case butt, round, square
}

/// The shape where two stroked segments meet.
public enum LineJoin: Sendable, Hashable {
  case miter, round, bevel
}

/// Everything about a stroke but its colour.
public struct StrokeStyle: Sendable, Hashable {
  public var lineWidth: CGFloat
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  public var miterLimit: CGFloat
  /// Alternating on/off lengths; empty for a solid line.
  public var dashPattern: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: CGFloat = 10, dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
  }
}

/// A drop shadow with Core Animation's meaning: the alpha of what is drawn, blurred,
/// offset and tinted, painted beneath it.
public struct Shadow: Sendable, Hashable {
  /// The shadow's colour; `CALayer.shadowOpacity` is already multiplied into its alpha.
  public var color: RGBA
  public var offset: CGSize
  /// `CALayer.shadowRadius`: the blur radius in points.
  public var radius: CGFloat

  public init(color: RGBA, offset: CGSize, radius: CGFloat) {
    self.color = color
    self.offset = offset
    self.radius = radius
  }
}

/// A colour stop of a gradient.
public struct GradientStop: Sendable, Hashable {
  public var location: CGFloat
  public var color: RGBA
  public init(location: CGFloat, color: RGBA) {
    self.location = location
    self.color = color
  }
}

/// A group of drawing taken off the canvas by `endGroup()`, to be painted back with
/// opacity, a mask or a shadow. Opaque to its users.
public protocol CanvasGroup: AnyObject {}

/// The narrow boundary between what to draw and who writes pixels.
///
/// Coordinates are points, y down, origin top-left, as in UIKit; a surface maps them to
/// pixels. State (transform, clip) is saved and restored in a stack. Degenerate draws
/// (empty paths, zero-width strokes, clear colours) are skipped, never errors.
public protocol Canvas: AnyObject {
  /// The current user-to-device transform.
  var transform: CGAffineTransform { get }

  /// Pushes the transform and clip.
  func save()
  /// Pops the transform and clip pushed by the matching `save()`.
  func restore()
  /// Applies `t` before the current transform; after a singular `t` nothing is drawn until
  /// `restore()`.
  func concatenate(_ t: CGAffineTransform)
  /// Intersects the clip with `path`'s inside.
  func clip(to path: GraphicsPath, rule: FillRule)
  /// Sets how everything drawn next combines with what is there (saved and restored with
  /// the transform and clip; `.normal` at first).
  func setBlendMode(_ mode: BlendMode)

  func fill(_ path: GraphicsPath, color: RGBA, rule: FillRule)
  func stroke(_ path: GraphicsPath, color: RGBA, style: StrokeStyle)
  /// Makes the pixels inside `path` (and the clip) transparent, in the innermost group or on
  /// the surface, as Core Graphics' `clear(_:)` does in a context's own backing.
  func clear(_ path: GraphicsPath)
  /// Fills `path` with an image pattern's tiles, multiplied by `opacity`.
  func fill(_ path: GraphicsPath, pattern: ImagePattern, opacity: Double, rule: FillRule)
  /// Strokes `path` with an image pattern's tiles, multiplied by `opacity`.
  func stroke(_ path: GraphicsPath, pattern: ImagePattern, opacity: Double, style: StrokeStyle)
  /// Fills `path` with a linear gradient from `start` to `end`.
  func fill(
    _ path: GraphicsPath, linearGradient stops: [GradientStop], from start: CGPoint, to end: CGPoint
  )
  /// Fills `path` with a radial gradient between two circles.
  func fill(
    _ path: GraphicsPath, radialGradient stops: [GradientStop],
    startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)

  /// Draws `image` scaled to fill `rect`.
  func draw(_ image: Bitmap, in rect: CGRect, opacity: Double)
  /// Draws `image` into `rect` cut into nine parts: corners at their size, edges and middle
  /// stretched or tiled (see `NinePart`).
  func draw(_ image: Bitmap, in rect: CGRect, slicing: NinePart, opacity: Double)
  /// Draws laid-out text with its top-left at `origin`.
  func draw(_ text: TextLayout, at origin: CGPoint)
  /// Strokes the outlines of laid-out text's glyphs with `style`, in the text's own colour
  /// (Core Graphics' `kCGTextStroke`, as UIKit's string drawing sets it up).
  func stroke(_ text: TextLayout, at origin: CGPoint, style: StrokeStyle)

  /// Starts recording drawing into an offscreen group.
  func beginGroup()
  /// Starts recording into an offscreen group that only `bounds` (user space) of can
  /// reach: drawing outside it is cut off (as a clip to `bounds` inside the group), which
  /// also lets a backend allocate and composite a group no larger than `bounds`.
  func beginGroup(bounds: CGRect)
  /// Ends the innermost group and returns it; nothing of it is on the canvas yet.
  func endGroup() -> CanvasGroup
  /// Paints a group, multiplied by `opacity`, masked by the alpha of `mask`, with `shadow`
  /// beneath it.
  func paint(_ group: CanvasGroup, opacity: Double, mask: CanvasGroup?, shadow: Shadow?)

  /// Starts a group that only `bounds` (user space) of can reach, holding a copy of what is
  /// there already, so that drawing in it may also change or clear what was there (a
  /// clear, a blend mode): ended by `endGroup()` and put back by `paint(_:replacingThrough:)`.
  func beginGroup(copyingBackdropIn bounds: CGRect)
  /// Puts a group started by `beginGroup(copyingBackdropIn:)` back in place of what is
  /// there, through the alpha of `mask`: where the mask is opaque the group replaces the
  /// pixels, where it is clear they stay, and in between they are mixed; as a clip to a mask
  /// (`CGContext.clip(to:mask:)`) limits every drawing operation.
  func paint(_ group: CanvasGroup, replacingThrough mask: CanvasGroup)
  /// Blurs what is already drawn inside `path` by a Gaussian of standard deviation `sigma`
  /// (a backdrop blur); false when the canvas cannot read back what it drew (a vector
  /// surface).
  func blurBackdrop(in path: GraphicsPath, sigma: CGFloat) -> Bool
  /// Paints only the shadow `group` casts (its alpha blurred, tinted and offset), not the
  /// group itself: a layer's `shadowPath`.
  func paintShadow(_ group: CanvasGroup, shadow: Shadow)
}

extension Canvas {
  /// Draws `image` into `rect` cut into nine parts when `slicing` is given, scaled as a
  /// whole otherwise.
  public func draw(_ image: Bitmap, in rect: CGRect, slicedBy slicing: NinePart?, opacity: Double) {
    if let slicing {
      draw(image, in: rect, slicing: slicing, opacity: opacity)
    } else {
      draw(image, in: rect, opacity: opacity)
    }
  }
}
