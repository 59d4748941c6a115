// No import: the framework's umbrella header, RingKit.h, imports UIKit, which every Swift file
// of the framework then sees.

@IBDesignable public class RingView: UIView {
  override public func draw(_ rect: CGRect) {
    UIColor.blue.setFill()
    UIBezierPath(ovalIn: bounds.insetBy(dx: ringInset, dy: ringInset)).fill()
  }
}
