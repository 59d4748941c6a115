internal import EaselGraphics
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The object that draws a layer's content or lays out its sublayers, as `CALayerDelegate`.
///
/// A view is its layer's delegate. Differs from UIKit: `display(_:)` and
/// `action(for:forKey:)` are not part of the protocol (there are no animations and drawing
/// always goes through `draw(_:in:)`).
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
  /// Draws the layer's content into `ctx`, in the layer's bounds coordinates.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Lays out the layer's sublayers (a view calls `layoutSubviews()`).
  func layoutSublayers(of layer: CALayer)
  /// The action for a change of the layer's `event`, or nil to look further.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  /// Draws nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Lays out nothing.
  public func layoutSublayers(of layer: CALayer) {}
  /// No action of its own.
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// What runs when a layer's property changes, as Core Animation's `CAAction`. Differs from
/// Core Animation: a still render runs no action.
public protocol CAAction {
  /// Runs the action for `event` on `anObject`.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Does nothing: the "no action" action.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

extension CAAnimation: CAAction {
}

/// A rectangle of content in a tree, as Core Animation's `CALayer`.
///
/// Geometry is Core Animation's: `position` is where `anchorPoint` (a fraction of the
/// bounds) sits in the superlayer; `frame` is derived from `bounds`, `position`,
/// `anchorPoint` and `transform`. A still render draws the model values; nothing animates.
/// `LayerRenderer` composites the tree; see its notes for the drawing order.
@preconcurrency @MainActor
open class CALayer: NSObject {
  /// Called after the object is loaded from a document; every object has it on iOS (Objective-C's
  /// `NSObject(UINibLoadingAdditions)`), so subclasses override it.
  open func awakeFromNib() {}
  /// Called when Interface Builder (here, Easel) prepares the object for display.
  open func prepareForInterfaceBuilder() {}

  // MARK: Geometry storage

  /// The layer's rectangle in its superlayer's coordinates, derived from `bounds`,
  /// `position`, `anchorPoint` and `transform` (the bounding box when transformed).
  ///
  /// Setting it sets the bounds size and `position` so that the transformed bounds' box is
  /// the new frame, as Core Animation does: the size is the frame's taken back through the
  /// transform's linear part (a layer rotated by a quarter turn and then given a frame
  /// `w × h` gets bounds `h × w`), and `position` puts the box at the frame's origin. For
  /// rectilinear transforms (quarter turns, scales, flips) that box is the frame exactly;
  /// a singular transform keeps the bounds size.
  open var frame: CGRect {
    get { bounds.applying(toSuperlayer) }
    set {
      let t = CATransform3DGetAffineTransform(transform)
      let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
      if linear.isIdentity {
        bounds.size = newValue.size
        position = CGPoint(
          x: newValue.minX + anchorPoint.x * newValue.width - t.tx,
          y: newValue.minY + anchorPoint.y * newValue.height - t.ty)
        return
      }
      // A transform that flattens the layer onto a line (a quarter turn about an axis in its
      // plane, whose cosine is 6e-17 rather than 0) cannot be undone: the bounds keep their
      // size, as they would under an exact zero, rather than growing to 1e17 points.
      let determinant = t.a * t.d - t.b * t.c
      let scale = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
      if determinant.isFinite, abs(determinant) > 1e-12 * scale * scale {
        bounds.size = CGRect(origin: .zero, size: newValue.size).applying(linear.inverted()).size
      }
      // The bounds about the anchor point, transformed: where its box sits from `position`.
      let box = CGRect(
        x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
        width: bounds.width, height: bounds.height
      ).applying(t)
      position = CGPoint(x: newValue.minX - box.minX, y: newValue.minY - box.minY)
    }
  }

