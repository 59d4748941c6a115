import UIKit

/// A rounded badge with a border.
@IBDesignable public class BadgeView: UIView {
  @IBInspectable public var cornerRadius: CGFloat = 12 {
    didSet { layer.cornerRadius = cornerRadius }
  }
  @IBInspectable public var borderColor: UIColor = .systemOrange {
    didSet { layer.borderColor = borderColor.cgColor }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = cornerRadius
    layer.borderWidth = 3
    layer.borderColor = borderColor.cgColor
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.cornerRadius = cornerRadius
    layer.borderWidth = 3
    layer.borderColor = borderColor.cgColor
  }
}
