public import CoreGraphics
internal import EaselGraphics
internal import EaselUIKit
import Foundation

/// A source of images read from data or a file, as ImageIO's `CGImageSource`: one image for
/// PNG and JPEG data, which Easel decodes.
///
/// Differs from iOS: other formats (GIF, HEIC, TIFF, WebP) are not decoded: such a source
/// has no images, its status is `statusUnknownType`, and its use is reported once.
public final class CGImageSource {
  /// The decoded image, if the data is one Easel reads.
  let image: CGImage?
  /// The data's uniform type identifier, from its signature (`public.png`, `com.compuserve.gif`).
  let typeIdentifier: String?

  init(data: Data) {
    typeIdentifier = Self.typeIdentifier(of: data)
    image = (try? Bitmap(data: data)).map { CGImage(bitmap: $0) }
    if image == nil, let type = typeIdentifier {
      UnimplementedAPI.use(
        "CGImageSource of \(type) data", by: UnimplementedAPI.designableCode)
    }
  }

  /// Complete when decoded; invalid data for PNG or JPEG that did not decode; an unknown
  /// type for anything else, which Easel does not read.
  var status: CGImageSourceStatus {
    if image != nil { return .statusComplete }
    return typeIdentifier == "public.png" || typeIdentifier == "public.jpeg"
      ? .statusInvalidData : .statusUnknownType
  }

  private static func typeIdentifier(of data: Data) -> String? {
    let signatures: [([UInt8], String)] = [
      ([0x89, 0x50, 0x4E, 0x47], "public.png"), ([0xFF, 0xD8, 0xFF], "public.jpeg"),
      ([0x47, 0x49, 0x46, 0x38], "com.compuserve.gif"), ([0x49, 0x49, 0x2A, 0x00], "public.tiff"),
      ([0x4D, 0x4D, 0x00, 0x2A], "public.tiff"), ([0x42, 0x4D], "com.microsoft.bmp"),
    ]
    for (bytes, type) in signatures where data.starts(with: bytes) { return type }
    if data.count >= 12, data.prefix(4).elementsEqual([0x52, 0x49, 0x46, 0x46]),
      data.dropFirst(8).prefix(4).elementsEqual([0x57, 0x45, 0x42, 0x50])
    {
      return "org.webmproject.webp"
    }
    if data.count >= 12, data.dropFirst(4).prefix(4).elementsEqual([0x66, 0x74, 0x79, 0x70]) {
      return "public.heic"
    }
    return nil
  }
}

/// A source reading `data`; nil for empty data, as on iOS.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource?
{
  data.isEmpty ? nil : CGImageSource(data: data)
}

/// A source reading the file at `url`; nil when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard let data = try? Data(contentsOf: url as URL), !data.isEmpty else { return nil }
  return CGImageSource(data: data)
}

/// A source reading `provider`'s bytes.
public func CGImageSourceCreateWithDataProvider(
  _ provider: CGDataProvider, _ options: CFDictionary?
) -> CGImageSource? {
  CGImageSourceCreateWithData(provider.data, options)
}

/// How many images the source holds: 1 for PNG or JPEG data, else 0.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.image == nil ? 0 : 1 }

/// The data's uniform type identifier, from its signature; nil when unknown.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.typeIdentifier }

/// Whether the source could be read: complete, or why not.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus { isrc.status }

/// The status of the image at `index` (see `CGImageSourceGetStatus`).
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int)
  -> CGImageSourceStatus
{
  index == 0 ? isrc.status : .statusInvalidData
}

/// The image at `index`, decoded; nil past the last.
public func CGImageSourceCreateImageAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
  index == 0 ? isrc.image : nil
}

/// The image at `index`, scaled down so that neither side is larger than the options'
/// `kCGImageSourceThumbnailMaxPixelSize` (the whole image without it).
public func CGImageSourceCreateThumbnailAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
  guard let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else { return nil }
  let limit = (options?[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber)?.doubleValue
  let longest = Double(max(image.width, image.height))
  guard let limit, limit > 0, limit < longest else { return image }
  let k = limit / longest
  let w = max(1, Int((Double(image.width) * k).rounded()))
  let h = max(1, Int((Double(image.height) * k).rounded()))
  guard
    let context = CGContext(
      data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
  else { return image }
  context.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
  return context.makeImage() ?? image
}

/// The image's pixel size and orientation (`kCGImagePropertyPixelWidth`, `…Height`,
/// `kCGImagePropertyOrientation`: up); nil past the last image.
public func CGImageSourceCopyPropertiesAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CFDictionary? {
  guard let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else { return nil }
  return [
    kCGImagePropertyPixelWidth: NSNumber(value: image.width),
    kCGImagePropertyPixelHeight: NSNumber(value: image.height),
    kCGImagePropertyOrientation: NSNumber(value: 1),
  ] as NSDictionary
}

/// The container's properties: none that Easel reads (an empty dictionary) when it could be
/// read, else nil.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?)
  -> CFDictionary?
{
  isrc.image == nil ? nil : NSDictionary()
}
