import UIKit

/// A custom class that is not @IBDesignable: Interface Builder draws it as a plain UIView and
/// shows no designables status for it.
class PlainCard: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.magenta.setFill()
    UIRectFill(bounds)
  }
}
