import Foundation

/// Key-value coding without the Objective-C runtime: a table of setters and getters by key.
///
/// Built-in UIKit keys and the generated code for user designables both add entries. Lookup
/// for an object takes the entry of the most derived class the object is an instance of,
/// which is how the superclass chain is walked. Key paths with dots (`layer.cornerRadius`)
/// resolve step by step: every key but the last must get an object. A key no entry knows is
/// looked up as Foundation's key-value coding does, among the Objective-C-visible members of
/// `selectors`: `set<Key>:` to set it, `get<Key>`, `<key>` or `is<Key>` to get it.
public struct KeyValueTable: @unchecked Sendable {
  private var entriesByKey: [String: [KeyValueEntry]] = [:]
  public private(set) var classes: [String: DesignableClass] = [:]
  /// The members Objective-C would see, for `responds(to:)`, `perform(_:)` and accessor
  /// lookup.
  public private(set) var selectors = SelectorTable()

  /// What the Objective-C runtime would run by itself, in order: the translated classes'
  /// and categories' `+load` and `+initialize` (`AgentMain` runs them once, after installing
  /// the table).
  public private(set) var hooks: [RuntimeHook] = []

  /// How the runtime makes the project's classes by class object, by class
  /// (`ObjCClassFactories.swift`).
  public private(set) var factories: [ObjectIdentifier: ClassFactory] = [:]

  public init() {}

  /// Adds a factory; a later one for the same class replaces the earlier one.
  public mutating func add(factory: ClassFactory) {
    factories[ObjectIdentifier(factory.type)] = factory
  }

  /// Adds a hook to run after the tables are installed.
  public mutating func add(hook: RuntimeHook) { hooks.append(hook) }

  /// Adds entries; a later entry for the same class and key replaces the earlier one.
  public mutating func add(_ entries: [KeyValueEntry]) {
    for e in entries {
      var list = entriesByKey[e.key, default: []]
      list.removeAll { $0.owner == e.owner }
      list.append(e)
      entriesByKey[e.key] = list
    }
  }

  /// The keys `cls` itself declares (not its superclasses'), sorted: its properties as
  /// `class_copyPropertyList` lists them.
  public func keys(declaredBy cls: AnyClass) -> [String] {
    entriesByKey.compactMap { key, list in list.contains { $0.owner == cls } ? key : nil }
      .sorted()
  }

  /// Adds classes that documents can name.
  public mutating func add(_ classes: [DesignableClass]) {
    for c in classes { self.classes[c.name] = c }
  }

  /// Adds Objective-C-visible members.
  public mutating func add(methods: [ObjCMethod]) {
    selectors.add(methods)
  }

  /// Adds everything in `other`, its entries winning.
  public mutating func merge(_ other: KeyValueTable) {
    for list in other.entriesByKey.values { add(list) }
    add(Array(other.classes.values))
    selectors.merge(other.selectors)
    factories.merge(other.factories) { _, theirs in theirs }
    for (key, list) in other.objectKeys { objectKeys[key, default: []] += list }
    // A dependency module's classes are loaded before the module that imports them.
    hooks = other.hooks + hooks
  }

  /// The entry `object` uses for `key`, if any.
  public func entry(for object: AnyObject, key: String) -> KeyValueEntry? {
    entry(forInstancesOf: type(of: object), key: key)
  }

  /// The entry instances of `cls` use for `key`, if any.
  public func entry(forInstancesOf cls: AnyClass, key: String) -> KeyValueEntry? {
    mostDerived(in: entriesByKey[key] ?? [], for: cls)
  }

  /// Every entry that applies to instances of `cls`, most derived class last, one per key.
  public func entries(for cls: AnyClass) -> [KeyValueEntry] {
    entriesByKey.values.compactMap { mostDerived(in: $0, for: cls) }.sorted { $0.key < $1.key }
  }

  /// Of the entries for one key, the one whose owner is the most derived class `cls` is.
  private func mostDerived(in list: [KeyValueEntry], for cls: AnyClass) -> KeyValueEntry? {
    mostDerivedOwner(in: list, owner: \.owner, for: cls)
  }

