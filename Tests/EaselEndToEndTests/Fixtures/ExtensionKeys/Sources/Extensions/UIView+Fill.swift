import UIKit

/// A key a runtime attribute sets, whose colours are in another file.
extension UIView {
  @IBInspectable var fillName: String? {
    get { nil }
    set { backgroundColor = FillPalette.color(named: newValue ?? "") }
  }
}
