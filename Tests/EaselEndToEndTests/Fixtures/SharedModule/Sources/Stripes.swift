import UIKit

/// Red stripes, used by the first storyboard only.
@IBDesignable
class Stripes: UIView {
  @IBInspectable var count: Int = 4

  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    let width = bounds.width / CGFloat(max(1, count * 2))
    for i in 0..<count {
      UIRectFill(CGRect(x: CGFloat(i * 2) * width, y: 0, width: width, height: bounds.height))
    }
  }
}
