import UIKit

/// A view filled with a two-colour vertical gradient.
@IBDesignable public class GradientView: UIView {
  @IBInspectable public var topColor: UIColor = .white { didSet { setNeedsDisplay() } }
  @IBInspectable public var bottomColor: UIColor = .black { didSet { setNeedsDisplay() } }
}