  /// The layer's own coordinate space: origin and size.
  open var bounds: CGRect = .zero {
    didSet {
      guard bounds != oldValue else { return }
      if bounds.size != oldValue.size {
        setNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
      }
      owningView?.layerBoundsDidChange(from: oldValue)
    }
  }
  /// Where the anchor point sits, in the superlayer's coordinates.
  open var position: CGPoint = .zero
  /// The point of the bounds that `position` refers to, as fractions (default 0.5, 0.5).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The position on the z axis: among siblings, larger values are drawn later (on top).
  open var zPosition: CGFloat = 0
  /// The layer's transform about its anchor point; perspective (`m34` with a turn out of
  /// the plane) is drawn by `LayerRenderer.compositeInPerspective`.
  ///
  /// Differs from UIKit: layers are not sorted by depth (COVERAGE.md).
  open var transform = CATransform3DIdentity
  /// The transform applied to the sublayers, about the anchor point, as
  /// `sublayerTransform`.
  ///
  /// One with depth or perspective is carried into each sublayer's 3D transform
  /// (`transformToSuperlayer3D`).
  open var sublayerTransform = CATransform3DIdentity
  /// The standard deviation, in points, of the blur applied to what is behind the layer
  /// before it draws (a `UIVisualEffectView`'s blur); 0 for none.
  var backdropBlurRadius: CGFloat = 0

  // MARK: Tree storage

  /// The layers drawn inside this one, back to front.
  var sublayerStorage: [CALayer] = []
  /// The layer this one is a sublayer of.
  open internal(set) weak var superlayer: CALayer?

  /// A layer whose alpha masks this layer's content.
  ///
  /// Differs from UIKit: a layer that is both a mask and in a layer tree (seed 004 adds
  /// its mask as a sublayer of another layer too) is kept in that tree's `sublayers` but
  /// not drawn there, which is how it looks on iOS.
  /// Its `superlayer` is this layer, as Core Animation gives a mask (the mask's geometry is
  /// in this layer's space): a mask sizing itself from `superlayer.bounds` (JCCloudProgressView's
  /// cloud shape) gets this layer's. A layer that is already another's sublayer keeps that one.
  open var mask: CALayer? {
    didSet {
      if oldValue !== mask {
        oldValue?.maskOwner = nil
        if let old = oldValue, old.superlayer === self,
          !sublayerStorage.contains(where: { $0 === old })
        {
          old.superlayer = nil
        }
      }
      mask?.maskOwner = self
      if let mask, mask.superlayer == nil { mask.superlayer = self }
    }
  }
  /// The layer this one masks, if any.
  weak var maskOwner: CALayer?

  // MARK: Appearance storage

  /// Whether sublayers and contents are clipped to the (rounded) bounds.
  open var masksToBounds = false
  /// An image drawn in the bounds: a `CGImage` (for example `UIImage.cgImage`).
  ///
  /// As on iOS, a `UIImage` itself (rather than its `cgImage`) draws nothing.
  open var contents: Any?
  /// How `contents` is placed in the bounds.
  @available(swift, introduced: 4.2)
  open var contentsGravity = CALayerContentsGravity.resize
  /// Pixels per point of `contents` (matters for the non-resizing gravities).
  open var contentsScale: CGFloat = 1
  /// The part of `contents` drawn, in unit coordinates.
  ///
  /// Differs from UIKit: stored only; the whole image is drawn (COVERAGE.md).
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The stretchable part of `contents`, in unit coordinates: when the gravity resizes the
  /// image, the parts outside it are caps drawn at their size (by `contentsScale`), as Core
  /// Animation draws it; the default, the whole image, scales it as a whole (see `NinePart`).
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The colour filled in the (rounded) bounds beneath the contents.
  open var backgroundColor: CGColor?
  /// The radius of the rounded corners of the background, border and (with
  /// `masksToBounds`) the clip.
  open var cornerRadius: CGFloat = 0
  /// Which corners `cornerRadius` rounds (default all four).
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The corner curve: circular arcs (the default) or `.continuous` corners, drawn as
  /// `UIBezierPath(roundedRect:cornerRadius:)` draws its corners.
  open var cornerCurve = CALayerCornerCurve.circular

