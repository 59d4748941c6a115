import Foundation

// `@NSManaged` properties: a Core Data entity's attributes and relationships (`@NSManaged
// public var name: String?`, in the class body or, as Xcode generates them, in an extension in
// `Entity+CoreDataProperties.swift`) and a Core Animation layer's animatable properties
// (`@NSManaged var progress: CGFloat`). On iOS the Objective-C runtime gives them accessors
// that read and write the object's own storage by key, so the property and key-value coding
// (`value(forKey: "name")`) agree. Linux compiles `@NSManaged` but cannot link it, so the
// source preparation (`MissingImports.managedProperty`) writes each as a computed property
// whose accessors are the functions below, over the storage key-value coding keeps for the
// object's other keys. Nonisolated: a managed object is used off the main actor.

/// Types whose zero is an empty value rather than zeroed memory.
public protocol _EaselManagedEmpty {
  /// The empty value.
  static var _easelEmpty: Self { get }
}

extension Array: _EaselManagedEmpty {
  public static var _easelEmpty: Self { [] }
}
extension Dictionary: _EaselManagedEmpty {
  public static var _easelEmpty: Self { [:] }
}
extension Set: _EaselManagedEmpty {
  public static var _easelEmpty: Self { [] }
}
extension String: _EaselManagedEmpty {
  public static var _easelEmpty: Self { "" }
}
extension Data: _EaselManagedEmpty {
  public static var _easelEmpty: Self { Data() }
}

/// The value of `object`'s managed property `key`: the one last set, through the property or
/// key-value coding, else its value at rest (`__easelManagedDefault()`).
public func __easelManagedValue<T>(_ object: AnyObject, _ key: String) -> T {
  if let kept = keptValue(of: object, forKey: key), let value = kept as? T { return value }
  return __easelManagedDefault()
}

/// Sets `object`'s managed property `key` (nil removes it: it reads as at rest again).
public func __easelSetManagedValue<T>(_ object: AnyObject, _ key: String, _ value: T) {
  keepValue(unwrapped(value), of: object, forKey: key)
}

/// Adds `value` to `object`'s to-many relationship `key`, as Core Data's generated
/// `addTo<Key>(_:)` does: one object, or every object of a set.
public func __easelManagedAdd(_ object: AnyObject, _ key: String, _ value: Any) {
  changeRelationship(of: object, key) { objects in
    let added = (value as? NSSet)?.allObjects ?? (value as? NSOrderedSet)?.array ?? [value]
    for item in added where !objects.contains(where: { same($0, item) }) {
      objects.append(item)
    }
  }
}

/// Removes `value` (one object, or every object of a set) from `object`'s to-many
/// relationship `key`, as Core Data's generated `removeFrom<Key>(_:)` does.
public func __easelManagedRemove(_ object: AnyObject, _ key: String, _ value: Any) {
  changeRelationship(of: object, key) { objects in
    let removed = (value as? NSSet)?.allObjects ?? (value as? NSOrderedSet)?.array ?? [value]
    objects.removeAll { item in removed.contains { same($0, item) } }
  }
}

/// Changes the objects of a to-many relationship, kept as it was (an ordered one stays an
/// `NSOrderedSet`, any other is an `NSSet`).
private func changeRelationship(
  of object: AnyObject, _ key: String, _ change: (inout [Any]) -> Void
) {
  let kept = keptValue(of: object, forKey: key)
  let ordered = kept is NSOrderedSet
  var objects = (kept as? NSSet)?.allObjects ?? (kept as? NSOrderedSet)?.array ?? []
  change(&objects)
  keepValue(ordered ? NSOrderedSet(array: objects) : NSSet(array: objects), of: object, forKey: key)
}

/// Whether two members of a relationship are the same object (or equal values).
private func same(_ a: Any, _ b: Any) -> Bool {
  if (a as AnyObject) === (b as AnyObject) { return true }
  return (a as? AnyHashable).map { $0 == (b as? AnyHashable) } ?? false
}

/// `value` without the optional it may be wrapped in; nil for none.
private func unwrapped(_ value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  return mirror.children.first.flatMap { unwrapped($0.value) }
}

/// The value at rest of a managed property of type `T`, as the Objective-C runtime and Core
/// Data give it before one is set: nil for an optional, an empty set for a to-many
/// relationship (`NSSet`, `NSOrderedSet`, optional or not: Core Data gives a new object's an
/// empty set), zero, false, the first case of an enumeration, an empty collection, string or
/// data; for UIKit's colour, font and image, ones that draw nothing (a message to nil draws
/// nothing on iOS); for another class, no object, as the runtime's nil.
public func __easelManagedDefault<T>() -> T {
  if T.self == NSSet.self || T.self == NSSet?.self, let empty = NSSet() as? T { return empty }
  if T.self == NSMutableSet.self || T.self == NSMutableSet?.self,
    let empty = NSMutableSet() as? T
  {
    return empty
  }
  if T.self == NSOrderedSet.self || T.self == NSOrderedSet?.self,
    let empty = NSOrderedSet() as? T
  {
    return empty
  }
  if let none = T.self as? any ExpressibleByNilLiteral.Type,
    let value = none.init(nilLiteral: ()) as? T
  {
    return value
  }
  if let empty = T.self as? any _EaselManagedEmpty.Type, let value = empty._easelEmpty as? T {
    return value
  }
  if T.self is AnyObject.Type {
    let made: Any? =
      T.self == UIColor.self
      ? UIColor.clear
      : T.self == UIFont.self
        ? UIFont.systemFont(ofSize: UIFont.systemFontSize)
        : T.self == UIImage.self ? UIImage() : nil
    if let made = made as? T { return made }
  }
  return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
    let start = buffer.baseAddress!
    UnsafeMutableRawPointer(start).initializeMemory(
      as: UInt8.self, repeating: 0, count: MemoryLayout<T>.size)
    return start.move()
  }
}
