import UIKit

// Seed 002's `UIColor (CorosColor)` palette: the app's colours by name, so that a designer
// can change one everywhere by changing it here. `@objc` makes each a class method that
// `NSSelectorFromString("blueClr")` finds, as the seed's category methods are.
extension UIColor {
  @objc class var clearClr: UIColor { return .clear }
  @objc class var whiteClr: UIColor { return .white }
  @objc class var blackClr: UIColor { return UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1) }
  @objc class var blueClr: UIColor { return UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1) }
  @objc class var redClr: UIColor { return UIColor(red: 1.0, green: 0.23, blue: 0.19, alpha: 1) }
}
