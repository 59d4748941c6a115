import Foundation

// The formatters' `formatterBehavior`, which Linux's Foundation lacks. iOS has one behaviour,
// macOS 10.4's, whatever is set (the 10.0 style is macOS-only); Linux's ICU formatters behave
// so too. The property keeps what was set, as iOS's does, and changes nothing: as on iOS.

/// The behaviour new formatters of each class start with, as `setDefaultFormatterBehavior(_:)`
/// left it.
private final class DefaultFormatterBehaviors: @unchecked Sendable {
  static let shared = DefaultFormatterBehaviors()
  private let lock = NSLock()
  private var number = NumberFormatter.Behavior.behavior10_4
  private var date = DateFormatter.Behavior.behavior10_4

  var numberBehavior: NumberFormatter.Behavior {
    get { lock.withLock { number } }
    set { lock.withLock { number = newValue } }
  }

  var dateBehavior: DateFormatter.Behavior {
    get { lock.withLock { date } }
    set { lock.withLock { date = newValue } }
  }
}

private let numberBehaviorKey = ExtensionKey()
private let dateBehaviorKey = ExtensionKey()

extension NumberFormatter {
  /// The formatter's behaviour: the class's default (`.behavior10_4`, iOS's only one) until
  /// set, then what was set. Every behaviour formats as macOS 10.4's, as on iOS.
  public var formatterBehavior: NumberFormatter.Behavior {
    get {
      extensionValue(self, numberBehaviorKey) ?? NumberFormatter.defaultFormatterBehavior()
    }
    set { setExtensionValue(self, numberBehaviorKey, newValue) }
  }

  /// The behaviour a formatter has until its own is set.
  public class func defaultFormatterBehavior() -> NumberFormatter.Behavior {
    DefaultFormatterBehaviors.shared.numberBehavior
  }

  /// Sets the behaviour a formatter has until its own is set.
  public class func setDefaultFormatterBehavior(_ behavior: NumberFormatter.Behavior) {
    DefaultFormatterBehaviors.shared.numberBehavior = behavior
  }
}

extension DateFormatter {
  /// The formatter's behaviour: the class's default (`.behavior10_4`, iOS's only one) until
  /// set, then what was set. Every behaviour formats as macOS 10.4's, as on iOS.
  public var formatterBehavior: DateFormatter.Behavior {
    get { extensionValue(self, dateBehaviorKey) ?? DateFormatter.defaultFormatterBehavior }
    set { setExtensionValue(self, dateBehaviorKey, newValue) }
  }

  /// The behaviour a formatter has until its own is set.
  public class var defaultFormatterBehavior: DateFormatter.Behavior {
    get { DefaultFormatterBehaviors.shared.dateBehavior }
    set { DefaultFormatterBehaviors.shared.dateBehavior = newValue }
  }
}
