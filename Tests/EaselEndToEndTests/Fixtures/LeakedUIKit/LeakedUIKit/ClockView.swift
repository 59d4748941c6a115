import UIKit

/// Draws the clock's face; its time must be one (Core Animation's clock never reads zero
/// once the process has run).
@IBDesignable class ClockView: UIView {
  override func draw(_ rect: CGRect) {
    let clock = Clock()
    guard clock.now() > 0 else { return }
    clock.face().setFill()
    UIBezierPath(rect: bounds.insetBy(dx: 8, dy: 8)).fill()
  }
}
