import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

  /// Called by nib loading right after `init(coder:)` decoded the object: what it returns
  /// takes the decoded object's place (its outlets, its superview's subview), nil leaves none.
  /// Returns `self`. Differs from UIKit: `NSObject` declares it (`NSCoderMethods`), which
  /// Linux's Foundation does not; here the objects nib loading makes, views, have it.
  open func awakeAfter(using coder: NSCoder) -> Any? { self }

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

  /// Restores the responder's state from a user activity (`UIUserActivityRestoring`): as
  /// UIKit's, it does nothing unless a subclass overrides it (nothing hands one over here).
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var canResignFirstResponder: Bool { false }

  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
    UnimplementedAPI.use("UIResponder.touchesEstimatedPropertiesUpdated(_:)", by: self);
  }

  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    UnimplementedAPI.use("UIResponder.pressesChanged(_:with:)", by: self);
  }

  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    UnimplementedAPI.use("UIResponder.pressesCancelled(_:with:)", by: self);
  }

  open func remoteControlReceived(with event: UIEvent?) {
    UnimplementedAPI.use("UIResponder.remoteControlReceived(with:)", by: self);
  }

  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    UnimplementedAPI.use("UIResponder.target(forAction:withSender:)", by: self); return nil
  }

  open func buildMenu(with builder: any UIMenuBuilder) {
    UnimplementedAPI.use("UIResponder.buildMenu(with:)", by: self);
  }

  open func validate(_ command: UICommand) {
    UnimplementedAPI.use("UIResponder.validate(_:)", by: self);
  }

  open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .none }

  open var keyCommands: [UIKeyCommand]? { nil }

  open var inputAssistantItem: UITextInputAssistantItem { UnimplementedAPI.object(of: self, "UIResponder.inputAssistantItem") { UITextInputAssistantItem() } }

  open var inputViewController: UIInputViewController? { nil }

  open var inputAccessoryViewController: UIInputViewController? { nil }

  open var textInputMode: UITextInputMode? { nil }

  open var textInputContextIdentifier: String? { nil }

  open class func clearTextInputContextIdentifier(_ identifier: String) {
    UnimplementedAPI.use("UIResponder.clearTextInputContextIdentifier(_:)", by: UIResponder.self);
  }

  open func captureTextFromCamera(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.captureTextFromCamera(_:)", by: self);
  }

  open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)? {
    get { UnimplementedAPI.value(of: self, "UIResponder.activityItemsConfiguration", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIResponder.activityItemsConfiguration") }
  }

  open func cut(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.cut(_:)", by: self);
  }

  open func copy(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.copy(_:)", by: self);
  }

  open func paste(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.paste(_:)", by: self);
  }

  open func pasteAndMatchStyle(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.pasteAndMatchStyle(_:)", by: self);
  }

  open func pasteAndGo(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.pasteAndGo(_:)", by: self);
  }

  open func pasteAndSearch(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.pasteAndSearch(_:)", by: self);
  }

  open func select(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.select(_:)", by: self);
  }

  open func selectAll(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.selectAll(_:)", by: self);
  }

  open func delete(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.delete(_:)", by: self);
  }

  open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.makeTextWritingDirectionLeftToRight(_:)", by: self);
  }

  open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.makeTextWritingDirectionRightToLeft(_:)", by: self);
  }

  open func toggleBoldface(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.toggleBoldface(_:)", by: self);
  }

  open func toggleItalics(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.toggleItalics(_:)", by: self);
  }

  open func toggleUnderline(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.toggleUnderline(_:)", by: self);
  }

  open func increaseSize(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.increaseSize(_:)", by: self);
  }

  open func decreaseSize(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.decreaseSize(_:)", by: self);
  }

  open func find(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.find(_:)", by: self);
  }

  open func findAndReplace(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.findAndReplace(_:)", by: self);
  }

  open func findNext(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.findNext(_:)", by: self);
  }

  open func findPrevious(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.findPrevious(_:)", by: self);
  }

  open func useSelectionForFind(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.useSelectionForFind(_:)", by: self);
  }

  open func updateTextAttributes(conversionHandler: ([NSAttributedString.Key : Any]) -> [NSAttributedString.Key : Any]) {
    UnimplementedAPI.use("UIResponder.updateTextAttributes(conversionHandler:)", by: self);
  }

  open func printContent(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.printContent(_:)", by: self);
  }

  open func rename(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.rename(_:)", by: self);
  }

  open func duplicate(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.duplicate(_:)", by: self);
  }

  open func move(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.move(_:)", by: self);
  }

  open func export(_ sender: Any?) {
    UnimplementedAPI.use("UIResponder.export(_:)", by: self);
  }

  open var pasteConfiguration: UIPasteConfiguration? {
    get { UnimplementedAPI.value(of: self, "UIResponder.pasteConfiguration", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIResponder.pasteConfiguration") }
  }
  // facade-inventory:end
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
