import UIKit

/// Fills itself green.
@IBDesignable
class SteadyView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.green.setFill()
    UIRectFill(bounds)
  }
}
