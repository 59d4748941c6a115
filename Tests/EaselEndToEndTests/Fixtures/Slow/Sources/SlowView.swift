import Foundation
import UIKit

/// Takes 400 ms in draw(_:), twice Interface Builder's budget, as a designable that draws a
/// large path point by point does.
@IBDesignable
class SlowView: UIView {
  override func draw(_ rect: CGRect) {
    // On the monotonic clock the agent times its phases with: spun on the wall clock, it was
    // timed at 398 ms once (the two clocks' readings differ by a few milliseconds).
    let start = DispatchTime.now().uptimeNanoseconds
    while DispatchTime.now().uptimeNanoseconds - start < 400_000_000 {}
    UIColor.orange.setFill()
    UIRectFill(bounds)
  }
}
