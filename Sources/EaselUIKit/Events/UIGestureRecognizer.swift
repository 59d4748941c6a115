import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A recognizer of touch gestures, as `UIGestureRecognizer`.
///
/// Differs from UIKit: a still render has no touches, so a recognizer never leaves
/// `.possible` by itself and never sends its actions; targets, actions and settings are
/// stored and can be read back (COVERAGE.md).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// Called after the object is loaded from a document; every object has it on iOS (Objective-C's
  /// `NSObject(UINibLoadingAdditions)`), so subclasses override it.
  open func awakeFromNib() {}
  /// Called when Interface Builder (here, Easel) prepares the object for display.
  open func prepareForInterfaceBuilder() {}

  /// A recognizer's state, as `UIGestureRecognizer.State`.
  public enum State: Int, Sendable, Hashable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture was recognized (the same value as `.ended`).
    public static var recognized: State { .ended }
  }

  /// A recorded target-action pair.
  public struct TargetAction {
    /// The target, weakly held as on iOS.
    public weak var target: AnyObject?
    /// The action.
    public let action: Selector
  }

  /// The recorded target-action pairs.
  public private(set) var targetActions: [TargetAction] = []
  /// The state (set by subclasses; `.possible` in a render).
  open var state: State = .possible
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// The delegate.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer is enabled.
  open var isEnabled = true
  /// Whether recognized touches are cancelled in the view.
  open var cancelsTouchesInView = true
  /// Whether touches are held back from the view until recognition fails.
  open var delaysTouchesBegan = false
  /// Whether touch ends are held back from the view until recognition fails.
  open var delaysTouchesEnded = true
  /// Whether the recognizer ignores touches its gesture does not use.
  open var requiresExclusiveTouchType = true
  /// The touch types it reads, as raw `UITouch.TouchType` values.
  open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3]
  /// A name for debugging.
  open var name: String?
  /// The recognizers that must fail first.
  public private(set) var requiredToFail: [UIGestureRecognizer] = []
  /// The touches the recognizer is following (Easel's; empty in a render).
  var trackedTouches: [UITouch] = []

  /// Creates a recognizer sending `action` to `target`.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no target.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// Creates a recognizer from an archive, as a document does (no target; the document
  /// reader connects actions itself).
  public init?(coder: NSCoder) { super.init() }

  /// Records another target and action.
  open func addTarget(_ target: Any, action: Selector) {
    targetActions.append(TargetAction(target: target as AnyObject, action: action))
  }

  /// Forgets matching target-action pairs (nil matches all).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let t = target.map { $0 as AnyObject }
    targetActions.removeAll {
      (t == nil || $0.target === t) && (action == nil || $0.action == action)
    }
  }

  /// Makes recognition wait for `otherGestureRecognizer` to fail.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(otherGestureRecognizer)
  }

  /// The centroid of the tracked touches in `view` (its own view's origin when none).
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else {
      guard let own = self.view, let view, own !== view else { return .zero }
      return own.convert(CGPoint.zero, to: view)
    }
    let points = trackedTouches.map { $0.location(in: view) }
    let n = CGFloat(points.count)
    return CGPoint(
      x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
  }

  /// The location of touch `touchIndex` in `view`.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    trackedTouches.indices.contains(touchIndex)
      ? trackedTouches[touchIndex].location(in: view) : .zero
  }

  /// How many touches are tracked.
  open var numberOfTouches: Int { trackedTouches.count }

  /// Returns the recognizer to `.possible` (subclasses clear their values).
  open func reset() {
    state = .possible
    trackedTouches = []
  }

  /// Whether this recognizer can stop `preventedGestureRecognizer` (true).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer` can stop this one (true).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Touch handling for subclasses (never called in a render).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touch handling for subclasses (never called in a render).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touch handling for subclasses (never called in a render).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touch handling for subclasses (never called in a render).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var allowedPressTypes: [NSNumber] {
    get { UnimplementedAPI.value(of: self, "UIGestureRecognizer.allowedPressTypes", default: []) }
    set { UnimplementedAPI.set(newValue, of: self, "UIGestureRecognizer.allowedPressTypes") }
  }

  open var modifierFlags: UIKeyModifierFlags { [] }

  open var buttonMask: UIEvent.ButtonMask { [] }

  open func ignore(_ touch: UITouch, for event: UIEvent) {
    UnimplementedAPI.use("UIGestureRecognizer.ignore(_:for:)", by: self);
  }

  open func ignore(_ button: UIPress, for event: UIPressesEvent) {
    UnimplementedAPI.use("UIGestureRecognizer.ignore(_:for:)", by: self);
  }

  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    UnimplementedAPI.use("UIGestureRecognizer.shouldRequireFailure(of:)", by: self); return false
  }

  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    UnimplementedAPI.use("UIGestureRecognizer.shouldBeRequiredToFail(by:)", by: self); return false
  }

  open func shouldReceive(_ event: UIEvent) -> Bool {
    UnimplementedAPI.use("UIGestureRecognizer.shouldReceive(_:)", by: self); return false
  }

  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
    UnimplementedAPI.use("UIGestureRecognizer.touchesEstimatedPropertiesUpdated(_:)", by: self);
  }

  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
    UnimplementedAPI.use("UIGestureRecognizer.pressesBegan(_:with:)", by: self);
  }

  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {
    UnimplementedAPI.use("UIGestureRecognizer.pressesChanged(_:with:)", by: self);
  }

  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
    UnimplementedAPI.use("UIGestureRecognizer.pressesEnded(_:with:)", by: self);
  }

  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
    UnimplementedAPI.use("UIGestureRecognizer.pressesCancelled(_:with:)", by: self);
  }
  // facade-inventory:end
}

/// A gesture recognizer's delegate, as `UIGestureRecognizerDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the recognizer may begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether two recognizers may recognize together.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer must wait for another to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether another recognizer must wait for this one to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer receives `touch`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Default: yes.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// Default: no.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Default: no.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Default: no.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Default: yes.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
}

extension UIView {
  static let gestureKey = ExtensionKey()

}
