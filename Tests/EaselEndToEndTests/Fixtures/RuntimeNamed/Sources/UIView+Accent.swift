import UIKit

extension UIView {
  /// Not a property: key-value coding finds `setAccent:` for the runtime attribute `accent`.
  @objc func setAccent(_ color: UIColor) {
    backgroundColor = color
  }
}
