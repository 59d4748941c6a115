import UIKit

/// Never returns from layoutSubviews().
@IBDesignable
class HangingView: UIView {
  var spins = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    while spins >= 0 { spins = (spins + 1) % 1000 }
  }
}
