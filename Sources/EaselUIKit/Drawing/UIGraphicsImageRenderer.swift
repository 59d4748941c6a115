internal import EaselGraphics
import Foundation

/// Options for an image renderer, as `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point; defaults to the current environment's display scale.
  public var scale: CGFloat
  /// Whether the image has no alpha.
  ///
  /// Differs from UIKit: stored only; images always keep alpha (COVERAGE.md).
  public var opaque: Bool = false

  /// The default format for the current environment.
  public init() { scale = ResourceEnvironment.currentTraits.displayScale }

  /// The default format, as `UIGraphicsImageRendererFormat.default()`.
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// The preferred format, the same as the default here.
  public static func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// The context an image renderer passes to its drawing closure.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
  /// The Core Graphics context to draw into.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// Fills `rect` with the current fill colour.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes `rect` with the current stroke colour.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Clips to `rect`.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into a new image, as `UIGraphicsImageRenderer`.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
  /// The drawing area in points.
  public let bounds: CGRect
  /// The format.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer for an image of `size` points.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
  }

  /// A renderer for an image of `size` points in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer whose drawing coordinates are `bounds`.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer whose drawing coordinates are `bounds`, in `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` with a current context and returns what it drew.
  ///
  /// Returns an empty 1×1 image if the size is empty or too large to allocate (on iOS such
  /// sizes trap or return an empty image).
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = format.scale > 0 ? format.scale : 1
    let w = max(Int((bounds.width * scale).rounded(.up)), 1)
    let h = max(Int((bounds.height * scale).rounded(.up)), 1)
    guard
      let surface = try? RasterSurface(
        width: bounds.width, height: bounds.height, scale: scale)
    else {
      return UIImage.empty(width: w, height: h, scale: scale)
    }
    let ctx = CGContext(canvas: surface.canvas, bounds: CGRect(origin: .zero, size: surface.size))
    // A bitmap context, as on iOS: `makeImage()` gives what is drawn so far.
    ctx.bitmapSurface = surface
    ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
    withCurrentContext(ctx) {
      actions(UIGraphicsImageRendererContext(cgContext: ctx, format: format))
    }
    ctx.finish()
    let bitmap = surface.bitmap()
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
  }

  /// Runs `actions` and returns the image encoded as PNG.
  ///
  /// Differs from UIKit: returns nil if the graphics layer cannot encode.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data? {
    image(actions: actions).pngData()
  }
}
