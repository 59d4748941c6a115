import UIKit

/// Sets API Easel declares but does not implement.
@IBDesignable class FocusRing: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    focusGroupIdentifier = "rings"
    backgroundColor = .orange
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
