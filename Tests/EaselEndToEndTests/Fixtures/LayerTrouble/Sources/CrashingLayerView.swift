import UIKit

/// Draws through a custom layer whose `draw(in:)` crashes: the crash is the view's, and the
/// other designable still renders.
final class BrokenLayer: CALayer {
  override func draw(in ctx: CGContext) {
    let sizes: [CGFloat] = []
    ctx.fill(CGRect(x: 0, y: 0, width: sizes[1], height: 4))
  }
}

@IBDesignable
class CrashingLayerView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    if layer.sublayers?.isEmpty ?? true {
      let broken = BrokenLayer()
      broken.frame = bounds
      layer.addSublayer(broken)
      broken.setNeedsDisplay()
    }
  }
}
