import UIKit

/// Draws a filled disc: renders fine.
@IBDesignable
class GoodDisc: UIView {
  @IBInspectable var discColor: UIColor = .green

  override func draw(_ rect: CGRect) {
    discColor.setFill()
    UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
  }
}
