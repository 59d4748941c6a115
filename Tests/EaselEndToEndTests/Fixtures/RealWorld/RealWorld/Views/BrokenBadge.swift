import UIKit

/// Uses an API Easel's UIKit does not have: this class fails to build, and only this class.
@IBDesignable
class BrokenBadge: UIView {
  @IBInspectable var count: Int = 3

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.easelHasNoSuchProperty = CGFloat(count)
    BadgeStyle.apply(to: layer)
  }
}
