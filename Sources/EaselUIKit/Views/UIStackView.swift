import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A view that lines up its arranged subviews in a row or column, as `UIStackView`.
///
/// Differs from UIKit: instead of generating Auto Layout constraints, the stack view lays its
/// arranged subviews out itself in `layoutSubviews()`, from their intrinsic sizes (or their
/// current frame sizes when they have none), with UIKit's distribution and alignment rules.
/// Baseline alignments are approximated by top and bottom alignment (COVERAGE.md).
///
/// From a document, every view in the stack's `<subviews>` is an arranged subview (as
/// Interface Builder makes them), and the frames Interface Builder stored for them are kept
/// until something changes the arrangement (a property, an arranged view, the stack's size):
/// those frames are Auto Layout's answer, which the stack's own layout only approximates.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged views share the space along the axis, as `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable, Hashable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How arranged views sit across the axis, as `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable, Hashable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    /// The same as `.leading` (vertical stacks' wording).
    public static let top = Alignment.leading
    /// The same as `.trailing` (vertical stacks' wording).
    public static let bottom = Alignment.trailing
  }

  /// The views laid out, in order (a subset of the subviews).
  open private(set) var arrangedSubviews: [UIView] = []
  /// The direction views are lined up in (default horizontal).
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
  /// How space along the axis is shared.
  open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
  /// How views sit across the axis.
  open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
  /// The space between adjacent views.
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// Whether spacing is measured between baselines (approximated: between edges).
  open var isBaselineRelativeArrangement = false
  /// Whether views are laid out inside the layout margins.
  open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

  /// Whether subviews added now become arranged subviews (while decoding from a document).
  private var arrangesAddedSubviews = false
  /// The size the stored frames of the arranged views were made for; nil once the
  /// arrangement changed, so the stack lays its views out itself.
  var storedArrangementSize: CGSize?

  /// Creates a stack of `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  /// Creates an empty stack with `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a stack from a storyboard or xib (see `UIView.init?(coder:)`); its subviews
  /// there are its arranged subviews, at their stored frames. Not failable, as UIKit
  /// declares it for stack views (`required init(coder:)` in a subclass chains to it).
  public required init(coder: NSCoder) {
    arrangesAddedSubviews = coder is NIBDecoder
    super.init(coder: coder)!  // UIView's never fails
    arrangesAddedSubviews = false
    if coder is NIBDecoder { storedArrangementSize = bounds.size }
  }

  /// Arranges subviews added while decoding from a document.
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    if arrangesAddedSubviews, !arrangedSubviews.contains(where: { $0 === subview }) {
      arrangedSubviews.append(subview)
    }
  }

  /// Marks the layout as needed and forgets the stored frames.
  open override func setNeedsLayout() {
    storedArrangementSize = nil
    super.setNeedsLayout()
  }

  /// Appends a view to the arranged views (and the subviews).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view among the arranged views (and adds it as a subview if needed).
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Removes a view from the arranged views; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    setNeedsLayout()
  }

  /// Drops arranged views that are no longer subviews.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
  }

  /// The natural size of one view: its intrinsic size, or its frame size where it has none.
  func naturalSize(of v: UIView) -> CGSize {
    let i = v.intrinsicContentSize
    return CGSize(
      width: i.width == UIView.noIntrinsicMetric ? v.bounds.width : i.width,
      height: i.height == UIView.noIntrinsicMetric ? v.bounds.height : i.height)
  }

  /// The size along the axis and across it.
  private func split(_ s: CGSize) -> (along: CGFloat, across: CGFloat) {
    axis == .horizontal ? (s.width, s.height) : (s.height, s.width)
  }

  /// The natural sizes of the visible arranged views plus spacing, largest across.
  open override var intrinsicContentSize: CGSize {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let sizes = shown.map { split(naturalSize(of: $0)) }
    var along = sizes.reduce(0) { $0 + $1.along } + spacing * CGFloat(shown.count - 1)
    var across = sizes.map(\.across).max() ?? 0
    if isLayoutMarginsRelativeArrangement {
      let m = layoutMargins
      along += axis == .horizontal ? m.left + m.right : m.top + m.bottom
      across += axis == .horizontal ? m.top + m.bottom : m.left + m.right
    }
    return axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }

  /// Lays out the arranged views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if autoLayout.arrangedByEngine { return }
    if let stored = storedArrangementSize, stored == bounds.size { return }
    storedArrangementSize = nil
    layoutArrangedSubviews()
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    UnimplementedAPI.use("UIStackView.setCustomSpacing(_:after:)", by: self);
  }

  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    UnimplementedAPI.use("UIStackView.customSpacing(after:)", by: self); return 0
  }
  // facade-inventory:end
}
