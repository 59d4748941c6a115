import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// `CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:
/// decode:shouldInterpolate:intent:)`: an image of a provider's bytes (code that rebuilds an
/// image after filtering its pixels, as blur helpers do).
@Suite struct CGImageProviderTests {
  static func image(
    _ bytes: [UInt8], width: Int, height: Int? = nil, bitsPerPixel: Int = 32, bytesPerRow: Int,
    space: CGColorSpace = CGColorSpaceCreateDeviceRGB(), info: CGBitmapInfo
  ) -> CGImage? {
    CGImage(
      width: width, height: height ?? bytes.count / bytesPerRow, bitsPerComponent: 8,
      bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, space: space, bitmapInfo: info,
      provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil,
      shouldInterpolate: true, intent: .defaultIntent)
  }

  static func rgb(_ p: RGBA) -> [Int] {
    [p.red, p.green, p.blue, p.alpha].map { Int(($0 * 255).rounded()) }
  }

  @Test func rgbaPixelsInEachLayoutAreRead() throws {
    // Two rows of two pixels, each row padded to 12 bytes: red, half-transparent green;
    // blue, opaque white. Straight alpha, last, big-endian (RGBA in memory).
    let rgba: [UInt8] = [
      255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0,
      0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0,
    ]
    let straight = try #require(
      Self.image(rgba, width: 2, bytesPerRow: 12, info: CGBitmapInfo(alpha: .last)))
    #expect(straight.width == 2 && straight.height == 2)
    #expect(Self.rgb(straight.bitmap.pixel(x: 0, y: 0)) == [255, 0, 0, 255])
    #expect(Self.rgb(straight.bitmap.pixel(x: 1, y: 0))[3] == 128)
    #expect(Self.rgb(straight.bitmap.pixel(x: 0, y: 1)) == [0, 0, 255, 255])
    // The same blue as premultiplied BGRA (alpha first, 32-bit little-endian).
    let bgra: [UInt8] = [255, 0, 0, 255]
    let little = try #require(
      Self.image(
        bgra, width: 1, bytesPerRow: 4,
        info: CGBitmapInfo(alpha: .premultipliedFirst).union(.byteOrder32Little)))
    #expect(Self.rgb(little.bitmap.pixel(x: 0, y: 0)) == [0, 0, 255, 255])
  }

  @Test func greyBytesAreOpaqueGrey() throws {
    let image = try #require(
      Self.image(
        [0, 200], width: 2, bitsPerPixel: 8, bytesPerRow: 2, space: CGColorSpaceCreateDeviceGray(),
        info: CGBitmapInfo(alpha: .none)))
    #expect(Self.rgb(image.bitmap.pixel(x: 1, y: 0)) == [200, 200, 200, 255])
    #expect(Self.rgb(image.bitmap.pixel(x: 0, y: 0)) == [0, 0, 0, 255])
  }

  @Test func tooFewBytesOrAnUnreadLayoutIsNil() {
    // Two rows of one pixel need 8 bytes.
    #expect(
      Self.image([1, 2, 3, 4, 5, 6, 7], width: 1, height: 2, bytesPerRow: 4, info: CGBitmapInfo(alpha: .last))
        == nil)
    // Three-byte RGB is not read.
    #expect(
      Self.image([1, 2, 3], width: 1, bitsPerPixel: 24, bytesPerRow: 3, info: CGBitmapInfo(alpha: .none))
        == nil)
  }
}
