internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A row of segments, one selected, as `UISegmentedControl`, drawn in the iOS 13+ style.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment selected".
  public static let noSegment = -1

  var titles: [String?] = []
  var segmentImages: [UIImage?] = []
  var enabledSegments: [Bool] = []

  /// The selected segment, or `noSegment`.
  open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { setNeedsDisplay() } }
  /// The selected segment's colour (default white in light appearance).
  open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Whether selection is momentary (stored; nothing is touched in a render).
  open var isMomentary = false
  /// Whether segments are as wide as their content rather than equal.
  open var apportionsSegmentWidthsByContent = false { didSet { setNeedsDisplay() } }

  /// The segments' rectangles across `bounds`: equal widths, or widths in proportion to
  /// each segment's content plus padding when `apportionsSegmentWidthsByContent`.
  func segmentRects() -> [CGRect] {
    guard !titles.isEmpty else { return [] }
    var weights = Array(repeating: CGFloat(1), count: titles.count)
    if apportionsSegmentWidthsByContent {
      let font = UIFont.systemFont(ofSize: 13, weight: .medium).fontSpec
      weights = titles.indices.map { i in
        let text = titles[i].map { TextLayout(text: $0, font: font).size.width } ?? 0
        let image = segmentImages[i]?.size.width ?? 0
        return max(text, image) + 24
      }
    }
    let total = max(weights.reduce(0, +), 0.001)
    var x = bounds.minX
    return weights.map { weight in
      let w = bounds.width * weight / total
      defer { x += w }
      return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
    }
  }

  /// Creates a control with titles (`String`) or images (`UIImage`) (designated, as UIKit's
  /// is).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    prepareForOwnDrawing()
    for item in items ?? [] {
      insertSegment(item as? String, image: item as? UIImage, at: titles.count)
    }
    let size = intrinsicContentSize
    let a = alignmentRectInsets
    frame.size = CGSize(
      width: size.width + a.left + a.right, height: size.height + a.top + a.bottom)
  }

  /// Creates an empty control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    prepareForOwnDrawing()
  }

  /// Creates a control from a storyboard or xib (see `UIView.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    prepareForOwnDrawing()
  }

  /// The segments' rectangles, for tests.
  package var segmentRectsForTesting: [CGRect] { segmentRects() }

  /// The number of segments.
  open var numberOfSegments: Int { titles.count }

  private func insertSegment(_ title: String?, image: UIImage?, at index: Int) {
    let i = min(max(index, 0), titles.count)
    titles.insert(title, at: i)
    segmentImages.insert(image, at: i)
    enabledSegments.insert(true, at: i)
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// Inserts a titled segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insertSegment(title, image: nil, at: segment)
  }

  /// Inserts an image segment.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insertSegment(nil, image: image, at: segment)
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles = []
    segmentImages = []
    enabledSegments = []
    selectedSegmentIndex = UISegmentedControl.noSegment
  }

  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
    setNeedsDisplay()
  }

  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets a segment's image.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segmentImages.indices.contains(segment) else { return }
    segmentImages[segment] = image
    setNeedsDisplay()
  }

  /// Enables or disables a segment.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard enabledSegments.indices.contains(segment) else { return }
    enabledSegments[segment] = enabled
    setNeedsDisplay()
  }

  private var font: UIFont { UIFont.systemFont(ofSize: 13, weight: .regular) }

  /// Text attributes set per state (`.font`, `.foregroundColor` are drawn).
  private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

  /// Sets the titles' text attributes for `state` (`.normal` or `.selected`); the font and
  /// foreground colour are drawn.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// The titles' text attributes for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The font and colour a title is drawn with: the state's attributes, else the normal
  /// state's, else UIKit's.
  private func titleStyle(selected: Bool, traits: UITraitCollection) -> (FontSpec, RGBA) {
    let own = selected ? titleAttributes[UIControl.State.selected.rawValue] : nil
    let normal = titleAttributes[UIControl.State.normal.rawValue]
    let font =
      (own?[.font] as? UIFont) ?? (normal?[.font] as? UIFont)
      ?? UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    let color =
      (own?[.foregroundColor] as? UIColor) ?? (normal?[.foregroundColor] as? UIColor) ?? .label
    return (font.fontSpec, color.resolvedRGBA(traits))
  }

  /// The alignment rectangle leaves out the frame's bottom point: Interface Builder stores
  /// a segmented control whose height is pinned to h with a frame h + 1 tall (28 → 29, 30 →
  /// 31, 50 → 51 in documents from Xcode 7 to 11), and one centred vertically with its
  /// alignment rectangle, not its frame, on the centre line.
  open override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
  }

  /// Segment widths: the widest title plus padding, times the count; 31 points tall (a
  /// 32-point frame).
  open override var intrinsicContentSize: CGSize {
    let widest =
      titles.map { t -> CGFloat in
        guard let t, !t.isEmpty else { return 0 }
        return TextLayout(text: t, font: UIFont.systemFont(ofSize: 13, weight: .medium).fontSpec)
          .size.width
      }.max() ?? 0
    let images = segmentImages.map { $0?.size.width ?? 0 }.max() ?? 0
    return CGSize(width: (max(widest, images) + 24) * CGFloat(max(titles.count, 1)), height: 31)
  }

  /// The radius of the control's rounded background (iOS 13 and later).
  static let outerCornerRadius: CGFloat = 9
  /// The radius of the selected segment's rounded thumb.
  static let selectedCornerRadius: CGFloat = 7

  /// The colour of the control's rounded background, beneath its translucent fill.
  ///
  /// As on iOS 13 and later, the control's `backgroundColor` colours its rounded background
  /// shape (the square layer behind it stays clear), so the outer corners stay round.
  open override var backgroundColor: UIColor? {
    get { super.backgroundColor }
    set {
      super.backgroundColor = newValue
      layer.backgroundColor = nil
      backgroundColorResolved = nil
      setNeedsDisplay()
    }
  }

  override func resolveOwnTraitDependentColors() {
    super.resolveOwnTraitDependentColors()
    if backgroundColorStorage != nil {
      layer.backgroundColor = nil
      backgroundColorResolved = nil
    }
  }

  /// Draws the background, the selected segment, separators and titles.
  override func drawSystemContent(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), !titles.isEmpty, bounds.width > 0 else { return }
    let traits = traitCollection
    let canvas = ctx.canvas
    let background = GraphicsPath(roundedRect: bounds, cornerRadius: Self.outerCornerRadius)
    if let own = backgroundColorStorage {
      canvas.fill(background, color: own.resolvedRGBA(traits), rule: .nonZero)
    }
    canvas.fill(
      background, color: UIColor.tertiarySystemFill.resolvedRGBA(traits), rule: .nonZero)
    let rects = segmentRects()
    if titles.indices.contains(selectedSegmentIndex) {
      let r = rects[selectedSegmentIndex].insetBy(dx: 2, dy: 2)
      let selected =
        selectedSegmentTintColor
        ?? UIColor(dynamicProvider: {
          $0.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white
        })
      canvas.beginGroup()
      canvas.fill(
        GraphicsPath(roundedRect: r, cornerRadius: Self.selectedCornerRadius),
        color: selected.resolvedRGBA(traits),
        rule: .nonZero)
      let g = canvas.endGroup()
      canvas.paint(
        g, opacity: 1, mask: nil,
        shadow: Shadow(
          color: RGBA(white: 0, alpha: 0.12), offset: CGSize(width: 0, height: 3), radius: 4))
    }
    let separator = UIColor.separator.resolvedRGBA(traits)
    for i in 1..<titles.count where i != selectedSegmentIndex && i != selectedSegmentIndex + 1 {
      let x = rects[i].minX
      canvas.fill(
        GraphicsPath(
          rect: CGRect(x: x - 0.5, y: bounds.minY + 8, width: 1, height: bounds.height - 16)),
        color: separator, rule: .nonZero)
    }
    let label = UIColor.label.resolvedRGBA(traits)
    for (i, title) in titles.enumerated() {
      let cell = rects[i]
      let fade = isEnabled && enabledSegments[i] ? 1.0 : 0.35
      if let title, !title.isEmpty {
        let (font, color) = titleStyle(selected: i == selectedSegmentIndex, traits: traits)
        let layout = TextLayout(
          text: title, font: font, color: color.multiplyingAlpha(by: fade),
          width: max(cell.width - 8, 1), maxLines: 1, alignment: .center)
        canvas.draw(layout, at: CGPoint(x: cell.minX + 4, y: cell.midY - layout.size.height / 2))
      } else if let image = segmentImages[i], let cg = image.cgImage {
        let s = image.size
        let r = CGRect(
          x: cell.midX - s.width / 2, y: cell.midY - s.height / 2, width: s.width, height: s.height)
        ctx.drawUpright(cg.bitmap, in: r, tint: label.multiplyingAlpha(by: fade))
      }
    }
  }

  /// Sets the background image for a state and size (stored; not drawn).
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) { BarImageTable.of(self)["bg", state.rawValue, barMetrics] = backgroundImage }

  /// The background image for a state and size.
  open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    BarImageTable.of(self)["bg", state.rawValue, barMetrics]
  }

  /// Sets the divider image between segments in two states (stored; not drawn).
  open func setDividerImage(
    _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
  ) {
    BarImageTable.of(self)["div", leftState.rawValue, rightState.rawValue, barMetrics] =
      dividerImage
  }

  /// The divider image between segments in two states.
  open func dividerImage(
    forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
    barMetrics: UIBarMetrics
  ) -> UIImage? {
    BarImageTable.of(self)["div", leftState.rawValue, rightState.rawValue, barMetrics]
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    UnimplementedAPI.use("UISegmentedControl.insertSegment(action:at:animated:)", by: self);
  }

  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    UnimplementedAPI.use("UISegmentedControl.setAction(_:forSegmentAt:)", by: self);
  }

  open func actionForSegment(at segment: Int) -> UIAction? {
    UnimplementedAPI.use("UISegmentedControl.actionForSegment(at:)", by: self); return nil
  }

  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    UnimplementedAPI.use("UISegmentedControl.segmentIndex(identifiedBy:)", by: self); return 0
  }

  open func removeSegment(at segment: Int, animated: Bool) {
    UnimplementedAPI.use("UISegmentedControl.removeSegment(at:animated:)", by: self);
  }

  open func imageForSegment(at segment: Int) -> UIImage? {
    UnimplementedAPI.use("UISegmentedControl.imageForSegment(at:)", by: self); return nil
  }

  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    UnimplementedAPI.use("UISegmentedControl.setWidth(_:forSegmentAt:)", by: self);
  }

  open func widthForSegment(at segment: Int) -> CGFloat {
    UnimplementedAPI.use("UISegmentedControl.widthForSegment(at:)", by: self); return 0
  }

  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    UnimplementedAPI.use("UISegmentedControl.setContentOffset(_:forSegmentAt:)", by: self);
  }

  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    UnimplementedAPI.use("UISegmentedControl.contentOffsetForSegment(at:)", by: self); return .zero
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    UnimplementedAPI.use("UISegmentedControl.isEnabledForSegment(at:)", by: self); return false
  }

  open func setContentPositionAdjustment(
    _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
    barMetrics: UIBarMetrics
  ) {
    UnimplementedAPI.use(
      "UISegmentedControl.setContentPositionAdjustment(_:forSegmentType:barMetrics:)", by: self);
  }

  open func contentPositionAdjustment(
    forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment, barMetrics: UIBarMetrics
  ) -> UIOffset {
    UnimplementedAPI.use(
      "UISegmentedControl.contentPositionAdjustment(forSegmentType:barMetrics:)", by: self);
    return .zero
  }

  open var isSpringLoaded: Bool {
    get { UnimplementedAPI.value(of: self, "UISegmentedControl.isSpringLoaded", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UISegmentedControl.isSpringLoaded") }
  }
  // facade-inventory:end
}
