import UIKit

/// A badge whose label, centred by constraints in BadgeView.xib, is given its text after the
/// nib is loaded and its content view resized: UIKit lays the nib's views out again, so the
/// label takes its new text's width and the content view's new centre.
@IBDesignable class BadgeView: UIView {
  @IBOutlet var contentView: UIView!
  @IBOutlet weak var label: UILabel!

  @IBInspectable var text: String {
    get { label?.text ?? "" }
    set { label?.text = newValue }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    loadContent()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    loadContent()
  }

  private func loadContent() {
    Bundle(for: type(of: self)).loadNibNamed("BadgeView", owner: self, options: nil)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}
