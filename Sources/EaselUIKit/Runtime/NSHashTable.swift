import Foundation

/// Objects held strongly, as Foundation's `NSHashTableStrongMemory`.
public var NSHashTableStrongMemory: NSPointerFunctions.Options { .strongMemory }
/// Objects copied when added, as `NSHashTableCopyIn`.
public var NSHashTableCopyIn: NSPointerFunctions.Options { .copyIn }
/// Objects compared by identity, as `NSHashTableObjectPointerPersonality`.
public var NSHashTableObjectPointerPersonality: NSPointerFunctions.Options {
  .objectPointerPersonality
}
/// Objects held weakly, as `NSHashTableWeakMemory`.
public var NSHashTableWeakMemory: NSPointerFunctions.Options { .weakMemory }

/// A set of objects, held strongly or weakly, as Foundation's `NSHashTable`: a weakly held
/// object leaves the table when it goes. Objects are compared with `isEqual(_:)`, or by
/// identity with `.objectPointerPersonality`.
///
/// Differs from Foundation: the table is searched in order, for the few objects a view keeps.
open class NSHashTable<ObjectType: AnyObject>: NSObject, NSCopying, NSFastEnumeration {
  private let options: NSPointerFunctions.Options
  private var slots: [PointerFunctionsSlot<ObjectType>] = []

  /// A table whose objects are held as the options say.
  public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int) {
    self.options = options
    super.init()
    slots.reserveCapacity(initialCapacity)
  }

  /// A table whose objects are held strongly. Differs from Foundation: the pointer functions
  /// are not read (the façade's `NSPointerFunctions` keeps no options).
  public convenience init(pointerFunctions: NSPointerFunctions, capacity: Int) {
    self.init(options: [], capacity: capacity)
  }

  /// A table whose objects are held as the options say.
  public convenience init(options: NSPointerFunctions.Options = []) {
    self.init(options: options, capacity: 0)
  }

  /// A table that holds its objects weakly.
  open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

  /// The functions the objects are held with.
  open var pointerFunctions: NSPointerFunctions { NSPointerFunctions(options: options) }

  /// The objects still there, in the order they were added.
  open var allObjects: [ObjectType] {
    slots.removeAll { $0.object == nil }
    return slots.compactMap(\.object)
  }

  /// The number of objects still there.
  open var count: Int { allObjects.count }

  /// The table's object equal to `object`, or nil.
  open func member(_ object: ObjectType?) -> ObjectType? {
    guard let object else { return nil }
    return allObjects.first {
      PointerFunctionsSlot<ObjectType>.matches($0, object, options: options)
    }
  }

  /// The objects, in the order they were added.
  open func objectEnumerator() -> NSEnumerator { NSArray(array: allObjects).objectEnumerator() }

  /// Adds an object unless an equal one is there.
  open func add(_ object: ObjectType?) {
    guard let object, member(object) == nil else { return }
    slots.append(
      PointerFunctionsSlot(PointerFunctionsSlot.stored(object, options: options), options: options))
  }

  /// Removes the object equal to `object`.
  open func remove(_ object: ObjectType?) {
    guard let object else { return }
    slots.removeAll {
      $0.object.map { PointerFunctionsSlot<ObjectType>.matches($0, object, options: options) }
        ?? true
    }
  }

  /// Removes every object.
  open func removeAllObjects() { slots.removeAll() }

  /// One of the objects, or nil.
  open var anyObject: ObjectType? { allObjects.first }

  /// Whether an object equal to `anObject` is there.
  open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

  /// Whether the tables share an object.
  open func intersects(_ other: NSHashTable<ObjectType>) -> Bool {
    allObjects.contains { other.contains($0) }
  }

  /// Whether the tables hold equal objects.
  open func isEqual(to other: NSHashTable<ObjectType>) -> Bool {
    count == other.count && isSubset(of: other)
  }

  /// Whether every object is in `other`.
  open func isSubset(of other: NSHashTable<ObjectType>) -> Bool {
    allObjects.allSatisfy { other.contains($0) }
  }

  /// Keeps only the objects `other` has too.
  open func intersect(_ other: NSHashTable<ObjectType>) {
    for object in allObjects where !other.contains(object) { remove(object) }
  }

  /// Adds `other`'s objects.
  open func union(_ other: NSHashTable<ObjectType>) {
    for object in other.allObjects { add(object) }
  }

  /// Removes `other`'s objects.
  open func minus(_ other: NSHashTable<ObjectType>) {
    for object in other.allObjects { remove(object) }
  }

  /// The objects as a set.
  open var setRepresentation: Set<AnyHashable> {
    Set(allObjects.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) })
  }

  /// A table with the same objects, held the same way.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSHashTable(options: options)
    copy.slots = slots
    return copy
  }
}
