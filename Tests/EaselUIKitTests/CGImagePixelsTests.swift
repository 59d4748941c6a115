import Foundation
import Testing

@testable import EaselUIKit

/// Reading an image's pixels as iOS code does (`CFDataGetBytePtr(cgImage.dataProvider!.data)`,
/// the ninth draw's ComplimentaryGradientView taking its colours from an image): the bytes are
/// laid out as `bitmapInfo`, `bytesPerRow` and `bitsPerPixel` say.
@MainActor
@Suite struct CGImagePixelsTests {
  @Test func pixelsReadThroughTheDataProvider() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 1), true, 1)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    UIColor.blue.setFill()
    UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
    UIGraphicsEndImageContext()
    let data = try #require(image.dataProvider?.data)
    #expect(CFDataGetLength(data) == image.bytesPerRow * image.height)
    let bytes = try #require(CFDataGetBytePtr(data))
    // Premultiplied alpha first, 32-bit little-endian: B, G, R, A in memory.
    #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [0, 0, 255, 255])
    #expect([bytes[4], bytes[5], bytes[6], bytes[7]] == [255, 0, 0, 255])
    #expect(CFDataGetBytePtr(Data()) == nil)
  }
}

/// A bitmap context made on a caller's buffer (the ninth draw's MKGradientView fills a buffer
/// of RGBA pixels, makes a context on it and takes its image; colour pickers draw into one
/// and read the bytes).
@MainActor
@Suite struct CallerBufferContextTests {
  @Test func startsWithTheBuffersPixelsAndWritesBack() throws {
    // 2×1 pixels, premultiplied RGBA in memory (premultipliedLast, big-endian).
    var pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 128, 128]
    let image: CGImage? = pixels.withUnsafeMutableBytes { buffer in
      guard
        let ctx = CGContext(
          data: buffer.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
          space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { return nil }
      let made = ctx.makeImage()
      // Paint the right pixel opaque green; the buffer is written when the image is made.
      ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
      ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
      _ = ctx.makeImage()
      return made
    }
    let first = try #require(image)
    let bytes = try #require(CFDataGetBytePtr(first.dataProvider?.data))
    // The image's own layout is BGRA (premultipliedFirst, little-endian).
    #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [0, 0, 255, 255])
    #expect([bytes[4], bytes[5], bytes[6], bytes[7]] == [128, 0, 0, 128])
    #expect(Array(pixels[4..<8]) == [0, 255, 0, 255])
    #expect(Array(pixels[0..<4]) == [255, 0, 0, 255])
  }

  @Test func layoutsFollowTheBitmapInfo() {
    let little = CGContext.pixelLayout(
      CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    #expect(little?.alphaFirst == true && little?.littleEndian == true)
    let skip = CGContext.pixelLayout(CGImageAlphaInfo.noneSkipLast.rawValue)
    #expect(skip?.skipsAlpha == true && skip?.alphaFirst == false)
    #expect(CGContext.pixelLayout(CGImageAlphaInfo.none.rawValue) == nil)
  }
}
