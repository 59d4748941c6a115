import UIKit

/// A card whose content is designed in CardView.xib and loaded by the view itself, the way
/// many designables are written.
@IBDesignable class CardView: UIView {
  @IBOutlet var contentView: UIView!
  @IBOutlet weak var titleLabel: UILabel!

  @IBInspectable var title: String = "" {
    didSet { titleLabel?.text = title }
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
    let bundle = Bundle(for: type(of: self))
    bundle.loadNibNamed(String(describing: type(of: self)), owner: self, options: nil)
    addSubview(contentView)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }
}
