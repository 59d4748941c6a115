import Foundation

/// A colour as sRGB components in 0...1 with straight (not premultiplied) alpha.
///
/// Colour spaces other than sRGB (display P3, calibrated, gray) are converted to this when
/// they are read; the canvas only ever sees sRGB.
public struct RGBA: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  /// Creates a colour; components are clamped to 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// A grey of the given white level.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour with red, green and blue rounded to the nearest of an 8-bit pixel's 256
  /// levels, as Core Graphics rounds a colour it draws into an 8-bit context. Cairo keeps a
  /// colour in 16 bits and drops the low 8 when it writes a pixel, which draws some colours
  /// a level brighter than iOS (two thirds of a level: 185 for iOS's 184); given levels, it
  /// writes iOS's.
  var atPixelLevels: RGBA {
    func level(_ v: Double) -> Double { (v * 255).rounded() / 255 }
    return RGBA(red: level(red), green: level(green), blue: level(blue), alpha: alpha)
  }

  /// The same colour with its alpha multiplied by `factor`.
  public func multiplyingAlpha(by factor: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBA(white: 0)
  public static let white = RGBA(white: 1)
}
