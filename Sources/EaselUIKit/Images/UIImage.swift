internal import EaselGraphics
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
  public private(set) var cgImage: CGImage?
  /// Pixels per point.
  public private(set) var scale: CGFloat = 1
  /// The orientation.
  public private(set) var imageOrientation: Orientation = .up
  /// The rendering mode.
  public private(set) var renderingMode: RenderingMode = .automatic
  /// A colour the image is drawn in (`withTintColor(_:)`), if any.
  private(set) var tint: UIColor?
  /// The resizable image's caps, in points: the parts along the edges that are not stretched
  /// or tiled when the image is drawn at another size (`resizableImage(withCapInsets:)`).
  open private(set) var capInsets: UIEdgeInsets = .zero
  /// How a resizable image fills the space between its caps (`.tile` for an image that is not
  /// resizable, as in UIKit).
  open private(set) var resizingMode: ResizingMode = .tile
  /// Whether the image was made resizable: drawn in nine parts at sizes other than its own.
  private(set) var isResizable = false
  /// Insets from the image's edges to the content that alignment uses (stored; see
  /// `withAlignmentRectInsets(_:)`).
  open private(set) var alignmentRectInsets: UIEdgeInsets = .zero

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

  /// An image with every property given. A convenience initializer, as every one that is not
  /// public is: a subclass in another module (a designable's `class Icon: UIImage {}`)
  /// inherits UIImage's initializers, `init(imageLiteralResourceName:)`, which is required,
  /// among them, only if it can see every designated one.
  convenience init(
    cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
    tint: UIColor?
  ) {
    self.init()
    self.cgImage = cgImage
    self.scale = scale
    self.imageOrientation = orientation
    self.renderingMode = renderingMode
    self.tint = tint
  }

  /// An empty image, as `UIImage()`.
  public override init() { super.init() }

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

  /// Looks an image up by name, as `init(named:in:compatibleWith:)` does.
  ///
  /// Differs from UIKit: the current resource environment decides, whichever bundle is named
  /// (a package target's `Bundle.module` holds the same resources as the main bundle), and the
  /// configuration's traits are not consulted.
  @preconcurrency @MainActor
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?
  ) {
    self.init(named: name)
  }

  /// An SF Symbol.
  ///
  /// Differs from UIKit: SF Symbols are not available off Apple platforms; the current
  /// resource environment is asked for `"system:<name>"`, and without one the symbol is
  /// Easel's stand-in (`symbolPlaceholder`), as documents' system images are: a template
  /// image of the symbol's glyph for common symbols, else of its first letter.
  @preconcurrency @MainActor
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    let found =
      ResourceEnvironment.current.imageNamed("system:" + name)
      ?? UIImage.symbolPlaceholder(named: name)
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
    keepInsets(of: other)
  }

  /// A copy with another rendering mode and tint that keeps the caps, resizing mode and
  /// alignment insets.
  private func copy(renderingMode: RenderingMode, tint: UIColor?) -> UIImage {
    let result = UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation,
      renderingMode: renderingMode, tint: tint)
    result.keepInsets(of: self)
    return result
  }

  private func keepInsets(of other: UIImage) {
    capInsets = other.capInsets
    resizingMode = other.resizingMode
    isResizable = other.isResizable
    alignmentRectInsets = other.alignmentRectInsets
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
    copy(renderingMode: mode, tint: tint)
  }

  /// The same image drawn in `color` (its alpha filled with the colour), as iOS 13's.
  open func withTintColor(_ color: UIColor) -> UIImage {
    copy(renderingMode: .alwaysOriginal, tint: color)
  }

  /// The same image with a tint colour and rendering mode.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode, tint: color)
  }

  /// Draws the image with its top-left corner at `point`, at its size.
  @preconcurrency @MainActor open func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image upright into `rect`, in the current context: scaled, or in nine parts
  /// when it is resizable (`resizableImage(withCapInsets:resizingMode:)`).
  @preconcurrency @MainActor open func draw(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), let cgImage else { return }
    ctx.drawUpright(cgImage.bitmap, in: rect, tint: tint?.rgba, slicing: ninePart)
  }

  /// Fills `rect` with the image tiled at its size, the tiles lined up on the context's
  /// origin, as a pattern colour does.
  @preconcurrency @MainActor open func drawAsPattern(in rect: CGRect) {
    let r = rect.standardized
    guard let ctx = UIGraphicsGetCurrentContext(), cgImage != nil, size.width > 0,
      size.height > 0, !r.isEmpty, r.width.isFinite, r.height.isFinite
    else { return }
    let columns = (r.maxX / size.width).rounded(.up) - (r.minX / size.width).rounded(.down)
    let rows = (r.maxY / size.height).rounded(.up) - (r.minY / size.height).rounded(.down)
    // A pattern of a few thousand tiles at most: a tiny image over a huge rect is skipped.
    guard columns * rows <= 40_000 else {
      UnimplementedAPI.use("UIImage.drawAsPattern(in:) with more than 40000 tiles", by: self)
      return
    }
    ctx.saveGState()
    ctx.clip(to: r)
    var y = (r.minY / size.height).rounded(.down) * size.height
    while y < r.maxY {
      var x = (r.minX / size.width).rounded(.down) * size.width
      while x < r.maxX {
        draw(in: CGRect(x: x, y: y, width: size.width, height: size.height))
        x += size.width
      }
      y += size.height
    }
    ctx.restoreGState()
  }

  /// Draws the image scaled into `rect` with an alpha.
  ///
  /// `blendMode` combines it with what is there (see `CGContext.setBlendMode(_:)`).
  @preconcurrency @MainActor open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat)
  {
    UIGraphicsGetCurrentContext()?.drawing(blendMode: blendMode, alpha: alpha) { draw(in: rect) }
  }

  /// Draws the image at its size with its top-left corner at `point`, with an alpha (see
  /// `draw(in:blendMode:alpha:)`).
  @preconcurrency @MainActor open func draw(
    at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat
  ) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// The same image, resizable with `capInsets` (points), its edges and middle tiled: drawn
  /// at another size, the corners keep their size, as UIKit's (see
  /// `resizableImage(withCapInsets:resizingMode:)`).
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The same image with alignment insets, as `withAlignmentRectInsets(_:)` (stored: image
  /// views do not use them for layout).
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
    let result = copy(renderingMode: renderingMode, tint: tint)
    result.alignmentRectInsets = alignmentInsets
    return result
  }

  /// The same image, resizable: drawn at another size, its corners (sized by `capInsets`, in
  /// points) keep their size, the top and bottom edges fill the width between them, the left
  /// and right edges the height and the middle both, stretched or tiled by `resizingMode`.
  /// A rectangle smaller than the caps shrinks them in proportion (see `NinePart`).
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
    -> UIImage
  {
    let result = copy(renderingMode: renderingMode, tint: tint)
    result.capInsets = capInsets
    result.resizingMode = resizingMode
    result.isResizable = true
    return result
  }

  /// The same image, stretchable with a left cap `leftCapWidth` and a top cap `topCapHeight`
  /// points wide, a middle one point wide and the rest as right and bottom caps, as the
  /// deprecated `stretchableImage(withLeftCapWidth:topCapHeight:)`; a zero cap stretches the
  /// whole image along its axis.
  open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
    let left = CGFloat(max(leftCapWidth, 0))
    let top = CGFloat(max(topCapHeight, 0))
    let insets = UIEdgeInsets(
      top: top, left: left, bottom: top > 0 ? max(size.height - top - 1, 0) : 0,
      right: left > 0 ? max(size.width - left - 1, 0) : 0)
    return resizableImage(withCapInsets: insets, resizingMode: .stretch)
  }

  /// The left cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`, in
  /// points (the left cap inset, rounded down, for any resizable image).
  open var leftCapWidth: Int { Int(capInsets.left) }

  /// The top cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`, in
  /// points (the top cap inset, rounded down, for any resizable image).
  open var topCapHeight: Int { Int(capInsets.top) }

  /// How the image is cut when drawn at another size: nil when it is not resizable; the caps
  /// in pixels, rounded.
  var ninePart: NinePart? {
    guard isResizable else { return nil }
    func pixels(_ points: CGFloat) -> Int {
      let p = (points * scale).rounded()
      return p.isFinite ? Int(max(min(p, 1e6), 0)) : 0
    }
    return NinePart(
      top: pixels(capInsets.top), left: pixels(capInsets.left), bottom: pixels(capInsets.bottom),
      right: pixels(capInsets.right), mode: resizingMode == .tile ? .tile : .stretch, scale: scale)
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

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    UnimplementedAPI.use("UIImage.jpegData(compressionQuality:)", by: self); return nil
  }

  open var isSymbolImage: Bool { false }

  open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
    UnimplementedAPI.use("UIImage.animatedImageNamed(_:duration:)", by: UIImage.self); return nil
  }

  open class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
    UnimplementedAPI.use("UIImage.animatedResizableImageNamed(_:capInsets:duration:)", by: UIImage.self); return nil
  }

  open class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode, duration: TimeInterval) -> UIImage? {
    UnimplementedAPI.use("UIImage.animatedResizableImageNamed(_:capInsets:resizingMode:duration:)", by: UIImage.self); return nil
  }

  open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
    UnimplementedAPI.use("UIImage.animatedImage(with:duration:)", by: UIImage.self); return nil
  }

  open var images: [UIImage]? { nil }

  open var duration: TimeInterval { 0 }

  open var imageRendererFormat: UIGraphicsImageRendererFormat { UnimplementedAPI.object(of: self, "UIImage.imageRendererFormat") { UIGraphicsImageRendererFormat() } }

  open var traitCollection: UITraitCollection { UnimplementedAPI.object(of: self, "UIImage.traitCollection") { UITraitCollection() } }

  open var imageAsset: UIImageAsset? { nil }

  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    UnimplementedAPI.use("UIImage.imageFlippedForRightToLeftLayoutDirection()", by: self); return self
  }

  open var flipsForRightToLeftLayoutDirection: Bool { false }

  open func withHorizontallyFlippedOrientation() -> UIImage {
    UnimplementedAPI.use("UIImage.withHorizontallyFlippedOrientation()", by: self); return self
  }

  open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
    UnimplementedAPI.use("UIImage.withBaselineOffset(fromBottom:)", by: self); return self
  }

  open func imageWithoutBaseline() -> UIImage {
    UnimplementedAPI.use("UIImage.imageWithoutBaseline()", by: self); return self
  }

  open var configuration: UIImage.Configuration? { nil }

  open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    UnimplementedAPI.use("UIImage.withConfiguration(_:)", by: self); return self
  }

  open var symbolConfiguration: UIImage.SymbolConfiguration? { nil }

  open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
    UnimplementedAPI.use("UIImage.applyingSymbolConfiguration(_:)", by: self); return nil
  }

  open func preparingForDisplay() -> UIImage? {
    UnimplementedAPI.use("UIImage.preparingForDisplay()", by: self); return nil
  }

  open func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) {
    UnimplementedAPI.use("UIImage.prepareForDisplay(completionHandler:)", by: self);
  }

  open func preparingThumbnail(of size: CGSize) -> UIImage? {
    UnimplementedAPI.use("UIImage.preparingThumbnail(of:)", by: self); return nil
  }

  open func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
    UnimplementedAPI.use("UIImage.prepareThumbnail(of:completionHandler:)", by: self);
  }

  open class var actions: UIImage { UnimplementedAPI.object(of: UIImage.self as Any.Type, "UIImage.actions") { UIImage() } }

  open class var add: UIImage { UnimplementedAPI.object(of: UIImage.self as Any.Type, "UIImage.add") { UIImage() } }

  open class var remove: UIImage { UnimplementedAPI.object(of: UIImage.self as Any.Type, "UIImage.remove") { UIImage() } }

  open class var checkmark: UIImage { UnimplementedAPI.object(of: UIImage.self as Any.Type, "UIImage.checkmark") { UIImage() } }

  open class var strokedCheckmark: UIImage { UnimplementedAPI.object(of: UIImage.self as Any.Type, "UIImage.strokedCheckmark") { UIImage() } }
  // facade-inventory:end
}
