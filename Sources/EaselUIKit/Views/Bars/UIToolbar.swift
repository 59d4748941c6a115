internal import EaselGraphics
import Foundation

/// A bar of buttons, usually at the bottom of the screen, as `UIToolbar`.
///
/// Items are laid out from the leading edge (16 points in), 8 points apart, with flexible
/// spaces sharing what is left; titles, system glyphs and images are drawn in the tint,
/// custom views are laid out as subviews. The background is `barTintColor` or iOS's
/// translucent light grey, with a hairline at the top.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items, leading first.
  open var items: [UIBarButtonItem]? {
    didSet {
      setNeedsLayout()
      setNeedsDisplay()
    }
  }
  /// The bar's style (`.black` draws a dark bar).
  open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
  /// Whether the bar is translucent.
  open var isTranslucent = true { didSet { setNeedsDisplay() } }
  /// The bar's background colour; nil for the system's.
  open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Creates a toolbar with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  /// Creates a toolbar from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Replaces the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  /// A 44-point bar, as wide as asked.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }

  /// The items with their frames.
  func placedItems() -> [(item: UIBarButtonItem, frame: CGRect)] {
    let list = items ?? []
    guard !list.isEmpty else { return [] }
    let widths = list.map { BarDrawing.width(of: $0) }
    let gap: CGFloat = 8
    let flexible = list.filter { $0.systemItem == .flexibleSpace }.count
    let used = widths.reduce(0, +) + gap * CGFloat(list.count - 1)
    let free = max(0, bounds.width - 32 - used)
    let flexWidth = flexible > 0 ? free / CGFloat(flexible) : 0
    var x = bounds.minX + 16
    var out: [(UIBarButtonItem, CGRect)] = []
    for (item, w0) in zip(list, widths) {
      let w = item.systemItem == .flexibleSpace ? flexWidth : w0
      let h = item.customView?.bounds.height ?? min(bounds.height, 44)
      out.append((item, CGRect(x: x, y: bounds.midY - h / 2, width: w, height: h)))
      x += w + gap
    }
    return out
  }

  /// Places the items' custom views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeCustomViews(placedItems())
  }

  /// Draws the background, the hairline and the items.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    if backgroundColor == nil { fillBarBackground(ctx) }
    drawBarHairline(ctx, y: bounds.minY - 0.5)
    drawItems(placedItems(), ctx, tint: (tintColor ?? .systemBlue).resolvedRGBA(traitCollection))
  }
}