  /// How far along each side a corner of `curve` reaches, in radii: 1 for circular corners,
  /// 1.52866483 for continuous ones (so a continuous corner needs that much more room).
  open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
    curve == .continuous ? continuousCornerReach : 1
  }
  /// The width of the border drawn inside the bounds, on top of everything.
  open var borderWidth: CGFloat = 0
  /// The border colour (default opaque black).
  open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The shadow colour (default opaque black).
  open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The shadow's opacity (default 0: no shadow).
  open var shadowOpacity: Float = 0
  /// The shadow's offset (default (0, -3): up, as on iOS).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (default 3).
  open var shadowRadius: CGFloat = 3
  /// The shape of the shadow, instead of the layer's alpha.
  ///
  /// Differs from UIKit: inside the path itself the shadow is drawn at full strength (it
  /// shows only where the layer's content does not cover the path).
  open var shadowPath: CGPath?
  /// The layer's opacity, multiplied into everything it draws.
  open var opacity: Float = 1
  /// Whether the layer and its sublayers are not drawn.
  open var isHidden = false
  /// A name for finding the layer and for descriptions.
  open var name: String?
  /// Whether the layer is drawn as a cached bitmap.
  ///
  /// A caching optimisation with no visible effect in a still render; stored only.
  open var shouldRasterize = false
  /// Whether drawing commands are queued and run in the background (an optimisation with
  /// no visible effect; stored only).
  open var drawsAsynchronously = false
  /// The scale of the cached bitmap; stored only (see `shouldRasterize`).
  open var rasterizationScale: CGFloat = 1
  /// Whether the layer's drawing (`draw(in:)`) goes into a backing store without an alpha
  /// channel, black where the drawing leaves it transparent, as Core Animation's; a layer's
  /// `contents` image keeps its alpha. A view's layer follows the view's `isOpaque`.
  open var isOpaque = false
  /// Whether `setNeedsDisplay()` is called when the bounds change size.
  open var needsDisplayOnBoundsChange = false
  /// The object that draws the content and lays out sublayers (a view, for its layer).
  open weak var delegate: CALayerDelegate?

  /// The view this is the layer of (Easel's link for bounds-change notifications).
  weak var owningView: UIView?

  // MARK: Display and layout state

  /// Whether `display()` must run before the next render.
  var needsDisplayFlag = false
  /// Whether `layoutSublayers()` must run before the next render.
  var needsLayoutFlag = true
  /// What `display()` recorded from `draw(in:)`, in bounds coordinates.
  var recordedContents: DisplayList?
  /// Whether `recordedContents` is a backing store's drawing: a view's `draw(_:)` drew (not
  /// only UIKit's own content), or a layer without a view drew itself.
  var drawsIntoBackingStore = false
  /// A colour `contents` is drawn in (its alpha kept), for template images in image views.
  var contentsTint: UIColor?
  /// Whether the edges and middle of `contentsCenter` are repeated rather than stretched
  /// (Easel's: a tiled resizable image in an image view).
  var contentsCenterTiles = false
  /// Animations added with `add(_:forKey:)`: kept, never run.
  var animationStore: [String: CAAnimation] = [:]

  /// Creates a layer with Core Animation's defaults.
  ///
  /// Differs from UIKit: `init()` is required, so that `UIView.layerClass` can make a layer
  /// of any subclass. Preparing a designable's sources writes a subclass's `override init()`
  /// as `required init()`, and gives a subclass with other designated initializers and no
  /// `init()` one that traps, as Swift's stub does on iOS if Core Animation calls it.
  public required override init() {
    super.init()
  }

  /// Creates a copy of another layer's model values, as Core Animation does for
  /// presentation layers.
  public init(layer: Any) {
    super.init()
    if let other = layer as? CALayer {
      copyModelValues(from: other)
      copyKeptValues(from: other, to: self)
    }
  }

  /// Creates a layer from an archive.
  ///
  /// Differs from UIKit: nothing is decoded; the layer has default values.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Copies every model value (not the tree) from `other`.
  func copyModelValues(from other: CALayer) {
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    zPosition = other.zPosition
    transform = other.transform
    sublayerTransform = other.sublayerTransform
    masksToBounds = other.masksToBounds
    contents = other.contents
    contentsGravity = other.contentsGravity
    contentsScale = other.contentsScale
    contentsRect = other.contentsRect
    contentsCenter = other.contentsCenter
    backgroundColor = other.backgroundColor
    cornerRadius = other.cornerRadius
    maskedCorners = other.maskedCorners
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    shadowColor = other.shadowColor
    shadowOpacity = other.shadowOpacity
    shadowOffset = other.shadowOffset
    shadowRadius = other.shadowRadius
    shadowPath = other.shadowPath
    opacity = other.opacity
    isHidden = other.isHidden
    name = other.name
  }

