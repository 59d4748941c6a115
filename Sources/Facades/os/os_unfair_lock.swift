// `<os/lock.h>`'s unfair lock, as the SDK declares it: a C struct of one 32-bit word and
// the functions taking a pointer to it. On Apple's platforms Foundation re-exports Darwin,
// which holds it, so a module importing only Foundation (Alamofire's `Protected.swift`) uses
// it; the agent's implicit `ObjectiveC` façade re-exports these declarations for the same.

import Foundation

/// `struct os_unfair_lock_s`: zero when unlocked.
public struct os_unfair_lock_s: Sendable {
  /// The lock's word, as the SDK names it.
  public var _os_unfair_lock_opaque: UInt32
  /// An unlocked lock (`OS_UNFAIR_LOCK_INIT`).
  public init() { _os_unfair_lock_opaque = 0 }
  /// A lock with the given word.
  public init(_os_unfair_lock_opaque: UInt32) {
    self._os_unfair_lock_opaque = _os_unfair_lock_opaque
  }
}

/// `os_unfair_lock`, the struct.
public typealias os_unfair_lock = os_unfair_lock_s
/// `os_unfair_lock_t`, a pointer to one.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Every unfair lock's word is read and written under this one condition, which a thread
/// waiting for a lock waits on. Differs from Darwin: the word records that the lock is held,
/// not by which thread, so the owner assertions check only that.
private let unfairLocks = NSCondition()

/// Locks `lock`, waiting while another holds it.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
  unfairLocks.lock()
  defer { unfairLocks.unlock() }
  while lock.pointee._os_unfair_lock_opaque != 0 { unfairLocks.wait() }
  lock.pointee._os_unfair_lock_opaque = 1
}

/// Locks `lock` if no one holds it: whether it did.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
  unfairLocks.lock()
  defer { unfairLocks.unlock() }
  guard lock.pointee._os_unfair_lock_opaque == 0 else { return false }
  lock.pointee._os_unfair_lock_opaque = 1
  return true
}

/// Unlocks `lock`.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
  unfairLocks.lock()
  defer { unfairLocks.unlock() }
  lock.pointee._os_unfair_lock_opaque = 0
  unfairLocks.broadcast()
}

/// Stops the program unless `lock` is held.
public func os_unfair_lock_assert_owner(_ lock: UnsafePointer<os_unfair_lock_s>) {
  unfairLocks.lock()
  defer { unfairLocks.unlock() }
  precondition(lock.pointee._os_unfair_lock_opaque != 0, "os_unfair_lock not owned")
}

/// Stops the program if `lock` is held.
public func os_unfair_lock_assert_not_owner(_ lock: UnsafePointer<os_unfair_lock_s>) {
  unfairLocks.lock()
  defer { unfairLocks.unlock() }
  precondition(lock.pointee._os_unfair_lock_opaque == 0, "os_unfair_lock owned")
}
