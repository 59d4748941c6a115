import Foundation
import Testing

@testable import EaselGraphics

/// Colours converted from their spaces to sRGB as iOS converts them.
///
/// Where each expected value comes from is written beside it: UIKit's own renders where
/// one is known, else the space's published definition worked out here by hand (never
/// Easel's own output).
@Suite struct ColorConversionTests {
  /// The colour as 8-bit sRGB, rounded as a canvas stores it.
  func drawn(_ components: [Double], in profile: ColorProfile, extended: Bool = false) -> [Int] {
    Array(bytes(ColorConversion.sRGB(components, alpha: 1, in: profile, extended: extended))[0..<3])
  }

  /// sRGB's encoding of a linear value (IEC 61966-2-1), for expectations from definitions.
  static func encode(_ v: Double) -> Double {
    v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
  }

  /// sRGB's decoding of an encoded value.
  static func decode(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  // Issue 21, from a real UIKit render: a view whose xib background is calibratedRGB
  // (0.4, 0.8, 1.0) drew as sRGB (118, 214, 255). Easel drew (102, 204, 255) before.
  @Test func calibratedRGBIsGenericRGB() {
    #expect(drawn([0.4, 0.8, 1.0], in: .genericRGB) == [118, 214, 255])
  }

  // Issue 21, from a real UIKit render: calibratedWhite two thirds (Xcode writes it
  // 0.66666666666666663; the issue rounds it to 0.667) drew as sRGB 184. Easel drew 170.
  @Test func calibratedWhiteIsGenericGray() {
    #expect(drawn([0.66666666666666663], in: .genericGray) == [184, 184, 184])
    // Black and white stay black and white (relative colorimetric: white is the canvas's).
    #expect(drawn([0], in: .genericGray) == [0, 0, 0])
    #expect(drawn([1], in: .genericGray) == [255, 255, 255])
  }

  // From the definition of Generic Gray Gamma 2.2: Y = g^2.2, then sRGB's encoding.
  @Test(arguments: [0.1, 0.33333333333333331, 0.5, 0.8])
  func gamma22Gray(_ g: Double) {
    let expected = Int((Self.encode(pow(g, 2.2)) * 255).rounded())
    #expect(drawn([g], in: .grayGamma22) == [expected, expected, expected])
  }

  // From Display P3's definition (SMPTE EG 432-1 primaries, D65, sRGB's curve): linear P3
  // to linear sRGB by the matrix the two sets of primaries give, then sRGB's encoding.
  @Test(arguments: [[0.5, 0.4, 0.3], [0.9, 0.2, 0.6], [0.2, 0.7, 0.4]])
  func displayP3(_ p3: [Double]) {
    let (r, g, b) = (Self.decode(p3[0]), Self.decode(p3[1]), Self.decode(p3[2]))
    let linear = [
      1.2249401 * r - 0.2249404 * g,
      -0.0420569 * r + 1.0420571 * g,
      -0.0196376 * r - 0.0786361 * g + 1.0982735 * b,
    ]
    let expected = linear.map { Int((Self.encode(min(max($0, 0), 1)) * 255).rounded()) }
    let actual = drawn(p3, in: .displayP3)
    #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(actual) vs \(expected)")
  }

  // From the definitions: linear sRGB is sRGB's primaries without the curve.
  @Test func linearSRGBAndLinearGray() {
    let e = Int((Self.encode(0.2) * 255).rounded())
    #expect(drawn([0.2, 0.2, 0.2], in: .linearSRGB) == [e, e, e])
    #expect(drawn([0.2], in: .linearGray) == [e, e, e])
  }

  // sRGB (and UIKit's white, sRGB's curve) is the canvas's space: components unchanged.
  @Test func sRGBIsUnchanged() {
    #expect(drawn([0.4, 0.8, 1.0], in: .sRGB) == [102, 204, 255])
    #expect(drawn([0.5], in: .sRGBGray) == [128, 128, 128])
  }

  // Extended spaces keep components outside 0...1 through the conversion, then the canvas
  // clamps; the others clamp first. Extended linear 4.0 is past sRGB's white; clamped
  // first it would be 1.0 = 255 as well, so an in-range channel shows the difference.
  @Test func extendedComponents() {
    #expect(drawn([1.2, -0.1, 0.5], in: .sRGB, extended: true) == [255, 0, 128])
    let half = Int((Self.encode(0.5) * 255).rounded())
    #expect(drawn([4, 0.5, -1], in: .linearSRGB, extended: true) == [255, half, 0])
  }

  // Every space LittleCMS builds a profile for can be written as an ICC file and read back.
  @Test(arguments: ColorProfile.allCases)
  func profilesBuild(_ profile: ColorProfile) throws {
    let data = try #require(profile.iccData())
    #expect(data.count > 128)
    #expect(String(decoding: data[36..<40], as: UTF8.self) == "acsp")
  }
}