  // MARK: Display and layout

  /// Marks the layer as needing `display()` before the next render.
  open func setNeedsDisplay() { needsDisplayFlag = true }

  /// Whether `display()` must run before the next render.
  open func needsDisplay() -> Bool { needsDisplayFlag }

  /// Whether changing `key` needs a redisplay (false: Easel redraws only on request).
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// Marks the layer as needing display; Easel redraws the whole layer.
  open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

  /// Runs `display()` now if it is needed.
  open func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    display()
  }

  /// Draws the layer's content: records `draw(in:)` as the layer's content, in bounds
  /// coordinates. If nothing is drawn, `contents` is left to show, as for a view that does
  /// not override `draw(_:)` on iOS.
  open func display() {
    needsDisplayFlag = false
    let list = DisplayList()
    let ctx = CGContext(canvas: RecordingCanvas(recordingInto: list), bounds: bounds)
    drawsIntoBackingStore = owningView == nil
    draw(in: ctx)
    ctx.finish()
    recordedContents = list.isEmpty ? nil : list
  }

  /// Draws the content into `ctx`; the default asks the delegate.
  open func draw(in ctx: CGContext) {
    guard let delegate else { return }
    appDelegateCallout("draw(_:in:)", to: delegate) { delegate.draw(self, in: ctx) }
  }

  /// Draws the layer and its sublayers into `ctx`, as `CALayer.render(in:)`.
  open func render(in ctx: CGContext) {
    LayerRenderer().render(self, on: ctx.canvas)
  }

  /// Marks the layer as needing `layoutSublayers()` before the next render.
  open func setNeedsLayout() { needsLayoutFlag = true }

  /// Whether `layoutSublayers()` must run before the next render.
  open func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out this layer if needed, then its sublayers and its mask, top-down. A mask is
  /// part of the tree Core Animation lays out (a view whose layer masks another runs its
  /// `layoutSubviews()`, as a `UIView.mask` view does), though it is not a sublayer.
  open func layoutIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    for l in sublayerStorage { l.layoutIfNeeded() }
    mask?.layoutIfNeeded()
  }

  /// The actions for property changes, by key (stored: nothing animates in a still render).
  open var actions: [String: CAAction]?

  /// The action for a change of `event`: the delegate's, then `actions`' and the class's
  /// default, as Core Animation looks one up. Differs from Core Animation: nothing runs it.
  open func action(forKey event: String) -> CAAction? {
    if let delegate,
      let action = appDelegateCallout(
        "action(for:forKey:)", to: delegate, { delegate.action(for: self, forKey: event) })
    {
      return action
    }
    return actions?[event] ?? Self.defaultAction(forKey: event)
  }

  /// The class's default action for `event` (none).
  open class func defaultAction(forKey event: String) -> CAAction? { nil }

  /// Lays out sublayers; the default asks the delegate (a view runs `layoutSubviews()`).
  open func layoutSublayers() {
    guard let delegate else { return }
    appDelegateCallout("layoutSublayers(of:)", to: delegate) { delegate.layoutSublayers(of: self) }
  }

  /// Runs `body`, which calls `method` of the layer's delegate, as user code when the delegate
  /// is an object the app supplied; a view's own layer delegate is UIKit's, which runs its
  /// overrides as their own callbacks (`draw(_:)`, `layoutSubviews()`).
  private func appDelegateCallout<T>(
    _ method: String, to delegate: any CALayerDelegate, _ body: () -> T
  ) -> T {
    if delegate is UIView { return body() }
    return callOut(method, to: delegate, from: LayerRenderer.owningView(of: self), body)
  }

  /// The preferred size (the bounds size by default).
  open func preferredFrameSize() -> CGSize { bounds.size }

  /// Draws what a layer class draws by itself (a shape layer's path, a gradient, text),
  /// in bounds coordinates, above the background and contents. Nothing for a plain layer.
  func drawOwnContent(on canvas: Canvas) {}

  /// The default value of a property, as `CALayer.defaultValue(forKey:)`.
  open class func defaultValue(forKey key: String) -> Any? {
    switch key {
    case "anchorPoint": CGPoint(x: 0.5, y: 0.5)
    case "opacity": Float(1)
    case "shadowOffset": CGSize(width: 0, height: -3)
    case "shadowRadius": CGFloat(3)
    case "shadowOpacity": Float(0)
    default: nil
    }
  }

  /// The layer's start time (stored; time does not pass in a render).
  open var beginTime: CFTimeInterval {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }

  /// The layer's duration (stored).
  open var duration: CFTimeInterval {
    get { timing.duration }
    set { timing.duration = newValue }
  }

  /// The layer's time rate; 0 pauses its animations (stored: they never run here).
  open var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }

  /// The layer's time offset (stored).
  open var timeOffset: CFTimeInterval {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }

  /// The layer's repeat count (stored).
  open var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }

  /// The layer's repeat duration (stored).
  open var repeatDuration: CFTimeInterval {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }

  /// Whether the layer's time autoreverses (stored).
  open var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }

  /// The layer's fill mode (stored).
  @available(swift, introduced: 4.2)
  open var fillMode: CAMediaTimingFillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  /// Converts `t` from `l`'s time to this layer's: the same, as no layer's clock runs.
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }

  /// Converts `t` from this layer's time to `l`'s: the same.
  open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }

  /// The layers drawn inside this one, back to front (before `zPosition` sorting); nil
  /// when there are none, as on iOS. Setting it replaces them.
  open var sublayers: [CALayer]? {
    get { sublayerStorage.isEmpty ? nil : sublayerStorage }
    set {
      for l in sublayerStorage { l.superlayer = nil }
      sublayerStorage = []
      for l in newValue ?? [] { addSublayer(l) }
    }
  }

  /// Appends `layer` as the frontmost sublayer, moving it from any previous superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerStorage.count))
  }

  /// Inserts `layer` at `index` (clamped to the count), moving it from any previous superlayer.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self, !isDescendant(of: layer) else { return }
    if layer.superlayer === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }) {
      sublayerStorage.remove(at: old)
    } else {
      layer.removeFromSuperlayer()
    }
    let i = min(Int(index), sublayerStorage.count)
    sublayerStorage.insert(layer, at: i)
    layer.superlayer = self
    setNeedsLayout()
  }

  /// Inserts `layer` just below `sibling` (at the back if `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling, sibling !== layer else {
      insertSublayer(layer, at: 0)
      return
    }
    if layer.superlayer === self { sublayerStorage.removeAll { $0 === layer } }
    let i = sublayerStorage.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(i))
  }

  /// Inserts `layer` just above `sibling` (at the front if `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, sibling !== layer else {
      addSublayer(layer)
      return
    }
    if layer.superlayer === self { sublayerStorage.removeAll { $0 === layer } }
    let i = sublayerStorage.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayerStorage.count
    insertSublayer(layer, at: UInt32(i))
  }

  /// Replaces `old` with `new` in place.
  open func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard let i = sublayerStorage.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(i))
  }

  /// Detaches the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayerStorage.removeAll { $0 === self }
    superlayer = nil
  }

  /// The affine part of `transform`.
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

  /// Sets `transform` from an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// Converts a point from this layer's coordinates to `layer`'s (nil: the root's).
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    let toOther = layer.map { $0.toRoot.inverted() } ?? .identity
    return point.applying(toRoot).applying(toOther)
  }

  /// Converts a point from `layer`'s coordinates (nil: the root's) to this layer's.
  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    let fromOther = layer?.toRoot ?? .identity
    return point.applying(fromOther).applying(toRoot.inverted())
  }

  /// Converts a rectangle from this layer's coordinates to `layer`'s (the bounding box).
  open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    let toOther = layer.map { $0.toRoot.inverted() } ?? .identity
    return rect.applying(toRoot.concatenating(toOther))
  }

  /// Converts a rectangle from `layer`'s coordinates to this layer's (the bounding box).
  open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    let fromOther = layer?.toRoot ?? .identity
    return rect.applying(fromOther.concatenating(toRoot.inverted()))
  }

  /// Keeps `animation` under `key`; the animation is not run (the model value is drawn).
  open func add(_ animation: CAAnimation, forKey key: String?) {
    animationStore[key ?? "anim-\(animationStore.count)"] = animation
  }

  /// The animation kept under `key`.
  open func animation(forKey key: String) -> CAAnimation? { animationStore[key] }

  /// The keys of kept animations.
  open func animationKeys() -> [String]? {
    animationStore.isEmpty ? nil : animationStore.keys.sorted()
  }

  /// Forgets the animation under `key`.
  open func removeAnimation(forKey key: String) { animationStore[key] = nil }

  /// Forgets every animation.
  open func removeAllAnimations() { animationStore = [:] }

  /// The layer as shown on screen: the model layer itself, as nothing animates.
  open func presentation() -> Self? { self }

  /// The model layer: itself.
  open func model() -> Self { self }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func shouldArchiveValue(forKey key: String) -> Bool {
    UnimplementedAPI.use("CALayer.shouldArchiveValue(forKey:)", by: self); return false
  }

  open var anchorPointZ: CGFloat {
    get { UnimplementedAPI.value(of: self, "CALayer.anchorPointZ", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.anchorPointZ") }
  }

  open var isDoubleSided: Bool {
    get { UnimplementedAPI.value(of: self, "CALayer.isDoubleSided", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.isDoubleSided") }
  }

  open var isGeometryFlipped: Bool {
    get { UnimplementedAPI.value(of: self, "CALayer.isGeometryFlipped", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.isGeometryFlipped") }
  }

  open func contentsAreFlipped() -> Bool {
    UnimplementedAPI.use("CALayer.contentsAreFlipped()", by: self); return false
  }

  open func hitTest(_ p: CGPoint) -> CALayer? {
    UnimplementedAPI.use("CALayer.hitTest(_:)", by: self); return nil
  }

  open func contains(_ p: CGPoint) -> Bool {
    UnimplementedAPI.use("CALayer.contains(_:)", by: self); return false
  }

  @available(swift, introduced: 4.2)
  open var contentsFormat: CALayerContentsFormat {
    get {
      UnimplementedAPI.value(
        of: self, "CALayer.contentsFormat", default: CALayerContentsFormat(rawValue: ""))
    }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.contentsFormat") }
  }

  @available(swift, introduced: 4.2)
  open var minificationFilter: CALayerContentsFilter {
    get {
      UnimplementedAPI.value(
        of: self, "CALayer.minificationFilter", default: CALayerContentsFilter(rawValue: ""))
    }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.minificationFilter") }
  }

  @available(swift, introduced: 4.2)
  open var magnificationFilter: CALayerContentsFilter {
    get {
      UnimplementedAPI.value(
        of: self, "CALayer.magnificationFilter", default: CALayerContentsFilter(rawValue: ""))
    }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.magnificationFilter") }
  }

  open var minificationFilterBias: Float {
    get { UnimplementedAPI.value(of: self, "CALayer.minificationFilterBias", default: 0) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.minificationFilterBias") }
  }

  open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
    get { UnimplementedAPI.value(of: self, "CALayer.edgeAntialiasingMask", default: []) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.edgeAntialiasingMask") }
  }

  open var allowsEdgeAntialiasing: Bool {
    get { UnimplementedAPI.value(of: self, "CALayer.allowsEdgeAntialiasing", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.allowsEdgeAntialiasing") }
  }


  open var allowsGroupOpacity: Bool {
    get { UnimplementedAPI.value(of: self, "CALayer.allowsGroupOpacity", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.allowsGroupOpacity") }
  }

  open var compositingFilter: Any? {
    get { UnimplementedAPI.value(of: self, "CALayer.compositingFilter", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.compositingFilter") }
  }

  open var filters: [Any]? {
    get { UnimplementedAPI.value(of: self, "CALayer.filters", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.filters") }
  }

  open var backgroundFilters: [Any]? {
    get { UnimplementedAPI.value(of: self, "CALayer.backgroundFilters", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.backgroundFilters") }
  }

  open var style: [AnyHashable: Any]? {
    get { UnimplementedAPI.value(of: self, "CALayer.style", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "CALayer.style") }
  }

  open func scroll(_ p: CGPoint) {
    UnimplementedAPI.use("CALayer.scroll(_:)", by: self);
  }

  open func scrollRectToVisible(_ r: CGRect) {
    UnimplementedAPI.use("CALayer.scrollRectToVisible(_:)", by: self);
  }

  open var visibleRect: CGRect { .zero }
  // facade-inventory:end
}
