internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bar of tabs at the bottom of a tab bar controller, as `UITabBar`.
///
/// Items share the width equally; each shows its image (a template in the tint) or system
/// glyph in a 25-point box over its title (10 points, medium). The selected item is drawn
/// in `tintColor`, the others in `unselectedItemTintColor` (grey by default). The
/// background is `barTintColor` or iOS's translucent light grey, with a hairline at the top.
///
/// The items are drawn by a private subview over the bar's own layer, as UIKit's tab bar
/// buttons are subviews of the bar: a subclass that overrides `draw(_:)` or inserts layers
/// under its subviews (a custom shape behind the items) still shows them.
///
/// Differs from UIKit: an item with neither image nor system item shows a rounded-square
/// placeholder where its image would be, as Interface Builder shows a missing image; the
/// items are one subview, not a button each.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items, leading first.
  open var items: [UITabBarItem]? { didSet { itemsView.setNeedsDisplay() } }
  /// The selected item (drawn in the tint).
  open var selectedItem: UITabBarItem? { didSet { itemsView.setNeedsDisplay() } }
  /// The bar's style (`.black` draws a dark bar).
  open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
  /// Whether the bar is translucent.
  open var isTranslucent = true { didSet { setNeedsDisplay() } }
  /// The bar's background colour; nil for the system's.
  open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The colour of unselected items; nil for grey.
  open var unselectedItemTintColor: UIColor? { didSet { itemsView.setNeedsDisplay() } }
  /// A background image (stored; drawn stretched when set).
  open var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }

  /// The subview the items are drawn in, as large as the bar.
  private let itemsView = TabBarItemsView(frame: .zero)

  /// Creates a tab bar with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    addItemsView()
  }

  /// Creates a tab bar from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addItemsView()
  }

  private func addItemsView() {
    itemsView.frame = bounds
    itemsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(itemsView)
  }

  /// Replaces the items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  /// A 49-point bar, as wide as asked.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 49)
  }

  /// The standard height of the items' band (the bar may be taller over a home indicator).
  static let itemBandHeight: CGFloat = 49

  /// Draws the background and the hairline (the items view draws the items).
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    if let image = backgroundImage {
      BarDrawing.draw(image, ctx, in: bounds, tint: nil)
    } else if backgroundColor == nil || (backgroundColor?.resolvedRGBA(traits).alpha ?? 0) == 0 {
      fillBarBackground(ctx)
    }
    drawBarHairline(ctx, y: bounds.minY - 0.5)
  }

  /// Draws the items across `bounds` (the items view's, the bar's size) in `ctx`.
  fileprivate func drawItems(_ ctx: CGContext, in bounds: CGRect) {
    let traits = traitCollection
    let list = items ?? []
    guard !list.isEmpty else { return }
    let selectedTint = (tintColor ?? .systemBlue).resolvedRGBA(traits)
    let unselected =
      unselectedItemTintColor?.resolvedRGBA(traits) ?? RGBA(red: 0.6, green: 0.6, blue: 0.6)
    let band = min(bounds.height, Self.itemBandHeight)
    let itemWidth = bounds.width / CGFloat(list.count)
    for (i, item) in list.enumerated() {
      var color = item === selectedItem ? selectedTint : unselected
      if !item.isEnabled { color = color.multiplyingAlpha(by: 0.35) }
      let cell = CGRect(
        x: bounds.minX + CGFloat(i) * itemWidth, y: bounds.minY, width: itemWidth, height: band)
      let icon = CGRect(x: cell.midX - 12.5, y: cell.minY + 5, width: 25, height: 25)
      let image = item === selectedItem ? (item.selectedImage ?? item.image) : item.image
      if let image {
        let s = BarDrawing.fitted(image.size, maxSide: 25)
        BarDrawing.draw(
          image, ctx,
          in: CGRect(
            x: icon.midX - s.width / 2, y: icon.midY - s.height / 2, width: s.width,
            height: s.height),
          tint: color)
      } else if let glyph = item.systemGlyph {
        BarDrawing.draw(glyph, ctx, in: icon.insetBy(dx: 2, dy: 2), color: color)
      } else {
        BarDrawing.draw(.placeholder, ctx, in: icon, color: color, lineWidth: 1.5)
      }
      if let title = item.shownTitle, !title.isEmpty {
        let layout = TextLayout(
          text: title, font: .system(size: 10, weight: 500), color: color, width: itemWidth - 4,
          maxLines: 1, alignment: .center, lineBreakMode: .truncateTail)
        ctx.canvas.draw(layout, at: CGPoint(x: cell.minX + 2, y: cell.minY + 33))
      }
      if let badge = item.badgeValue {
        drawBadge(badge, ctx, at: CGPoint(x: icon.maxX - 2, y: icon.minY), color: item.badgeColor)
      }
    }
  }

  private func drawBadge(_ text: String, _ ctx: CGContext, at p: CGPoint, color: UIColor?) {
    let layout = BarDrawing.text(text, size: 13, color: RGBA(white: 1))
    let w = max(18, layout.size.width + 10)
    let pill = CGRect(x: p.x - 4, y: p.y - 4, width: w, height: 18)
    ctx.canvas.fill(
      GraphicsPath(roundedRect: pill, cornerRadius: 9),
      color: (color ?? .systemRed).resolvedRGBA(traitCollection), rule: .nonZero)
    ctx.canvas.draw(
      layout,
      at: CGPoint(x: pill.midX - layout.size.width / 2, y: pill.midY - layout.size.height / 2))
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var delegate: (any UITabBarDelegate)? {
    get { UnimplementedAPI.value(of: self, "UITabBar.delegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.delegate") }
  }

  open func beginCustomizingItems(_ items: [UITabBarItem]) {
    UnimplementedAPI.use("UITabBar.beginCustomizingItems(_:)", by: self);
  }

  open func endCustomizing(animated: Bool) -> Bool {
    UnimplementedAPI.use("UITabBar.endCustomizing(animated:)", by: self); return false
  }

  open var isCustomizing: Bool { false }

  open var selectedImageTintColor: UIColor? {
    get { UnimplementedAPI.value(of: self, "UITabBar.selectedImageTintColor", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.selectedImageTintColor") }
  }

  open var selectionIndicatorImage: UIImage? {
    get { UnimplementedAPI.value(of: self, "UITabBar.selectionIndicatorImage", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.selectionIndicatorImage") }
  }

  open var shadowImage: UIImage? {
    get { UnimplementedAPI.value(of: self, "UITabBar.shadowImage", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.shadowImage") }
  }

  open var itemPositioning: UITabBar.ItemPositioning {
    get { UnimplementedAPI.value(of: self, "UITabBar.itemPositioning", default: .automatic) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.itemPositioning") }
  }

  open var itemWidth: CGFloat {
    get { UnimplementedAPI.value(of: self, "UITabBar.itemWidth", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.itemWidth") }
  }

  open var itemSpacing: CGFloat {
    get { UnimplementedAPI.value(of: self, "UITabBar.itemSpacing", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.itemSpacing") }
  }

  open var standardAppearance: UITabBarAppearance {
    get {
      UnimplementedAPI.object(of: self, "UITabBar.standardAppearance") { UITabBarAppearance() }
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.standardAppearance") }
  }

  open var scrollEdgeAppearance: UITabBarAppearance? {
    get { UnimplementedAPI.value(of: self, "UITabBar.scrollEdgeAppearance", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.scrollEdgeAppearance") }
  }

  open var isSpringLoaded: Bool {
    get { UnimplementedAPI.value(of: self, "UITabBar.isSpringLoaded", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITabBar.isSpringLoaded") }
  }
  // facade-inventory:end
}

/// The view a `UITabBar`'s items are drawn in: the bar's topmost subview at first, as
/// large as the bar, as UIKit's tab bar buttons lie over the bar's background.
@MainActor
final class TabBarItemsView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), let bar = superview as? UITabBar else {
      return
    }
    bar.drawItems(ctx, in: bounds)
  }

  /// The bar's tint drew the selected item: redrawn when it changes.
  override func tintColorDidChange() { setNeedsDisplay() }
}
