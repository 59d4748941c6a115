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

// The Swift overlay's block-based observation (`observe(\.progress, options:) { … }`), with
// the same behaviour: `.initial` calls the handler at once with the current value; later
// changes are not observed.

/// A change sent to a block observer, as `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  /// What kind of change it is.
  public let kind: Kind
  /// The value after the change, when `.new` was asked for.
  public let newValue: Value?
  /// The value before the change, when `.old` was asked for (nil for `.initial`).
  public let oldValue: Value?
  /// The indexes of a to-many change.
  public let indexes: IndexSet?
  /// Whether it is sent before the change (`.prior`).
  public let isPrior: Bool
}

/// A block observation, as `NSKeyValueObservation`: kept to keep observing, invalidated
/// (or released) to stop.
open class NSKeyValueObservation: NSObject {
  private(set) var isValid = true

  /// Stops the observation.
  open func invalidate() { isValid = false }
}

/// The types that observe by key paths, as the overlay's `_KeyValueCodingAndObserving`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes `keyPath`; with `.initial` the handler is called at once with the current
  /// value (see the note above on later changes).
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
          oldValue: nil, indexes: nil, isPrior: false))
    }
    return NSKeyValueObservation()
  }

  /// Announces a change of `keyPath` (observers are not notified; see the note above).
  public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {}

  /// Announces the end of a change of `keyPath`.
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {}
}
