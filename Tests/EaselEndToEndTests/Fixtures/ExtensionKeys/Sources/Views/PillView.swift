import UIKit

/// A designable that needs no extension of the project's.
@IBDesignable class PillView: UIView {
  @IBInspectable var pillColor: UIColor = .blue

  override func draw(_ rect: CGRect) {
    pillColor.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
  }
}
