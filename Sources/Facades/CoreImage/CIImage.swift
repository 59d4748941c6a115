public import CoreGraphics
internal import EaselGraphics
internal import EaselUIKit
import Foundation

/// An image for Core Image, as `CIImage`: a recipe that a `CIContext` renders, in Core
/// Image's space (pixels, y up, origin at the bottom left).
///
/// Differs from iOS: what Easel cannot render of a recipe (a filter it does not apply) is
/// drawn without that step, and said once (see `CIFilter`).
open class CIImage: NSObject, NSCopying {
  indirect enum Recipe {
    case empty
    case bitmap(CGImage)
    case color(CIColor)
    case transformed(CIImage, CGAffineTransform)
    case cropped(CIImage, CGRect)
    case clamped(CIImage, CGRect)
    case composited(top: CIImage, bottom: CIImage)
    case blurred(CIImage, sigma: CGFloat)
  }

  let recipe: Recipe
  private let propertyList: [String: Any]

  init(recipe: Recipe, properties: [String: Any] = [:]) {
    self.recipe = recipe
    self.propertyList = properties
    super.init()
  }

  /// An image of `image`'s pixels, its extent (0, 0, width, height).
  public convenience init(cgImage image: CGImage) { self.init(recipe: .bitmap(image)) }

  /// An image of `image`'s pixels; the options are not read.
  public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]? = nil) {
    self.init(recipe: .bitmap(image))
  }

  /// An image of infinite extent, every pixel `color`.
  public convenience init(color: CIColor) { self.init(recipe: .color(color)) }

  /// Decodes PNG or JPEG data; nil for anything else.
  public convenience init?(data: Data) {
    guard let bitmap = try? Bitmap(data: data) else { return nil }
    self.init(recipe: .bitmap(CGImage(bitmap: bitmap)))
  }

  /// Decodes PNG or JPEG data; the options are not read.
  public convenience init?(data: Data, options: [CIImageOption: Any]? = nil) {
    self.init(data: data)
  }

  /// Reads a PNG or JPEG file; nil when it cannot be read.
  public convenience init?(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    self.init(data: data)
  }

  /// Reads a PNG or JPEG file; the options are not read.
  public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]? = nil) {
    self.init(contentsOf: url)
  }

  /// The image at `index` of `source`; empty when there is none.
  public convenience init(
    cgImageSource source: CGImageSource, index: Int, options dict: [CIImageOption: Any]? = nil
  ) {
    if let image = CGImageSourceCreateImageAtIndex(source, index, nil) {
      self.init(recipe: .bitmap(image))
    } else {
      self.init(recipe: .empty)
    }
  }

  /// An image with nothing in it: an empty extent.
  open class func empty() -> CIImage { CIImage(recipe: .empty) }

  open class var black: CIImage { CIImage(color: .black) }
  open class var white: CIImage { CIImage(color: .white) }
  open class var gray: CIImage { CIImage(color: .gray) }
  open class var red: CIImage { CIImage(color: .red) }
  open class var green: CIImage { CIImage(color: .green) }
  open class var blue: CIImage { CIImage(color: .blue) }
  open class var cyan: CIImage { CIImage(color: .cyan) }
  open class var magenta: CIImage { CIImage(color: .magenta) }
  open class var yellow: CIImage { CIImage(color: .yellow) }
  open class var clear: CIImage { CIImage(color: .clear) }

  /// The rectangle the image covers: infinite for a colour, blurred or clamped image.
  open var extent: CGRect {
    switch recipe {
    case .empty: return .null
    case .bitmap(let image): return CGRect(x: 0, y: 0, width: image.width, height: image.height)
    case .color, .clamped: return .infinite
    case .transformed(let image, let t):
      let e = image.extent
      return e.isInfinite || e.isNull ? e : e.applying(t)
    case .cropped(let image, let r): return image.extent.intersection(r)
    case .composited(let top, let bottom): return top.extent.union(bottom.extent)
    case .blurred(let image, let sigma):
      let e = image.extent
      return e.isInfinite || e.isNull ? e : e.insetBy(dx: -3 * sigma, dy: -3 * sigma).integral
    }
  }

  /// The image's metadata; empty for images not read from a file.
  open var properties: [String: Any] { propertyList }
  /// The image's pixels when it was made from a `CGImage` and nothing else.
  open var cgImage: CGImage? {
    if case .bitmap(let image) = recipe { return image }
    return nil
  }
  /// sRGB for an image of pixels or a colour.
  open var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

  /// The image transformed by `matrix` in Core Image's space.
  open func transformed(by matrix: CGAffineTransform) -> CIImage {
    CIImage(recipe: .transformed(self, matrix))
  }

  /// The image transformed by `matrix` (the downsampling quality is Cairo's).
  open func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
    transformed(by: matrix)
  }

  /// The image cut to `rect`.
  open func cropped(to rect: CGRect) -> CIImage { CIImage(recipe: .cropped(self, rect)) }

  /// The image with its edge pixels repeated out to infinity.
  open func clampedToExtent() -> CIImage { clamped(to: extent) }

  /// The image within `rect`, with the pixels on `rect`'s edge repeated out to infinity.
  open func clamped(to rect: CGRect) -> CIImage {
    guard !rect.isInfinite, !rect.isNull else { return self }
    return CIImage(recipe: .clamped(self, rect))
  }

  /// This image over `dest` (source-over).
  open func composited(over dest: CIImage) -> CIImage {
    CIImage(recipe: .composited(top: self, bottom: dest))
  }

  /// The image blurred by a Gaussian of standard deviation `sigma` pixels.
  open func applyingGaussianBlur(sigma: Double) -> CIImage {
    guard sigma > 0, sigma.isFinite else { return self }
    return CIImage(recipe: .blurred(self, sigma: CGFloat(sigma)))
  }

  /// The image turned as EXIF orientation `orientation` (1…8) says.
  open func oriented(forExifOrientation orientation: Int32) -> CIImage {
    transformed(by: orientationTransform(forExifOrientation: orientation))
  }

  /// The transform that turns the image as EXIF orientation `orientation` says, keeping it
  /// at the extent's origin.
  open func orientationTransform(forExifOrientation orientation: Int32) -> CGAffineTransform {
    let e = extent
    guard !e.isInfinite, !e.isNull else { return .identity }
    let w = e.width
    let h = e.height
    // Each maps the image's pixels into the turned image's space, in Core Image's y-up space.
    let local: CGAffineTransform
    switch orientation {
    case 2: local = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
    case 3: local = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
    case 4: local = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
    case 5: local = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
    case 6: local = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
    case 7: local = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
    case 8: local = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
    default: return .identity
    }
    return CGAffineTransform(translationX: -e.minX, y: -e.minY).concatenating(local)
      .concatenating(CGAffineTransform(translationX: e.minX, y: e.minY))
  }

  /// The image with `filterName` applied, `inputImage` this image.
  open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
    guard let filter = CIFilter(name: filterName) else { return CIImage.empty() }
    filter.parameters["inputImage"] = self
    for (key, value) in params { filter.parameters[key] = value }
    return filter.outputImage ?? CIImage.empty()
  }

  /// The image with `filterName` applied with its defaults.
  open func applyingFilter(_ filterName: String) -> CIImage {
    applyingFilter(filterName, parameters: [:])
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override var description: String { "<CIImage extent \(extent)>" }

  // MARK: Rendering

  /// Draws the image into `context`, whose user space is Core Image's, covering at most
  /// `area` (what the rendering needs: colours and clamped edges are drawn over it).
  func draw(in context: CGContext, area: CGRect) {
    guard !area.isNull, !area.isEmpty else { return }
    switch recipe {
    case .empty:
      return
    case .bitmap(let image):
      context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    case .color(let color):
      guard !area.isInfinite else { return }
      context.setFillColor(color.cgColor)
      context.fill(area)
    case .transformed(let image, let t):
      context.saveGState()
      context.concatenate(t)
      let inner = area.isInfinite ? area : area.applying(t.inverted())
      image.draw(in: context, area: inner)
      context.restoreGState()
    case .cropped(let image, let r):
      context.saveGState()
      context.clip(to: r)
      image.draw(in: context, area: area.intersection(r))
      context.restoreGState()
    case .composited(let top, let bottom):
      bottom.draw(in: context, area: area)
      top.draw(in: context, area: area)
    case .clamped(let image, let r):
      drawClamped(image, to: r, in: context, area: area)
    case .blurred(let image, let sigma):
      drawBlurred(image, sigma: sigma, in: context, area: area)
    }
  }

  /// The pixels of the image over `region` (integral, finite), or nil.
  func rasterized(over region: CGRect) -> CGImage? {
    let r = region.integral
    guard !r.isNull, !r.isInfinite, r.width >= 1, r.height >= 1, r.width <= 16384,
      r.height <= 16384,
      let context = CGContext(
        data: nil, width: Int(r.width), height: Int(r.height), bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return nil }
    context.translateBy(x: -r.minX, y: -r.minY)
    draw(in: context, area: r)
    return context.makeImage()
  }

  private func drawClamped(_ image: CIImage, to r: CGRect, in context: CGContext, area: CGRect) {
    guard !area.isInfinite, let inner = image.cropped(to: r).rasterized(over: r) else { return }
    let box = r.integral
    let reach = max(
      box.minX - area.minX, area.maxX - box.maxX, box.minY - area.minY,
      area.maxY - box.maxY, 0)
    let pad = Int(min(reach.rounded(.up), 4096))
    guard let extended = inner.bitmap.edgeExtended(by: pad) else { return }
    let p = CGFloat(pad)
    context.draw(CGImage(bitmap: extended), in: box.insetBy(dx: -p, dy: -p))
  }

  private func drawBlurred(
    _ image: CIImage, sigma: CGFloat, in context: CGContext, area: CGRect
  ) {
    let spread = (3 * sigma).rounded(.up)
    var region = area.isInfinite ? image.extent : area.insetBy(dx: -spread, dy: -spread)
    region = region.intersection(image.extent.isInfinite ? region : image.extent).integral
    guard let pixels = image.rasterized(over: region),
      let blurred = pixels.bitmap.gaussianBlurred(sigma: sigma, padding: Int(spread))
    else { return }
    context.draw(CGImage(bitmap: blurred), in: region.insetBy(dx: -spread, dy: -spread))
  }
}
