import UIKit

/// The Swift half of a mixed target: a green badge.
@IBDesignable
class SwiftBadge: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.green.setFill()
    UIRectFill(rect.insetBy(dx: 4, dy: 4))
  }
}
