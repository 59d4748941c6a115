import Foundation
import UIKit

/// Takes 400 ms in draw(_:), twice Interface Builder's budget, as a designable that draws a
/// large path point by point does.
@IBDesignable
class SlowView: UIView {
  override func draw(_ rect: CGRect) {
    let start = Date()
    while Date().timeIntervalSince(start) < 0.4 {}
    UIColor.orange.setFill()
    UIRectFill(bounds)
  }
}
