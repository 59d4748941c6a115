import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// `CGImage(maskWidth:…)` (`CGImageMaskCreate`) and `masking(_:)` (`CGImageCreateWithMask`):
/// an image cut by a mask, as the common "mask an image" recipe does (ayianni/YSDrawables'
/// `UIImage (Mask)`, the spent thirty-second draw's, makes a mask of a black-and-white image's
/// own pixels and masks an avatar with it). Both were declared at rest: the mask was missing
/// and `masking(_:)` gave nil, so the image view drew nothing.
@Suite struct CGImageMaskTests {
  static func provider(_ bytes: [UInt8]) -> CGDataProvider {
    CGDataProvider(data: Data(bytes) as CFData)!
  }

  /// A `width`×1 opaque red image.
  static func red(width: Int) throws -> CGImage {
    let bytes = [UInt8](repeating: 0, count: width * 4).enumerated().map { i, _ in
      i % 4 == 0 || i % 4 == 3 ? UInt8(255) : 0
    }
    return try #require(
      CGImage(
        width: width, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .last),
        provider: provider(bytes), decode: nil, shouldInterpolate: true, intent: .defaultIntent))
  }

  static func alphas(_ image: CGImage) -> [Int] {
    (0..<image.width).map { Int((image.bitmap.pixel(x: $0, y: 0).alpha * 255).rounded()) }
  }

  @Test func anImageMaskShowsWhereItsSamplesAreDark() throws {
    // 8-bit samples: black paints, white does not, grey half.
    let mask = try #require(
      CGImage(
        maskWidth: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
        provider: Self.provider([0, 255, 128, 0]), decode: nil, shouldInterpolate: false))
    #expect(mask.isMask)
    let masked = try #require(try Self.red(width: 4).masking(mask))
    #expect(!masked.isMask)
    let alphas = Self.alphas(masked)
    #expect(alphas[0] == 255 && alphas[1] == 0 && alphas[3] == 255, "\(alphas)")
    #expect(abs(alphas[2] - 127) <= 1, "\(alphas)")
    // What shows keeps its colour.
    let shown = masked.bitmap.pixel(x: 0, y: 0)
    #expect(shown.red > 0.99 && shown.green < 0.01)
  }

  @Test func samplesAreReadFromEachPixelsFirstComponent() throws {
    // A mask made of an image's own pixels (32 bits a pixel, as `CGImageGetBitsPerPixel`
    // gives): the first byte of each is the sample.
    let pixels: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 255]
    let mask = try #require(
      CGImage(
        maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
        provider: Self.provider(pixels), decode: nil, shouldInterpolate: true))
    #expect(Self.alphas(try #require(try Self.red(width: 2).masking(mask))) == [0, 255])
  }

  @Test func oneBitSamplesAndADecodeArrayAreRead() throws {
    // 0b1010_0000: samples 1, 0, 1, 0; the decode array [1, 0] inverts them.
    let decode: [CGFloat] = [1, 0]
    let mask = try #require(
      decode.withUnsafeBufferPointer {
        CGImage(
          maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
          provider: Self.provider([0b1010_0000]), decode: $0.baseAddress,
          shouldInterpolate: false)
      })
    #expect(Self.alphas(try #require(try Self.red(width: 4).masking(mask))) == [255, 0, 255, 0])
  }

  @Test func aGreyImageMasksAsAnAlphaScaledToTheImage() throws {
    // An opaque grey image: white shows, black leaves out; two mask pixels over four.
    let grey = try #require(
      CGImage(
        width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alpha: .none),
        provider: Self.provider([255, 0]), decode: nil, shouldInterpolate: true,
        intent: .defaultIntent))
    let alphas = Self.alphas(try #require(try Self.red(width: 4).masking(grey)))
    #expect(alphas[0] == 255 && alphas[3] == 0, "\(alphas)")
  }

  @Test func badLayoutsAndMaskedMasksAreNil() throws {
    #expect(
      CGImage(
        maskWidth: 2, height: 1, bitsPerComponent: 3, bitsPerPixel: 3, bytesPerRow: 1,
        provider: Self.provider([0]), decode: nil, shouldInterpolate: false) == nil)
    #expect(
      CGImage(
        maskWidth: 4, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
        provider: Self.provider([0, 0, 0, 0]), decode: nil, shouldInterpolate: false) == nil)
    let mask = try #require(
      CGImage(
        maskWidth: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
        provider: Self.provider([0]), decode: nil, shouldInterpolate: false))
    #expect(mask.masking(mask) == nil)
  }

  @MainActor @Test func anImageMaskDrawnPaintsTheFillColour() throws {
    let mask = try #require(
      CGImage(
        maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
        provider: Self.provider([0, 255]), decode: nil, shouldInterpolate: false))
    let renderer = UIGraphicsImageRenderer(
      size: CGSize(width: 2, height: 1), format: {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return f
      }())
    let image = renderer.image { context in
      context.cgContext.setFillColor(UIColor.blue.cgColor)
      context.cgContext.draw(mask, in: CGRect(x: 0, y: 0, width: 2, height: 1))
    }
    let drawn = try #require(image.cgImage)
    let left = drawn.bitmap.pixel(x: 0, y: 0)
    #expect(left.blue > 0.99 && left.alpha > 0.99 && left.red < 0.01, "\(left)")
    #expect(drawn.bitmap.pixel(x: 1, y: 0).alpha < 0.01)
  }
}
