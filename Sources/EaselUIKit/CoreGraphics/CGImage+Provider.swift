internal import EaselGraphics
import Foundation

extension CGImage {
  /// An image of the pixels `provider` holds, laid out as the other arguments say, as Core
  /// Graphics' `CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:
  /// bitmapInfo:provider:decode:shouldInterpolate:intent:)`: 8-bit RGB pixels of four bytes
  /// (alpha first or last, premultiplied, straight or skipped, either byte order, as a bitmap
  /// context's), or 8-bit grey of one byte; nil when the provider holds too few bytes.
  ///
  /// Differs from Core Graphics: other layouts (16-bit or float components, three-byte RGB,
  /// CMYK) and a `decode` array are not read; such an image is nil, and the use is noted once.
  /// `shouldInterpolate` and `intent` have no effect (Easel interpolates when it scales).
  public convenience init?(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
    decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    guard width > 0, height > 0, bitsPerComponent == 8, bytesPerRow >= width * bitsPerPixel / 8,
      provider.data.count >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8,
      let surface = try? RasterSurface(width: CGFloat(width), height: CGFloat(height))
    else { return nil }
    let grey = space.numberOfComponents == 1 && bitsPerPixel == 8
    let layout =
      space.numberOfComponents == 3 && bitsPerPixel == 32
      ? CGContext.pixelLayout(bitmapInfo.rawValue) : nil
    guard decode == nil, grey || layout != nil else {
      UnimplementedAPI.use(
        "CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:"
          + "provider:decode:shouldInterpolate:intent:) of \(bitsPerPixel)-bit pixels"
          + (decode == nil ? "" : " with a decode array"), by: CGImage.self)
      return nil
    }
    provider.data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      if let layout {
        surface.load(base, bytesPerRow: bytesPerRow, layout: layout)
        return
      }
      // Grey: each byte as an opaque RGB pixel.
      var rgba = [UInt8](repeating: 255, count: width * height * 4)
      for y in 0..<height {
        for x in 0..<width {
          let v = raw[y * bytesPerRow + x]
          for c in 0..<3 { rgba[(y * width + x) * 4 + c] = v }
        }
      }
      rgba.withUnsafeBytes {
        surface.load(
          $0.baseAddress!, bytesPerRow: width * 4,
          layout: .init(alphaFirst: false, premultiplied: false, skipsAlpha: true, littleEndian: false))
      }
    }
    self.init(bitmap: surface.bitmap())
  }
}
