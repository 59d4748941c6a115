import Foundation

/// An object that takes part in event handling, as `UIResponder`: the base of `UIView`.
///
/// Easel renders still images, so there are no events; the API exists so code written for
/// iOS compiles, and first-responder requests are refused.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// The next responder (the superview, for views).
  open var next: UIResponder? { nil }

  /// Whether the object can become first responder (false: there is no keyboard here).
  open var canBecomeFirstResponder: Bool { false }

  /// Asks to become first responder; refused.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up first-responder status; always succeeds.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// Whether the object is first responder (never).
  open var isFirstResponder: Bool { false }

  /// Called after the object is loaded from a storyboard or nib, once every object and
  /// outlet is set, as on iOS.
  open func awakeFromNib() {}

  /// Called at design time only (by the interface layer, never at run time) so the object
  /// can fill itself with sample content for Interface Builder.
  open func prepareForInterfaceBuilder() {}
}

/// A screen, as `UIScreen`: size and scale come from the current resource environment.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen the current render is for.
  public static var main: UIScreen { UIScreen() }

  /// The screen's size in points.
  public var bounds: CGRect { ResourceEnvironment.current.screenBounds }

  /// Pixels per point (the environment's display scale, or 1).
  public var scale: CGFloat {
    let s = ResourceEnvironment.current.traitCollection.displayScale
    return s > 0 ? s : 1
  }

  /// The native scale (the same as `scale`).
  public var nativeScale: CGFloat { scale }

  /// The screen's traits.
  public var traitCollection: UITraitCollection { ResourceEnvironment.current.traitCollection }
}
