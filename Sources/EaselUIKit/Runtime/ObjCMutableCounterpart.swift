import Foundation

/// An object Objective-C gives where a Foundation class's mutable counterpart is declared
/// (`handler([parts copy])` for a block taking `NSMutableArray *`, `self.items = @[]` for an
/// `NSMutableArray *` property): C converts object pointers unchecked, so the object goes on
/// as it is, and only a mutating message to it raises. Swift holds no `NSArray` in an
/// `NSMutableArray` variable, where a cast would trap at the conversion.
public enum ObjCMutableCounterpart {
  /// `value` as an object of the mutable class `T`: itself when it is one; when it is an object
  /// of the immutable class `T` is the counterpart of (an `NSArray`, or the Swift array an
  /// `NSArray *` is translated to), what its `-mutableCopy` gives, which holds the same
  /// elements; nil for nil and for any other object.
  ///
  /// Differs from iOS: the object given is a mutable copy, not the immutable object itself,
  /// so a mutating message to it succeeds where Foundation's immutable object raises, and it
  /// is another object than the one given.
  public static func object<T: NSObject>(_ value: Any?, as type: T.Type) -> T? {
    guard let value else { return nil }
    if let same = value as? T { return same }
    // Swift's values bridge to the Foundation objects Objective-C holds.
    let object = bridges.lazy.compactMap { $0(value) }.first ?? (value as AnyObject)
    return (object as? NSMutableCopying)?.mutableCopy(with: nil) as? T
  }

  /// The Foundation objects Swift's values bridge to, by class.
  private static let bridges: [@Sendable (Any) -> AnyObject?] = [
    { $0 as? NSArray }, { $0 as? NSDictionary }, { $0 as? NSSet }, { $0 as? NSString },
    { $0 as? NSData }, { $0 as? NSIndexSet }, { $0 as? NSCharacterSet },
  ]
}
