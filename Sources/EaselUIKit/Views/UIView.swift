import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A rectangle of content and the base of every view, as `UIView`.
///
/// Every view is backed by a layer made from `layerClass`; `frame`, `bounds`, `center`,
/// `transform`, `alpha`, `isHidden`, `clipsToBounds` and `backgroundColor` are the layer's,
/// as in UIKit. Layout (`layoutSubviews()`) and drawing (`draw(_:)`) run when the renderer
/// asks, top-down, after `setNeedsLayout()`/`setNeedsDisplay()` (both set for a new view).
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
  /// The class of the view's layer (`CALayer` by default); override to use another.
  open class var layerClass: AnyClass { CALayer.self }

  /// The view's backing layer.
  public let layer: CALayer

  var subviewStorage: [UIView] = []
  /// The view this one is a subview of.
  open internal(set) weak var superview: UIView?
  /// The window a root view is shown in (`host(in:)`); a subview's is its superview's.
  var hostingWindow: UIWindow?
  /// Whether the view is being moved to another superview: its removal from the old one
  /// sends no window change (the move sends one, if the window differs).
  var isChangingSuperview = false

  // MARK: Geometry (the layer's)

  /// The view's rectangle in its superview's coordinates (undefined with a transform, as
  /// in UIKit; Easel returns the bounding box).
  open var frame: CGRect {
    get { layer.frame }
    set { layer.frame = newValue }
  }

  /// The view's own coordinate space.
  open var bounds: CGRect {
    get { layer.bounds }
    set { layer.bounds = newValue }
  }

  /// The centre of the frame, in the superview's coordinates (the layer's `position`).
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// The view's transform about its centre.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  /// The view's 3D transform (drawn with its perspective, see `CALayer.transform`).
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  // MARK: Appearance

  var backgroundColorStorage: UIColor?
  /// The layer colour the view last resolved from `backgroundColorStorage`. When the layer's
  /// colour is another, code set the layer's own (`layer.backgroundColor = …` in
  /// `prepareForInterfaceBuilder()`), and that colour is the view's, as in UIKit, where the
  /// view's background colour is its layer's.
  var backgroundColorResolved: CGColor?
  /// The colour filled behind the content (the layer's background colour).
  open var backgroundColor: UIColor? {
    get {
      if layer.backgroundColor !== backgroundColorResolved {
        return layer.backgroundColor.map { UIColor(cgColor: $0) }
      }
      return backgroundColorStorage
    }
    set {
      backgroundColorStorage = newValue
      backgroundColorResolved = newValue.map { resolved($0) }
      layer.backgroundColor = backgroundColorResolved
    }
  }

  /// The view's opacity (the layer's `opacity`).
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(min(max(newValue, 0), 1)) }
  }

  /// Whether the view and its subviews are not drawn.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// A view whose alpha masks this view's content (its layer becomes the layer's `mask`).
  /// As on iOS, the mask view is not a subview: it is laid out and drawn as the mask only.
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  /// Whether the view is opaque: its `draw(_:)` draws into a backing store without alpha,
  /// filled with the background colour first, black where nothing opaque covers it (as on
  /// iOS; see `LayerRenderer.drawContents(of:on:)`).
  open var isOpaque: Bool = true

  /// Whether a non-opaque view's context is cleared to transparent before `draw(_:)`
  /// (ignored for opaque views, as on iOS).
  ///
  /// Differs from UIKit: always effectively true for a non-opaque view, whose every drawing
  /// starts on a transparent store (UIKit leaves the last drawing's pixels when false).
  open var clearsContextBeforeDrawing = true

  /// How content fits the bounds; `.redraw` redraws when the bounds change size.
  open var contentMode: ContentMode = .scaleToFill {
    didSet { contentModeDidChange() }
  }

  /// The part of the content that stretches when it fills other bounds, in unit coordinates
  /// (default the whole): the layer's `contentsCenter`, as the view's content is its layer's
  /// contents. Deprecated in iOS 6 for resizable images and hidden from Swift by its importer,
  /// but declared by the SDK and working in Objective-C.
  open var __objc_contentStretch = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet { contentStretchDidChange() }
  }

  /// An integer to find the view by (`viewWithTag(_:)`).
  open var tag: Int = 0

  var tintColorStorage: UIColor?
  /// The tint: this view's own, else the nearest ancestor's own, else `systemBlue`.
  open var tintColor: UIColor! {
    get {
      let base = inheritedTintColor
      return effectiveTintAdjustmentMode == .dimmed ? UIView.dimmed(base) : base
    }
    set {
      tintColorStorage = newValue
      propagateTintChange()
    }
  }

  /// How the tint is adjusted; `.automatic` follows the superview.
  open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
    didSet { propagateTintChange() }
  }

  /// Whether touches are delivered (no visible effect; stored).
  open var isUserInteractionEnabled = true
  /// Whether several touches are tracked (no visible effect; stored).
  open var isMultipleTouchEnabled = false
  /// Whether the view handles touches exclusively (no visible effect; stored).
  open var isExclusiveTouch = false

  /// The semantic content attribute (right-to-left flipping).
  ///
  /// Differs from UIKit: stored only; layouts are left-to-right (COVERAGE.md).
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// Forces light or dark for this view and its subviews.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  // MARK: Layout storage

  /// Whether an autoresizing mask becomes constraints (Auto Layout).
  open var translatesAutoresizingMaskIntoConstraints = true
  /// Which margins and sizes follow the superview's size.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether subviews are resized by their masks when the bounds change size.
  open var autoresizesSubviews = true
  /// The default spacing inside the view's edges (8 on each side).
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The margins in leading/trailing terms (left-to-right).
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      NSDirectionalEdgeInsets(
        top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
        trailing: layoutMargins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }
  /// Whether the superview's margins add to this view's.
  open var preservesSuperviewLayoutMargins = false
  /// Whether margins are measured from the safe area.
  open var insetsLayoutMarginsFromSafeArea = true
  /// The safe area insets: the part of the view its host's bars and the screen's notch and
  /// home indicator cover (zero when rendered without a host).
  open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }
  /// What the Auto Layout engine keeps for the view.
  package let autoLayout = AutoLayoutState()

  var constraintStorage: [NSLayoutConstraint] = []
  var layoutGuideStorage: [UILayoutGuide] = []
  var huggingPriorities: (h: UILayoutPriority, v: UILayoutPriority) = (250, 250)
  var compressionPriorities: (h: UILayoutPriority, v: UILayoutPriority) = (750, 750)
  /// Set by `invalidateIntrinsicContentSize()`; cleared by the layout engine.
  public internal(set) var intrinsicContentSizeIsInvalid = false

  // MARK: Accessibility (no visible effect)

  /// The accessibility label (stored; no visible effect).
  open var accessibilityLabel: String?
  /// The accessibility identifier (stored; no visible effect).
  open var accessibilityIdentifier: String?
  /// The accessibility hint (stored; no visible effect).
  open var accessibilityHint: String?
  /// Whether the view is an accessibility element (stored; no visible effect).
  open var isAccessibilityElement = false
  /// The accessibility value (stored; no visible effect).
  open var accessibilityValue: String?
  /// The accessibility traits (stored; no visible effect).
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The accessibility elements inside the view, in order (stored; no visible effect).
  open var accessibilityElements: [Any]?
  /// The element's frame in screen coordinates (stored; no visible effect).
  open var accessibilityFrame: CGRect = .zero
  /// The language of the label and value (stored; no visible effect).
  open var accessibilityLanguage: String?
  /// Whether sibling elements are ignored (stored; no visible effect).
  open var accessibilityViewIsModal = false
  /// Whether the view's elements are hidden from assistive technologies (stored).
  open var accessibilityElementsHidden = false
  /// Whether children are read as a group (stored; no visible effect).
  open var shouldGroupAccessibilityChildren = false
  /// Performs the element's default action, as `accessibilityActivate()`; false: none here.
  open func accessibilityActivate() -> Bool { false }
  /// Increments an adjustable element's value (nothing, by default).
  open func accessibilityIncrement() {}
  /// Decrements an adjustable element's value (nothing, by default).
  open func accessibilityDecrement() {}

  // MARK: Overridable answers UIKit asks of a view

  /// The view to align baselines with (the view itself; deprecated in UIKit).
  open func forBaselineLayout() -> UIView { self }
  /// The view whose first baseline constraints use (the view itself).
  open var forFirstBaselineLayout: UIView { self }
  /// The view whose last baseline constraints use (the view itself).
  open var forLastBaselineLayout: UIView { self }
  /// Whether a gesture recognizer attached to the view may begin (true).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// The smallest Dynamic Type size the view's text follows (stored; text is laid out at
  /// the render's size category).
  open var minimumContentSizeCategory: UIContentSizeCategory?
  /// The largest Dynamic Type size the view's text follows (stored).
  open var maximumContentSizeCategory: UIContentSizeCategory?
  /// A description of the size category limits in effect, for debugging.
  open var appliedContentSizeCategoryLimitsDescription: String {
    "minimum: \(minimumContentSizeCategory?.rawValue ?? "none"), "
      + "maximum: \(maximumContentSizeCategory?.rawValue ?? "none")"
  }

  // MARK: Initializers

  /// Creates a view with `frame`.
  public init(frame: CGRect) {
    layer = UIView.makeLayer(Self.layerClass)
    super.init()
    attachLayer()
    self.frame = frame
  }

  /// Creates a view of zero size, as `UIView()`.
  public convenience override init() { self.init(frame: .zero) }

  /// Creates a view from a storyboard or xib.
  ///
  /// With a `NIBDecoder`, the stored frame is set (as bounds and centre: `engineFrame`) and
  /// the document's attributes are applied (its `configure`) before this returns, as iOS
  /// decodes them in `init(coder:)`. Any other coder gives a view with a zero frame.
  public required init?(coder: NSCoder) {
    layer = UIView.makeLayer(Self.layerClass)
    super.init()
    attachLayer()
    if let nib = coder as? NIBDecoder {
      // A nib holds a view's bounds and centre, not its frame.
      engineFrame = nib.frame
      nib.configure(self)
    }
  }

  private static func makeLayer(_ cls: AnyClass) -> CALayer {
    (cls as? CALayer.Type)?.init() ?? CALayer()
  }

  private func attachLayer() {
    layer.delegate = self
    layer.owningView = self
    // A view's layer draws at the screen's scale, as it does once in a window on iOS.
    let scale = ResourceEnvironment.currentTraits.displayScale
    layer.contentsScale = scale > 0 ? scale : 1
    layer.needsDisplayFlag = true
    layer.needsLayoutFlag = true
  }

  // MARK: Layout and drawing

  /// Lays out subviews; the default does nothing (Auto Layout is applied by the layout
  /// engine before the render).
  open func layoutSubviews() {}

  /// Marks the view as needing `layoutSubviews()` before the next render.
  open func setNeedsLayout() {
    setNeedsAutoLayout()
    layer.setNeedsLayout()
  }

  /// Lays out the view and its subviews now, where needed.
  open func layoutIfNeeded() { layer.layoutIfNeeded() }

  // The constraint-update pass: before the engine solves, views that need it get
  // `updateConstraints()`, subviews before their superview, as UIKit runs it ahead of
  // layout. Every view needs it once before its first layout (custom views commonly add
  // their constraints there), and again after `setNeedsUpdateConstraints()`.

  /// Updates the view's constraints; subclasses add or change constraints here and call
  /// `super`.
  open func updateConstraints() {
    autoLayout.needsUpdateConstraints = false
  }

  /// Asks for `updateConstraints()` before the next layout pass.
  open func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    setNeedsAutoLayout()
  }

  /// Whether the view is waiting for `updateConstraints()`.
  open func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

  /// Runs the constraint-update pass over the view's subtree now, where needed: subviews
  /// first, then the view.
  open func updateConstraintsIfNeeded() {
    for subview in subviewStorage { subview.updateConstraintsIfNeeded() }
    guard autoLayout.needsUpdateConstraints else { return }
    let observer = ResourceEnvironment.currentObserver
    observer?.willCall(.updateConstraints, on: self)
    defer { observer?.didCall(.updateConstraints, on: self) }
    updateConstraints()
    autoLayout.needsUpdateConstraints = false
  }

  /// Whether the class depends on constraint-based layout; UIKit's default is `false`.
  /// Easel lays every view out the same way, so it changes nothing here.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Draws the view's content in `rect` (its bounds) into the current context.
  open func draw(_ rect: CGRect) {}

  /// Marks the view as needing `draw(_:)` before the next render.
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks part of the view as needing drawing; Easel redraws it all.
  open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

  /// The size that fits `size`: the current size for a plain view, as UIKit.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of its current size.
  open func sizeToFit() {
    let s = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: s)
  }

  /// How the rectangle constraints align differs from the frame (`alignmentRect =
  /// frame.inset(by: alignmentRectInsets)`); none for a plain view.
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// The natural size of the content; `noIntrinsicMetric` on both axes for a plain view.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Says the intrinsic size changed, so layout runs again.
  open func invalidateIntrinsicContentSize() {
    intrinsicContentSizeIsInvalid = true
    setNeedsAutoLayout()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// Called when the tint colour or its adjustment mode changes.
  open func tintColorDidChange() {}

  /// Called when the traits change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called before the view moves to another superview.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to another superview.
  open func didMoveToSuperview() {}
  /// Called before the view (or a superview) moves to another window.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view (or a superview) moved to another window.
  open func didMoveToWindow() {}
  /// Called after a subview is added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Refreshes what a subclass derives from colours or tint (a label's or image view's
  /// drawing); called when the tint or traits change.
  func resolveOwnTraitDependentColors() {}

  /// Stretches the layer's contents as `contentStretch` says (an image view's resizable image
  /// keeps its own caps).
  func contentStretchDidChange() {
    layer.contentsCenter = __objc_contentStretch
  }

  /// Reacts to a new content mode (an image view moves its image; `.redraw` redraws).
  func contentModeDidChange() {
    if contentMode == .redraw { setNeedsDisplay() }
  }

  /// Called when the layout margins change.
  open func layoutMarginsDidChange() {}

  /// Whether `point` (in the view's coordinates) is inside the view: inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive descendant containing `point`, front to back, as
  /// UIKit finds the view a touch goes to.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for sub in subviews.reversed() {
      if let hit = sub.hitTest(convert(point, to: sub), with: event) { return hit }
    }
    return self
  }

  /// The window the view is in: its superview's, or the one a root view is shown in
  /// (a scene's root view is, while it is laid out and drawn: `host(in:)`); nil otherwise.
  open var window: UIWindow? { superview?.window ?? hostingWindow }

  /// The next responder: the superview.
  open override var next: UIResponder? { superview }

  // MARK: CALayerDelegate

  /// The action for a change of the layer's `event`: none, as UIKit gives outside an
  /// animation block (a still render runs no action). Overridable, as UIKit's is.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

  /// Runs `draw(_:)` with `ctx` current and the view's traits current.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === self.layer else { return }
    let rect = bounds
    // Restore the stack to its depth before, even if `draw(_:)` pushed without popping.
    let stack = GraphicsContextStack.current
    let depth = stack.contexts.count
    UIGraphicsPushContext(ctx)
    defer { stack.contexts.removeLast(stack.contexts.count - depth) }
    let observer = ResourceEnvironment.currentObserver
    observer?.willCall(.draw, on: self)
    defer { observer?.didCall(.draw, on: self) }
    let recording = (ctx.canvas as? RecordingCanvas)?.displayList
    let start = recording?.count ?? 0
    traitCollection.performAsCurrent {
      if callsDrawRect { draw(rect) }
      // What `draw(_:)` drew is the view's backing store (opaque when the view is); what
      // UIKit draws for its own private subviews and layers is not.
      layer.drawsIntoBackingStore = recording?.draws(since: start) ?? false
      drawSystemContent(in: rect)
    }
  }

  /// Whether the layer's content comes from `draw(_:)`. Not for a view whose content is its
  /// layer's `contents` (`UIImageView`): iOS never calls `draw(_:)` there, even when a
  /// subclass overrides it.
  var callsDrawRect: Bool { true }

  /// Draws what UIKit draws for this class with private subviews and layers (a text
  /// field's border and text), above whatever `draw(_:)` drew, so that a subclass that
  /// overrides `draw(_:)` without calling `super` keeps it, as on iOS.
  func drawSystemContent(in rect: CGRect) {}

  /// Runs `layoutSubviews()`.
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    let observer = ResourceEnvironment.currentObserver
    observer?.willCall(.layoutSubviews, on: self)
    defer { observer?.didCall(.layoutSubviews, on: self) }
    applyAutoLayoutIfNeeded()
    traitCollection.performAsCurrent { layoutSubviews() }
  }

  /// The view's traits: the superview's (or the resource environment's, at the root), with
  /// `overrideUserInterfaceStyle` applied.
  open var traitCollection: UITraitCollection {
    let parent = superview?.traitCollection ?? ResourceEnvironment.currentTraits
    guard overrideUserInterfaceStyle != .unspecified else { return parent }
    return UITraitCollection(traitsFrom: [
      parent, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle),
    ])
  }

  /// Draws the view and its subviews, scaled into `rect`, into the current context, as
  /// iOS's snapshot drawing does. Returns false if there is no current context.
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else {
      return false
    }
    ctx.canvas.save()
    ctx.canvas.concatenate(
      CGAffineTransform(
        a: rect.width / bounds.width, b: 0, c: 0, d: rect.height / bounds.height,
        tx: rect.minX, ty: rect.minY))
    LayerRenderer().render(self, on: ctx.canvas)
    ctx.canvas.restore()
    return true
  }

  /// A view showing what the view looks like now, as `snapshotView(afterScreenUpdates:)`.
  ///
  /// Differs from UIKit: the snapshot is an image view holding a picture of the hierarchy,
  /// drawn at once (`afterUpdates` changes nothing); nil when the view has no area.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
  }

  /// A view showing the part `rect` (in the view's bounds) of what the view looks like now,
  /// as `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
  ///
  /// Stretched, the snapshot keeps its caps (`capInsets`) at their size, as UIKit's. Differs
  /// from UIKit: nil when `rect` is empty.
  open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
      return nil
    }
    UIGraphicsBeginImageContextWithOptions(rect.size, false, 0)
    defer { UIGraphicsEndImageContext() }
    guard let ctx = UIGraphicsGetCurrentContext() else { return nil }
    ctx.translateBy(x: bounds.minX - rect.minX, y: bounds.minY - rect.minY)
    drawHierarchy(
      in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterUpdates)
    let snapshot = UIImageView(frame: CGRect(origin: .zero, size: rect.size))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    snapshot.image =
      capInsets == .zero
      ? image : image?.resizableImage(withCapInsets: capInsets, resizingMode: .stretch)
    return snapshot
  }

  /// The smallest size that satisfies the view's constraints and content (subviews and
  /// their intrinsic sizes), pulled towards `targetSize` at `fittingSizeLevel`, as UIKit
  /// (`UIView.layoutFittingCompressedSize` for the smallest, `…ExpandedSize` for the largest).
  /// A view without constraints inside reports its intrinsic size where it has one, else its
  /// current size.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size that fits `targetSize` with the given priorities for each axis (`.required`
  /// fixes that axis at the target, as a cell's width when its height is measured).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    guard treeHasConstraints else {
      let i = intrinsicContentSize
      return CGSize(
        width: i.width == UIView.noIntrinsicMetric ? bounds.width : i.width,
        height: i.height == UIView.noIntrinsicMetric ? bounds.height : i.height)
    }
    let engine = LayoutEngine(root: self)
    engine.fitting = (targetSize, horizontal, vertical)
    engine.solve()
    return engine.box(of: self)?.frame.size ?? bounds.size
  }

  /// The constraints installed on this view.
  open var constraints: [NSLayoutConstraint] { constraintStorage }

  /// Installs a constraint on this view.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    guard !constraintStorage.contains(where: { $0 === constraint }) else { return }
    constraintStorage.append(constraint)
    constraint.didInstall(on: self)
    setNeedsAutoLayout()
    setNeedsLayout()
  }

  /// Installs constraints on this view.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    constraints.forEach(addConstraint)
  }

  /// Removes a constraint from this view.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraintStorage.contains(where: { $0 === constraint }) else { return }
    constraintStorage.removeAll { $0 === constraint }
    constraint.didInstall(on: nil)
    setNeedsAutoLayout()
    setNeedsLayout()
  }

  /// Removes constraints from this view.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    constraints.forEach(removeConstraint)
  }

  /// Adds a layout guide.
  open func addLayoutGuide(_ guide: UILayoutGuide) {
    guard !layoutGuideStorage.contains(where: { $0 === guide }) else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuideStorage.append(guide)
  }

  /// Removes a layout guide.
  open func removeLayoutGuide(_ guide: UILayoutGuide) {
    layoutGuideStorage.removeAll { $0 === guide }
    if guide.owningView === self { guide.owningView = nil }
  }

  /// The view's motion effects (stored: the device does not tilt in a render).
  open var motionEffects: [UIMotionEffect] {
    get { extensionValue(self, motionEffectsKey) ?? [] }
    set { setExtensionValue(self, motionEffectsKey, newValue) }
  }

  /// Adds a motion effect (stored).
  open func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffects.contains(where: { $0 === effect }) else { return }
    motionEffects.append(effect)
  }

  /// Removes a motion effect.
  open func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }

  /// The gesture recognizers attached to the view.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { extensionValue(self, UIView.gestureKey) }
    set {
      for old in gestureRecognizers ?? [] where old.view === self { old.view = nil }
      for g in newValue ?? [] { g.view = self }
      setExtensionValue(self, UIView.gestureKey, newValue?.isEmpty == true ? nil : newValue)
    }
  }

  /// Attaches `gestureRecognizer` (moving it from any other view).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let other = gestureRecognizer.view, other !== self {
      other.removeGestureRecognizer(gestureRecognizer)
    }
    var list = gestureRecognizers ?? []
    guard !list.contains(where: { $0 === gestureRecognizer }) else { return }
    list.append(gestureRecognizer)
    gestureRecognizers = list
  }

  /// Detaches `gestureRecognizer`.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    var list = gestureRecognizers ?? []
    list.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    gestureRecognizers = list
  }

  /// Applies `animations` at once and calls `completion(true)`: a still render shows the
  /// end state. Differs from UIKit: nothing is animated (COVERAGE.md).
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Applies `animations` at once (see `animate(withDuration:delay:options:animations:completion:)`).
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// Applies `animations` at once, ignoring the spring (a still render shows the end state).
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actions` (there are no animations to suppress).
  open class func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// Whether animations are enabled (false: none are run).
  open class var areAnimationsEnabled: Bool { false }

  /// Runs `animations` (which add keyframes) and then every keyframe at once, in order of
  /// start time, and calls `completion(true)`: a still render shows the end state.
  ///
  /// Differs from UIKit: nothing is animated (COVERAGE.md).
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let collector = KeyframeCollector()
    KeyframeCollector.$current.withValue(collector) { animations() }
    for frame in collector.frames.enumerated().sorted(by: {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }) {
      frame.element.animations()
    }
    completion?(true)
  }

  /// Adds a keyframe to the enclosing `animateKeyframes`; outside one, runs it at once.
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    if let collector = KeyframeCollector.current {
      collector.frames.append((frameStartTime, animations))
    } else {
      animations()
    }
  }

  /// Applies `animations` to `view` at once and calls `completion(true)`.
  open class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Replaces `fromView` with `toView` at once (or hides one and shows the other with
  /// `.showHideTransitionViews`) and calls `completion(true)`.
  open class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let parent = fromView.superview {
      parent.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }

  /// Sets whether animations are enabled (ignored: none are run).
  open class func setAnimationsEnabled(_ enabled: Bool) {}

  /// The duration of the enclosing animation (0: animations run at once).
  open class var inheritedAnimationDuration: TimeInterval { 0 }

  /// The first baseline (the top for views without text).
  open var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }

  /// The last baseline (the bottom for views without text).
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }

  /// A guide for the layout margins (created on first use and kept).
  open var layoutMarginsGuide: UILayoutGuide { guide(named: "UIViewLayoutMarginsGuide") }

  /// A guide for the safe area (the bounds here).
  open var safeAreaLayoutGuide: UILayoutGuide { guide(named: "UIViewSafeAreaLayoutGuide") }

  /// A guide for readable content.
  open var readableContentGuide: UILayoutGuide { guide(named: "UIViewReadableContentGuide") }

  /// The layout guides the view owns.
  open var layoutGuides: [UILayoutGuide] { layoutGuideStorage }

  /// Converts a point from this view's coordinates to `view`'s (nil: the root's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: view?.layer)
  }

  /// Converts a point from `view`'s coordinates (nil: the root's) to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: view?.layer)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: view?.layer)
  }

  /// Converts a rectangle from `view`'s coordinates to this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: view?.layer)
  }

  /// Converts a point from this view's coordinates to `coordinateSpace`'s, as
  /// `UICoordinateSpace` does: a view's through the layers, another space's through the
  /// hierarchy's root (the window, which the screen's space shares).
  open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
    return coordinateSpace.convert(convert(point, to: nil), from: rootView)
  }

  /// Converts a point from `coordinateSpace`'s coordinates to this view's.
  open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
    return convert(coordinateSpace.convert(point, to: rootView), from: nil)
  }

  /// Converts a rectangle from this view's coordinates to `coordinateSpace`'s.
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
    return coordinateSpace.convert(convert(rect, to: nil), from: rootView)
  }

  /// Converts a rectangle from `coordinateSpace`'s coordinates to this view's.
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
    return convert(coordinateSpace.convert(rect, to: rootView), from: nil)
  }

  /// The coordinate space of the view's focus items: the view itself, as `UIFocusItemContainer`.
  open var coordinateSpace: any UICoordinateSpace { self }

  /// The topmost view above this one (itself when it has no superview), whose coordinates
  /// `convert(_:to: nil)` gives.
  private var rootView: UIView {
    var root = self
    while let up = root.superview { root = up }
    return root
  }

  /// The content hugging priority on an axis.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.h : huggingPriorities.v
  }

  /// Sets the content hugging priority on an axis.
  open func setContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { huggingPriorities.h = p } else { huggingPriorities.v = p }
  }

  /// The compression resistance priority on an axis.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compressionPriorities.h : compressionPriorities.v
  }

  /// Sets the compression resistance priority on an axis.
  open func setContentCompressionResistancePriority(
    _ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal { compressionPriorities.h = p } else { compressionPriorities.v = p }
  }

  /// The layout direction for `attribute`: forced directions win; playback and spatial
  /// content stays left to right; otherwise the app's direction
  /// (`ResourceEnvironment.layoutDirection`: right to left for `--language pseudo-rtl`).
  open class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(
      for: attribute, relativeTo: ResourceEnvironment.currentLayoutDirection)
  }

  /// The layout direction for `attribute` in a context laid out `layoutDirection` (a
  /// superview's): forced directions win, playback and spatial content stays left to right,
  /// unspecified follows the context.
  open class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: layoutDirection
    }
  }

  /// The direction this view lays out in, as UIKit's: its own `semanticContentAttribute`
  /// when that forces one, else the direction its superviews hand down (the nearest
  /// superview forcing a direction, as `traitCollection.layoutDirection` carries it), else the
  /// app's. In right-to-left layouts the engine mirrors leading and trailing constraints and
  /// horizontal stack views, and natural-aligned text sits on the right.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
  }

  /// The subviews, back to front.
  open var subviews: [UIView] { subviewStorage }

  /// Adds `view` as the frontmost subview (its layer the frontmost sublayer), moving it from
  /// any previous superview. Adding a view to itself or to a descendant is ignored.
  open func addSubview(_ view: UIView) {
    insert(view, at: subviewStorage.count) { self.layer.addSublayer(view.layer) }
  }

  /// Inserts `view` at `index` among the subviews (clamped), its layer just below the layer
  /// of the subview that was at `index`.
  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index) { placeLayer(of: view, at: index) }
  }

  /// Inserts `view` just below `sibling`.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard sibling.superview === self, sibling !== view else {
      addSubview(view)
      return
    }
    detachIfChild(view)
    let i = subviewStorage.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: i)
  }

  /// Inserts `view` just above `sibling`.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard sibling.superview === self, sibling !== view else {
      addSubview(view)
      return
    }
    detachIfChild(view)
    let i = (subviewStorage.firstIndex { $0 === sibling } ?? subviewStorage.count - 1) + 1
    insertSubview(view, at: i)
  }

  /// Moves a subview to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    subviewStorage.removeAll { $0 === view }
    subviewStorage.append(view)
    layer.addSublayer(view.layer)
  }

  /// Moves a subview to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    subviewStorage.removeAll { $0 === view }
    subviewStorage.insert(view, at: 0)
    layer.insertSublayer(view.layer, at: 0)
  }

  /// Swaps two subviews (and their layers).
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2),
      index1 != index2
    else { return }
    let a = subviewStorage[index1]
    let b = subviewStorage[index2]
    subviewStorage.swapAt(index1, index2)
    let la = layer.sublayerStorage.firstIndex { $0 === a.layer }
    let lb = layer.sublayerStorage.firstIndex { $0 === b.layer }
    if let la, let lb { layer.sublayerStorage.swapAt(la, lb) }
  }

  /// Detaches the view from its superview.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    let oldWindow = isChangingSuperview ? nil : window
    if oldWindow != nil, hostingWindow == nil { sendWillMove(toWindow: nil) }
    parent.subviewStorage.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
    parent.setNeedsAutoLayout()
    parent.setNeedsLayout()
    if oldWindow != nil, hostingWindow == nil { sendDidMoveToWindow() }
    didMoveToSuperview()
  }

  /// Whether `view` is this view or one of its ancestors.
  open func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let c = v {
      if c === view { return true }
      v = c.superview
    }
    return false
  }

  /// The first view with `tag`, depth-first, starting with this one.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for v in subviewStorage {
      if let found = v.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Makes the view (or a subview) that is first responder resign; returns whether it did.
  /// Nothing is first responder in a still render, so there is nothing to end.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool { true }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var accessibilityIgnoresInvertColors: Bool {
    get {
      UnimplementedAPI.value(of: self, "UIView.accessibilityIgnoresInvertColors", default: false)
    }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.accessibilityIgnoresInvertColors") }
  }

  open func addInteraction(_ interaction: any UIInteraction) {
    UnimplementedAPI.use("UIView.addInteraction(_:)", by: self);
  }

  open func removeInteraction(_ interaction: any UIInteraction) {
    UnimplementedAPI.use("UIView.removeInteraction(_:)", by: self);
  }

  open var interactions: [any UIInteraction] {
    get { UnimplementedAPI.value(of: self, "UIView.interactions", default: []) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.interactions") }
  }

  open var showsLargeContentViewer: Bool {
    get { UnimplementedAPI.value(of: self, "UIView.showsLargeContentViewer", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.showsLargeContentViewer") }
  }

  open var largeContentTitle: String? {
    get { UnimplementedAPI.value(of: self, "UIView.largeContentTitle", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.largeContentTitle") }
  }

  open var largeContentImage: UIImage? {
    get { UnimplementedAPI.value(of: self, "UIView.largeContentImage", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.largeContentImage") }
  }

  open var scalesLargeContentImage: Bool {
    get { UnimplementedAPI.value(of: self, "UIView.scalesLargeContentImage", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.scalesLargeContentImage") }
  }

  open var largeContentImageInsets: UIEdgeInsets {
    get { UnimplementedAPI.value(of: self, "UIView.largeContentImageInsets", default: .zero) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.largeContentImageInsets") }
  }

  open func viewPrintFormatter() -> UIViewPrintFormatter {
    UnimplementedAPI.use("UIView.viewPrintFormatter()", by: self); return UIViewPrintFormatter()
  }

  open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
    UnimplementedAPI.use("UIView.draw(_:for:)", by: self);
  }

  open var canBecomeFocused: Bool { false }

  open var isFocused: Bool { false }

  open var focusGroupIdentifier: String? {
    get { UnimplementedAPI.value(of: self, "UIView.focusGroupIdentifier", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.focusGroupIdentifier") }
  }

  open var focusGroupPriority: UIFocusGroupPriority {
    get {
      UnimplementedAPI.value(
        of: self, "UIView.focusGroupPriority", default: UIFocusGroupPriority(rawValue: 0))
    }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.focusGroupPriority") }
  }

  open var focusEffect: UIFocusEffect? {
    get { UnimplementedAPI.value(of: self, "UIView.focusEffect", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.focusEffect") }
  }

  open var contentScaleFactor: CGFloat {
    get { UnimplementedAPI.value(of: self, "UIView.contentScaleFactor", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.contentScaleFactor") }
  }

  open var anchorPoint: CGPoint {
    get { UnimplementedAPI.value(of: self, "UIView.anchorPoint", default: .zero) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.anchorPoint") }
  }

  open func safeAreaInsetsDidChange() {
    UnimplementedAPI.use("UIView.safeAreaInsetsDidChange()", by: self);
  }

  open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    UnimplementedAPI.object(of: self, "UIView.keyboardLayoutGuide") { UIKeyboardLayoutGuide() }
  }

  open class func perform(
    _ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    UnimplementedAPI.use("UIView.perform(_:on:options:animations:completion:)", by: UIView.self);
  }

  open class func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {
    UnimplementedAPI.use(
      "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)", by: UIView.self);
  }

  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    UnimplementedAPI.use("UIView.alignmentRect(forFrame:)", by: self); return .zero
  }

  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    UnimplementedAPI.use("UIView.frame(forAlignmentRect:)", by: self); return .zero
  }

  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    UnimplementedAPI.use("UIView.constraintsAffectingLayout(for:)", by: self); return []
  }

  open var hasAmbiguousLayout: Bool { false }

  open func exerciseAmbiguityInLayout() {
    UnimplementedAPI.use("UIView.exerciseAmbiguityInLayout()", by: self);
  }

  open var restorationIdentifier: String? {
    get { UnimplementedAPI.value(of: self, "UIView.restorationIdentifier", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIView.restorationIdentifier") }
  }

  open func encodeRestorableState(with coder: NSCoder) {
    UnimplementedAPI.use("UIView.encodeRestorableState(with:)", by: self);
  }

  open func decodeRestorableState(with coder: NSCoder) {
    UnimplementedAPI.use("UIView.decodeRestorableState(with:)", by: self);
  }

  open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    UnimplementedAPI.use("UIView.beginAnimations(_:context:)", by: UIView.self);
  }

  open class func commitAnimations() {
    UnimplementedAPI.use("UIView.commitAnimations()", by: UIView.self);
  }

  open class func setAnimationDelegate(_ delegate: Any?) {
    UnimplementedAPI.use("UIView.setAnimationDelegate(_:)", by: UIView.self);
  }

  open class func setAnimationWillStart(_ selector: Selector?) {
    UnimplementedAPI.use("UIView.setAnimationWillStart(_:)", by: UIView.self);
  }

  open class func setAnimationDidStop(_ selector: Selector?) {
    UnimplementedAPI.use("UIView.setAnimationDidStop(_:)", by: UIView.self);
  }

  open class func setAnimationDuration(_ duration: TimeInterval) {
    UnimplementedAPI.use("UIView.setAnimationDuration(_:)", by: UIView.self);
  }

  open class func setAnimationDelay(_ delay: TimeInterval) {
    UnimplementedAPI.use("UIView.setAnimationDelay(_:)", by: UIView.self);
  }

  open class func setAnimationStart(_ startDate: Date) {
    UnimplementedAPI.use("UIView.setAnimationStart(_:)", by: UIView.self);
  }

  open class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
    UnimplementedAPI.use("UIView.setAnimationCurve(_:)", by: UIView.self);
  }

  open class func setAnimationRepeatCount(_ repeatCount: Float) {
    UnimplementedAPI.use("UIView.setAnimationRepeatCount(_:)", by: UIView.self);
  }

  open class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
    UnimplementedAPI.use("UIView.setAnimationRepeatAutoreverses(_:)", by: UIView.self);
  }

  open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    UnimplementedAPI.use("UIView.setAnimationBeginsFromCurrentState(_:)", by: UIView.self);
  }

  open class func setAnimationTransition(
    _ transition: UIView.AnimationTransition, for view: UIView, cache: Bool
  ) {
    UnimplementedAPI.use("UIView.setAnimationTransition(_:for:cache:)", by: UIView.self);
  }

  open func encode(with coder: NSCoder) {
    UnimplementedAPI.use("UIView.encode(with:)", by: self);
  }

  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  open var collisionBoundingPath: UIBezierPath {
    UnimplementedAPI.object(of: self, "UIView.collisionBoundingPath") { UIBezierPath() }
  }

  open var isTransparentFocusItem: Bool { false }

  open func didHintFocusMovement(_ hint: UIFocusMovementHint) {
    UnimplementedAPI.use("UIView.didHintFocusMovement(_:)", by: self);
  }

  open func focusItems(in rect: CGRect) -> [any UIFocusItem] {
    UnimplementedAPI.use("UIView.focusItems(in:)", by: self); return []
  }

  open func display(_ layer: CALayer) {
    UnimplementedAPI.use("UIView.display(_:)", by: self);
  }

  open func layerWillDraw(_ layer: CALayer) {
    UnimplementedAPI.use("UIView.layerWillDraw(_:)", by: self);
  }

  open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

  open var parentFocusEnvironment: (any UIFocusEnvironment)? { nil }

  open var focusItemContainer: (any UIFocusItemContainer)? { nil }

  open func setNeedsFocusUpdate() {
    UnimplementedAPI.use("UIView.setNeedsFocusUpdate()", by: self);
  }

  open func updateFocusIfNeeded() {
    UnimplementedAPI.use("UIView.updateFocusIfNeeded()", by: self);
  }

  open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
    UnimplementedAPI.use("UIView.shouldUpdateFocus(in:)", by: self); return false
  }

  open func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) {
    UnimplementedAPI.use("UIView.didUpdateFocus(in:with:)", by: self);
  }

  open var preferredFocusedView: UIView? { nil }
  // facade-inventory:end
}

/// A window, as `UIWindow`: a view at the root of a hierarchy. A scene's root view is shown
/// in one while it is laid out and drawn (`UIView.host(in:)`), as in Interface Builder.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The window itself.
  open override var window: UIWindow? { self }
  /// The screen the window shows on: the render's screen.
  open var screen: UIScreen = .main
  /// Where the window sits among windows (stored; no visible effect).
  open var windowLevel: UIWindow.Level = .normal

  /// A window's level, as `UIWindow.Level`.
  public struct Level: RawRepresentable, Hashable, Sendable {
    /// The level's value.
    public var rawValue: CGFloat
    /// Creates a level.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a level.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ordinary windows.
    public static let normal = Level(0)
    /// Above the status bar.
    public static let statusBar = Level(1000)
    /// Alerts.
    public static let alert = Level(2000)
  }

  /// The window's root controller (stored; Easel renders views without windows).
  open var rootViewController: UIViewController? {
    get { extensionValue(self, UIWindow.rootKey) }
    set { setExtensionValue(self, UIWindow.rootKey, newValue) }
  }

  /// Whether it is the key window (no).
  open var isKeyWindow: Bool { false }

  /// Makes it key and visible (inert).
  open func makeKeyAndVisible() { isHidden = false }

  /// Makes it key (inert).
  open func makeKey() {}

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  public static var didBecomeVisibleNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIWindow.didBecomeVisibleNotification")
  }

  public static var didBecomeHiddenNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIWindow.didBecomeHiddenNotification")
  }

  public static var didBecomeKeyNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIWindow.didBecomeKeyNotification")
  }

  public static var didResignKeyNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UIWindow.didResignKeyNotification")
  }

  open var windowScene: UIWindowScene? {
    get { UnimplementedAPI.value(of: self, "UIWindow.windowScene", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIWindow.windowScene") }
  }

  open var canResizeToFitContent: Bool {
    get { UnimplementedAPI.value(of: self, "UIWindow.canResizeToFitContent", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIWindow.canResizeToFitContent") }
  }

  open var canBecomeKey: Bool { false }

  open func becomeKey() {
    UnimplementedAPI.use("UIWindow.becomeKey()", by: self);
  }

  open func resignKey() {
    UnimplementedAPI.use("UIWindow.resignKey()", by: self);
  }

  open func sendEvent(_ event: UIEvent) {
    UnimplementedAPI.use("UIWindow.sendEvent(_:)", by: self);
  }
  // facade-inventory:end
}
