internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bar at the top of a navigation stack, as `UINavigationBar`.
///
/// Draws the bar background (`barTintColor`, else iOS's translucent light grey) with a
/// hairline at the bottom, the top item's title (semibold 17, centred; or a large bold
/// title at the leading edge when `prefersLargeTitles` and the bar is tall enough), a back
/// chevron when there is an item below the top one, and the top item's bar button items in
/// the tint colour. Custom views (of items, and the title view) are laid out as subviews.
///
/// Differs from UIKit: the iOS 13 appearance objects (`standardAppearance`…) are not
/// modelled; the look is the classic bar's, which Interface Builder's canvas also shows.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The stack of items; the last is shown.
  open var items: [UINavigationItem]? {
    didSet {
      setNeedsLayout()
      setNeedsDisplay()
    }
  }
  /// The bar's style (`.black` draws a dark bar).
  open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
  /// Whether the bar is translucent (the default background is then 94% opaque).
  open var isTranslucent = true { didSet { setNeedsDisplay() } }
  /// The bar's background colour; nil for the system's.
  open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Whether the top item's title shows large below the bar.
  open var prefersLargeTitles = false { didSet { setNeedsDisplay() } }
  /// The title's text attributes (`.foregroundColor` and `.font` are used).
  open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsDisplay() } }
  /// The large title's text attributes (`.foregroundColor` and `.font` are used).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { setNeedsDisplay() }
  }
  /// An image for the bottom hairline (an empty image hides it).
  open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }

  /// The standard bar height.
  public static let standardHeight: CGFloat = 44
  /// The height of the large title band under the standard bar.
  public static let largeTitleHeight: CGFloat = 52

  /// Creates a bar with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  /// Creates a bar from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The item shown.
  open var topItem: UINavigationItem? { items?.last }
  /// The item below the shown one (its title is the back button's).
  open var backItem: UINavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Pushes an item (never animated here).
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    items = (items ?? []) + [item]
  }

  /// Pops the top item (never animated here).
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard var list = items, !list.isEmpty else { return nil }
    let top = list.removeLast()
    items = list
    return top
  }

  /// Replaces the items.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }

  /// A standard-height bar, as wide as asked.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.standardHeight)
  }

  /// The standard bar's band: the bottom 44 points, less the large-title band if shown.
  var standardBand: CGRect {
    let largeShown = showsLargeTitle
    let bottom = largeShown ? bounds.maxY - Self.largeTitleHeight : bounds.maxY
    return CGRect(
      x: bounds.minX, y: max(bounds.minY, bottom - Self.standardHeight), width: bounds.width,
      height: min(Self.standardHeight, bounds.height))
  }

  /// Whether the top item's title is drawn large.
  var showsLargeTitle: Bool {
    prefersLargeTitles && topItem?.largeTitleDisplayMode != .never
      && bounds.height >= Self.standardHeight + Self.largeTitleHeight - 0.5
  }

  private var effectiveTint: RGBA {
    (tintColor ?? .systemBlue).resolvedRGBA(traitCollection)
  }

  /// The leading and trailing items with their frames in the standard band.
  func placedItems() -> [(item: UIBarButtonItem, frame: CGRect)] {
    guard let top = topItem else { return [] }
    let band = standardBand
    var out: [(UIBarButtonItem, CGRect)] = []
    var x = band.minX + 16
    if let back = backItem, !top.hidesBackButton,
      top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton
    {
      x = band.minX + 8 + backButtonWidth(back) + 8
    }
    for item in top.leftBarButtonItems ?? [] {
      let w = BarDrawing.width(of: item)
      let h = item.customView?.bounds.height ?? band.height
      out.append((item, CGRect(x: x, y: band.midY - h / 2, width: w, height: h)))
      x += w + 16
    }
    var right = band.maxX - 16
    for item in top.rightBarButtonItems ?? [] {
      let w = BarDrawing.width(of: item)
      let h = item.customView?.bounds.height ?? band.height
      right -= w
      out.append((item, CGRect(x: right, y: band.midY - h / 2, width: w, height: h)))
      right -= 16
    }
    return out
  }

  private func backTitle(_ back: UINavigationItem) -> String {
    back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
  }

  private func backButtonWidth(_ back: UINavigationItem) -> CGFloat {
    13 + 6 + BarDrawing.text(backTitle(back), size: 17, color: .black).size.width
  }

  /// Places the items' custom views and the title view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeCustomViews(placedItems())
    if let titleView = topItem?.titleView {
      if titleView.superview !== self { addSubview(titleView) }
      let band = standardBand
      let size = titleView.bounds.size
      titleView.frame = CGRect(
        x: band.midX - size.width / 2, y: band.midY - size.height / 2, width: size.width,
        height: size.height)
    }
  }

  /// Draws the background, hairline, title, back button and items.
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    if backgroundColor == nil { fillBarBackground(ctx) }
    if shadowImage == nil || shadowImage?.size != .zero { drawBarHairline(ctx, y: bounds.maxY) }
    let dark = barStyle == .black || traits.userInterfaceStyle == .dark
    let band = standardBand
    let tint = effectiveTint
    var leftLimit = band.minX + 16
    if let back = backItem, let top = topItem, !top.hidesBackButton,
      top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton
    {
      let chevron = CGRect(x: band.minX + 8, y: band.midY - 11, width: 13, height: 22)
      BarDrawing.draw(.chevronLeft, ctx, in: chevron, color: tint, lineWidth: 2.6)
      let layout = BarDrawing.text(backTitle(back), size: 17, color: tint)
      BarDrawing.draw(layout, ctx, x: chevron.maxX + 6, midY: band.midY)
      leftLimit = chevron.maxX + 6 + layout.size.width + 8
    }
    var rightLimit = band.maxX - 16
    for (item, frame) in placedItems() {
      if frame.midX < band.midX {
        leftLimit = max(leftLimit, frame.maxX + 8)
      } else {
        rightLimit = min(rightLimit, frame.minX - 8)
      }
      guard item.customView == nil else { continue }
      BarDrawing.draw(item, ctx, in: frame, tint: item.tintColor?.resolvedRGBA(traits) ?? tint)
    }
    guard let top = topItem, let title = top.title, !title.isEmpty else { return }
    let titleColor =
      (titleTextAttributes?[.foregroundColor] as? UIColor)?.resolvedRGBA(traits)
      ?? (dark ? RGBA(white: 1) : UIColor.label.resolvedRGBA(traits))
    if showsLargeTitle {
      let color =
        (largeTitleTextAttributes?[.foregroundColor] as? UIColor)?.resolvedRGBA(traits)
        ?? titleColor
      let layout = BarDrawing.text(
        title, size: 34, weight: 700, color: color, width: bounds.width - 32)
      let y = bounds.maxY - 8 - layout.size.height
      ctx.canvas.draw(layout, at: CGPoint(x: bounds.minX + 16, y: y))
      return
    }
    guard top.titleView == nil else { return }
    let font = (titleTextAttributes?[.font] as? UIFont)?.fontSpec ?? .system(size: 17, weight: 600)
    // Centred on the bar when it fits between the items, else in the space they leave.
    let natural = TextLayout(text: title, font: font, color: titleColor, maxLines: 1).size.width
    let half = natural / 2
    var x = band.midX - half
    if x < leftLimit || x + natural > rightLimit {
      x = max(leftLimit, min(rightLimit - natural, x))
    }
    let width = max(0, min(natural, rightLimit - x))
    guard width > 4 else { return }
    let layout = TextLayout(
      text: title, font: font, color: titleColor, width: width + 1, maxLines: 1,
      alignment: .center, lineBreakMode: .truncateTail)
    BarDrawing.draw(layout, ctx, x: x, midY: band.midY)
  }

  /// Sets the bar's background image for a position and size (stored; not drawn).
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", barPosition, barMetrics] = backgroundImage }

  /// The background image for a position and size.
  open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
    BarImageTable.of(self)["bg", barPosition, barMetrics]
  }

  /// Sets the bar's background image for a size (stored; not drawn).
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  /// The background image for a size.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var delegate: (any UINavigationBarDelegate)? {
    get { UnimplementedAPI.value(of: self, "UINavigationBar.delegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UINavigationBar.delegate") }
  }

  open var currentNSToolbarSection: UINavigationBar.NSToolbarSection { .none }

  open var behavioralStyle: UIBehavioralStyle { .automatic }

  open var preferredBehavioralStyle: UIBehavioralStyle {
    get {
      UnimplementedAPI.value(
        of: self, "UINavigationBar.preferredBehavioralStyle", default: .automatic)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UINavigationBar.preferredBehavioralStyle") }
  }

  open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics)
  {
    UnimplementedAPI.use("UINavigationBar.setTitleVerticalPositionAdjustment(_:for:)", by: self);
  }

  open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
    UnimplementedAPI.use("UINavigationBar.titleVerticalPositionAdjustment(for:)", by: self);
    return 0
  }

  open var backIndicatorImage: UIImage? {
    get { UnimplementedAPI.value(of: self, "UINavigationBar.backIndicatorImage", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UINavigationBar.backIndicatorImage") }
  }

  open var backIndicatorTransitionMaskImage: UIImage? {
    get {
      UnimplementedAPI.value(
        of: self, "UINavigationBar.backIndicatorTransitionMaskImage", default: nil)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UINavigationBar.backIndicatorTransitionMaskImage")
    }
  }

  open var standardAppearance: UINavigationBarAppearance {
    get {
      UnimplementedAPI.object(of: self, "UINavigationBar.standardAppearance") {
        UINavigationBarAppearance()
      }
    }
    set { UnimplementedAPI.set(newValue, of: self, "UINavigationBar.standardAppearance") }
  }

  open var compactAppearance: UINavigationBarAppearance? {
    get { UnimplementedAPI.value(of: self, "UINavigationBar.compactAppearance", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UINavigationBar.compactAppearance") }
  }

  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { UnimplementedAPI.value(of: self, "UINavigationBar.scrollEdgeAppearance", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UINavigationBar.scrollEdgeAppearance") }
  }

  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get {
      UnimplementedAPI.value(of: self, "UINavigationBar.compactScrollEdgeAppearance", default: nil)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UINavigationBar.compactScrollEdgeAppearance") }
  }

  open var barPosition: UIBarPosition { .any }
  // facade-inventory:end
}

/// The look of a bar, as `UIBarStyle`.
public enum UIBarStyle: Int, Sendable, Hashable {
  case `default`, black, blackTranslucent
}
