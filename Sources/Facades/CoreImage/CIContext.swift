public import CoreGraphics
import Foundation

/// Renders Core Image images, as `CIContext`, on the CPU with Cairo.
open class CIContext: NSObject {
  /// A context; the options are not read.
  public override init() { super.init() }

  /// A context; the options are not read.
  public init(options: [CIContextOption: Any]? = nil) { super.init() }

  /// The pixels of `image` within `fromRect` (Core Image's space), as a `CGImage`; nil when
  /// the rectangle is empty, infinite, or larger than 16384 pixels a side.
  open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
    image.rasterized(over: fromRect)
  }

  /// As `createCGImage(_:from:)`; the format and colour space are Easel's (8-bit sRGB).
  open func createCGImage(
    _ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?
  ) -> CGImage? {
    image.rasterized(over: fromRect)
  }
}
