import Foundation

/// Key-value coding without the Objective-C runtime: a table of setters and getters by key.
///
/// Built-in UIKit keys and the generated code for user designables both add entries. Lookup
/// for an object takes the entry of the most derived class the object is an instance of,
/// which is how the superclass chain is walked. Key paths with dots (`layer.cornerRadius`)
/// resolve step by step: every key but the last must get an object.
public struct KeyValueTable: @unchecked Sendable {
  private var entriesByKey: [String: [KeyValueEntry]] = [:]
  public private(set) var classes: [String: DesignableClass] = [:]

  public init() {}

  /// Adds entries; a later entry for the same class and key replaces the earlier one.
  public mutating func add(_ entries: [KeyValueEntry]) {
    for e in entries {
      var list = entriesByKey[e.key, default: []]
      list.removeAll { $0.owner == e.owner }
      list.append(e)
      entriesByKey[e.key] = list
    }
  }

  /// Adds classes that documents can name.
  public mutating func add(_ classes: [DesignableClass]) {
    for c in classes { self.classes[c.name] = c }
  }

  /// Adds everything in `other`, its entries winning.
  public mutating func merge(_ other: KeyValueTable) {
    for list in other.entriesByKey.values { add(list) }
    add(Array(other.classes.values))
  }

  /// The entry `object` uses for `key`, if any.
  public func entry(for object: AnyObject, key: String) -> KeyValueEntry? {
    mostDerived(in: entriesByKey[key] ?? [], for: type(of: object))
  }

  /// Every entry that applies to instances of `cls`, most derived class last, one per key.
  public func entries(for cls: AnyClass) -> [KeyValueEntry] {
    entriesByKey.values.compactMap { mostDerived(in: $0, for: cls) }.sorted { $0.key < $1.key }
  }

  /// Of the entries for one key, the one whose owner is the most derived class `cls` is.
  private func mostDerived(in list: [KeyValueEntry], for cls: AnyClass) -> KeyValueEntry? {
    var best: KeyValueEntry?
    for e in list where isSubclass(cls, of: e.owner) {
      if let b = best, !isSubclass(e.owner, of: b.owner) { continue }
      best = e
    }
    return best
  }

  /// Sets `value` at `keyPath` on `object`.
  @preconcurrency @MainActor
  public func setValue(_ value: InspectableValue, forKeyPath keyPath: String, of object: AnyObject)
    throws
  {
    let (target, e) = try resolve(keyPath, of: object)
    try e.set(target, value)
  }

  /// Gets the value at `keyPath` of `object`.
  @preconcurrency @MainActor
  public func value(forKeyPath keyPath: String, of object: AnyObject) throws -> InspectableValue? {
    let (target, e) = try resolve(keyPath, of: object)
    return e.get(target)
  }

  /// Walks every key but the last to an object, and finds the last key's entry on it.
  @preconcurrency @MainActor
  private func resolve(_ keyPath: String, of object: AnyObject) throws -> (
    target: AnyObject, entry: KeyValueEntry
  ) {
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var target = object
    for key in keys.dropLast() {
      target = try objectValue(forKey: key, of: target)
    }
    let last = keys.last ?? keyPath
    guard let e = entry(for: target, key: last) else {
      throw KeyValueCodingError.undefinedKey(key: last, className: "\(type(of: target))")
    }
    return (target, e)
  }

  /// Objects reachable by an intermediate key, such as a view's `layer`.
  public typealias ObjectGetter = @MainActor (AnyObject) -> AnyObject?
  private var objectKeys: [String: [(owner: AnyClass, get: ObjectGetter)]] = [:]

  /// Declares that `key` on instances of `owner` leads to another object.
  public mutating func addObjectKey(_ key: String, owner: AnyClass, get: @escaping ObjectGetter) {
    objectKeys[key, default: []].append((owner, get))
  }

  @preconcurrency @MainActor
  private func objectValue(forKey key: String, of object: AnyObject) throws -> AnyObject {
    let objectType: AnyClass = type(of: object)
    for (owner, get) in objectKeys[key] ?? [] where isSubclass(objectType, of: owner) {
      if let next = get(object) { return next }
    }
    throw KeyValueCodingError.undefinedKey(key: key, className: "\(objectType)")
  }
}

/// Whether `a` is `b` or a subclass of it.
func isSubclass(_ a: AnyClass, of b: AnyClass) -> Bool {
  if a == b { return true }
  return _isSubclassByMetatypeCast(a, b)
}

private func _isSubclassByMetatypeCast(_ a: AnyClass, _ b: AnyClass) -> Bool {
  func open<B>(_: B.Type) -> Bool { a is B.Type }
  return _openExistential(b, do: open)
}
