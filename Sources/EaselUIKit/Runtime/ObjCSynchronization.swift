import Foundation

// `<objc/objc-sync.h>`: the recursive lock per object that `@synchronized` takes, which Swift
// code calls by name (`objc_sync_enter(self); defer { objc_sync_exit(self) }`).

/// `OBJC_SYNC_SUCCESS`: the call took or let go of the object's lock.
public let OBJC_SYNC_SUCCESS = 0
/// `OBJC_SYNC_NOT_OWNING_THREAD_ERROR`: `objc_sync_exit` on an object whose lock the calling
/// thread does not hold.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR = -1

/// The objects being synchronized on, each with its recursive lock and how deep each thread
/// holds it; the object is kept alive while its lock is held, so its identity is not reused.
private final class ObjCSyncTable: @unchecked Sendable {
  static let shared = ObjCSyncTable()

  private final class Entry {
    let object: AnyObject
    let lock = NSRecursiveLock()
    var owner: pthread_t?
    var depth = 0
    var waiting = 0
    init(_ object: AnyObject) { self.object = object }
  }

  private let guardLock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  func enter(_ object: AnyObject) {
    let key = ObjectIdentifier(object)
    let entry = guardLock.withLock {
      let entry = entries[key] ?? Entry(object)
      entries[key] = entry
      entry.waiting += 1
      return entry
    }
    entry.lock.lock()
    guardLock.withLock {
      entry.waiting -= 1
      entry.owner = pthread_self()
      entry.depth += 1
    }
  }

  func exit(_ object: AnyObject) -> Bool {
    let key = ObjectIdentifier(object)
    let entry: Entry? = guardLock.withLock {
      guard let entry = entries[key], entry.depth > 0, let owner = entry.owner,
        pthread_equal(owner, pthread_self()) != 0
      else { return nil }
      entry.depth -= 1
      if entry.depth == 0 {
        entry.owner = nil
        if entry.waiting == 0 { entries[key] = nil }
      }
      return entry
    }
    guard let entry else { return false }
    entry.lock.unlock()
    return true
  }
}

/// Takes `obj`'s recursive lock, waiting for another thread that holds it, as `@synchronized`
/// does on entry.
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
  ObjCSyncTable.shared.enter(obj as AnyObject)
  return Int32(OBJC_SYNC_SUCCESS)
}

/// Lets go of `obj`'s lock once; `OBJC_SYNC_NOT_OWNING_THREAD_ERROR` when this thread does
/// not hold it.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
  return ObjCSyncTable.shared.exit(obj as AnyObject)
    ? Int32(OBJC_SYNC_SUCCESS) : Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
}
