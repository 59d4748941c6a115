internal import EaselGraphics
import Foundation

/// An image, as `UIImage`: decoded pixels with a scale, orientation and rendering mode.
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image is drawn by views that tint, as `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable {
    /// Template in template contexts (bar items), original elsewhere.
    case automatic
    /// Always the image's own colours.
    case alwaysOriginal
    /// Always its alpha, filled with the tint colour.
    case alwaysTemplate
  }

  /// How the pixels are rotated, as `UIImage.Orientation`.
  ///
  /// Differs from UIKit: stored; only `.up` is drawn correctly (COVERAGE.md).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The pixels.
  public let cgImage: CGImage?
  /// Pixels per point.
  public let scale: CGFloat
  /// The orientation.
  public let imageOrientation: Orientation
  /// The rendering mode.
  public let renderingMode: RenderingMode
  /// A colour the image is drawn in (`withTintColor(_:)`), if any.
  let tint: UIColor?
  /// The stretchable image's caps (stored; see `resizableImage(withCapInsets:)`).
  public private(set) var capInsets: UIEdgeInsets = .zero
  /// Insets from the image's edges to the content that alignment uses (stored; see
  /// `withAlignmentRectInsets(_:)`).
  public private(set) var alignmentRectInsets: UIEdgeInsets = .zero

  /// An image from pixels, at scale 1.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image from pixels with a scale and orientation.
  public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.cgImage = cgImage
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    self.imageOrientation = orientation
    self.renderingMode = .automatic
    self.tint = nil
  }

  init(
    cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
    tint: UIColor?
  ) {
    self.cgImage = cgImage
    self.scale = scale
    self.imageOrientation = orientation
    self.renderingMode = renderingMode
    self.tint = tint
  }

  /// An empty image of `size`, as `UIImage()`.
  public override convenience init() {
    self.init(cgImage: nil, scale: 1, orientation: .up, renderingMode: .automatic, tint: nil)
  }

  /// Decodes PNG or JPEG data; nil if it is not an image Easel can read.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// Decodes PNG or JPEG data at `scale`.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let bitmap = try? Bitmap(data: data) else { return nil }
    self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
  }

  /// Reads an image file; the scale comes from an `@2x`/`@3x` suffix, as on iOS.
  public convenience init?(contentsOfFile path: String) {
    guard let bitmap = try? Bitmap(contentsOf: URL(fileURLWithPath: path)) else { return nil }
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
  }

  /// Looks an image up by name in the current resource environment (an asset catalogue on
  /// iOS); nil if there is none.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    guard let found = ResourceEnvironment.current.imageNamed(name) else { return nil }
    self.init(copying: found)
  }

  /// Looks an image up by name; bundle and traits are ignored (the environment decides).
  @preconcurrency @MainActor
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// An SF Symbol.
  ///
  /// Differs from UIKit: SF Symbols are not available off Apple platforms; the current
  /// resource environment is asked for `"system:<name>"` and usually has nothing (nil).
  @preconcurrency @MainActor
  public convenience init?(systemName name: String) {
    guard let found = ResourceEnvironment.current.imageNamed("system:" + name) else { return nil }
    self.init(copying: found)
  }

  /// The image `#imageLiteral(resourceName:)` names, from the current resource environment;
  /// an empty image when there is none (iOS would trap; Easel never does).
  public required convenience init(imageLiteralResourceName name: String) {
    let found: UIImage? =
      Thread.isMainThread
      ? MainActor.assumeIsolated { ResourceEnvironment.current.imageNamed(name) } : nil
    self.init(copying: found ?? UIImage())
  }

  private convenience init(copying other: UIImage) {
    self.init(
      cgImage: other.cgImage, scale: other.scale, orientation: other.imageOrientation,
      renderingMode: other.renderingMode, tint: other.tint)
  }

  static func empty(width: Int, height: Int, scale: CGFloat) -> UIImage {
    guard let bitmap = try? Bitmap(width: width, height: height) else { return UIImage() }
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
  }

  /// The size in points: pixels divided by scale.
  open var size: CGSize {
    guard let cgImage else { return .zero }
    return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
  }

  /// The same image with another rendering mode.
  open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: mode, tint: tint
    )
  }

  /// The same image drawn in `color` (its alpha filled with the colour), as iOS 13's.
  open func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation,
      renderingMode: .alwaysOriginal, tint: color)
  }

  /// The same image with a tint colour and rendering mode.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
      tint: color)
  }

  /// Draws the image with its top-left corner at `point`, at its size.
  @preconcurrency @MainActor open func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image upright, scaled into `rect`, in the current context.
  @preconcurrency @MainActor open func draw(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), let cgImage else { return }
    ctx.drawUpright(cgImage.bitmap, in: rect, tint: tint?.rgba)
  }

  /// Draws the image scaled into `rect` with an alpha.
  ///
  /// Differs from UIKit: `blendMode` other than `.normal` draws as `.normal`.
  @preconcurrency @MainActor open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat)
  {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setAlpha(alpha * CGFloat(ctx.state.alpha))
    draw(in: rect)
    ctx.restoreGState()
  }

  /// Draws the image at its size with its top-left corner at `point`, with an alpha (see
  /// `draw(in:blendMode:alpha:)`).
  @preconcurrency @MainActor open func draw(
    at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat
  ) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// The same image marked as stretchable with `capInsets`.
  ///
  /// Differs from UIKit: the caps are kept (`capInsets`) but the image is scaled uniformly
  /// when drawn larger (COVERAGE.md).
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    let copy = UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation,
      renderingMode: renderingMode, tint: tint)
    copy.capInsets = capInsets
    return copy
  }

  /// The same image with alignment insets, as `withAlignmentRectInsets(_:)` (stored: image
  /// views do not use them for layout).
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
    let copy = UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation,
      renderingMode: renderingMode, tint: tint)
    copy.capInsets = capInsets
    copy.alignmentRectInsets = alignmentInsets
    return copy
  }

  /// The same image marked as stretchable (see `resizableImage(withCapInsets:)`).
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
    -> UIImage
  {
    resizableImage(withCapInsets: capInsets)
  }

  /// How a resizable image fills extra space, as `UIImage.ResizingMode`.
  public enum ResizingMode: Int, Sendable {
    case tile, stretch
  }

  /// The image encoded as PNG; nil if it has no pixels or the encoder fails.
  open func pngData() -> Data? {
    guard let cgImage else { return nil }
    return try? cgImage.bitmap.pngData()
  }
}
