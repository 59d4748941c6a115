import UIKit

// Seed 002's `UILabel (SBLocalizable)` category in Swift. The Objective-C keys were
// `@selector(textAsKey)` and `&kLabelTextKey`; any stable address will do.
private var kTextAsKeyKey: UInt8 = 0
private var kLabelTextKey: UInt8 = 0

extension UILabel {
  /// Whether the label's current text is a key into Localizable.strings
  /// (是否把当前text作为多语言的key).
  ///
  /// Turning it on remembers the text and replaces it with `NSLocalizedString(text)`;
  /// turning it off puts the remembered text back. As in the seed, turning it off on a
  /// label that was never turned on restores nothing: the text becomes `nil`.
  @IBInspectable var textAsKey: Bool {
    get {
      return objc_getAssociatedObject(self, &kTextAsKeyKey) as? Bool ?? false
    }
    set {
      objc_setAssociatedObject(self, &kTextAsKeyKey, newValue, .OBJC_ASSOCIATION_ASSIGN)
      if newValue {
        objc_setAssociatedObject(self, &kLabelTextKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text = NSLocalizedString(text ?? "", comment: "")
      } else {
        text = objc_getAssociatedObject(self, &kLabelTextKey) as? String
      }
    }
  }
}
