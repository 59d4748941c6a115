import UIKit

/// A layer with its own designated initializer and no init(), as Lottie's containers are.
final class RingLayer: CAShapeLayer {
  let width: CGFloat
  init(width: CGFloat) {
    self.width = width
    super.init()
    lineWidth = width
    strokeColor = UIColor.systemBlue.cgColor
    fillColor = UIColor.clear.cgColor
  }
  override init(layer: Any) {
    width = (layer as? RingLayer)?.width ?? 1
    super.init(layer: layer)
  }
  required init?(coder: NSCoder) { width = 1; super.init(coder: coder) }
}

@IBDesignable class RingHost: UIView {
  private let ring = RingLayer(width: 8)
  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(ring)
    backgroundColor = .white
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func layoutSubviews() {
    super.layoutSubviews()
    ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).cgPath
  }
}
