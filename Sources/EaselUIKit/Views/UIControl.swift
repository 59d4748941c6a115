import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A method name, standing in for Objective-C's `Selector` (there is no Objective-C runtime
/// on Linux, so `#selector(...)` does not compile; write `Selector("tapped:")`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method name.
  public let name: String
  /// Creates a selector from a method name.
  public init(_ name: String) { self.name = name }
  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) { name = value }
  /// The method name.
  public var description: String { name }
}

/// A view that sends actions in response to events, as `UIControl`.
///
/// Differs from UIKit: there are no events; targets and actions are recorded (and can be
/// read back) but never sent (COVERAGE.md).
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The states a control can be in, as `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Normal.
    public static let normal = State([])
    /// Highlighted.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// Application.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Reserved.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Events a control sends actions for, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates an event set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Touch down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// Touch down repeat.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// Touch drag inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// Touch drag outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// Touch drag enter.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// Touch drag exit.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// Touch up inside.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// Touch up outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// Touch cancel.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// Value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// Primary action triggered.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing did begin.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// Editing changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing did end.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing did end on exit.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// All editing events.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// All events.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content sits horizontally, as `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
    case center, left, right, fill, leading, trailing
  }

  /// How content sits vertically, as `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable, Hashable {
    case center, top, bottom, fill
  }

  /// A recorded target-action pair.
  public struct TargetAction {
    /// The target, weakly held as on iOS.
    public weak var target: AnyObject?
    /// The action.
    public let action: Selector
    /// The events.
    public let events: Event
  }

  /// Whether the control is enabled (disabled controls draw dimmed).
  open var isEnabled = true { didSet { stateDidChange() } }
  /// Whether the control is selected.
  open var isSelected = false { didSet { stateDidChange() } }
  /// Whether the control is highlighted (touched).
  open var isHighlighted = false { didSet { stateDidChange() } }
  /// How content sits horizontally.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// How content sits vertically.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// The recorded target-action pairs.
  public private(set) var targetActions: [TargetAction] = []

  /// The state, from `isEnabled`, `isSelected` and `isHighlighted`.
  open var state: State {
    var s = State.normal
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    if isHighlighted { s.insert(.highlighted) }
    return s
  }

  /// The horizontal alignment with leading/trailing resolved by the control's
  /// `effectiveUserInterfaceLayoutDirection`: leading is the right in a right-to-left one.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// Records a target and action for events (never sent: there are no events).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append(
      TargetAction(target: target.map { $0 as AnyObject }, action: action, events: controlEvents))
  }

  /// Forgets matching target-action pairs.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let t = target.map { $0 as AnyObject }
    targetActions.removeAll {
      (t == nil || $0.target === t) && (action == nil || $0.action == action)
        && !$0.events.intersection(controlEvents).isEmpty
    }
  }

  // MARK: Tracking (never driven in a render; see Events/UIControl+Tracking.swift)

  /// Whether the control is tracking a touch.
  open internal(set) var isTracking = false
  /// Whether the tracked touch is inside the bounds.
  open internal(set) var isTouchInside = false

  /// A touch entered the control; return whether to keep tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch moved; return whether to keep tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch ended.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Tracking was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  /// Called when `state` changes; subclasses redraw.
  func stateDidChange() {
    setNeedsDisplay()
    setNeedsLayout()
    resolveOwnTraitDependentColors()
  }

  /// Sends the actions of every target–action pair whose events meet `controlEvents`, in
  /// the order they were added, through Easel's Objective-C runtime: an action taking one
  /// argument gets the control, one taking two the control and the event (`nil`: no touch
  /// caused it). The request is also recorded in `sentControlEvents`.
  ///
  /// Differs from UIKit: a pair with no target (the responder chain's first responder) is
  /// not sent; nothing in a still render is first responder.
  open func sendActions(for controlEvents: Event) {
    sentControlEvents.append(controlEvents)
    for pair in targetActions where !pair.events.intersection(controlEvents).isEmpty {
      guard let target = pair.target else { continue }
      sendAction(pair.action, to: target, for: nil)
    }
  }

  /// Sends `action` to `target` with the control and `event` as its arguments (as many as
  /// the action takes); a `nil` target is not sent (see `sendActions(for:)`).
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    guard let target else { return }
    ObjCRuntime.shared.deliver(action.name, to: target as AnyObject, [self, event])
  }

  /// The targets of the recorded target-action pairs (objects that are not `NSObject`s are
  /// represented by their `ObjectIdentifier`).
  open var allTargets: Set<AnyHashable> {
    Set(
      targetActions.compactMap { pair -> AnyHashable? in
        guard let target = pair.target else { return nil }
        return (target as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(target))
      })
  }

  /// The union of the events of every recorded pair.
  open var allControlEvents: Event {
    targetActions.reduce(Event()) { $0.union($1.events) }
  }

  /// The action names recorded for `target` and `controlEvent`, as strings.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let t = target.map { $0 as AnyObject }
    let names = targetActions.filter {
      (t == nil || $0.target === t) && !$0.events.intersection(controlEvent).isEmpty
    }.map(\.action.name)
    return names.isEmpty ? nil : names
  }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    UnimplementedAPI.use("UIControl.addAction(_:for:)", by: self);
  }

  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    UnimplementedAPI.use("UIControl.removeAction(_:for:)", by: self);
  }

  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
    UnimplementedAPI.use("UIControl.removeAction(identifiedBy:for:)", by: self);
  }

  open func sendAction(_ action: UIAction) {
    UnimplementedAPI.use("UIControl.sendAction(_:)", by: self);
  }

  open var contextMenuInteraction: UIContextMenuInteraction? { nil }

  open var isContextMenuInteractionEnabled: Bool {
    get { UnimplementedAPI.value(of: self, "UIControl.isContextMenuInteractionEnabled", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIControl.isContextMenuInteractionEnabled") }
  }

  open var showsMenuAsPrimaryAction: Bool {
    get { UnimplementedAPI.value(of: self, "UIControl.showsMenuAsPrimaryAction", default: false) }
    set { UnimplementedAPI.set(newValue, of: self, "UIControl.showsMenuAsPrimaryAction") }
  }

  open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
    UnimplementedAPI.use("UIControl.menuAttachmentPoint(for:)", by: self); return .zero
  }

  open var toolTip: String? {
    get { UnimplementedAPI.value(of: self, "UIControl.toolTip", default: nil) }
    set { UnimplementedAPI.set(newValue, of: self, "UIControl.toolTip") }
  }

  open var toolTipInteraction: UIToolTipInteraction? { nil }

  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
    UnimplementedAPI.use("UIControl.contextMenuInteraction(_:configurationForMenuAtLocation:)", by: self); return nil
  }

  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
    UnimplementedAPI.use("UIControl.contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)", by: self); return nil
  }

  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
    UnimplementedAPI.use("UIControl.contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)", by: self); return nil
  }

  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
    UnimplementedAPI.use("UIControl.contextMenuInteraction(_:willDisplayMenuFor:animator:)", by: self);
  }

  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
    UnimplementedAPI.use("UIControl.contextMenuInteraction(_:willEndFor:animator:)", by: self);
  }

  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
    UnimplementedAPI.use("UIControl.contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)", by: self); return nil
  }

  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
    UnimplementedAPI.use("UIControl.contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:)", by: self); return nil
  }

  open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating) {
    UnimplementedAPI.use("UIControl.contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)", by: self);
  }
  // facade-inventory:end
}
