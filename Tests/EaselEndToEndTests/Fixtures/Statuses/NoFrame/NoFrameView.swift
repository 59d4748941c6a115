import UIKit

/// A designable with only its own designated initializer: Interface Builder's agent cannot
/// make it with init(frame:).
@IBDesignable class NoFrameView: UIView {
  let tint: UIColor

  init(tint: UIColor) {
    self.tint = tint
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    tint = .green
    super.init(coder: coder)
  }

  override func draw(_ rect: CGRect) {
    tint.setFill()
    UIBezierPath(rect: bounds).fill()
  }
}
