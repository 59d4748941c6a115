import Foundation

// Foundation's key-value coding methods, which Linux's NSObject lacks. Keys the designables'
// own tables know (inspectables, `@objc` properties, `set<Key>:` methods: the table
// `ObjCRuntime.shared` has installed) and keys UIKit's runtime-attribute table knows
// (`KeyValueTable.uiKit`: `cornerRadius`, `textColor`, `layer.borderWidth`, …) read and write
// the property; any other key is kept with the object, as `CAAnimation` and `CALayer` keep
// arbitrary keys on iOS.

/// UIKit's runtime-attribute table, made once.
@MainActor let builtInKeys = KeyValueTable.uiKit
private let otherKeysKey = ExtensionKey()

/// A façade class whose keys key-value coding reaches through its own code first, as an
/// Objective-C class that overrides `valueForKey:` and `setValue:forKey:` does on iOS (Core
/// Image's filters keep their `input…` parameters and answer `outputImage` so).
package protocol KeyValueCodingOverriding: AnyObject {
  /// The value for `key`, or nil when the class leaves `key` to the usual look-up.
  func overridingValue(forKey key: String) -> Any??
  /// Sets `key`'s value and returns true, or returns false to leave it to the usual look-up.
  func overridingSetValue(_ value: Any?, forKey key: String) -> Bool
}

/// The values set under keys no table entry knows, and those of `@NSManaged` properties
/// (`ManagedProperties.swift`).
private final class OtherKeys {
  var values: [String: Any] = [:]
}

/// The value `object` keeps under `key`, set by key-value coding for a key no table entry
/// knows or by a managed property's setter.
func keptValue(of object: AnyObject, forKey key: String) -> Any? {
  let other: OtherKeys? = extensionValue(object, otherKeysKey)
  return other?.values[key]
}

/// Keeps `value` (nil removes it) with `object` under `key`.
func keepValue(_ value: Any?, of object: AnyObject, forKey key: String) {
  let other: OtherKeys
  if let o: OtherKeys = extensionValue(object, otherKeysKey) {
    other = o
  } else {
    other = OtherKeys()
    setExtensionValue(object, otherKeysKey, other)
  }
  other.values[key] = value
}

/// Gives `copy` every value `object` keeps under a key (`keepValue(_:of:forKey:)`), as
/// Core Animation's `-initWithLayer:` copies a layer's arbitrary keys and `@dynamic` properties.
func copyKeptValues(from object: AnyObject, to copy: AnyObject) {
  guard let other: OtherKeys = extensionValue(object, otherKeysKey), !other.values.isEmpty else {
    return
  }
  for (key, value) in other.values { keepValue(value, of: copy, forKey: key) }
}

// Disfavoured: where Linux's Foundation has its own (`NSDictionary.value(forKey:)`,
// `NSMutableDictionary.setValue(_:forKey:)`), a call picks that one, as it does on iOS.
extension NSObject {
  /// The value for `key`, as `value(forKey:)`.
  ///
  /// Differs from UIKit: only the keys of UIKit's runtime-attribute table reach properties;
  /// any other key gives back what `setValue(_:forKey:)` stored under it, or nil (never an
  /// undefined-key exception).
  @preconcurrency @MainActor
  @_disfavoredOverload
  public func value(forKey key: String) -> Any? {
    if let own = self as? any __EaselKVC_valueForKey_ { return own.__easelKVC_value(forKey: key) }
    return __easelKVCDefault_value(forKey: key)
  }

