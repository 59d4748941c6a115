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
  /// What a pattern colour (`UIColor(patternImage:)`'s) paints with, in its tile space; its
  /// `rgba` is clear.
  package let imagePattern: ImagePattern?

  /// Creates an sRGB colour from components in 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    isGray = false
    imagePattern = nil
  }

  /// Creates a grey colour.
  public init(gray: CGFloat, alpha: CGFloat) {
    rgba = RGBA(white: Double(gray), alpha: Double(alpha))
    isGray = true
    imagePattern = nil
  }

  /// Creates a colour from an sRGB value (`isGray`: made as a grey, so `components` has two
  /// entries).
  package init(rgba: RGBA, isGray: Bool = false) {
    self.rgba = rgba
    self.isGray = isGray
    imagePattern = nil
  }

  /// A pattern colour: it paints by tiling `pattern`.
  package init(imagePattern pattern: ImagePattern) {
    rgba = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    isGray = false
    imagePattern = pattern
  }

  /// Creates a colour in `space` from its components (colour components then alpha),
  /// converted to sRGB from the space's profile.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    let n = space.numberOfComponents
    let (profile, extended) = space.profile
    let rgba = ColorConversion.sRGB(
      (0..<n).map { Double(components[$0]) }, alpha: Double(components[n]), in: profile,
      extended: extended)
    self.init(rgba: rgba, isGray: space.model == .monochrome)
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

  /// The alpha component; 1 for a pattern colour, as Core Graphics gives.
  public var alpha: CGFloat { imagePattern == nil ? CGFloat(rgba.alpha) : 1 }

  /// The colour space the components are in.
  public var colorSpace: CGColorSpace? {
    isGray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB()
  }

  /// An sRGB colour (`CGColor(srgbRed:green:blue:alpha:)`): what `init(red:…)` makes too.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey in the gamma-2.2 grey space, converted to sRGB.
  public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
    self.init(
      rgba: ColorConversion.sRGB([Double(gray)], alpha: Double(alpha), in: .grayGamma22),
      isGray: true)
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
    // Differs from Core Graphics: a pattern colour's copy keeps the pattern at full opacity.
    if let imagePattern { return CGColor(imagePattern: imagePattern) }
    var c = rgba
    c.alpha = min(max(Double(alpha), 0), 1)
    return isGray ? CGColor(gray: CGFloat(c.red), alpha: alpha) : CGColor(rgba: c)
  }

  /// Colours are equal when their sRGB values are, and pattern colours when they tile the
  /// same image.
  public static func == (a: CGColor, b: CGColor) -> Bool {
    a.rgba == b.rgba && a.imagePattern?.image === b.imagePattern?.image
  }

  /// Hashes the sRGB value.
  public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }

  /// `CGColor(r g b a)` with three decimals.
  public var description: String {
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    return "CGColor(\(f(rgba.red)) \(f(rgba.green)) \(f(rgba.blue)) \(f(rgba.alpha)))"
  }
}
