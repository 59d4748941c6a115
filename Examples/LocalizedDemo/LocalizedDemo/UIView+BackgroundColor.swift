import UIKit

// Seed 002's `UIView (BackgroundColor)` category in Swift, written the seed's way: the
// palette colour is found by name with `NSSelectorFromString`, `responds(to:)` and
// `perform(_:)`, and the name is kept as an associated object.
private var kBgColorNameKey: UInt8 = 0

extension UIView {
  /// The name of a palette colour (`UIColor+CorosColor`) to use as the background
  /// (背景颜色名称). An empty or unknown name is ignored: the view keeps its colour.
  @IBInspectable var bgColorName: String? {
    get {
      return objc_getAssociatedObject(self, &kBgColorNameKey) as? String
    }
    set {
      guard let name = newValue, !name.isEmpty else { return }
      var color: UIColor?
      let sel = NSSelectorFromString(name)
      if UIColor.responds(to: sel) {
        color = UIColor.perform(sel)?.takeUnretainedValue() as? UIColor
      }
      guard let color else { return }
      backgroundColor = color
      objc_setAssociatedObject(self, &kBgColorNameKey, name, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }
}