  /// Sets `value` at `keyPath` on `object`.
  @preconcurrency @MainActor
  public func setValue(_ value: InspectableValue, forKeyPath keyPath: String, of object: AnyObject)
    throws
  {
    let (target, last) = try walk(keyPath, of: object)
    if let e = entry(for: target, key: last) {
      try e.set(target, value)
    } else if let setter = setterMethod(forKey: last, of: target) {
      _ = try setter.invoke(target, [value.anyValue])
    } else {
      throw KeyValueCodingError.undefinedKey(key: last, className: "\(type(of: target))")
    }
  }

  /// Gets the value at `keyPath` of `object`.
  @preconcurrency @MainActor
  public func value(forKeyPath keyPath: String, of object: AnyObject) throws -> InspectableValue? {
    let (target, last) = try walk(keyPath, of: object)
    if let e = entry(for: target, key: last) { return e.get(target) }
    if let getter = getterMethod(forKey: last, of: target) {
      return InspectableValue(anyValue: ObjCArguments.unwrapped(try getter.invoke(target, [])))
    }
    throw KeyValueCodingError.undefinedKey(key: last, className: "\(type(of: target))")
  }

  /// Whether `key` can be set on `object`: an entry, or a `set<Key>:` method.
  public func canSet(_ key: String, of object: AnyObject) -> Bool {
    entry(for: object, key: key) != nil || setterMethod(forKey: key, of: object) != nil
  }

  /// The `set<Key>:` method Foundation's `setValue(_:forKey:)` would call, if any.
  public func setterMethod(forKey key: String, of object: AnyObject) -> ObjCMethod? {
    Self.setterSelector(forKey: key).flatMap { selectors.instanceMethod($0, of: type(of: object)) }
  }

  /// The class method a class object's `setValue(_:forKey:)` would call (`set<Key>:`).
  public func classSetterMethod(forKey key: String, of cls: AnyClass) -> ObjCMethod? {
    Self.setterSelector(forKey: key).flatMap { selectors.classMethod($0, of: cls) }
  }

  /// `set<Key>:`, the selector key-value coding sets `key` through; nil for an empty key.
  static func setterSelector(forKey key: String) -> String? {
    guard let first = key.first else { return nil }
    return "set" + first.uppercased() + key.dropFirst() + ":"
  }

  /// The getter Foundation's `value(forKey:)` would call (`get<Key>`, `<key>`, `is<Key>`).
  public func getterMethod(forKey key: String, of object: AnyObject) -> ObjCMethod? {
    guard let first = key.first else { return nil }
    let capitalized = first.uppercased() + key.dropFirst()
    let cls: AnyClass = type(of: object)
    for name in ["get" + capitalized, key, "is" + capitalized] {
      if let m = selectors.instanceMethod(name, of: cls) { return m }
    }
    return nil
  }

  /// Walks every key but the last to an object; returns it and the last key.
  @preconcurrency @MainActor
  private func walk(_ keyPath: String, of object: AnyObject) throws -> (
    target: AnyObject, key: String
  ) {
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var target = object
    for key in keys.dropLast() {
      target = try objectValue(forKey: key, of: target)
    }
    return (target, keys.last ?? keyPath)
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
    if let getter = getterMethod(forKey: key, of: object),
      let next = ObjCArguments.unwrapped(try getter.invoke(object, []))
    {
      return next as AnyObject
    }
    // A key of the designables' own entries (an inspectable colour or image): its getter is
    // the entry's, whether or not the selector table lists the property (`ObjCTableScope`).
    if let e = entry(for: object, key: key), let next = e.get(object)?.anyValue {
      return next as AnyObject
    }
    throw KeyValueCodingError.undefinedKey(key: key, className: "\(objectType)")
  }
}

/// Of `list`, the element whose owner is the most derived class that `cls` is (an instance
/// of `cls` inherits it): how Objective-C finds a method or key up the superclass chain.
func mostDerivedOwner<T>(in list: [T], owner: KeyPath<T, AnyClass>, for cls: AnyClass) -> T? {
  var best: T?
  for e in list where isSubclass(cls, of: e[keyPath: owner]) {
    if let b = best, !isSubclass(e[keyPath: owner], of: b[keyPath: owner]) { continue }
    best = e
  }
  return best
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

/// A translated `+load` or `+initialize` (`KeyValueTable.hooks`).
public struct RuntimeHook: @unchecked Sendable {
  /// What it is, for messages (`+load of UITextView (Placeholder)`).
  public let description: String
  /// Runs it.
  public let run: @MainActor () -> Void

  public init(_ description: String, run: @escaping @MainActor () -> Void) {
    self.description = description
    self.run = run
  }
}
