import UIKit

/// A filled star.
@IBDesignable public class StarView: UIView {
  @IBInspectable public var points: Int = 5 { didSet { setNeedsDisplay() } }
  @IBInspectable public var fillColor: UIColor = .systemYellow { didSet { setNeedsDisplay() } }

  public override func draw(_ rect: CGRect) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let outer = min(bounds.width, bounds.height) / 2
    let path = UIBezierPath()
    let count = max(points, 2) * 2
    for index in 0..<count {
      let radius = index % 2 == 0 ? outer : outer * 0.45
      let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / CGFloat(count / 2)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      index == 0 ? path.move(to: point) : path.addLine(to: point)
    }
    path.close()
    fillColor.setFill()
    path.fill()
  }
}
