internal import EaselGraphics
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A search field on a bar, as `UISearchBar`.
///
/// Draws the bar background (`.default` style: `barTintColor` or light grey; `.minimal`:
/// none), then a 36-point rounded field inset 8 points with a magnifier glyph and the text
/// or placeholder, and a Cancel button when `showsCancelButton`. A `prompt` is drawn
/// centred above the field when the bar is tall enough.
///
/// As UIKit's (iOS 13 and later), the bar's one subview is a content view holding the
/// background view, then the search field's container (`SearchBarBackgroundView`,
/// `SearchBarFieldView`, which draw those parts): code written against that hierarchy
/// (`[[self.subviews[0] subviews][0] removeFromSuperview]`, a designable removing the grey
/// background) finds it, as on iOS, where an empty `subviews` trapped.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The look of a search bar, as `UISearchBar.Style`.
  public enum Style: Int, Sendable, Hashable {
    case `default`, prominent, minimal
  }

  /// The text in the field.
  open var text: String? { didSet { setNeedsDisplay() } }
  /// The grey hint shown while the text is empty.
  open var placeholder: String? { didSet { setNeedsDisplay() } }
  /// A line above the field.
  open var prompt: String? { didSet { setNeedsDisplay() } }
  /// The style.
  open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
  /// The bar's style (`.black` draws a dark bar).
  open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
  /// The bar's background colour; nil for the system's.
  open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Whether the bar is translucent (stored).
  open var isTranslucent = true
  /// Whether a Cancel button shows at the trailing edge.
  open var showsCancelButton = false { didSet { setNeedsDisplay() } }
  /// Whether the bookmark button shows (stored).
  open var showsBookmarkButton = false
  /// Whether the scope bar shows (stored; not drawn).
  open var showsScopeBar = false
  /// The scope bar's titles (stored).
  open var scopeButtonTitles: [String]?

  /// Creates a search bar with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    addParts()
  }

  /// Creates a search bar from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addParts()
  }

  /// The content view, with the background and the field's container in it, as UIKit's.
  private func addParts() {
    let content = SearchBarPartView(frame: bounds)
    for part in [SearchBarBackgroundView(frame: bounds), SearchBarFieldView(frame: bounds)] {
      part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      content.addSubview(part)
    }
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
  }

  /// Marks the bar and the parts that draw it for redrawing.
  open override func setNeedsDisplay() {
    super.setNeedsDisplay()
    for content in subviews where content is SearchBarPartView {
      content.subviews.forEach { $0.setNeedsDisplay() }
    }
  }

  /// A 56-point bar, as wide as asked.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 56)
  }

  /// Whether the bar draws dark.
  private var isDark: Bool { barStyle == .black || traitCollection.userInterfaceStyle == .dark }

  /// Draws the bar's background across `bounds` (the background view's) in `ctx`.
  fileprivate func drawBackground(_ ctx: CGContext, in bounds: CGRect) {
    guard backgroundColor == nil && searchBarStyle != .minimal else { return }
    let fill =
      barTintColor?.resolvedRGBA(traitCollection)
      ?? (isDark ? RGBA(white: 0.11) : RGBA(red: 0.976, green: 0.976, blue: 0.976))
    ctx.canvas.fill(GraphicsPath(rect: bounds), color: fill, rule: .nonZero)
  }

  /// Draws the prompt, field, glyph, text and Cancel button across `bounds` (the field
  /// view's) in `ctx`.
  fileprivate func drawField(_ ctx: CGContext, in bounds: CGRect) {
    let traits = traitCollection
    let dark = isDark
    var band = bounds
    if let prompt, !prompt.isEmpty, bounds.height >= 70 {
      let layout = BarDrawing.text(
        prompt, size: 13, color: UIColor.secondaryLabel.resolvedRGBA(traits))
      ctx.canvas.draw(
        layout, at: CGPoint(x: bounds.midX - layout.size.width / 2, y: bounds.minY + 6))
      band = CGRect(x: bounds.minX, y: bounds.maxY - 56, width: bounds.width, height: 56)
    }
    var right = band.maxX - 8
    let tint = (tintColor ?? .systemBlue).resolvedRGBA(traits)
    if showsCancelButton {
      let layout = BarDrawing.text("Cancel", size: 17, color: tint)
      right -= layout.size.width
      BarDrawing.draw(layout, ctx, x: right, midY: band.midY)
      right -= 8
    }
    let fieldHeight = min(36, band.height - 8)
    guard fieldHeight > 4, right - band.minX > 24 else { return }
    let field = CGRect(
      x: band.minX + 8, y: band.midY - fieldHeight / 2, width: right - band.minX - 8,
      height: fieldHeight)
    let fieldColor =
      dark
      ? RGBA(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.24)
      : RGBA(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
    ctx.canvas.fill(
      GraphicsPath(roundedRect: field, cornerRadius: 10), color: fieldColor, rule: .nonZero)
    let grey =
      dark
      ? RGBA(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.6)
      : RGBA(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    let glyph = CGRect(x: field.minX + 8, y: field.midY - 8, width: 16, height: 16)
    BarDrawing.draw(.magnifier, ctx, in: glyph, color: grey, lineWidth: 1.8)
    let hasText = !(text ?? "").isEmpty
    let shown = hasText ? (text ?? "") : (placeholder ?? "Search")
    guard !shown.isEmpty else { return }
    let textColor = hasText ? UIColor.label.resolvedRGBA(traits) : grey
    let layout = BarDrawing.text(
      shown, size: 17, color: textColor, width: field.maxX - glyph.maxX - 14)
    BarDrawing.draw(layout, ctx, x: glyph.maxX + 6, midY: field.midY)
  }

  /// Sets the bar's background image for a position and size (stored; not drawn).
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", barPosition, barMetrics] = backgroundImage }

  /// The background image for a position and size.
  open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage?
  {
    BarImageTable.of(self)["bg", barPosition, barMetrics]
  }

  /// Sets the text field's background image for a state (stored; not drawn).
  open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State)
  { BarImageTable.of(self)["field", state.rawValue] = backgroundImage }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var delegate: (any UISearchBarDelegate)? {
    get { UnimplementedAPI.value(of: self, "UISearchBar.delegate", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.delegate") }
  }

  open var searchTextField: UISearchTextField { UnimplementedAPI.object(of: self, "UISearchBar.searchTextField") { UISearchTextField(frame: .zero) } }

  open var showsSearchResultsButton: Bool {
    get { UnimplementedAPI.value(of: self, "UISearchBar.showsSearchResultsButton", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.showsSearchResultsButton") }
  }

  open var isSearchResultsButtonSelected: Bool {
    get { UnimplementedAPI.value(of: self, "UISearchBar.isSearchResultsButtonSelected", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.isSearchResultsButtonSelected") }
  }

  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    UnimplementedAPI.use("UISearchBar.setShowsCancelButton(_:animated:)", by: self);
  }

  open var selectedScopeButtonIndex: Int {
    get { UnimplementedAPI.value(of: self, "UISearchBar.selectedScopeButtonIndex", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.selectedScopeButtonIndex") }
  }

  open func setShowsScope(_ show: Bool, animated animate: Bool) {
    UnimplementedAPI.use("UISearchBar.setShowsScope(_:animated:)", by: self);
  }

  open var isEnabled: Bool {
    get { UnimplementedAPI.value(of: self, "UISearchBar.isEnabled", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.isEnabled") }
  }

  open var backgroundImage: UIImage? {
    get { UnimplementedAPI.value(of: self, "UISearchBar.backgroundImage", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.backgroundImage") }
  }

  open var scopeBarBackgroundImage: UIImage? {
    get { UnimplementedAPI.value(of: self, "UISearchBar.scopeBarBackgroundImage", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.scopeBarBackgroundImage") }
  }

  open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
    UnimplementedAPI.use("UISearchBar.searchFieldBackgroundImage(for:)", by: self); return nil
  }

  open func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
    UnimplementedAPI.use("UISearchBar.setImage(_:for:state:)", by: self);
  }

  open func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? {
    UnimplementedAPI.use("UISearchBar.image(for:state:)", by: self); return nil
  }

  open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
    UnimplementedAPI.use("UISearchBar.setScopeBarButtonBackgroundImage(_:for:)", by: self);
  }

  open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
    UnimplementedAPI.use("UISearchBar.scopeBarButtonBackgroundImage(for:)", by: self); return nil
  }

  open func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
    UnimplementedAPI.use("UISearchBar.setScopeBarButtonDividerImage(_:forLeftSegmentState:rightSegmentState:)", by: self);
  }

  open func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
    UnimplementedAPI.use("UISearchBar.scopeBarButtonDividerImage(forLeftSegmentState:rightSegmentState:)", by: self); return nil
  }

  open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key : Any]?, for state: UIControl.State) {
    UnimplementedAPI.use("UISearchBar.setScopeBarButtonTitleTextAttributes(_:for:)", by: self);
  }

  open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key : Any]? {
    UnimplementedAPI.use("UISearchBar.scopeBarButtonTitleTextAttributes(for:)", by: self); return nil
  }

  open var searchFieldBackgroundPositionAdjustment: UIOffset {
    get { UnimplementedAPI.value(of: self, "UISearchBar.searchFieldBackgroundPositionAdjustment", default: .zero) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.searchFieldBackgroundPositionAdjustment") }
  }

  open var searchTextPositionAdjustment: UIOffset {
    get { UnimplementedAPI.value(of: self, "UISearchBar.searchTextPositionAdjustment", default: .zero) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.searchTextPositionAdjustment") }
  }

  open func setPositionAdjustment(_ adjustment: UIOffset, for icon: UISearchBar.Icon) {
    UnimplementedAPI.use("UISearchBar.setPositionAdjustment(_:for:)", by: self);
  }

  open func positionAdjustment(for icon: UISearchBar.Icon) -> UIOffset {
    UnimplementedAPI.use("UISearchBar.positionAdjustment(for:)", by: self); return .zero
  }

  open var barPosition: UIBarPosition { .any }

  open var autocapitalizationType: UITextAutocapitalizationType {
    get { UnimplementedAPI.value(of: self, "UISearchBar.autocapitalizationType", default: .none) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.autocapitalizationType") }
  }

  open var autocorrectionType: UITextAutocorrectionType {
    get { UnimplementedAPI.value(of: self, "UISearchBar.autocorrectionType", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.autocorrectionType") }
  }

  open var spellCheckingType: UITextSpellCheckingType {
    get { UnimplementedAPI.value(of: self, "UISearchBar.spellCheckingType", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.spellCheckingType") }
  }

  open var smartQuotesType: UITextSmartQuotesType {
    get { UnimplementedAPI.value(of: self, "UISearchBar.smartQuotesType", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.smartQuotesType") }
  }

  open var smartDashesType: UITextSmartDashesType {
    get { UnimplementedAPI.value(of: self, "UISearchBar.smartDashesType", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.smartDashesType") }
  }

  open var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { UnimplementedAPI.value(of: self, "UISearchBar.smartInsertDeleteType", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.smartInsertDeleteType") }
  }

  open var keyboardType: UIKeyboardType {
    get { UnimplementedAPI.value(of: self, "UISearchBar.keyboardType", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.keyboardType") }
  }

  open var keyboardAppearance: UIKeyboardAppearance {
    get { UnimplementedAPI.value(of: self, "UISearchBar.keyboardAppearance", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.keyboardAppearance") }
  }

  open var returnKeyType: UIReturnKeyType {
    get { UnimplementedAPI.value(of: self, "UISearchBar.returnKeyType", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.returnKeyType") }
  }

  open var enablesReturnKeyAutomatically: Bool {
    get { UnimplementedAPI.value(of: self, "UISearchBar.enablesReturnKeyAutomatically", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.enablesReturnKeyAutomatically") }
  }

  open var isSecureTextEntry: Bool {
    get { UnimplementedAPI.value(of: self, "UISearchBar.isSecureTextEntry", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.isSecureTextEntry") }
  }

  open var textContentType: UITextContentType! {
    get { UnimplementedAPI.value(of: self, "UISearchBar.textContentType", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.textContentType") }
  }

  open var passwordRules: UITextInputPasswordRules? {
    get { UnimplementedAPI.value(of: self, "UISearchBar.passwordRules", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UISearchBar.passwordRules") }
  }
  // facade-inventory:end
}

/// A view of the search bar's own hierarchy (its content view), as UIKit's private one.
class SearchBarPartView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The search bar this part belongs to, if it is still in one.
  var bar: UISearchBar? {
    var view = superview
    while let v = view, !(v is UISearchBar) { view = v.superview }
    return view as? UISearchBar
  }
}

/// The search bar's background, as UIKit's `UISearchBarBackground`: the bar's fill.
final class SearchBarBackgroundView: SearchBarPartView {
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    bar?.drawBackground(ctx, in: bounds)
  }
}

/// The search field's container, as UIKit's: the prompt, field, text and Cancel button.
final class SearchBarFieldView: SearchBarPartView {
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    bar?.drawField(ctx, in: bounds)
  }

  /// The bar's tint drew the Cancel button: redrawn when it changes.
  override func tintColorDidChange() { setNeedsDisplay() }
}
