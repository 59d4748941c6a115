import Foundation

extension UIControl {
  /// Sends the actions for `controlEvents`.
  ///
  /// Differs from UIKit: there is no Objective-C runtime to call a `Selector` with, so the
  /// actions are not performed; the request is recorded in `sentControlEvents` (COVERAGE.md).
  public func sendActions(for controlEvents: Event) {
    sentControlEvents.append(controlEvents)
  }

  /// Sends `action` to `target` (not performed; see `sendActions(for:)`).
  public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}

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
