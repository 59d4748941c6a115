import UIKit

/// Does not compile: a type error in draw(_:).
@IBDesignable
class BrokenView: UIView {
  @IBInspectable var radius: CGFloat = 8

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath(roundedRect: bounds, cornerRadius: "eight")
    path.fill()
  }
}
