internal import EaselGraphics
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A colour, as `UIColor`: a fixed sRGB value or a dynamic colour resolved against traits.
///
/// Differs from UIKit: every colour is stored as sRGB (display P3 and extended-range values
/// are converted and clamped when made).
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  /// Stored first, for Core Foundation (`CoreFoundationTypeWord`).
  private let coreFoundationType = CoreFoundationTypeWord.swiftObject
  // Set once, while the colour is made. Every initializer that is not public is a
  // convenience one that sets these after a public designated initializer has run: a
  // subclass in the user's module inherits UIColor's initializers only if it can see every
  // designated one (`class Palette: UIColor { static let brand = … }` compiles on iOS).
  /// The colour for light traits (or the only one).
  private(set) var base: RGBA
  /// For dynamic colours: the colour for given traits.
  private(set) var provider: (@Sendable (UITraitCollection) -> UIColor)?
  /// The name the colour was made or registered with, for descriptions.
  private(set) var colorName: String?
  /// What a pattern colour (`init(patternImage:)`) paints with; its components are clear.
  package private(set) var imagePattern: ImagePattern?

  package convenience init(rgba: RGBA, name: String? = nil) {
    self.init(red: 0, green: 0, blue: 0, alpha: 0)
    base = rgba
    colorName = name
  }

  /// A colour with no components, as `UIColor()` (NSObject's `init`) makes on iOS: it draws
  /// nothing (transparent black).
  public override convenience init() {
    self.init(rgba: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
  }

  /// An sRGB colour from components in 0...1.
  ///
  /// UIColor's initializers are `required` here: on iOS they are Objective-C's, dispatched
  /// dynamically, so `self.init(red:…)` compiles in a protocol extension constrained to
  /// `Self: UIColor` (hex-colour helpers); a Swift class allows that only of required ones.
  public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    base = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    provider = nil
    colorName = nil
  }

  /// A colour from `#colorLiteral(red:green:blue:alpha:)` (see `UIColor+Literals.swift`).
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A grey.
  public required init(white: CGFloat, alpha: CGFloat) {
    base = RGBA(white: Double(white), alpha: Double(alpha))
    provider = nil
    colorName = nil
  }

  /// A colour from hue, saturation and brightness in 0...1.
  public required convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let i = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch i {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A display P3 colour, converted to sRGB.
  public required convenience init(
    displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    self.init(
      rgba: ColorConversion.sRGB(
        [Double(red), Double(green), Double(blue)], alpha: Double(alpha), in: .displayP3))
  }

  /// The colour of a `CGColor` (a pattern colour's pattern included).
  public required convenience init(cgColor: CGColor) {
    self.init(rgba: cgColor.rgba)
    imagePattern = cgColor.imagePattern
  }

  /// A colour that paints by tiling `image` at its size in points, from the origin of the
  /// context it is drawn in: as a fill or stroke colour, as a view's or layer's
  /// background, as a layer's border, and as the colour of a label's, text field's, text
  /// view's or drawn string's text. An image with no pixels paints nothing.
  ///
  /// Differs from UIKit: Core Text's lines and frames draw text in a pattern colour clear,
  /// and a layout with one run in a pattern colour paints all its text with it.
  public convenience init(patternImage image: UIImage) {
    self.init(rgba: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    if let bitmap = image.cgImage?.bitmap {
      imagePattern = ImagePattern(image: bitmap, tileSize: image.size)
    }
  }

  /// A colour that is resolved against the traits it is used with, as iOS 13's dynamic colours.
  public required init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    provider = dynamicProvider
    base = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedRGBA(
      UITraitCollection(userInterfaceStyle: .light))
    colorName = nil
  }

  /// A dynamic colour with a light and a dark value (the system colours).
  convenience init(light: RGBA, dark: RGBA, name: String) {
    self.init(red: 0, green: 0, blue: 0, alpha: 0)
    provider = { $0.userInterfaceStyle == .dark ? UIColor(rgba: dark) : UIColor(rgba: light) }
    base = light
    colorName = name
  }

  /// Looks a colour up by name in the current resource environment (an asset catalogue's
  /// colour set on iOS); nil if there is none.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    guard let found = ResourceEnvironment.current.colorNamed(name) else { return nil }
    self.init(copying: found)
  }

  /// Looks a colour up by name; the bundle is ignored (the resource environment decides).
  @preconcurrency @MainActor
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?
  ) {
    guard let found = ResourceEnvironment.current.colorNamed(name) else { return nil }
    if let traits {
      self.init(rgba: found.resolvedRGBA(traits))
    } else {
      self.init(copying: found)
    }
  }

  private convenience init(copying other: UIColor) {
    self.init(red: 0, green: 0, blue: 0, alpha: 0)
    base = other.base
    provider = other.provider
    colorName = other.colorName
    imagePattern = other.imagePattern
  }

  /// Whether the colour depends on traits.
  public var isDynamic: Bool { provider != nil }

  /// This colour's value for `traits`.
  func resolvedRGBA(_ traits: UITraitCollection) -> RGBA {
    guard let provider else { return base }
    return provider(traits).resolvedRGBA(traits)
  }

  /// This colour for `traits`: itself if not dynamic.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider == nil ? self : UIColor(rgba: resolvedRGBA(traitCollection))
  }

  /// The colour as sRGB, resolved against `UITraitCollection.current`.
  package var rgba: RGBA { resolvedRGBA(UITraitCollection.current) }

  /// The `CGColor`, resolved against `UITraitCollection.current` as on iOS.
  open var cgColor: CGColor { resolvedCGColor(UITraitCollection.current) }

  /// The `CGColor` for `traits`: a pattern colour's pattern, else its sRGB value.
  package func resolvedCGColor(_ traits: UITraitCollection) -> CGColor {
    imagePattern.map { CGColor(imagePattern: $0) } ?? CGColor(rgba: resolvedRGBA(traits))
  }

  /// The same colour with another alpha (a dynamic colour stays dynamic).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let provider {
      return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }
    var c = base
    c.alpha = min(max(Double(alpha), 0), 1)
    return UIColor(rgba: c)
  }

  /// Reads sRGB components; always succeeds here.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = rgba
    red?.pointee = CGFloat(c.red)
    green?.pointee = CGFloat(c.green)
    blue?.pointee = CGFloat(c.blue)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// Reads the grey level (the mean of the components) and alpha.
  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?)
    -> Bool
  {
    let c = rgba
    white?.pointee = CGFloat((c.red + c.green + c.blue) / 3)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// Reads hue, saturation, brightness and alpha.
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = rgba
    let mx = max(c.red, c.green, c.blue)
    let mn = min(c.red, c.green, c.blue)
    let d = mx - mn
    var h = 0.0
    if d > 0 {
      if mx == c.red {
        h = ((c.green - c.blue) / d).truncatingRemainder(dividingBy: 6)
      } else if mx == c.green {
        h = (c.blue - c.red) / d + 2
      } else {
        h = (c.red - c.green) / d + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = CGFloat(h)
    saturation?.pointee = CGFloat(mx == 0 ? 0 : d / mx)
    brightness?.pointee = CGFloat(mx)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// Sets this colour as the current context's fill and stroke colour.
  @preconcurrency @MainActor open func set() {
    setFill()
    setStroke()
  }

  /// Sets this colour as the current context's fill colour.
  @preconcurrency @MainActor open func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Sets this colour as the current context's stroke colour.
  @preconcurrency @MainActor open func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Colours are equal when both are fixed with the same value, or are the same object.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if other === self { return true }
    return provider == nil && other.provider == nil && base == other.base
  }

  /// Hashes the light value.
  open override var hash: Int { base.hashValue }

  /// `UIExtendedSRGBColorSpace r g b a`, as iOS prints colours.
  open override var description: String {
    let c = base
    func f(_ v: Double) -> String { String(format: "%g", (v * 1e6).rounded() / 1e6) }
    let kind = provider == nil ? "" : "dynamic "
    return "\(kind)UIExtendedSRGBColorSpace \(f(c.red)) \(f(c.green)) \(f(c.blue)) \(f(c.alpha))"
  }

  /// The grouped table background of iOS 12 and earlier; `systemGroupedBackground` since.
  open class var groupTableViewBackground: UIColor { .systemGroupedBackground }

  /// iOS's `systemBlue`: light (0, 122, 255, 1), dark (10, 132, 255, 1).
  open class var systemBlue: UIColor { system("systemBlue") }

  /// iOS's `systemRed`: light (255, 59, 48, 1), dark (255, 69, 58, 1).
  open class var systemRed: UIColor { system("systemRed") }

  /// iOS's `systemGreen`: light (52, 199, 89, 1), dark (48, 209, 88, 1).
  open class var systemGreen: UIColor { system("systemGreen") }

  /// iOS's `systemOrange`: light (255, 149, 0, 1), dark (255, 159, 10, 1).
  open class var systemOrange: UIColor { system("systemOrange") }

  /// iOS's `systemYellow`: light (255, 204, 0, 1), dark (255, 214, 10, 1).
  open class var systemYellow: UIColor { system("systemYellow") }

  /// iOS's `systemPink`: light (255, 45, 85, 1), dark (255, 55, 95, 1).
  open class var systemPink: UIColor { system("systemPink") }

  /// iOS's `systemPurple`: light (175, 82, 222, 1), dark (191, 90, 242, 1).
  open class var systemPurple: UIColor { system("systemPurple") }

  /// iOS's `systemTeal`: light (48, 176, 199, 1), dark (64, 200, 224, 1).
  open class var systemTeal: UIColor { system("systemTeal") }

  /// iOS's `systemIndigo`: light (88, 86, 214, 1), dark (94, 92, 230, 1).
  open class var systemIndigo: UIColor { system("systemIndigo") }

  /// iOS's `systemBrown`: light (162, 132, 94, 1), dark (172, 142, 104, 1).
  open class var systemBrown: UIColor { system("systemBrown") }

  /// iOS's `systemMint`: light (0, 199, 190, 1), dark (99, 230, 226, 1).
  open class var systemMint: UIColor { system("systemMint") }

  /// iOS's `systemCyan`: light (50, 173, 230, 1), dark (100, 210, 255, 1).
  open class var systemCyan: UIColor { system("systemCyan") }

  /// iOS's `systemGray`: light (142, 142, 147, 1), dark (142, 142, 147, 1).
  open class var systemGray: UIColor { system("systemGray") }

  /// iOS's `systemGray2`: light (174, 174, 178, 1), dark (99, 99, 102, 1).
  open class var systemGray2: UIColor { system("systemGray2") }

  /// iOS's `systemGray3`: light (199, 199, 204, 1), dark (72, 72, 74, 1).
  open class var systemGray3: UIColor { system("systemGray3") }

  /// iOS's `systemGray4`: light (209, 209, 214, 1), dark (58, 58, 60, 1).
  open class var systemGray4: UIColor { system("systemGray4") }

  /// iOS's `systemGray5`: light (229, 229, 234, 1), dark (44, 44, 46, 1).
  open class var systemGray5: UIColor { system("systemGray5") }

  /// iOS's `systemGray6`: light (242, 242, 247, 1), dark (28, 28, 30, 1).
  open class var systemGray6: UIColor { system("systemGray6") }

  /// iOS's `label`: light (0, 0, 0, 1), dark (255, 255, 255, 1).
  open class var label: UIColor { system("label") }

  /// iOS's `secondaryLabel`: light (60, 60, 67, 0.6), dark (235, 235, 245, 0.6).
  open class var secondaryLabel: UIColor { system("secondaryLabel") }

  /// iOS's `tertiaryLabel`: light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
  open class var tertiaryLabel: UIColor { system("tertiaryLabel") }

  /// iOS's `quaternaryLabel`: light (60, 60, 67, 0.18), dark (235, 235, 245, 0.16).
  open class var quaternaryLabel: UIColor { system("quaternaryLabel") }

  /// iOS's `systemFill`: light (120, 120, 128, 0.2), dark (120, 120, 128, 0.36).
  open class var systemFill: UIColor { system("systemFill") }

  /// iOS's `secondarySystemFill`: light (120, 120, 128, 0.16), dark (120, 120, 128, 0.32).
  open class var secondarySystemFill: UIColor { system("secondarySystemFill") }

  /// iOS's `tertiarySystemFill`: light (118, 118, 128, 0.12), dark (118, 118, 128, 0.24).
  open class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }

  /// iOS's `quaternarySystemFill`: light (116, 116, 128, 0.08), dark (118, 118, 128, 0.18).
  open class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }

  /// iOS's `placeholderText`: light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
  open class var placeholderText: UIColor { system("placeholderText") }

  /// iOS's `systemBackground`: light (255, 255, 255, 1), dark (0, 0, 0, 1).
  open class var systemBackground: UIColor { system("systemBackground") }

  /// iOS's `secondarySystemBackground`: light (242, 242, 247, 1), dark (28, 28, 30, 1).
  open class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }

  /// iOS's `tertiarySystemBackground`: light (255, 255, 255, 1), dark (44, 44, 46, 1).
  open class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }

  /// iOS's `systemGroupedBackground`: light (242, 242, 247, 1), dark (0, 0, 0, 1).
  open class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }

  /// iOS's `secondarySystemGroupedBackground`: light (255, 255, 255, 1), dark (28, 28, 30, 1).
  open class var secondarySystemGroupedBackground: UIColor {
    system("secondarySystemGroupedBackground")
  }

  /// iOS's `tertiarySystemGroupedBackground`: light (242, 242, 247, 1), dark (44, 44, 46, 1).
  open class var tertiarySystemGroupedBackground: UIColor {
    system("tertiarySystemGroupedBackground")
  }

  /// iOS's `separator`: light (60, 60, 67, 0.29), dark (84, 84, 88, 0.6).
  open class var separator: UIColor { system("separator") }

  /// iOS's `opaqueSeparator`: light (198, 198, 200, 1), dark (56, 56, 58, 1).
  open class var opaqueSeparator: UIColor { system("opaqueSeparator") }

  /// iOS's `link`: light (0, 122, 255, 1), dark (9, 132, 255, 1).
  open class var link: UIColor { system("link") }

  /// iOS's `darkText`: light (0, 0, 0, 1), dark (0, 0, 0, 1).
  open class var darkText: UIColor { system("darkText") }

  /// iOS's `lightText`: light (255, 255, 255, 0.6), dark (255, 255, 255, 0.6).
  open class var lightText: UIColor { system("lightText") }

  /// `black`: RGBA(white: 0).
  open class var black: UIColor { standard("black") }

  /// `darkGray`: RGBA(white: 1.0 / 3.0).
  open class var darkGray: UIColor { standard("darkGray") }

  /// `lightGray`: RGBA(white: 2.0 / 3.0).
  open class var lightGray: UIColor { standard("lightGray") }

  /// `white`: RGBA(white: 1).
  open class var white: UIColor { standard("white") }

  /// `gray`: RGBA(white: 0.5).
  open class var gray: UIColor { standard("gray") }

  /// `red`: RGBA(red: 1, green: 0, blue: 0).
  open class var red: UIColor { standard("red") }

  /// `green`: RGBA(red: 0, green: 1, blue: 0).
  open class var green: UIColor { standard("green") }

  /// `blue`: RGBA(red: 0, green: 0, blue: 1).
  open class var blue: UIColor { standard("blue") }

  /// `cyan`: RGBA(red: 0, green: 1, blue: 1).
  open class var cyan: UIColor { standard("cyan") }

  /// `yellow`: RGBA(red: 1, green: 1, blue: 0).
  open class var yellow: UIColor { standard("yellow") }

  /// `magenta`: RGBA(red: 1, green: 0, blue: 1).
  open class var magenta: UIColor { standard("magenta") }

  /// `orange`: RGBA(red: 1, green: 0.5, blue: 0).
  open class var orange: UIColor { standard("orange") }

  /// `purple`: RGBA(red: 0.5, green: 0, blue: 0.5).
  open class var purple: UIColor { standard("purple") }

  /// `brown`: RGBA(red: 0.6, green: 0.4, blue: 0.2).
  open class var brown: UIColor { standard("brown") }

  /// `clear`: RGBA(white: 0, alpha: 0).
  open class var clear: UIColor { standard("clear") }

  /// The receiver itself: instances are immutable, and UIKit's copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var accessibilityName: String { "" }

  open class var tintColor: UIColor { UnimplementedAPI.object(of: UIColor.self as Any.Type, "UIColor.tintColor") { UIColor() } }
  // facade-inventory:end
}
