import Foundation

// An object Objective-C stores where a narrower class of the project is declared, unchecked:
// `self.content = [nib instantiateWithOwner:self options:nil].firstObject;` into a
// `@property ContentView *content` keeps the plain `UIView` the nib holds, and only a message
// the `UIView` does not answer fails, as an unrecognized selector. Swift holds no `UIView` in a
// `ContentView` variable, where a cast would trap at the assignment.
//
// Design note: the object is kept as it is (`unsafeBitCast`), its static type the project's
// class. A member the framework class declares (`frame`, `addSubview(_:)`, and the project's
// overrides of them, which share its slots) runs the object's own, as Objective-C's dispatch
// does. A member only the project's class declares has no slot in the object's class: the
// translation sends it through `receiver(_:answering:declaredBy:)`, which checks the object's
// class first and raises as Objective-C's runtime does, never reading memory the object has
// not got.

/// Objects the translation stores unchecked where a project class is declared.
public enum ObjCUncheckedObject {
  /// `value` as a `T`: itself when it is one; an object of `base`, the framework class `T`
  /// descends from, that is not a `T`, as it is (`unsafeBitCast`); nil for nil.
  ///
  /// Differs from iOS: an object of another class than `base` (a string where a view class
  /// is declared) is nil, whose messages do nothing, where Objective-C keeps it. An object
  /// stored so is never freed: Swift frees a property of its own class's type (`Card *content`
  /// of a `Card`) as if it were one, reading that class's properties from an object that has
  /// not got them (the iterative release of a linked list's nodes), so it is kept alive.
  public static func stored<T: AnyObject, Base: AnyObject>(
    _ value: Any?, as type: T.Type, within base: Base.Type
  ) -> T? {
    guard let value else { return nil }
    if let same = value as? T { return same }
    guard let object = value as? Base else { return nil }
    _ = Unmanaged.passRetained(object)
    return unsafeBitCast(object, to: T.self)
  }

  /// `object`, which is sent `selector`, a member the project's class `owner` declares and the
  /// framework's does not: itself when it is an `owner`, else the "unrecognized selector sent
  /// to instance" exception, naming its class.
  public static func receiver<T: AnyObject>(
    _ object: T, answering selector: String, declaredBy owner: AnyClass
  ) -> T {
    let dynamic: AnyClass = Swift.type(of: object as AnyObject)
    if isClass(dynamic, descendingFrom: owner) { return object }
    ObjCRuntime.messageFailed(
      selector, receiver: "\(dynamic)",
      ObjCMessageError.unrecognizedSelector(
        selector: selector, receiver: "\(dynamic)", isClass: false))
  }

  /// `receiver(_:answering:declaredBy:)` of an object that may be nil, which answers every
  /// message as nil.
  public static func receiver<T: AnyObject>(
    _ object: T?, answering selector: String, declaredBy owner: AnyClass
  ) -> T? {
    object.map { receiver($0, answering: selector, declaredBy: owner) }
  }

  /// Whether `cls` is `ancestor` or a subclass of it, walked from the object's own class (not
  /// a cast, which the static type would answer).
  @inline(never)
  static func isClass(_ cls: AnyClass, descendingFrom ancestor: AnyClass) -> Bool {
    var current: AnyClass? = cls
    while let c = current {
      if ObjectIdentifier(c) == ObjectIdentifier(ancestor) { return true }
      current = _getSuperclass(c)
    }
    return false
  }
}
