import Foundation
import Testing

@testable import EaselGraphics

/// Damaged images must throw or decode, never crash: every truncation length of small
/// files and many seeded byte flips.
@Suite struct DecoderFuzzTests {
  /// A tiny deterministic generator (xorshift), so failures reproduce.
  struct Xorshift {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }

  func samples() throws -> [Data] {
    let png = try Bitmap(
      width: 7, height: 5, fill: RGBA(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.7)
    )
    .pngData(compression: .best)
    let jpegs = try ["rgb.jpg", "gray.jpg", "cmyk.jpg"].map {
      try Data(contentsOf: fixturesURL.appendingPathComponent($0))
    }
    return [png] + jpegs
  }

  @Test func everyTruncationThrowsOrDecodes() throws {
    for data in try samples() {
      for length in 0..<data.count {
        do {
          let b = try Bitmap(data: data.prefix(length))
          #expect(b.width > 0)
        } catch is GraphicsError {
        } catch {
          Issue.record("unexpected error \(error)")
        }
      }
    }
  }

  @Test func randomByteFlipsNeverCrash() throws {
    var rng = Xorshift(state: 0x9E37_79B9_7F4A_7C15)
    var rejected = 0
    var decoded = 0
    for data in try samples() {
      for _ in 0..<300 {
        var damaged = data
        for _ in 0..<(1 + Int(rng.next() % 4)) {
          let i = 3 + Int(rng.next() % UInt64(data.count - 3))
          damaged[i] = UInt8(truncatingIfNeeded: rng.next())
        }
        if let bitmap = try? Bitmap(data: damaged) {
          decoded += 1
          #expect(bitmap.width > 0 && bitmap.height > 0)
        } else {
          rejected += 1
        }
      }
    }
    // Damage is noticed (checksums, markers), and some of it is not (pixel bytes).
    #expect(rejected > 0 && decoded > 0, "\(rejected) rejected, \(decoded) decoded")
  }

  @Test func hugeDeclaredPNGSizeIsRejected() throws {
    var data = try Bitmap(width: 2, height: 2, fill: .white).pngData()
    // IHDR width and height at bytes 16...23: claim 30000×30000.
    for (i, b) in [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30].enumerated() { data[16 + i] = UInt8(b) }
    #expect(throws: GraphicsError.self) { try Bitmap(data: data) }
  }
}
