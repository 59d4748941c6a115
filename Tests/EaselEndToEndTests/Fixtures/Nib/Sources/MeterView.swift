import UIKit

/// A meter whose bar is designed in MeterView.xib, loaded with `UINib.instantiate(withOwner:)`
/// as many libraries load theirs: the bar's width is a `fileprivate weak` constraint outlet
/// of File's Owner, changed before the nib's views are laid out, and the xib names its owner
/// in another module than the one the class is built in (a library's xib copied into an app);
/// its ticks are an outlet collection.
@IBDesignable class MeterView: UIView {
  fileprivate var content: UIView!
  @IBOutlet fileprivate weak var bar: UIView!
  @IBOutlet fileprivate weak var barWidth: NSLayoutConstraint!
  /// An outlet collection: the xib's two ticks, in document order.
  @IBOutlet fileprivate var ticks: [UIView]!

  @IBInspectable var level: CGFloat = 0.5 {
    didSet { barWidth.constant = bounds.width * level }
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
    let nib = UINib(nibName: "MeterView", bundle: Bundle(for: type(of: self)))
    content = nib.instantiate(withOwner: self, options: nil)[0] as? UIView
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
    // Unwrapped implicitly: nil here crashes, as it would on iOS with the outlet unconnected.
    barWidth.constant = bounds.width * level
    for tick in ticks { tick.backgroundColor = .red }
  }
}