  /// NSObject's own `value(forKey:)`, which `[super valueForKey:]` reaches from a class that
  /// overrides it: a key no table knows gives `value(forUndefinedKey:)`.
  @preconcurrency @MainActor
  public func __easelKVCDefault_value(forKey key: String) -> Any? {
    if let own = self as? KeyValueCodingOverriding, let value = own.overridingValue(forKey: key) {
      return value
    }
    let designables = ObjCRuntime.shared.keyValueTable
    if designables.entry(for: self, key: key) == nil,
      let getter = designables.getterMethod(forKey: key, of: self),
      let gotten = try? [getter.invoke(self, [])]
    {
      // An enumeration or option set gives its raw value as a number, as Objective-C's does;
      // a value an inspectable can hold, as the inspectable gives it; any other object (an
      // array, a view, an object of the module's) as it is, as Foundation gives any object.
      let value = ObjCArguments.unwrapped(gotten[0])
      if let number = value.flatMap(ObjCArguments.enumerationNumber) { return number }
      if let v = InspectableValue(anyValue: value) { return v.anyValue }
      return value
    } else if designables.entry(for: self, key: key) != nil,
      let v = try? designables.value(forKeyPath: key, of: self)
    {
      return v.anyValue
    }
    if builtInKeys.entry(for: self, key: key) != nil,
      let v = try? builtInKeys.value(forKeyPath: key, of: self)
    {
      return v.anyValue
    }
    return value(forUndefinedKey: key)
  }

  /// The value for a key nothing else knows, as `value(forUndefinedKey:)`.
  ///
  /// Differs from Foundation: it gives back what `setValue(_:forUndefinedKey:)` stored under
  /// the key, or nil, never an undefined-key exception.
  @preconcurrency @MainActor
  @_disfavoredOverload
  public func value(forUndefinedKey key: String) -> Any? {
    if let own = self as? any __EaselKVC_valueForUndefinedKey_ {
      return own.__easelKVC_value(forUndefinedKey: key)
    }
    return __easelKVCDefault_value(forUndefinedKey: key)
  }

  /// NSObject's own `value(forUndefinedKey:)` (see there).
  @preconcurrency @MainActor
  public func __easelKVCDefault_value(forUndefinedKey key: String) -> Any? {
    keptValue(of: self, forKey: key)
  }

  /// Sets the value for `key`, as `setValue(_:forKey:)` (see `value(forKey:)`).
  @preconcurrency @MainActor
  @_disfavoredOverload
  public func setValue(_ value: Any?, forKey key: String) {
    if let own = self as? any __EaselKVC_setValue_forKey_ {
      own.__easelKVC_setValue(value, forKey: key)
      return
    }
    __easelKVCDefault_setValue(value, forKey: key)
  }

  /// NSObject's own `setValue(_:forKey:)`, which `[super setValue:forKey:]` reaches from a
  /// class that overrides it: a key no table knows goes to `setValue(_:forUndefinedKey:)`.
  @preconcurrency @MainActor
  public func __easelKVCDefault_setValue(_ value: Any?, forKey key: String) {
    if let own = self as? KeyValueCodingOverriding, own.overridingSetValue(value, forKey: key) {
      return
    }
    let designables = ObjCRuntime.shared.keyValueTable
    if let setter = designables.setterMethod(forKey: key, of: self),
      designables.entry(for: self, key: key) == nil
    {
      // A `set<Key>:` method takes the value as it is, whatever its type.
      do {
        if try setter.invoke(self, [value]) != nil { return }
      } catch ObjCMessageError.unnamedEnumerationValue(_, let enumeration, let number) {
        // iOS stores the number, which no case names; the Swift enumeration cannot hold it:
        // the property keeps its value, and the scene's report says so of the class.
        UnimplementedAPI.use(
          "key-value coding of \(number) for '\(key)', none of \(enumeration)'s cases",
          by: self)
        return
      } catch {}
    }
    if designables.canSet(key, of: self), let v = InspectableValue(anyValue: value),
      (try? designables.setValue(v, forKeyPath: key, of: self)) != nil
    {
      return
    }
    if builtInKeys.entry(for: self, key: key) != nil, let v = InspectableValue(anyValue: value),
      (try? builtInKeys.setValue(v, forKeyPath: key, of: self)) != nil
    {
      return
    }
    setValue(value, forUndefinedKey: key)
  }

