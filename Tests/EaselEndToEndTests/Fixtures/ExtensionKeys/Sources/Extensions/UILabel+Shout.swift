import UIKit

/// A key whose extension does not build here: it calls what nothing declares.
extension UILabel {
  @IBInspectable var shoutKey: String? {
    get { nil }
    set {
      text = undeclaredShoutForEasel1(newValue)
      text = undeclaredShoutForEasel2(newValue)
      text = undeclaredShoutForEasel3(newValue)
      text = undeclaredShoutForEasel4(newValue)
      text = undeclaredShoutForEasel5(newValue)
      text = undeclaredShoutForEasel6(newValue)
      text = undeclaredShoutForEasel7(newValue)
      text = undeclaredShoutForEasel8(newValue)
      text = undeclaredShoutForEasel9(newValue)
      text = undeclaredShoutForEasel10(newValue)
      text = undeclaredShoutForEasel11(newValue)
      text = undeclaredShoutForEasel12(newValue)
      text = undeclaredShoutForEasel13(newValue)
      text = undeclaredShoutForEasel14(newValue)
      text = undeclaredShoutForEasel15(newValue)
      text = undeclaredShoutForEasel16(newValue)
      text = undeclaredShoutForEasel17(newValue)
      text = undeclaredShoutForEasel18(newValue)
      text = undeclaredShoutForEasel19(newValue)
      text = undeclaredShoutForEasel20(newValue)
      text = undeclaredShoutForEasel21(newValue)
      text = undeclaredShoutForEasel22(newValue)
      text = undeclaredShoutForEasel23(newValue)
      text = undeclaredShoutForEasel24(newValue)
    }
  }
}
