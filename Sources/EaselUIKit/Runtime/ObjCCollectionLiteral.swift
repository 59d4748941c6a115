import Foundation

/// The elements of Objective-C's collection literals (`@[a, b]`, `@{key: value}`) that may be
/// nil, as the translation passes them: Foundation refuses a nil element there and raises
/// `NSInvalidArgumentException`, which ends an iOS app too (`@{NSFontAttributeName: [UIFont
/// fontWithName:nil size:12]}`). The process ends with Foundation's reason, so the report says
/// why, where a plain unwrap said only that a value was nil.
public enum ObjCCollectionLiteral {
  /// The element at `index` of an array literal, unless it is nil.
  public static func element(_ value: Any?, at index: Int) -> Any {
    guard let value else {
      terminateWithUncaughtException(
        .invalidArgumentException,
        reason: "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil "
          + "object from objects[\(index)]")
    }
    return value
  }

  /// The value of the pair at `index` of a dictionary literal, unless it is nil.
  public static func value(_ value: Any?, at index: Int) -> Any {
    guard let value else {
      terminateWithUncaughtException(
        .invalidArgumentException,
        reason: "*** -[__NSPlaceholderDictionary initWithObjects:forKeys:count:]: attempt to "
          + "insert nil object from objects[\(index)]")
    }
    return value
  }
}
