import Foundation
import Testing

@testable import EaselGraphics

/// Images that carry an ICC profile are drawn converted from it to sRGB, as iOS draws them.
///
/// The images are made here: Easel's own PNG and a flat JPEG (`flat-102-204-255.jpg`,
/// written by Pillow at quality 100 without chroma subsampling), with the profile of
/// Apple's Generic RGB spliced in. The expected colour is UIKit's: issue 21's render drew
/// Generic RGB (0.4, 0.8, 1.0) = (102, 204, 255) as sRGB (118, 214, 255).
@Suite struct EmbeddedProfileTests {
  static let uiKitGenericRGB = [118, 214, 255, 255]

  /// A chunk as PNG stores it: length, type, body, CRC.
  static func chunk(_ type: String, _ body: [UInt8]) throws -> [UInt8] {
    var out = [UInt8]()
    out.appendBigEndian(UInt32(body.count))
    let typed = Array(type.utf8) + body
    out += typed
    out.appendBigEndian(crc32Bytes(typed))
    return out
  }

  static func crc32Bytes(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      crc ^= UInt32(b)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// A flat PNG of (102, 204, 255) with `profile` in an `iCCP` chunk after `IHDR`.
  static func png(profile: Data?) throws -> Data {
    let bitmap = try Bitmap(
      width: 4, height: 3, fill: RGBA(red: 0.4, green: 0.8, blue: 1, alpha: 1))
    var bytes = [UInt8](try bitmap.pngData())
    guard let profile else { return Data(bytes) }
    let zlib = try ZlibStream(level: 6, strategy: 0)
    let raw = [UInt8](profile)
    raw.withUnsafeBufferPointer { _ = try? zlib.write($0.baseAddress!, count: $0.count) }
    let body = Array("Generic RGB".utf8) + [0, 0] + (try zlib.finish())
    // Signature (8) and IHDR (4 + 4 + 13 + 4).
    bytes.insert(contentsOf: try chunk("iCCP", body), at: 33)
    return Data(bytes)
  }

  /// The flat JPEG with `profile` in APP2 segments of at most `pieceSize` bytes after SOI.
  static func jpeg(profile: Data?, pieceSize: Int = 60000) throws -> Data {
    var bytes = [UInt8](
      try Data(contentsOf: fixturesURL.appendingPathComponent("flat-102-204-255.jpg")))
    guard let profile else { return Data(bytes) }
    let raw = [UInt8](profile)
    let pieces = stride(from: 0, to: raw.count, by: pieceSize).map {
      Array(raw[$0..<min($0 + pieceSize, raw.count)])
    }
    var segments = [UInt8]()
    for (i, piece) in pieces.enumerated() {
      let body = Array("ICC_PROFILE".utf8) + [0, UInt8(i + 1), UInt8(pieces.count)] + piece
      segments += [0xFF, 0xE2, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 255)]
      segments += body
    }
    bytes.insert(contentsOf: segments, at: 2)
    return Data(bytes)
  }

  @Test func pngWithoutProfileIsSRGB() throws {
    let bitmap = try Bitmap(data: try Self.png(profile: nil))
    #expect(bytes(bitmap.pixel(x: 1, y: 1)) == [102, 204, 255, 255])
  }

  @Test func pngICCProfileIsApplied() throws {
    let profile = try #require(ColorProfile.genericRGB.iccData())
    let bitmap = try Bitmap(data: try Self.png(profile: profile))
    let pixel = bitmap.pixel(x: 1, y: 1)
    #expect(near(pixel, Self.uiKitGenericRGB, 1), "\(bytes(pixel))")
  }

  @Test func pngGrayProfileIsApplied() throws {
    // A grey image (red = green = blue = 2/3 ≈ 170) tagged Generic Gray: issue 21's UIKit
    // render drew Generic Gray two thirds as 184.
    let profile = try #require(ColorProfile.genericGray.iccData())
    let bitmap = try Bitmap(
      data: try {
        let grey = try Bitmap(width: 2, height: 2, fill: RGBA(white: 170 / 255))
        var bytes = [UInt8](try grey.pngData())
        let zlib = try ZlibStream(level: 6, strategy: 0)
        let raw = [UInt8](profile)
        raw.withUnsafeBufferPointer { _ = try? zlib.write($0.baseAddress!, count: $0.count) }
        bytes.insert(
          contentsOf: try Self.chunk("iCCP", Array("Gray".utf8) + [0, 0] + (try zlib.finish())),
          at: 33)
        return Data(bytes)
      }())
    #expect(near(bitmap.pixel(x: 0, y: 0), [184, 184, 184, 255], 1))
  }

  @Test func jpegWithoutProfileIsSRGB() throws {
    let bitmap = try Bitmap(data: try Self.jpeg(profile: nil))
    #expect(near(bitmap.pixel(x: 8, y: 8), [102, 204, 255, 255], 1))
  }

  // One APP2 segment, and the profile split over several (as files larger than 64 KB
  // carry it), joined in sequence order.
  @Test(arguments: [60000, 200])
  func jpegICCProfileIsApplied(pieceSize: Int) throws {
    let profile = try #require(ColorProfile.genericRGB.iccData())
    let bitmap = try Bitmap(data: try Self.jpeg(profile: profile, pieceSize: pieceSize))
    let pixel = bitmap.pixel(x: 8, y: 8)
    #expect(near(pixel, Self.uiKitGenericRGB, 2), "\(bytes(pixel))")
  }

  // A damaged profile leaves the image as decoded instead of failing it.
  @Test func damagedProfileIsIgnored() throws {
    let bitmap = try Bitmap(data: try Self.png(profile: Data(repeating: 7, count: 300)))
    #expect(bytes(bitmap.pixel(x: 1, y: 1)) == [102, 204, 255, 255])
    let jpeg = try Bitmap(data: try Self.jpeg(profile: Data(repeating: 7, count: 300)))
    #expect(near(jpeg.pixel(x: 8, y: 8), [102, 204, 255, 255], 1))
  }
}
