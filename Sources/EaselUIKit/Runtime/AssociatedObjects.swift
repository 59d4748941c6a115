import Foundation

// Associated objects, as `<objc/runtime.h>` declares them, so that category-style code
// (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)` in an
// extension's computed property) compiles and runs unchanged without the Objective-C
// runtime.
//
// Design note: values live in one lock-protected side table keyed by the owner's
// `ObjectIdentifier`. Each row also holds the owner weakly, which tells a live owner from a
// dead one whose address was reused: a row whose owner is gone is dropped on the next access
// to that identifier, and all such rows are purged whenever the table has doubled since the
// last sweep. So values are released soon after their owner dies, not at its `deinit` as on
// iOS, and nothing leaks. Only class instances can own values: a value type passed as the
// owner has no identity (it would be boxed afresh on every call), so setting is ignored and
// getting returns `nil`, as documented for each function.

#if !_runtime(_ObjC)

  /// How an associated value is held, with the raw values `<objc/runtime.h>` gives them.
  public enum objc_AssociationPolicy: UInt, Sendable {
    /// An unretained reference. Differs from iOS: Objective-C keeps a pointer that dangles
    /// when the value dies; Easel holds class instances weakly (reading `nil` after they
    /// die), and value types (a `Bool`, a `String`) and `NSNumber`s as they are, since iOS's
    /// small `NSNumber`s are tagged pointers that never die (seed 002 assigns `@(YES)`).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, set without atomicity.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying.copy()` for objects that adopt it), set without atomicity.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 0x301
    /// A copy, set atomically.
    case OBJC_ASSOCIATION_COPY = 0x303
  }

  /// Associates `value` with `object` under `key`, held as `policy` says; a `nil` value
  /// removes the association.
  ///
  /// `key` is compared by address, as in Objective-C: pass `&someGlobalOrStaticVar`, or a
  /// pointer that stays the same between calls. Differs from iOS: when `object` is not a
  /// class instance nothing is stored (Objective-C would box it and lose the value too).
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) {
    guard let owner = associationOwner(object) else { return }
    AssociatedObjectTable.shared.set(owner, key: UInt(bitPattern: key), value, policy: policy)
  }

  /// The value associated with `object` under `key`, or `nil`.
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = associationOwner(object) else { return nil }
    return AssociatedObjectTable.shared.get(owner, key: UInt(bitPattern: key))
  }

  /// Removes every value associated with `object`, as `objc_removeAssociatedObjects` does
  /// (which Apple reserves for returning an object to a pristine state).
  public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = associationOwner(object) else { return }
    AssociatedObjectTable.shared.removeAll(owner)
  }

  /// `object` as a class instance (looking inside an `Optional`, as bridging does), or `nil`
  /// for a value type or `nil`.
  private func associationOwner(_ object: Any) -> AnyObject? {
    if type(of: object) is AnyClass { return object as AnyObject }
    let mirror = Mirror(reflecting: object)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else {
      return nil
    }
    return associationOwner(wrapped)
  }

#endif

/// The side table behind `objc_setAssociatedObject`: one row per owner, rows of dead owners
/// dropped lazily. Thread-safe; `package` so that tests can watch it purge.
package final class AssociatedObjectTable: @unchecked Sendable {
  /// The table every association goes into.
  package static let shared = AssociatedObjectTable()

  /// A stored value: strongly, or weakly for an `ASSIGN`ed class instance.
  private enum Slot {
    case strong(Any)
    case weak(WeakReference)

    var value: Any? {
      switch self {
      case .strong(let v): v
      case .weak(let ref): ref.object
      }
    }
  }

  private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private struct Row {
    weak var owner: AnyObject?
    var values: [UInt: Slot] = [:]
  }

  private let lock = NSLock()
  private var rows: [ObjectIdentifier: Row] = [:]
  /// Row count after the last sweep; a sweep runs when the table has doubled since.
  private var sweptCount = 0

  package init() {}

  /// The number of owners with values, dead ones not yet purged included.
  package var ownerCount: Int { lock.withLock { rows.count } }

  /// Drops the rows of every owner that has died; returns how many were dropped.
  @discardableResult
  package func purge() -> Int {
    let dropped = lock.withLock { sweep() }
    return dropped.count
  }

  /// The value `owner` holds under `key`.
  package func get(_ owner: AnyObject, key: UInt) -> Any? {
    var garbage: [Row] = []
    let value = lock.withLock { liveRow(for: owner, garbage: &garbage)?.values[key]?.value }
    garbage.removeAll()  // released outside the lock: a value's deinit may call back in
    return value
  }

  /// Stores `value` (or removes the key when `nil`) under `key` for `owner`.
  package func set(
    _ owner: AnyObject, key: UInt, _ value: Any?, policy: objc_AssociationPolicy
  ) {
    let slot = value.map { Self.slot(for: $0, policy: policy) }
    var garbage: [Row] = []
    lock.withLock {
      let id = ObjectIdentifier(owner)
      var row = liveRow(for: owner, garbage: &garbage) ?? Row(owner: owner)
      if let old = row.values[key] { garbage.append(Row(owner: nil, values: [key: old])) }
      row.values[key] = slot
      rows[id] = row.values.isEmpty ? nil : row
      if rows.count >= max(64, sweptCount * 2) { garbage += sweep() }
    }
    garbage.removeAll()
  }

  /// Forgets every value of `owner`.
  package func removeAll(_ owner: AnyObject) {
    let removed = lock.withLock { rows.removeValue(forKey: ObjectIdentifier(owner)) }
    withExtendedLifetime(removed) {}  // released here, outside the lock
  }

  /// The row for `owner` if it is really `owner`'s; a row left by a dead object whose
  /// identifier was reused is moved to `garbage`. Call with the lock held.
  private func liveRow(for owner: AnyObject, garbage: inout [Row]) -> Row? {
    let id = ObjectIdentifier(owner)
    guard let row = rows[id] else { return nil }
    if row.owner === owner { return row }
    garbage.append(row)
    rows[id] = nil
    return nil
  }

  /// Removes and returns the rows of dead owners. Call with the lock held.
  private func sweep() -> [Row] {
    let deadIDs = rows.compactMap { $0.value.owner == nil ? $0.key : nil }
    let dead = deadIDs.compactMap { rows.removeValue(forKey: $0) }
    sweptCount = rows.count
    return dead
  }

  private static func slot(for value: Any, policy: objc_AssociationPolicy) -> Slot {
    let isObject = type(of: value) is AnyClass
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      // `@(YES)`, `@(42)`: tagged pointers or immortal on iOS, so assigning one is safe there.
      if !isObject || value is NSNumber { return .strong(value) }
      return .weak(WeakReference(value as AnyObject))
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      return .strong(value)
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      if isObject, let copyable = value as? NSCopying { return .strong(copyable.copy()) }
      return .strong(value)
    }
  }
}
