import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A control that shows a title and image, as `UIButton` (basic).
///
/// Titles, title colours, images and background images are kept per state, falling back to
/// `.normal`. `layoutSubviews()` places the image and title side by side (image first) per
/// the content alignments and edge insets, as the classic (pre-configuration) UIButton.
/// System buttons draw their title in `tintColor`.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kind of button, as `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable, Hashable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    /// The same as `.system`.
    public static let roundedRect = ButtonType.system
  }

  /// The button's kind.
  open private(set) var buttonType: ButtonType = .custom

  var titles: [UInt: String] = [:]
  var attributedTitles: [UInt: NSAttributedString] = [:]
  var titleColors: [UInt: UIColor] = [:]
  var titleShadowColors: [UInt: UIColor] = [:]
  var images: [UInt: UIImage] = [:]
  var backgroundImages: [UInt: UIImage] = [:]

  // The parts are set up where they are made, before `init?(coder:)` applies the
  // document's attributes (a title font, a line break mode) to them. The title's shadow
  // sits right under it until `titleLabel?.shadowOffset` is set (UIButton's title shadow
  // offset is zero, where a plain `UILabel`'s is (0, -1)): a title shadow colour alone, which
  // Interface Builder writes into older documents' every button, shows no offset shadow.
  private let titleLabelView: UILabel = {
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 15)
    label.lineBreakMode = .byTruncatingMiddle
    label.shadowOffset = .zero
    return label
  }()
  /// The image view, drawing its image in the frame layout gives it (`.scaleToFill`, UIKit's
  /// default: an image larger than the content rectangle is laid out shrunk, and the fill
  /// alignments stretch it, which is why code sets `.scaleAspectFit` with them). It clips to
  /// its bounds, as UIKit's button image view does (a plain `UIImageView` does not): a corner
  /// radius given to its layer rounds the image without `masksToBounds`, and an aspect-filled
  /// image is cropped to its frame.
  private let imageViewView: UIImageView = {
    let view = UIImageView()
    view.clipsToBounds = true
    return view
  }()
  let backgroundImageView: UIImageView = {
    let view = UIImageView()
    view.contentMode = .scaleToFill
    return view
  }()
  /// The rounded background of a configuration button.
  let configurationBackgroundView: UIView = {
    let view = UIView()
    view.isHidden = true
    view.isUserInteractionEnabled = false
    return view
  }()

  /// The iOS 15 configuration; when set, it decides the title, image, colours, background
  /// and insets, as on iOS.
  open var configuration: Configuration? { didSet { refresh() } }

  /// The label that shows the title.
  open var titleLabel: UILabel? { titleLabelView }
  /// The image view that shows the image.
  open var imageView: UIImageView? { imageViewView }

  /// Space around the content.
  open var contentEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
  /// Offsets of the title.
  open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
  /// Offsets of the image.
  open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
  /// Whether the image darkens while highlighted (stored; a custom button's highlighted image
  /// is not darkened in a render yet; a system button's content fades, see `systemHighlightAlpha`).
  open var adjustsImageWhenHighlighted = true
  /// Whether the title shadow flips when highlighted (stored; nothing is highlighted in a
  /// render).
  open var reversesTitleShadowWhenHighlighted = false
  /// Whether a glow shows where the button is touched (stored; nothing is touched).
  open var showsTouchWhenHighlighted = false
  /// Whether the image dims while disabled (stored).
  open var adjustsImageWhenDisabled = true

  // Deprecated since iOS 3 and hidden from Swift by its importer (deprecated by iOS 7), but
  // declared by the SDK and working in Objective-C: UIKit forwards them to the title label.
  // Objective-C's names are these, under the reserved prefix (docs/objc.md); the plain names
  // are unavailable, as iOS makes them, so a subclass may declare its own.
  /// The title's font: the title label's (Objective-C's `font`).
  open var __objc_font: UIFont {
    get { titleLabelView.font }
    set { titleLabelView.font = newValue }
  }
  /// How the title wraps and truncates: the title label's (Objective-C's `lineBreakMode`).
  open var __objc_lineBreakMode: NSLineBreakMode {
    get { titleLabelView.lineBreakMode }
    set { titleLabelView.lineBreakMode = newValue }
  }
  /// The title's shadow offset: the title label's (Objective-C's `titleShadowOffset`).
  open var __objc_titleShadowOffset: CGSize {
    get { titleLabelView.shadowOffset }
    set { titleLabelView.shadowOffset = newValue }
  }
  /// Unavailable in Swift, as on iOS: `titleLabel.font`.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  open var font: UIFont {
    get { __objc_font }
    set { __objc_font = newValue }
  }
  /// Unavailable in Swift, as on iOS: `titleLabel.lineBreakMode`.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  open var lineBreakMode: NSLineBreakMode {
    get { __objc_lineBreakMode }
    set { __objc_lineBreakMode = newValue }
  }
  /// Unavailable in Swift, as on iOS: `titleLabel.shadowOffset`.
  @available(
    *, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
  )
  open var titleShadowOffset: CGSize {
    get { __objc_titleShadowOffset }
    set { __objc_titleShadowOffset = newValue }
  }

  /// Creates a button of a kind.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    refresh()
  }

  /// Creates a custom button with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpButton()
  }

  /// Creates a button from a storyboard or xib (see `UIView.init?(coder:)`); the interface
  /// layer sets its type with `setButtonType(_:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpButton()
  }

  private func setUpButton() {
    addSubview(configurationBackgroundView)
    addSubview(backgroundImageView)
    addSubview(imageViewView)
    addSubview(titleLabelView)
    refresh()
  }

  /// Sets the kind, as a document's `buttonType` does.
  public func setButtonType(_ type: ButtonType) {
    buttonType = type
    refresh()
  }

  /// The size of image and title side by side plus the content insets (system buttons are
  /// at least 30 points tall with 6 points above and below a title, as on iOS).
  open override var intrinsicContentSize: CGSize { buttonIntrinsicSize() }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { buttonIntrinsicSize() }

  /// Places the background image, image and title.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutButtonContent()
  }

  /// The rectangle the background image is drawn in: the bounds, as UIKit's.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle image and title are placed in: the bounds inset by the content edge
  /// insets (a configuration's content insets for a configured button).
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: effectiveContentInsets)
  }

  /// Where the title goes in `contentRect`: beside the image, aligned as the content
  /// alignments say, moved by the title edge insets.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    contentFrames(in: contentRect).title
  }

  /// Where the image goes in `contentRect`: at its own size, aligned as the content
  /// alignments say and moved by the image edge insets, shrunk only when it does not fit.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    contentFrames(in: contentRect).image
  }

  // MARK: Per-state values

  private func value<T>(_ table: [UInt: T], for state: State) -> T? {
    table[state.rawValue] ?? table[State.normal.rawValue]
  }

  /// The title for `state` (falling back to `.normal`).
  open func title(for state: State) -> String? { value(titles, for: state) }
  /// Sets the title for `state`.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    refresh()
  }
  /// The attributed title for `state`.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    value(attributedTitles, for: state)
  }
  /// Sets the attributed title for `state`.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    refresh()
  }
  /// The title colour for `state`.
  open func titleColor(for state: State) -> UIColor? {
    value(titleColors, for: state) ?? defaultTitleColor(for: state)
  }
  /// Sets the title colour for `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    refresh()
  }
  /// The title shadow colour for `state`.
  open func titleShadowColor(for state: State) -> UIColor? { value(titleShadowColors, for: state) }
  /// Sets the title shadow colour for `state`.
  open func setTitleShadowColor(_ color: UIColor?, for state: State) {
    titleShadowColors[state.rawValue] = color
    refresh()
  }
  /// The image for `state`.
  open func image(for state: State) -> UIImage? { value(images, for: state) }
  /// Sets the image for `state`.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    refresh()
  }
  /// The background image for `state`.
  open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }
  /// Sets the background image for `state`.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    refresh()
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }
  /// The title colour used now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  private func defaultTitleColor(for state: State) -> UIColor? {
    switch buttonType {
    case .custom: return .white
    default:
      if state.contains(.disabled) { return UIColor(white: 0.56, alpha: 0.8) }
      return tintColor
    }
  }

  override func stateDidChange() {
    super.stateDidChange()
    refresh()
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    refreshTitleColor()
  }

  private func refreshConfiguration(_ configuration: Configuration) {
    let tint: UIColor = tintColor ?? .systemBlue
    let foreground = configuration.foreground(tint: tint)
    let fade: CGFloat = isEnabled ? 1 : 0.35
    let title = configuration.titleAttributes(foreground: foreground)
    titleLabelView.text = configuration.title ?? currentTitle
    titleLabelView.font = title.font
    titleLabelView.textColor = title.color.withAlphaComponent(fade)
    titleLabelView.shadowColor = nil
    imageViewView.image = (configuration.image ?? currentImage).map { image in
      image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
    }
    imageViewView.tintColor = foreground
    backgroundImageView.image = currentBackgroundImage
    if let fill = configuration.backgroundFill(tint: tint) {
      configurationBackgroundView.isHidden = false
      configurationBackgroundView.backgroundColor = fill
    } else {
      configurationBackgroundView.isHidden = true
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if configuration != nil { refresh() }
  }

  private func refreshTitleColor() {
    if let configuration {
      let foreground = configuration.foreground(tint: tintColor ?? .systemBlue)
      titleLabelView.textColor = configuration.titleAttributes(foreground: foreground).color
        .withAlphaComponent(isEnabled ? 1 : 0.35)
      return
    }
    titleLabelView.textColor = currentTitleColor
    titleLabelView.shadowColor = titleShadowColor(for: state)
  }

  /// How opaque a highlighted system button's title and image are: UIKit fades a system
  /// button's content while it is highlighted, whatever colours its states give (an explicit
  /// highlighted title colour fades too); a custom button's content does not fade.
  static let systemHighlightAlpha: CGFloat = 0.2
  /// Whether the title and image are faded for the highlight now; the fade is set and taken
  /// back only when this changes, so an alpha the user's code gives them is kept otherwise.
  private var contentFadedForHighlight = false

  private func refreshHighlightFade() {
    let fade = configuration == nil && buttonType != .custom && isHighlighted
    guard fade != contentFadedForHighlight else { return }
    contentFadedForHighlight = fade
    let alpha: CGFloat = fade ? Self.systemHighlightAlpha : 1
    titleLabelView.alpha = alpha
    imageViewView.alpha = alpha
  }

  /// Pushes the current state's values into the subviews.
  func refresh() {
    refreshHighlightFade()
    if let configuration {
      refreshConfiguration(configuration)
      return
    }
    configurationBackgroundView.isHidden = true
    if let attributed = attributedTitle(for: state) {
      titleLabelView.attributedText = attributed
    } else {
      titleLabelView.text = currentTitle
    }
    refreshTitleColor()
    var image = currentImage
    if buttonType != .custom, let i = image, i.renderingMode == .automatic {
      image = i.withRenderingMode(.alwaysTemplate)
    }
    imageViewView.image = image
    backgroundImageView.image = currentBackgroundImage
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var behavioralStyle: UIBehavioralStyle { .automatic }

  open var preferredBehavioralStyle: UIBehavioralStyle {
    get {
      UnimplementedAPI.value(of: self, "UIButton.preferredBehavioralStyle", default: .automatic)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.preferredBehavioralStyle") }
  }

  open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
    UnimplementedAPI.use("UIButton.systemButton(with:target:action:)", by: UIButton.self);
    return UIButton(frame: .zero)
  }

  open func setNeedsUpdateConfiguration() {
    UnimplementedAPI.use("UIButton.setNeedsUpdateConfiguration()", by: self);
  }

  open func updateConfiguration() {
    UnimplementedAPI.use("UIButton.updateConfiguration()", by: self);
  }

  open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
    get { UnimplementedAPI.value(of: self, "UIButton.configurationUpdateHandler", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.configurationUpdateHandler") }
  }

  open var automaticallyUpdatesConfiguration: Bool {
    get {
      UnimplementedAPI.value(of: self, "UIButton.automaticallyUpdatesConfiguration", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.automaticallyUpdatesConfiguration") }
  }

  open var isHovered: Bool { false }

  open var isHeld: Bool { false }

  open var role: UIButton.Role {
    get { UnimplementedAPI.value(of: self, "UIButton.role", default: .normal) }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.role") }
  }

  open var isPointerInteractionEnabled: Bool {
    get { UnimplementedAPI.value(of: self, "UIButton.isPointerInteractionEnabled", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.isPointerInteractionEnabled") }
  }

  open var menu: UIMenu? {
    get { UnimplementedAPI.value(of: self, "UIButton.menu", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.menu") }
  }

  open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
    get {
      UnimplementedAPI.value(of: self, "UIButton.preferredMenuElementOrder", default: .automatic)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.preferredMenuElementOrder") }
  }

  open var changesSelectionAsPrimaryAction: Bool {
    get {
      UnimplementedAPI.value(of: self, "UIButton.changesSelectionAsPrimaryAction", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.changesSelectionAsPrimaryAction") }
  }

  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    UnimplementedAPI.use("UIButton.setPreferredSymbolConfiguration(_:forImageIn:)", by: self);
  }

  open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage
    .SymbolConfiguration?
  {
    UnimplementedAPI.use("UIButton.preferredSymbolConfigurationForImage(in:)", by: self); return nil
  }

  open var currentTitleShadowColor: UIColor? { nil }

  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { nil }

  open var currentAttributedTitle: NSAttributedString? { nil }

  open var subtitleLabel: UILabel? { nil }

  open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UIButton.adjustsImageSizeForAccessibilityContentSizeCategory", default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UIButton.adjustsImageSizeForAccessibilityContentSizeCategory")
    }
  }

  open var isSpringLoaded: Bool {
    get { UnimplementedAPI.value(of: self, "UIButton.isSpringLoaded", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIButton.isSpringLoaded") }
  }
  // facade-inventory:end
}
