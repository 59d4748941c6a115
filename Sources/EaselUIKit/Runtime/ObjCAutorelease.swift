/// An object a method returns at +0 (any method outside the `alloc`, `new`, `copy`,
/// `mutableCopy` and `init` families: `+[NSLayoutConstraint constraintWithItem:…]`), which
/// Objective-C's autorelease pool keeps alive until it drains, after the current turn of the
/// run loop. Stored only in a weak variable (`_constraint = [NSLayoutConstraint
/// constraintWithItem:…]; [NSLayoutConstraint activateConstraints:@[_constraint]];`), it is
/// still there on the next line on iOS; Swift releases it at once. The translation passes such
/// a result through `keep(_:)` where a weak variable or property takes it.
public enum ObjCAutorelease {
  /// `value`, kept alive until the agent's autorelease pool drains.
  public static func keep<T>(_ value: T) -> T {
    ObjCRuntime.shared.autorelease(value as AnyObject)
    return value
  }

  public static func keep<T>(_ value: T?) -> T? {
    if let value { ObjCRuntime.shared.autorelease(value as AnyObject) }
    return value
  }
}
