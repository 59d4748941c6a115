import RingMath
import UIKit

/// A progress ring: a track and an arc over it.
@IBDesignable public class RingView: UIView {
  @IBInspectable public var progress: CGFloat = 0.7 { didSet { setNeedsDisplay() } }
  @IBInspectable public var ringColor: UIColor = .systemTeal { didSet { setNeedsDisplay() } }

  public override func draw(_ rect: CGRect) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 8
    let track = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    track.lineWidth = 12
    UIColor.systemGray5.setStroke()
    track.stroke()
    let arc = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: -.pi / 2,
      endAngle: endAngle(for: progress), clockwise: true)
    arc.lineWidth = 12
    arc.lineCapStyle = .round
    ringColor.setStroke()
    arc.stroke()
  }
}
