/// An Objective-C collection seen with other element types than it was given with: an
/// override's parameter declared `NSDictionary<NSString *, id> *` where the framework passes
/// `NSDictionary<NSKeyValueChangeKey, id> *`. Objective-C's element types are unchecked
/// annotations, so the elements are the same objects; Swift's are types, and the translation
/// rebinds the parameter to its own type through these, each element cast as Objective-C
/// leaves it (a typed string such as `NSKeyValueChangeKey` is its string, and back). An element
/// that is none of the new type is left out, as Swift cannot hold it.
public enum ObjCRetypedCollection {
  public static func retyped<K, V, NewK, NewV>(_ value: [K: V]?) -> [NewK: NewV]? {
    value.map { retyped($0) }
  }

  public static func retyped<K, V, NewK, NewV>(_ value: [K: V]) -> [NewK: NewV] {
    var result: [NewK: NewV] = [:]
    for (key, element) in value {
      guard let k = cast(key, to: NewK.self), let e = cast(element, to: NewV.self) else {
        continue
      }
      result[k] = e
    }
    return result
  }

  public static func retyped<E, NewE>(_ value: [E]?) -> [NewE]? {
    value.map { retyped($0) }
  }

  public static func retyped<E, NewE>(_ value: [E]) -> [NewE] {
    value.compactMap { cast($0, to: NewE.self) }
  }

  public static func retyped<E, NewE>(_ value: Set<E>?) -> Set<NewE>? {
    value.map { retyped($0) }
  }

  public static func retyped<E, NewE>(_ value: Set<E>) -> Set<NewE> {
    Set(value.compactMap { cast($0, to: NewE.self) })
  }

  /// `value` as a `T`: itself, its raw value (a typed string as its string), or the `T`
  /// whose raw value it is (a string as a typed string).
  static func cast<T>(_ value: Any, to: T.Type) -> T? {
    if let same = value as? T { return same }
    if let raw = (value as? any RawRepresentable)?.rawValue, let same = raw as? T { return same }
    if let type = T.self as? any RawRepresentable.Type, let made = make(type, from: value) {
      return made as? T
    }
    return nil
  }

  private static func make<R: RawRepresentable>(_ type: R.Type, from value: Any) -> R? {
    (value as? R.RawValue).flatMap(R.init(rawValue:))
  }
}
