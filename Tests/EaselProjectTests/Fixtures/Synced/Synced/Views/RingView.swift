import UIKit

/// A ring, drawn in Interface Builder.
@IBDesignable final class RingView: UIView {
  @IBInspectable var lineWidth: CGFloat = 4
}
