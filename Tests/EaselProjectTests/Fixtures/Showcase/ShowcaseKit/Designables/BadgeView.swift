import UIKit

/// A rounded badge.
@IBDesignable public class BadgeView: UIView {
  @IBInspectable public var cornerRadius: CGFloat = 8 {
    didSet { layer.cornerRadius = cornerRadius }
  }
}
