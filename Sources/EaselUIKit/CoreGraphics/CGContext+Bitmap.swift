internal import EaselGraphics
import Foundation

/// How a bitmap's pixels are laid out, as `CGBitmapInfo`.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: UInt32
  /// Creates info from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Creates info holding an alpha layout.
  public init(alpha: CGImageAlphaInfo) { self.rawValue = alpha.rawValue }

  /// The bits that hold a `CGImageAlphaInfo`.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// Components are floating point.
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The bits that hold the byte order.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// The default byte order.
  public static let byteOrderDefault = CGBitmapInfo([])
  /// 16-bit little-endian.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// 32-bit little-endian.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// 16-bit big-endian.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// 32-bit big-endian.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// Where and whether a bitmap keeps alpha, as `CGImageAlphaInfo` (raw values as Core
/// Graphics').
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
  case none = 0
  case premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst
  case alphaOnly
}

extension CGContext {
  /// Creates a bitmap context of `width`×`height` pixels, as
  /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`; nil
  /// when the size is not positive.
  ///
  /// As in Core Graphics, the origin is at the bottom left, y up. A context made on a
  /// caller's buffer (`data`) of 8-bit, four-channel pixels starts with the buffer's pixels,
  /// in the layout `bitmapInfo` gives (alpha first or last, premultiplied, straight or
  /// skipped, either byte order). Differs from Core Graphics: the drawing is written back
  /// into `data` by `makeImage()` and `flush()`, not as it happens; a buffer of another
  /// layout (16-bit or float components, one-channel grey) is neither read nor written.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    guard width > 0, height > 0,
      let surface = try? RasterSurface(width: CGFloat(width), height: CGFloat(height))
    else { return nil }
    self.init(
      canvas: surface.canvas, bounds: CGRect(x: 0, y: 0, width: width, height: height))
    bitmapSurface = surface
    canvas.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    if let data, bitsPerComponent == 8, bytesPerRow >= width * 4, space.numberOfComponents == 3,
      let layout = Self.pixelLayout(bitmapInfo)
    {
      callerPixels = (data, bytesPerRow, layout)
      surface.load(data, bytesPerRow: bytesPerRow, layout: layout)
    }
  }

  /// The layout of 8-bit RGB pixels with alpha (or a skipped byte) that `bitmapInfo` gives;
  /// nil for one without a fourth byte (`none`, `alphaOnly`).
  static func pixelLayout(_ bitmapInfo: UInt32) -> RasterSurface.PixelLayout? {
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    guard let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
    else { return nil }
    let little = info.intersection(.byteOrderMask) == .byteOrder32Little
    switch alpha {
    case .premultipliedFirst, .first, .noneSkipFirst, .premultipliedLast, .last, .noneSkipLast:
      return RasterSurface.PixelLayout(
        alphaFirst: [.premultipliedFirst, .first, .noneSkipFirst].contains(alpha),
        premultiplied: [.premultipliedFirst, .premultipliedLast].contains(alpha),
        skipsAlpha: [.noneSkipFirst, .noneSkipLast].contains(alpha), littleEndian: little)
    case .none, .alphaOnly:
      return nil
    }
  }

  /// Writes the drawing into the caller's buffer, for a context made on one.
  func writeCallerPixels() {
    guard let surface = bitmapSurface, let pixels = callerPixels else { return }
    surface.store(pixels.data, bytesPerRow: pixels.bytesPerRow, layout: pixels.layout)
  }

  /// The pixels drawn so far, if this is a bitmap context, as `makeImage()`; a context made
  /// on a caller's buffer writes them into it too.
  public func makeImage() -> CGImage? {
    settleMaskClips()
    writeCallerPixels()
    return bitmapSurface.map { CGImage(bitmap: $0.bitmap()) }
  }

  /// Writes a bitmap context's drawing into the buffer it was made on, if any (a window
  /// context's pending drawing, on iOS).
  public func flush() { writeCallerPixels() }

  /// The width in pixels of a bitmap context; for a layer's `draw(in:)` context, its backing
  /// store's width in device space (the layer's bounds here, as its CTM is unscaled), so that
  /// `convertToUserSpace(CGSize(width: width, height: height))` is the layer's size as on
  /// iOS; 0 for a context of unknown extent.
  public var width: Int { bitmapSurface?.pixelWidth ?? Self.extent(deviceArea.width) }
  /// The height in pixels of a bitmap context, or of a layer's backing store (see `width`).
  public var height: Int { bitmapSurface?.pixelHeight ?? Self.extent(deviceArea.height) }

  private static func extent(_ length: CGFloat) -> Int {
    length.isFinite && length > 0 ? Int(length.rounded(.up)) : 0
  }
}

extension CGImage {
  /// Bits per colour component: 8.
  public var bitsPerComponent: Int { 8 }
  /// Bits per pixel: 32.
  public var bitsPerPixel: Int { 32 }
  /// Bytes per row of pixels.
  public var bytesPerRow: Int { width * 4 }
  /// The colour space: sRGB.
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
  /// The pixel layout: premultiplied alpha first, 32-bit little-endian (BGRA in memory).
  public var bitmapInfo: CGBitmapInfo {
    CGBitmapInfo(alpha: .premultipliedFirst).union(.byteOrder32Little)
  }
  /// Where alpha is kept: premultiplied, first.
  public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
  /// The pixels, laid out as `bitmapInfo`, `bytesPerRow` and `bitsPerPixel` say (code that
  /// reads an image's colours: `CFDataGetBytePtr(image.dataProvider!.data)`).
  public var dataProvider: CGDataProvider? { CGDataProvider(data: bitmap.packedPixels()) }
  /// Whether the image should be interpolated when scaled (yes).
  public var shouldInterpolate: Bool { true }

  /// The part of the image inside `rect` (pixels, y down), as `cropping(to:)`; nil when
  /// `rect` does not overlap the image.
  public func cropping(to rect: CGRect) -> CGImage? {
    let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !r.isNull, r.width > 0, r.height > 0,
      let surface = try? RasterSurface(width: r.width, height: r.height)
    else { return nil }
    surface.canvas.draw(
      bitmap, in: CGRect(x: -r.minX, y: -r.minY, width: CGFloat(width), height: CGFloat(height)),
      opacity: 1)
    return CGImage(bitmap: surface.bitmap())
  }
}
