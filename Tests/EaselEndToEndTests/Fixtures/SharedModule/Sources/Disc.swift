import UIKit

/// A filled disc, used by both storyboards.
@IBDesignable
class Disc: UIView {
  @IBInspectable var discColor: UIColor = .green

  override func draw(_ rect: CGRect) {
    discColor.setFill()
    UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
  }
}
