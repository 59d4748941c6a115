internal import EaselGraphics
import Foundation

/// An immutable colour, as Core Graphics' `CGColor`, stored as sRGB.
///
/// Differs from UIKit: every colour is converted to sRGB when it is made (extended-range
/// components are clamped), so `colorSpace` is always sRGB or gray and `components` are
/// the converted values.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour as sRGB with straight alpha: what the canvas draws.
  package let rgba: RGBA
  /// Whether the colour was made as a grey (`components` then has two entries).
  private let isGray: Bool

  /// Creates an sRGB colour from components in 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    isGray = false
  }

  /// Creates a grey colour.
  public init(gray: CGFloat, alpha: CGFloat) {
    rgba = RGBA(white: Double(gray), alpha: Double(alpha))
    isGray = true
  }

  /// Creates a colour from an sRGB value.
  package init(rgba: RGBA) {
    self.rgba = rgba
    isGray = false
  }

  /// Creates a colour in `space` from its components (colour components then alpha).
  ///
  /// Returns nil when the count does not match the space, as Core Graphics does.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    switch space.model {
    case .monochrome:
      self.init(gray: components[0], alpha: components[1])
    case .rgb:
      if space.isDisplayP3 {
        self.init(
          rgba: DisplayP3.toSRGB(
            red: components[0], green: components[1], blue: components[2], alpha: components[3]))
      } else {
        self.init(
          red: components[0], green: components[1], blue: components[2], alpha: components[3])
      }
    }
  }

  /// Opaque black (`CGColor.black`).
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white (`CGColor.white`).
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black (`CGColor.clear`).
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The components: `[gray, alpha]` for greys, `[red, green, blue, alpha]` otherwise.
  public var components: [CGFloat]? {
    isGray
      ? [CGFloat(rgba.red), CGFloat(rgba.alpha)]
      : [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)]
  }

  /// How many components there are, alpha included.
  public var numberOfComponents: Int { isGray ? 2 : 4 }

  /// The alpha component.
  public var alpha: CGFloat { CGFloat(rgba.alpha) }

  /// The colour space the components are in.
  public var colorSpace: CGColorSpace? {
    isGray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB()
  }

  /// An sRGB colour (`CGColor(srgbRed:green:blue:alpha:)`): what `init(red:…)` makes too.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey in the gamma-2.2 grey space. Differs from Core Graphics: it is taken as sRGB's
  /// grey, whose curve is within a few levels of gamma 2.2.
  public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
    self.init(gray: gray, alpha: alpha)
  }

  /// A CMYK colour. Differs from Core Graphics, which converts through the Generic CMYK
  /// profile: converted with the uncalibrated formula (R = (1 − C)(1 − K), …).
  public convenience init(
    genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat,
    alpha: CGFloat
  ) {
    let k = 1 - min(max(black, 0), 1)
    self.init(
      red: (1 - min(max(cyan, 0), 1)) * k, green: (1 - min(max(magenta, 0), 1)) * k,
      blue: (1 - min(max(yellow, 0), 1)) * k, alpha: alpha)
  }

  /// A copy (colours are immutable: the same values).
  public func copy() -> CGColor? { copy(alpha: alpha) }

  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    var c = rgba
    c.alpha = min(max(Double(alpha), 0), 1)
    return isGray ? CGColor(gray: CGFloat(c.red), alpha: alpha) : CGColor(rgba: c)
  }

  /// Colours are equal when their sRGB values are.
  public static func == (a: CGColor, b: CGColor) -> Bool { a.rgba == b.rgba }

  /// Hashes the sRGB value.
  public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }

  /// `CGColor(r g b a)` with three decimals.
  public var description: String {
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    return "CGColor(\(f(rgba.red)) \(f(rgba.green)) \(f(rgba.blue)) \(f(rgba.alpha)))"
  }
}

/// Display P3 to sRGB conversion (both with the sRGB transfer curve, D65 white).
enum DisplayP3 {
  static func toSRGB(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> RGBA {
    func linear(_ v: Double) -> Double {
      let a = abs(v)
      let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
      return v < 0 ? -l : l
    }
    func encode(_ v: Double) -> Double {
      let a = abs(v)
      let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
      return v < 0 ? -e : e
    }
    let (r, g, b) = (linear(Double(red)), linear(Double(green)), linear(Double(blue)))
    let sr = 1.2249401 * r - 0.2249404 * g + 0.0 * b
    let sg = -0.0420569 * r + 1.0420571 * g + 0.0 * b
    let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
    return RGBA(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: Double(alpha))
  }
}
