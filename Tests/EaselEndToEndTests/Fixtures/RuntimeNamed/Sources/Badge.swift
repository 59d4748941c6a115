import UIKit

/// An inspectable set by its key-value entry; its code looks nothing up by a name it makes
/// at run time, so the agent's selector tables list only what can be looked up.
@IBDesignable class Badge: UIView {
  @IBInspectable var fill: UIColor? {
    didSet { backgroundColor = fill }
  }

  @objc func pulse() {}
}
