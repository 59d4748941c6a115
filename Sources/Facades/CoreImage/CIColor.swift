public import CoreGraphics
import Foundation

/// A colour for Core Image, as `CIColor`: red, green, blue and alpha in sRGB.
///
/// Differs from iOS: a colour made from a grey or another space is converted to sRGB (as
/// Easel's `CGColor` is), so it always has four components.
open class CIColor: NSObject, NSCopying {
  /// The components, red, green, blue, alpha: kept for `components`' pointer.
  private let storage: UnsafeMutablePointer<CGFloat>

  /// Creates a colour from sRGB components in 0...1 and alpha.
  public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
    storage = UnsafeMutablePointer<CGFloat>.allocate(capacity: 4)
    storage.initialize(from: [r, g, b, a], count: 4)
    super.init()
  }

  /// Creates an opaque colour from sRGB components.
  public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) {
    self.init(red: r, green: g, blue: b, alpha: 1)
  }

  /// Creates a colour in `colorSpace`: an RGB space's components are taken as they are;
  /// nil for a space that is not RGB, as on iOS.
  public convenience init?(
    red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat, colorSpace: CGColorSpace
  ) {
    guard colorSpace.model == .rgb else { return nil }
    self.init(red: r, green: g, blue: b, alpha: a)
  }

  /// Creates an opaque colour in `colorSpace` (see `init(red:green:blue:alpha:colorSpace:)`).
  public convenience init?(
    red r: CGFloat, green g: CGFloat, blue b: CGFloat, colorSpace: CGColorSpace
  ) {
    self.init(red: r, green: g, blue: b, alpha: 1, colorSpace: colorSpace)
  }

  /// Creates a colour from a `CGColor`, converted to sRGB.
  public convenience init(cgColor c: CGColor) {
    let p = c.components ?? [0, 0, 0, 0]
    if p.count == 2 {
      self.init(red: p[0], green: p[0], blue: p[0], alpha: p[1])
    } else if p.count >= 4 {
      self.init(red: p[0], green: p[1], blue: p[2], alpha: p[3])
    } else {
      self.init(red: 0, green: 0, blue: 0, alpha: c.alpha)
    }
  }

  /// Creates a colour from its string representation: "r g b" or "r g b a", numbers
  /// separated by spaces, optionally in brackets (`"[0.5 0.3 0.2 1.0]"`), as
  /// `stringRepresentation` writes; missing or unreadable numbers are 0, alpha 1.
  public convenience init(string representation: String) {
    let numbers = CINumberList.read(representation)
    func at(_ i: Int, _ otherwise: CGFloat) -> CGFloat {
      i < numbers.count ? numbers[i] : otherwise
    }
    self.init(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: at(3, 1))
  }

  deinit { storage.deallocate() }

  /// Four: red, green, blue and alpha.
  open var numberOfComponents: Int { 4 }
  /// The components, red, green, blue, alpha; valid as long as the colour is.
  open var components: UnsafePointer<CGFloat> { UnsafePointer(storage) }
  /// The red component.
  open var red: CGFloat { storage[0] }
  /// The green component.
  open var green: CGFloat { storage[1] }
  /// The blue component.
  open var blue: CGFloat { storage[2] }
  /// The alpha component.
  open var alpha: CGFloat { storage[3] }
  /// sRGB.
  open var colorSpace: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
  /// The components as a string, "r g b a", which `init(string:)` reads back.
  open var stringRepresentation: String {
    CINumberList.written((0..<4).map { storage[$0] })
  }

  /// The colour as a `CGColor`, for drawing.
  var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CIColor else { return false }
    return (0..<4).allSatisfy { storage[$0] == other.storage[$0] }
  }

  open override var hash: Int {
    var h = Hasher()
    for i in 0..<4 { h.combine(storage[i]) }
    return h.finalize()
  }

  open override var description: String { "<CIColor \(stringRepresentation)>" }

  open class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
  open class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
  open class var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
  open class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
  open class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
  open class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
  open class var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
  open class var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
  open class var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
  open class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}