  /// Sets the value for a key nothing else knows, as `setValue(_:forUndefinedKey:)`.
  ///
  /// Differs from Foundation: the value is kept with the object under the key (as
  /// `CALayer` keeps any key), never an undefined-key exception.
  @preconcurrency @MainActor
  @_disfavoredOverload
  public func setValue(_ value: Any?, forUndefinedKey key: String) {
    if let own = self as? any __EaselKVC_setValue_forUndefinedKey_ {
      own.__easelKVC_setValue(value, forUndefinedKey: key)
      return
    }
    __easelKVCDefault_setValue(value, forUndefinedKey: key)
  }

  /// NSObject's own `setValue(_:forUndefinedKey:)` (see there).
  @preconcurrency @MainActor
  public func __easelKVCDefault_setValue(_ value: Any?, forUndefinedKey key: String) {
    keepValue(value, of: self, forKey: key)
  }

  /// The value at a dotted key path, as `value(forKeyPath:)`: a path the table resolves
  /// (`layer.cornerRadius`), else each key but the last must give an object.
  @preconcurrency @MainActor
  @_disfavoredOverload
  public func value(forKeyPath keyPath: String) -> Any? {
    if let own = self as? any __EaselKVC_valueForKeyPath_ {
      return own.__easelKVC_value(forKeyPath: keyPath)
    }
    return __easelKVCDefault_value(forKeyPath: keyPath)
  }

  /// NSObject's own `value(forKeyPath:)`, which `[super valueForKeyPath:]` reaches.
  @preconcurrency @MainActor
  public func __easelKVCDefault_value(forKeyPath keyPath: String) -> Any? {
    if keyPath.contains("."), let v = try? builtInKeys.value(forKeyPath: keyPath, of: self) {
      return v.anyValue
    }
    let keys = keyPath.split(separator: ".").map(String.init)
    guard let last = keys.last else { return nil }
    var target: NSObject = self
    for key in keys.dropLast() {
      guard let next = target.value(forKey: key) as? NSObject else { return nil }
      target = next
    }
    return target.value(forKey: last)
  }

  /// Sets the value at a dotted key path, as `setValue(_:forKeyPath:)`; nothing happens
  /// when a key on the way gives no object.
  @preconcurrency @MainActor
  @_disfavoredOverload
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if let own = self as? any __EaselKVC_setValue_forKeyPath_ {
      own.__easelKVC_setValue(value, forKeyPath: keyPath)
      return
    }
    __easelKVCDefault_setValue(value, forKeyPath: keyPath)
  }

  /// NSObject's own `setValue(_:forKeyPath:)`, which `[super setValue:forKeyPath:]` reaches.
  @preconcurrency @MainActor
  public func __easelKVCDefault_setValue(_ value: Any?, forKeyPath keyPath: String) {
    if keyPath.contains("."), let v = InspectableValue(anyValue: value),
      (try? builtInKeys.setValue(v, forKeyPath: keyPath, of: self)) != nil
    {
      return
    }
    let keys = keyPath.split(separator: ".").map(String.init)
    guard let last = keys.last else { return }
    var target: NSObject = self
    for key in keys.dropLast() {
      guard let next = target.value(forKey: key) as? NSObject else { return }
      target = next
    }
    target.setValue(value, forKey: last)
  }
}

// A class's own key-value coding methods, which Foundation lets any class override (an
// Objective-C class's `-setValue:forKeyPath:` that handles some keys itself). Linux's NSObject
// has none, and a method of an extension cannot be overridden, so the Objective-C translation
// (docs/objc.md) names such a method `__easelKVC_…` and the first class of the lineage that
// implements it conforms to its protocol here; NSObject's method above calls it, and
// `[super …]` with no own class above reaches NSObject's `__easelKVCDefault_…`.

