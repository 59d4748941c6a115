import UIKit

/// A tag written in Swift 4.0 as Xcode 9 wrote it: the names Swift 4.2 renamed.
@IBDesignable class TagView: UIView {
  @IBInspectable var text: String = "Swift 4"
  @IBInspectable var inset: CGFloat = 8

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = UIViewContentMode.redraw
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func draw(_ rect: CGRect) {
    let inner = UIEdgeInsetsInsetRect(bounds, UIEdgeInsetsMake(inset, inset, inset, inset))
    UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).setFill()
    UIBezierPath(roundedRect: inner, cornerRadius: 6).fill()
    let attributes: [NSAttributedStringKey: Any] = [
      NSAttributedStringKey.foregroundColor: UIColor.white,
      NSAttributedStringKey.font: UIFont.systemFont(ofSize: 14, weight: UIFont.Weight.bold),
    ]
    (text as NSString).draw(at: CGPoint(x: inner.minX + 6, y: inner.minY + 4), withAttributes: attributes)
    let state: UIControlState = .normal
    _ = state
    _ = NSNotification.Name.UIKeyboardWillShow
  }
}
