import Foundation

// Key-value observing as Foundation declares it on Apple's platforms (Linux's lacks it):
// the registration API, its options and change dictionary, so that views written for iOS
// (Charts observes its own `bounds` and `frame`) compile and run. An observer registered
// with `.initial` is sent the current value at once, as on iOS.
//
// Differs from UIKit: later changes are not observed. In a still render no property changes
// after the designable is set up unless its own code changes it, and then it usually
// updates itself directly; COVERAGE.md lists this.

/// What an observation is sent, as `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change dictionary has the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change dictionary has the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// A notification is sent at once, on registering.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// A notification is also sent before each change.
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change, as `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

/// A key of the change dictionary, as `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The kind of change (an `NSKeyValueChange` raw value).
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// The new value.
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The old value.
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// The indexes of a to-many change.
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  /// Whether the notification is sent before the change.
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

extension NSObject {
  /// Registers `observer` for changes of `keyPath`; with `.initial`, it is sent the current
  /// value at once (see the note above on later changes).
  @preconcurrency @MainActor
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    guard options.contains(.initial), let receiver = observer as? UIResponder else { return }
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
    if options.contains(.new) { change[.newKey] = value(forKeyPath: keyPath) ?? NSNull() }
    receiver.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
  }

  /// Unregisters `observer` for `keyPath`.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}

  /// Unregisters `observer` for `keyPath` and `context`.
  public func removeObserver(
    _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {}

  /// Announces a change of `key` (observers are not notified; see the note above).
  public func willChangeValue(forKey key: String) {}

  /// Announces the end of a change of `key`.
  public func didChangeValue(forKey key: String) {}
}
