import UIKit

/// A disc drawn as a full arc, used by both storyboards.
@IBDesignable
class Disc: UIView {
  @IBInspectable var discColor: UIColor = .green
  @IBInspectable var margin: CGFloat = 4

  override func draw(_ rect: CGRect) {
    let radius = min(bounds.width, bounds.height) / 2 - margin
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    discColor.setFill()
    UIBezierPath(
      arcCenter: centre, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true
    ).fill()
  }
}
