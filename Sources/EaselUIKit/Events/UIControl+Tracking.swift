import Foundation

extension UIControl {
  /// Sends the actions of every target–action pair whose events meet `controlEvents`, in
  /// the order they were added, through Easel's Objective-C runtime: an action taking one
  /// argument gets the control, one taking two the control and the event (`nil`: no touch
  /// caused it). The request is also recorded in `sentControlEvents`.
  ///
  /// Differs from UIKit: a pair with no target (the responder chain's first responder) is
  /// not sent; nothing in a still render is first responder.
  public func sendActions(for controlEvents: Event) {
    sentControlEvents.append(controlEvents)
    for pair in targetActions where !pair.events.intersection(controlEvents).isEmpty {
      guard let target = pair.target else { continue }
      sendAction(pair.action, to: target, for: nil)
    }
  }

  /// Sends `action` to `target` with the control and `event` as its arguments (as many as
  /// the action takes); a `nil` target is not sent (see `sendActions(for:)`).
  public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    guard let target else { return }
    ObjCRuntime.shared.deliver(action.name, to: target as AnyObject, [self, event])
  }

  /// The events sent with `sendActions(for:)`, oldest first (Easel's, for tests).
  public internal(set) var sentControlEvents: [Event] {
    get { extensionValue(self, UIControlTrackingKeys.sent) ?? [] }
    set { setExtensionValue(self, UIControlTrackingKeys.sent, newValue) }
  }

  /// The targets of the recorded target-action pairs (objects that are not `NSObject`s are
  /// represented by their `ObjectIdentifier`).
  public var allTargets: Set<AnyHashable> {
    Set(
      targetActions.compactMap { pair -> AnyHashable? in
        guard let target = pair.target else { return nil }
        return (target as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(target))
      })
  }

  /// The union of the events of every recorded pair.
  public var allControlEvents: Event {
    targetActions.reduce(Event()) { $0.union($1.events) }
  }

  /// The action names recorded for `target` and `controlEvent`, as strings.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let t = target.map { $0 as AnyObject }
    let names = targetActions.filter {
      (t == nil || $0.target === t) && !$0.events.intersection(controlEvent).isEmpty
    }.map(\.action.name)
    return names.isEmpty ? nil : names
  }
}

enum UIControlTrackingKeys {
  static let sent = ExtensionKey()
}
