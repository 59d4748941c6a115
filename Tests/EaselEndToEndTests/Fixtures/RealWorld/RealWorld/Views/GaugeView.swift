import UIKit

/// A ring filled to `value`: needs `Palette` and `centeredSquare(in:inset:)` from two other files.
@IBDesignable
class GaugeView: UIView {
  @IBInspectable var value: CGFloat = 1 { didSet { setNeedsDisplay() } }
  @IBInspectable var lineWidth: CGFloat = 10

  override func draw(_ rect: CGRect) {
    let square = centeredSquare(in: bounds, inset: lineWidth / 2)
    let track = UIBezierPath(ovalIn: square)
    track.lineWidth = lineWidth
    Palette.track.setStroke()
    track.stroke()
    let fill = UIBezierPath(ovalIn: square.insetBy(dx: lineWidth, dy: lineWidth))
    Palette.accent.setFill()
    fill.fill()
  }
}
