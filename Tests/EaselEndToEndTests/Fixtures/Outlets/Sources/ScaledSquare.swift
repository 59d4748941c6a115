import UIKit

/// Scales itself in its initializers and is placed at a stored frame (no constraints): a nib
/// holds bounds and centre, so the transform keeps it centred in its stored box.
@IBDesignable
class ScaledSquare: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .red
    transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
  }
}
