import UIKit

/// A swatch whose colour is named in the document and found the way seed 002 finds it: by
/// selector, on the class.
@IBDesignable class SwatchView: UIView {
  @IBInspectable var paletteName: String = "" {
    didSet {
      let sel = NSSelectorFromString(paletteName)
      guard UIColor.responds(to: sel),
        let color = UIColor.perform(sel)?.takeUnretainedValue() as? UIColor
      else { return }
      backgroundColor = color
    }
  }
}

extension UIColor {
  @objc class var brandClr: UIColor { UIColor(red: 0, green: 0.5, blue: 1, alpha: 1) }
}
