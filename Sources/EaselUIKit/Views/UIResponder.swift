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

  /// The nearest undo manager up the responder chain, as `UIResponder.undoManager`.
  ///
  /// Differs from UIKit: none (a render has no window to own one).
  open var undoManager: UndoManager? { next?.undoManager }

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

  /// The view shown instead of the keyboard while the object is first responder (none).
  open var inputView: UIView? { nil }

  /// The view shown above the keyboard while the object is first responder (none).
  open var inputAccessoryView: UIView? { nil }

  /// Reloads the input views (nothing is shown: there is no keyboard here).
  open func reloadInputViews() {}

  /// Called after the object is loaded from a storyboard or nib, once every object and
  /// outlet is set, as on iOS.
  open func awakeFromNib() {}

  /// Called at design time only (by the interface layer, never at run time) so the object
  /// can fill itself with sample content for Interface Builder.
  open func prepareForInterfaceBuilder() {}

  // Objective-C gives a root class's instance methods to its metaclass too, so on iOS
  // `override class func awakeFromNib()` compiles (and is never called): the same here.

  /// The class-level twin of `awakeFromNib()` (never called, as on iOS).
  open class func awakeFromNib() {}

  /// The class-level twin of `prepareForInterfaceBuilder()` (never called, as on iOS).
  open class func prepareForInterfaceBuilder() {}

  // MARK: Events (never sent in a render; see Events/UITouch.swift)

  /// Touches began; the default passes them to the next responder.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  /// Touches moved; the default passes them to the next responder.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  /// Touches ended; the default passes them to the next responder.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  /// Touches were cancelled; the default passes them to the next responder.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
  /// A motion (shake) began (never, here).
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// A motion ended (never, here).
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// A motion was cancelled (never, here).
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// Presses began (never, here).
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Presses ended (never, here).
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Told of a change of a key path it observes (`NSObject.addObserver(_:forKeyPath:
  /// options:context:)`); declared here, on UIKit's root class, so that views override it.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  /// Whether the responder can perform `action` (false: there is no edit menu).
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
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
    let s = ResourceEnvironment.currentTraits.displayScale
    return s > 0 ? s : 1
  }

  /// The native scale (the same as `scale`).
  public var nativeScale: CGFloat { scale }

  /// The screen's traits.
  public var traitCollection: UITraitCollection { ResourceEnvironment.currentTraits }
}
