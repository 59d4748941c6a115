import Foundation
import Testing

@testable import EaselGraphics

@Suite struct JPEGCodecTests {
  func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: fixturesURL.appendingPathComponent(name))
  }

  @Test func decodesRGB() throws {
    // `convert -size 32x24 gradient:red-blue -quality 90 rgb.jpg`: red at the top.
    let b = try Bitmap(contentsOf: fixturesURL.appendingPathComponent("rgb.jpg"))
    #expect(b.width == 32 && b.height == 24)
    let top = b.pixel(x: 16, y: 0)
    let bottom = b.pixel(x: 16, y: 23)
    #expect(top.red > 0.9 && top.blue < 0.1 && top.alpha == 1)
    #expect(bottom.blue > 0.9 && bottom.red < 0.1)
  }

  @Test func decodesGrayscale() throws {
    let b = try Bitmap(data: fixture("gray.jpg"))
    #expect(b.width == 16)
    let top = b.pixel(x: 8, y: 0)
    #expect(top.red > 0.9 && top.red == top.green && top.green == top.blue)
    #expect(b.pixel(x: 8, y: 15).red < 0.1)
  }

  @Test func decodesCMYKApproximately() throws {
    let b = try Bitmap(data: fixture("cmyk.jpg"))
    let p = b.pixel(x: 8, y: 8)
    #expect(p.red > 0.9 && p.green < 0.1 && p.blue < 0.1)
  }

  @Test func truncatedJPEGThrows() throws {
    let data = try fixture("rgb.jpg")
    for length in [3, 10, 100, data.count - 40, data.count - 2] {
      #expect(throws: GraphicsError.self) { try Bitmap(data: data.prefix(length)) }
    }
  }

  @Test func corruptJPEGThrows() throws {
    var data = try fixture("rgb.jpg")
    for i in stride(from: 2, to: 200, by: 5) { data[i] ^= 0xA5 }
    data[0] = 0xFF
    data[1] = 0xD8
    data[2] = 0xFF
    #expect(throws: GraphicsError.self) { try Bitmap(data: data) }
  }
}
