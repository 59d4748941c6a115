import Foundation

// An Objective-C initializer may return another object than the one allocated
// (`self = [[NSBundle mainBundle] loadNibNamed:… owner:nil options:nil].firstObject; return
// self;`, a view that is its own nib's root): whoever sent `alloc`/`init…` gets that object.
// Swift's initializer initializes `self` and cannot return another, so the translated
// Objective-C (docs/objc.md) records the replacement against the allocated object, and the
// initializer's callers take it in its place: translated `[[X alloc] init…]`, and Easel's
// object builder, which makes designables with `init(frame:)` and decodes documents with
// `init(coder:)` as UIKit does.

/// The objects whose translated Objective-C initializer replaced `self` with another object.
public enum ObjCInitializerReplacement {
  /// The associated-object key the replacement is kept under.
  private static let key = UInt(
    bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

  /// Records `replacement` as what `allocated`'s initializer returns, and gives it back for
  /// the initializer's `self` from then on. A nil replacement (a nib that has no such object)
  /// is an initializer returning nil, marked as `ObjCInitializerFailure` marks one, at
  /// `location` (`MRCalendarItem.m:27:9`).
  public static func replace<T: AnyObject>(
    _ allocated: AnyObject, with replacement: T?, at location: String
  ) -> T? {
    AssociatedObjectTable.shared.set(
      allocated, key: key, replacement, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    if replacement == nil { ObjCInitializerFailure.record(allocated, at: location) }
    return replacement
  }

  /// What an initializer run on `object` so far has made of it: the replacement recorded
  /// for it if it is a `T` (a superclass's initializer, or one it delegated to with `[self
  /// init…]`, replaced it), else `object`.
  public static func current<T: AnyObject>(_ object: T) -> T {
    AssociatedObjectTable.shared.get(object, key: key) as? T ?? object
  }

  /// The object an initializer call gave: the replacement its initializer recorded for
  /// `object` (the record removed, as the caller now holds it), else `object`.
  public static func take<T: AnyObject>(_ object: T) -> T {
    guard let replacement = AssociatedObjectTable.shared.get(object, key: key) else {
      return object
    }
    AssociatedObjectTable.shared.set(
      object, key: key, nil, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return replacement as? T ?? object
  }
}
