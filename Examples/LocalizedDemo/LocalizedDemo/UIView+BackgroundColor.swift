import UIKit

// Seed 002's `UIView (BackgroundColor)` category in Swift.
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
      guard let color = UIColor.paletteColor(named: name) else { return }
      backgroundColor = color
      objc_setAssociatedObject(self, &kBgColorNameKey, name, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }
}