/// A class's own `-valueForKey:`.
@preconcurrency @MainActor
public protocol __EaselKVC_valueForKey_: AnyObject {
  func __easelKVC_value(forKey key: String) -> Any?
}
/// A class's own `-setValue:forKey:`.
@preconcurrency @MainActor
public protocol __EaselKVC_setValue_forKey_: AnyObject {
  func __easelKVC_setValue(_ value: Any?, forKey key: String)
}
/// A class's own `-valueForKeyPath:`.
@preconcurrency @MainActor
public protocol __EaselKVC_valueForKeyPath_: AnyObject {
  func __easelKVC_value(forKeyPath keyPath: String) -> Any?
}
/// A class's own `-setValue:forKeyPath:`.
@preconcurrency @MainActor
public protocol __EaselKVC_setValue_forKeyPath_: AnyObject {
  func __easelKVC_setValue(_ value: Any?, forKeyPath keyPath: String)
}
/// A class's own `-valueForUndefinedKey:`.
@preconcurrency @MainActor
public protocol __EaselKVC_valueForUndefinedKey_: AnyObject {
  func __easelKVC_value(forUndefinedKey key: String) -> Any?
}
/// A class's own `-setValue:forUndefinedKey:`.
@preconcurrency @MainActor
public protocol __EaselKVC_setValue_forUndefinedKey_: AnyObject {
  func __easelKVC_setValue(_ value: Any?, forUndefinedKey key: String)
}

/// Whether `object`'s class has its own key-value coding setters (a translated Objective-C
/// class's `-setValue:forKeyPath:`, `-setValue:forKey:` or `-setValue:forUndefinedKey:`), so
/// that a runtime attribute must be set through `setValue(_:forKeyPath:)`, as iOS sets it.
@preconcurrency @MainActor
package func overridesKeyValueCodingSetters(_ object: AnyObject) -> Bool {
  object is any __EaselKVC_setValue_forKeyPath_ || object is any __EaselKVC_setValue_forKey_
    || object is any __EaselKVC_setValue_forUndefinedKey_
}

extension InspectableValue {
  /// The value as Foundation would give it: numbers as `NSNumber`-compatible `Double`s,
  /// booleans as `Bool`, geometry as its struct, nil for `null`.
  package var anyValue: Any? {
    switch self {
    case .bool(let b): return b
    case .number(let n): return n
    case .string(let s): return s
    case .color(let c): return c
    case .image(let i): return i
    case .point(let p): return p
    case .size(let s): return s
    case .rect(let r): return r
    case .range(let r): return r
    case .null: return nil
    }
  }

  /// The inspectable value for a Foundation value, or nil for a kind the table cannot take.
  init?(anyValue value: Any?) {
    switch value {
    case nil: self = .null
    case let b as Bool: self = .bool(b)
    case let n as Int: self = .number(Double(n))
    case let n as Double: self = .number(n)
    case let n as CGFloat: self = .number(Double(n))
    case let n as Float: self = .number(Double(n))
    case let n as NSNumber: self = .number(n.doubleValue)
    case let s as String: self = .string(s)
    case let c as UIColor: self = .color(c)
    case let i as UIImage: self = .image(i)
    case let p as CGPoint: self = .point(p)
    case let s as CGSize: self = .size(s)
    case let r as CGRect: self = .rect(r)
    case let r as NSRange: self = .range(r)
    case let v?:
      guard let number = ObjCArguments.enumerationNumber(v) else { return nil }
      self = .number(number.doubleValue)
    }
  }
}

// Key-value coding sent to a class object (`NSObject` is the root class, so its instance
// methods answer a class too, as `[MyClass valueForKey:@"shared"]` does on iOS): a class
// property or class getter the module's table knows.
extension NSObject {
  /// The value of the class's `key`: its `@objc` class property or class method of that
  /// name; nil for any other key (never an undefined-key exception).
  @preconcurrency @MainActor
  @_disfavoredOverload
  public static func value(forKey key: String) -> Any? {
    let table = ObjCRuntime.shared.keyValueTable.selectors
    guard let getter = table.classMethod(key, of: self), getter.arity == 0 else { return nil }
    return (try? getter.invoke(self, [])) ?? nil
  }

  /// Sets the class's `key` through its `set<Key>:` class method, if the module has one.
  @preconcurrency @MainActor
  @_disfavoredOverload
  public static func setValue(_ value: Any?, forKey key: String) {
    guard let setter = ObjCRuntime.shared.keyValueTable.classSetterMethod(forKey: key, of: self)
    else { return }
    _ = try? setter.invoke(self, [value])
  }
}
