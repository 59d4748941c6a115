import Foundation

/// Keys held strongly, as Foundation's `NSMapTableStrongMemory`.
public var NSMapTableStrongMemory: NSPointerFunctions.Options { .strongMemory }
/// Keys or values copied when added, as `NSMapTableCopyIn`.
public var NSMapTableCopyIn: NSPointerFunctions.Options { .copyIn }
/// Keys or values compared by identity, as `NSMapTableObjectPointerPersonality`.
public var NSMapTableObjectPointerPersonality: NSPointerFunctions.Options {
  .objectPointerPersonality
}
/// Keys or values held weakly, as `NSMapTableWeakMemory`.
public var NSMapTableWeakMemory: NSPointerFunctions.Options { .weakMemory }

/// A reference to an object a map or hash table holds, strongly or weakly as its options say
/// (`.weakMemory`), and compared as Foundation compares its objects: by identity with
/// `.objectPointerPersonality`, else by `isEqual(_:)`.
struct PointerFunctionsSlot<Object: AnyObject> {
  private var strong: Object?
  private weak var weak: Object?

  init(_ object: Object, options: NSPointerFunctions.Options) {
    // Weak and the other memory kinds share bits: weak memory is the value 5 of the low byte.
    if options.rawValue & 0xFF == NSPointerFunctions.Options.weakMemory.rawValue {
      weak = object
    } else {
      strong = object
    }
  }

  /// The object, nil once a weakly held one has gone.
  var object: Object? { strong ?? weak }

  /// Whether `other` is this slot's object, as `options` compare objects.
  static func matches(
    _ object: AnyObject, _ other: AnyObject, options: NSPointerFunctions.Options
  ) -> Bool {
    if object === other { return true }
    if options.contains(.objectPointerPersonality) { return false }
    if let object = object as? NSObject { return object.isEqual(other) }
    if let object = object as? AnyHashable, let other = other as? AnyHashable {
      return object == other
    }
    return false
  }

  /// `object` as `.copyIn` asks it to be kept: a copy, when the object can be copied.
  static func stored(_ object: Object, options: NSPointerFunctions.Options) -> Object {
    guard options.contains(.copyIn), let copying = object as? NSCopying,
      let copy = copying.copy(with: nil) as? Object
    else { return object }
    return copy
  }
}

/// A map from keys to objects, either held strongly or weakly, as Foundation's `NSMapTable`:
/// a weakly held object's entry goes when the object does. Keys are compared with
/// `isEqual(_:)`, or by identity with `.objectPointerPersonality`.
///
/// Differs from Foundation: weak keys are held strongly (a string given as a key is a new object
/// each time on Linux, which a weak reference would lose at once, where iOS keeps a literal's
/// for good); and the table is searched in order, for the few entries a view keeps.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject, NSCopying,
  NSFastEnumeration
{
  private let keyOptions: NSPointerFunctions.Options
  private let valueOptions: NSPointerFunctions.Options
  private var entries: [(key: KeyType, value: PointerFunctionsSlot<ObjectType>)] = []

  /// A table whose keys and values are held as the options say.
  public init(
    keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [],
    capacity initialCapacity: Int
  ) {
    self.keyOptions = keyOptions
    self.valueOptions = valueOptions
    super.init()
    entries.reserveCapacity(initialCapacity)
  }

  /// A table whose keys and values are held strongly. Differs from Foundation: the pointer
  /// functions are not read (the façade's `NSPointerFunctions` keeps no options).
  public convenience init(
    keyPointerFunctions: NSPointerFunctions, valuePointerFunctions: NSPointerFunctions,
    capacity: Int
  ) {
    self.init(keyOptions: [], valueOptions: [], capacity: capacity)
  }

  /// A table whose keys and values are held as the options say.
  public convenience init(
    keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = []
  ) {
    self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
  }

  /// Keys and values held strongly.
  open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
  }
  /// Keys held weakly, values strongly.
  open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
  }
  /// Keys held strongly, values weakly.
  open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
  }
  /// Keys and values held weakly.
  open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
  }

  /// The functions the keys are held with.
  open var keyPointerFunctions: NSPointerFunctions { NSPointerFunctions(options: keyOptions) }
  /// The functions the values are held with.
  open var valuePointerFunctions: NSPointerFunctions { NSPointerFunctions(options: valueOptions) }

  private func index(of key: KeyType) -> Int? {
    entries.removeAll { $0.value.object == nil }
    return entries.firstIndex {
      PointerFunctionsSlot<ObjectType>.matches($0.key, key, options: keyOptions)
    }
  }

  /// The object for a key, or nil.
  open func object(forKey aKey: KeyType?) -> ObjectType? {
    guard let aKey, let index = index(of: aKey) else { return nil }
    return entries[index].value.object
  }

  /// Removes a key's entry.
  open func removeObject(forKey aKey: KeyType?) {
    guard let aKey, let index = index(of: aKey) else { return }
    entries.remove(at: index)
  }

  /// Adds or replaces a key's object; a nil object removes the entry.
  open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
    guard let aKey else { return }
    guard let anObject else { return removeObject(forKey: aKey) }
    let value = PointerFunctionsSlot(
      PointerFunctionsSlot.stored(anObject, options: valueOptions), options: valueOptions)
    if let index = index(of: aKey) {
      entries[index].value = value
    } else {
      entries.append((PointerFunctionsSlot.stored(aKey, options: keyOptions), value))
    }
  }

  /// The number of entries whose objects are still there.
  open var count: Int { entries.lazy.filter { $0.value.object != nil }.count }

  /// The keys, in the order they were added.
  open func keyEnumerator() -> NSEnumerator {
    NSArray(array: entries.filter { $0.value.object != nil }.map(\.key)).objectEnumerator()
  }

  /// The objects, in the order their keys were added.
  open func objectEnumerator() -> NSEnumerator? {
    NSArray(array: entries.compactMap(\.value.object)).objectEnumerator()
  }

  /// Removes every entry.
  open func removeAllObjects() { entries.removeAll() }

  /// The entries as a dictionary.
  open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
    var dictionary: [AnyHashable: ObjectType] = [:]
    for (key, value) in entries {
      guard let object = value.object else { continue }
      dictionary[(key as? AnyHashable) ?? AnyHashable(ObjectIdentifier(key))] = object
    }
    return dictionary
  }

  /// A table with the same entries, held the same way.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSMapTable(keyOptions: keyOptions, valueOptions: valueOptions)
    copy.entries = entries
    return copy
  }
}
