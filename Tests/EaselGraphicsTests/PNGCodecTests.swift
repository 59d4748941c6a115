import Foundation
import Testing

@testable import EaselGraphics

@Suite struct PNGCodecTests {
  /// A small scene with transparency, partial alpha and gradients.
  func sample() throws -> Bitmap {
    let s = try RasterSurface(width: 64, height: 48, scale: 1)
    s.canvas.fill(
      GraphicsPath(ellipseIn: CGRect(x: 4, y: 4, width: 50, height: 40)),
      linearGradient: [
        GradientStop(location: 0, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1)),
        GradientStop(location: 1, color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.3)),
      ], from: .zero, to: CGPoint(x: 64, y: 48))
    return s.bitmap()
  }

  @Test(arguments: [PNGCompression.fast, .best, .stored])
  func roundTripKeepsPixels(compression: PNGCompression) throws {
    let original = try sample()
    let data = try original.pngData(compression: compression)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let decoded = try Bitmap(data: data)
    #expect(decoded.width == 64 && decoded.height == 48)
    // Un- and re-premultiplying may move a channel by one step at low alpha.
    let cmp = BitmapComparison(actual: decoded, expected: original, tolerance: 1)
    #expect(cmp.matches, "max delta \(cmp.maxChannelDelta), \(cmp.differingPixels) pixels")
  }

  @Test func opaqueImagesRoundTripExactly() throws {
    let s = try RasterSurface(width: 30, height: 20, scale: 1)
    RainbowScene.draw(on: s.canvas)
    let data = try s.pngData(compression: .fast)
    let cmp = BitmapComparison(actual: try Bitmap(data: data), expected: s.bitmap())
    #expect(cmp.matches)
    #expect(data[25] == 2)  // colour type RGB: no alpha channel written
  }

  /// `.stored` writes its blocks itself, whole rows to a block: a picture of many blocks
  /// decodes to the same pixels, every chunk's CRC holds, and the file is the pixels' size.
  @Test(arguments: [true, false])
  func storedSpansManyBlocks(opaque: Bool) throws {
    let s = try RasterSurface(width: 600, height: 343, scale: 1)
    if opaque {
      RainbowScene.draw(on: s.canvas)
    } else {
      s.canvas.fill(
        GraphicsPath(ellipseIn: CGRect(x: 10, y: 10, width: 580, height: 320)),
        linearGradient: [
          GradientStop(location: 0, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1)),
          GradientStop(location: 1, color: RGBA(red: 0, green: 0, blue: 1, alpha: 0.3)),
        ], from: .zero, to: CGPoint(x: 600, y: 343))
    }
    let data = try s.pngData(compression: .stored)
    let channels = opaque ? 3 : 4
    let rowBytes = 600 * channels + 1
    let blocks = (343 + 65535 / rowBytes - 1) / (65535 / rowBytes)
    #expect(blocks > 1)
    #expect(data.count == 8 + 25 + 12 + 2 + blocks * 5 + 343 * rowBytes + 4 + 12)
    #expect(data[25] == (opaque ? 2 : 6))
    let cmp = BitmapComparison(
      actual: try Bitmap(data: data), expected: s.bitmap(), tolerance: opaque ? 0 : 1)
    #expect(cmp.matches, "max delta \(cmp.maxChannelDelta), \(cmp.differingPixels) pixels")
    let bytes = [UInt8](data)
    var at = 8
    var chunks: [String] = []
    while at + 12 <= bytes.count {
      let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      let crc = bytes[at + 8 + length..<at + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      #expect(crc == Self.crc32(bytes[at + 4..<at + 8 + length]))
      chunks.append(String(decoding: bytes[at + 4..<at + 8], as: UTF8.self))
      at += 12 + length
    }
    #expect(chunks == ["IHDR", "IDAT", "IEND"] && at == bytes.count)
  }

  /// CRC-32 as PNG defines it, bit by bit: a check independent of the encoder's zlib.
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return ~c
  }

  @Test func bestIsSmallerThanFast() throws {
    let s = try RasterSurface(width: 600, height: 343, scale: 1)
    RainbowScene.draw(on: s.canvas)
    let fast = try s.pngData(compression: .fast)
    let best = try s.pngData(compression: .best)
    #expect(best.count < fast.count)
  }

  @Test func encodingIsDeterministic() throws {
    let b = try sample()
    #expect(try b.pngData() == b.pngData())
  }

  /// PNG variants made with ImageMagick: 16-bit RGBA, palette, interlaced greyscale.
  @Test func decodesOtherPNGFlavours() throws {
    let rgba16 = try Bitmap(contentsOf: fixturesURL.appendingPathComponent("rgba16.png"))
    #expect(near(rgba16.pixel(x: 3, y: 3), [255, 0, 0, 128], 2))
    let palette = try Bitmap(contentsOf: fixturesURL.appendingPathComponent("palette.png"))
    #expect(near(palette.pixel(x: 7, y: 5), [0, 255, 0, 255]))
    let gray = try Bitmap(contentsOf: fixturesURL.appendingPathComponent("gray-interlaced.png"))
    #expect(gray.width == 8 && gray.height == 6)
    #expect(gray.pixel(x: 0, y: 0).red > 0.9 && gray.pixel(x: 0, y: 5).red < 0.1)
  }

  @Test func truncatedPNGThrows() throws {
    let data = try sample().pngData()
    for length in [8, 20, 33, data.count / 2, data.count - 13] {
      #expect(throws: GraphicsError.self) { try Bitmap(data: data.prefix(length)) }
    }
  }

  @Test func corruptPNGThrows() throws {
    var data = try sample().pngData()
    for i in stride(from: 60, to: min(data.count - 20, 200), by: 7) { data[i] ^= 0x5A }
    #expect(throws: GraphicsError.self) { try Bitmap(data: data) }
  }

  @Test func unknownFormatsAreNamed() {
    #expect(throws: GraphicsError.unsupportedFormat("not PNG or JPEG (starts with 47 49 46 38)")) {
      try Bitmap(data: Data("GIF89a".utf8))
    }
    #expect(throws: GraphicsError.self) { try Bitmap(data: Data()) }
  }

  @Test func missingFileThrows() {
    #expect(throws: GraphicsError.self) {
      try Bitmap(contentsOf: URL(fileURLWithPath: "/nonexistent/image.png"))
    }
  }

  @Test func filledBitmapReadsBackUnpremultiplied() throws {
    let b = try Bitmap(width: 3, height: 2, fill: RGBA(red: 0.2, green: 0.4, blue: 1, alpha: 0.5))
    #expect(near(b.pixel(x: 2, y: 1), [51, 102, 255, 128], 2))
    #expect(b.pixel(x: 3, y: 0) == .clear)
    #expect(throws: GraphicsError.self) { try Bitmap(width: 0, height: 1) }
  }
}
