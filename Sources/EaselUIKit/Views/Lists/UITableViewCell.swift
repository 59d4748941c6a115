internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One row of a table, as `UITableViewCell`.
///
/// The content view holds the row's subviews; `textLabel`, `detailTextLabel` and
/// `imageView` are the style's labels and image (inside the content view). The cell draws
/// its background (white in grouped tables when none is set), its separator along the
/// bottom edge (the table's style, colour and insets, or the cell's own `separatorInset`),
/// and its accessory at the trailing edge: a grey chevron (`.disclosureIndicator`), a
/// checkmark or an info button in the tint.
///
/// Differs from UIKit: the standard styles' labels are not laid out by the cell; from a
/// document they keep the frames Interface Builder stored.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The standard layouts, as `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable, Hashable {
    case `default`, value1, value2, subtitle
  }

  /// The trailing accessory, as `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable, Hashable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected cell looks, as `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable, Hashable {
    case none, blue, gray, `default`
  }

  /// The style (set when made).
  public package(set) var style: CellStyle = .default
  /// The identifier the table reuses the cell by.
  open package(set) var reuseIdentifier: String?
  /// The view holding the row's content.
  open private(set) var contentView: UIView
  /// The style's main label.
  open package(set) var textLabel: UILabel?
  /// The style's secondary label (value1, value2 and subtitle styles).
  open package(set) var detailTextLabel: UILabel?
  /// The style's image view.
  open package(set) var imageView: UIImageView?
  /// The trailing accessory.
  open var accessoryType: AccessoryType = .none { didSet { setNeedsDisplay() } }
  /// A view shown instead of the accessory (placed at the trailing edge).
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let v = accessoryView { addSubview(v) }
      setNeedsLayout()
    }
  }
  /// How the cell looks selected (stored; a still render shows it unselected).
  open var selectionStyle: SelectionStyle = .default
  /// The separator's insets; nil for the table's.
  ///
  /// Differs from UIKit: optional, so "not set" can follow the table.
  open var separatorInset: UIEdgeInsets? { didSet { setNeedsDisplay() } }
  /// The indentation level (stored).
  open var indentationLevel = 0
  /// The width of one indentation level (stored).
  open var indentationWidth: CGFloat = 10
  /// Whether the cell is selected (stored); setting it calls `setSelected(_:animated:)`.
  open var isSelected: Bool {
    get { selectedStorage }
    set { setSelected(newValue, animated: false) }
  }
  private var selectedStorage = false
  /// Whether the cell is highlighted (stored); setting it calls `setHighlighted(_:animated:)`.
  open var isHighlighted: Bool {
    get { highlightedStorage }
    set { setHighlighted(newValue, animated: false) }
  }
  private var highlightedStorage = false

  /// Selects or deselects the cell; subclasses restyle themselves here and call `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedStorage = selected
  }

  /// Highlights the cell or not; subclasses restyle themselves here and call `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedStorage = highlighted
  }

  /// Called before the cell is reused (never, at design time: no cell is reused).
  open func prepareForReuse() {}
  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let v = backgroundView { insertSubview(v, at: 0) }
    }
  }

  /// Creates a cell with a style.
  public init(style: CellStyle, reuseIdentifier: String?) {
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    isOpaque = false
    addSubview(contentView)
    makeStyleViews()
  }

  /// Creates a default-style cell with `frame`.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
    contentView.frame = bounds
  }

  /// Creates a default-style cell with `frame`: iOS 2's initializer, which `init(style:
  /// reuseIdentifier:)` replaced in iOS 3 (deprecated and hidden from Swift, still declared by
  /// the SDK and working in Objective-C).
  public convenience init(frame: CGRect, reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
    self.frame = frame
    contentView.frame = bounds
  }

  /// Creates a cell from a storyboard or xib (see `UIView.init?(coder:)`): its content
  /// view comes from the document (`adoptContentView(_:)`).
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    isOpaque = false
    if contentView.superview == nil {
      contentView.frame = bounds
      insertSubview(contentView, at: 0)
    }
  }

  // iOS 2's content members, which iOS 3 replaced by the style's labels and image view
  // (deprecated and hidden from Swift by its importer, still declared by the SDK and working in
  // Objective-C): UIKit forwards them to `textLabel` and `imageView`, made if necessary.
  /// The text: the text label's.
  open var __objc_text: String? {
    get { textLabel?.text }
    set { madeTextLabel().text = newValue }
  }
  /// The text's font: the text label's.
  open var __objc_font: UIFont? {
    get { textLabel?.font }
    set { madeTextLabel().font = newValue }
  }
  /// The text's alignment: the text label's.
  open var __objc_textAlignment: NSTextAlignment {
    get { textLabel?.textAlignment ?? .natural }
    set { madeTextLabel().textAlignment = newValue }
  }
  /// How the text wraps and truncates: the text label's.
  open var __objc_lineBreakMode: NSLineBreakMode {
    get { textLabel?.lineBreakMode ?? .byTruncatingTail }
    set { madeTextLabel().lineBreakMode = newValue }
  }
  /// The text's colour: the text label's.
  open var __objc_textColor: UIColor? {
    get { textLabel?.textColor }
    set { madeTextLabel().textColor = newValue }
  }
  /// The text's colour while selected: the text label's highlighted colour.
  open var __objc_selectedTextColor: UIColor? {
    get { textLabel?.highlightedTextColor }
    set { madeTextLabel().highlightedTextColor = newValue }
  }
  /// The image left of the text: the image view's.
  open var __objc_image: UIImage? {
    get { imageView?.image }
    set {
      madeImageView().image = newValue
      placeMadeImageView()
    }
  }
  /// The image while selected: the image view's highlighted image.
  open var __objc_selectedImage: UIImage? {
    get { imageView?.highlightedImage }
    set { madeImageView().highlightedImage = newValue }
  }
  /// Whether the accessory hides while editing (default true), as `isEditing`: stored, and
  /// reported as API Easel does not draw (no cell is drawn editing).
  open var __objc_hidesAccessoryWhenEditing: Bool {
    get {
      UnimplementedAPI.value(of: self, "UITableViewCell.hidesAccessoryWhenEditing", default: true)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITableViewCell.hidesAccessoryWhenEditing") }
  }
  /// The object told of insertions, deletions and accessory taps (stored, weakly: none happens
  /// at rest).
  open weak var __objc_target: AnyObject?
  /// The message sent to `target` on an insertion or deletion (stored).
  open var __objc_editAction: Selector?
  /// The message sent to `target` on an accessory tap (stored).
  open var __objc_accessoryAction: Selector?

  /// The text label, made as a code-made cell's when the cell has none (from a document
  /// without one), as UIKit makes it when needed.
  private func madeTextLabel() -> UILabel {
    if let textLabel { return textLabel }
    let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
    contentView.addSubview(label)
    textLabel = label
    return label
  }

  /// The image view, made when the cell has none: at the leading edge, centred vertically and
  /// sized to its image once set, the text label moved past it, as UIKit's default style places
  /// them.
  private func madeImageView() -> UIImageView {
    if let imageView { return imageView }
    let view = UIImageView(frame: .zero)
    contentView.addSubview(view)
    imageView = view
    madeImageViewForImage = true
    return view
  }

  /// Whether the image view is the one `image` made (which the cell places), not a
  /// document's (which keeps its stored frame).
  private var madeImageViewForImage = false

  /// Places the image view `image` made and the text label after it.
  private func placeMadeImageView() {
    guard madeImageViewForImage, let imageView else { return }
    let size = imageView.image?.size ?? .zero
    imageView.frame = CGRect(
      x: 16, y: (contentView.bounds.height - size.height) / 2, width: size.width,
      height: size.height)
    if let textLabel {
      let leading = size.width > 0 ? imageView.frame.maxX + 16 : 16
      textLabel.frame = CGRect(
        x: leading, y: 0, width: max(0, contentView.bounds.width - leading - 16),
        height: contentView.bounds.height)
    }
  }

  /// Makes the style's labels in code-made cells.
  private func makeStyleViews() {
    let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
    contentView.addSubview(label)
    textLabel = label
    if style != .default {
      let detail = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
      detail.textColor = .secondaryLabel
      if style == .value1 { detail.textAlignment = .right }
      contentView.addSubview(detail)
      detailTextLabel = detail
    }
  }

  /// Uses `view` as the content view (the document's `<tableViewCellContentView>`).
  ///
  /// Differs from UIKit: Easel's; UIKit's content view is made by the cell.
  package func adoptContentView(_ view: UIView) {
    contentView.removeFromSuperview()
    contentView = view
    contentTrailingSpace = max(0, bounds.width - view.frame.maxX)
    insertSubview(view, at: backgroundView == nil ? 0 : 1)
  }

  /// The space right of the content view (the accessory's), kept when the cell's width
  /// changes.
  private var contentTrailingSpace: CGFloat = 0

  /// The table the cell is in.
  var table: UITableView? { superview as? UITableView }

  /// Whether the cell ends a section of a grouped table (which draws no separator there).
  private func isLastInGroupedSection(of table: UITableView) -> Bool {
    guard table.style != .plain else { return false }
    return table.cellsBySection().contains { $0.last === self }
  }

  /// Places the accessory view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let contentWidth = max(0, bounds.width - contentTrailingSpace - contentView.frame.minX)
    if contentView.frame.width != contentWidth {
      contentView.frame.size.width = contentWidth
    }
    if let v = accessoryView {
      let s = v.bounds.size
      v.frame = CGRect(
        x: bounds.maxX - 16 - s.width, y: bounds.midY - s.height / 2, width: s.width,
        height: s.height)
    }
  }

  /// Draws the background (when none is set), the separator and the accessory.
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    if backgroundColor == nil && backgroundView == nil {
      let fill: UIColor =
        (table?.style ?? .plain) == .plain ? .systemBackground : .secondarySystemGroupedBackground
      ctx.canvas.fill(GraphicsPath(rect: bounds), color: fill.resolvedRGBA(traits), rule: .nonZero)
    }
    if let table, table.separatorStyle != .none, !isLastInGroupedSection(of: table) {
      let inset = separatorInset ?? table.separatorInset
      let color = (table.separatorColor ?? .separator).resolvedRGBA(traits)
      BarDrawing.drawHairline(
        ctx, y: bounds.maxY - 0.5, from: bounds.minX + inset.left, to: bounds.maxX - inset.right,
        color: color)
    }
    guard accessoryView == nil else { return }
    let tint = (tintColor ?? .systemBlue).resolvedRGBA(traits)
    var x = bounds.maxX - 16
    switch accessoryType {
    case .none:
      break
    case .disclosureIndicator:
      let r = CGRect(x: x - 8, y: bounds.midY - 7, width: 8, height: 14)
      BarDrawing.draw(
        .chevronRight, ctx, in: r, color: UIColor.tertiaryLabel.resolvedRGBA(traits), lineWidth: 2.2
      )
    case .checkmark:
      let r = CGRect(x: x - 14, y: bounds.midY - 6.5, width: 14, height: 13)
      BarDrawing.draw(.checkmark, ctx, in: r, color: tint, lineWidth: 2.2)
    case .detailButton, .detailDisclosureButton:
      if accessoryType == .detailDisclosureButton {
        let r = CGRect(x: x - 8, y: bounds.midY - 7, width: 8, height: 14)
        BarDrawing.draw(
          .chevronRight, ctx, in: r, color: UIColor.tertiaryLabel.resolvedRGBA(traits),
          lineWidth: 2.2)
        x -= 8 + 12
      }
      let r = CGRect(x: x - 22, y: bounds.midY - 11, width: 22, height: 22)
      BarDrawing.draw(.info, ctx, in: r, color: tint, lineWidth: 1.4)
    }
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func setNeedsUpdateConfiguration() {
    UnimplementedAPI.use("UITableViewCell.setNeedsUpdateConfiguration()", by: self);
  }

  open var automaticallyUpdatesContentConfiguration: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UITableViewCell.automaticallyUpdatesContentConfiguration", default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UITableViewCell.automaticallyUpdatesContentConfiguration")
    }
  }

  open var automaticallyUpdatesBackgroundConfiguration: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UITableViewCell.automaticallyUpdatesBackgroundConfiguration", default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UITableViewCell.automaticallyUpdatesBackgroundConfiguration")
    }
  }

  open var selectedBackgroundView: UIView? {
    get { UnimplementedAPI.value(of: self, "UITableViewCell.selectedBackgroundView", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableViewCell.selectedBackgroundView") }
  }

  open var multipleSelectionBackgroundView: UIView? {
    get {
      UnimplementedAPI.value(
        of: self, "UITableViewCell.multipleSelectionBackgroundView", default: nil)
    }
    set {
      UnimplementedAPI.set(newValue, of: self, "UITableViewCell.multipleSelectionBackgroundView")
    }
  }

  open var editingStyle: UITableViewCell.EditingStyle { .none }

  open var showsReorderControl: Bool {
    get { UnimplementedAPI.value(of: self, "UITableViewCell.showsReorderControl", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableViewCell.showsReorderControl") }
  }

  open var shouldIndentWhileEditing: Bool {
    get {
      UnimplementedAPI.value(of: self, "UITableViewCell.shouldIndentWhileEditing", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UITableViewCell.shouldIndentWhileEditing") }
  }

  open var editingAccessoryType: UITableViewCell.AccessoryType {
    get { UnimplementedAPI.value(of: self, "UITableViewCell.editingAccessoryType", default: .none) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableViewCell.editingAccessoryType") }
  }

  open var editingAccessoryView: UIView? {
    get { UnimplementedAPI.value(of: self, "UITableViewCell.editingAccessoryView", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableViewCell.editingAccessoryView") }
  }

  open var isEditing: Bool {
    get { UnimplementedAPI.value(of: self, "UITableViewCell.isEditing", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableViewCell.isEditing") }
  }

  open func setEditing(_ editing: Bool, animated: Bool) {
    UnimplementedAPI.use("UITableViewCell.setEditing(_:animated:)", by: self);
  }

  open var showingDeleteConfirmation: Bool { false }

  open var focusStyle: UITableViewCell.FocusStyle {
    get { UnimplementedAPI.value(of: self, "UITableViewCell.focusStyle", default: .default) }
    set { UnimplementedAPI.set(newValue, of: self, "UITableViewCell.focusStyle") }
  }

  open func willTransition(to state: UITableViewCell.StateMask) {
    UnimplementedAPI.use("UITableViewCell.willTransition(to:)", by: self);
  }

  open func didTransition(to state: UITableViewCell.StateMask) {
    UnimplementedAPI.use("UITableViewCell.didTransition(to:)", by: self);
  }

  open func dragStateDidChange(_ dragState: UITableViewCell.DragState) {
    UnimplementedAPI.use("UITableViewCell.dragStateDidChange(_:)", by: self);
  }

  open var userInteractionEnabledWhileDragging: Bool {
    get {
      UnimplementedAPI.value(
        of: self, "UITableViewCell.userInteractionEnabledWhileDragging", default: false)
    }
    set {
      UnimplementedAPI.set(
        newValue, of: self, "UITableViewCell.userInteractionEnabledWhileDragging")
    }
  }

  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    UnimplementedAPI.use(
      "UITableViewCell.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", by: self);
    return false
  }

  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    UnimplementedAPI.use("UITableViewCell.gestureRecognizer(_:shouldRequireFailureOf:)", by: self);
    return false
  }

  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    UnimplementedAPI.use(
      "UITableViewCell.gestureRecognizer(_:shouldBeRequiredToFailBy:)", by: self);
    return false
  }

  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    UnimplementedAPI.use("UITableViewCell.gestureRecognizer(_:shouldReceive:)", by: self);
    return false
  }
  // facade-inventory:end
}

extension UITableViewCell {
  /// How a table's separators are drawn, as `UITableViewCell.SeparatorStyle` (the type of
  /// `UITableView.separatorStyle`, as UIKit declares it).
  public enum SeparatorStyle: Int, Sendable, Hashable {
    case none = 0
    case singleLine = 1
    case singleLineEtched = 2
  }
}
