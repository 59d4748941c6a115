import UIKit

// Seed 002's `UIColor (CorosColor)` palette: the app's colours by name, so that a designer
// can change one everywhere by changing it here.
extension UIColor {
  class var clearClr: UIColor { return .clear }
  class var whiteClr: UIColor { return .white }
  class var blackClr: UIColor { return UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1) }
  class var blueClr: UIColor { return UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1) }
  class var redClr: UIColor { return UIColor(red: 1.0, green: 0.23, blue: 0.19, alpha: 1) }

  /// The palette colour called `name` (`"blueClr"`), or `nil` for a name not in the palette.
  ///
  /// The seed finds the class method with `NSSelectorFromString` and `performSelector:`;
  /// without the Objective-C runtime the same names are listed here.
  static func paletteColor(named name: String) -> UIColor? {
    switch name {
    case "clearClr": return clearClr
    case "whiteClr": return whiteClr
    case "blackClr": return blackClr
    case "blueClr": return blueClr
    case "redClr": return redClr
    default: return nil
    }
  }
}
