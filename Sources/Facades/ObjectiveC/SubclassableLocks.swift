// Foundation's locks as classes a Swift 5 module can subclass. Linux's Foundation is compiled
// in Swift 6 mode and its `NSLock`, `NSRecursiveLock` and `NSCondition` keep their mutex in a
// member a Swift 5 module cannot load, so `class RecursiveLock: NSRecursiveLock` (RxSwift's
// resource-tracing lock) is rejected ("overridable members that could not be loaded"). The
// agent's source preparation makes such a superclass the stand-in below, which locks with
// Foundation's own lock and has the members a subclass overrides or calls.
public import Foundation

/// `NSLock`, as a superclass (`SourceRewriter`'s `subclassableLock`).
open class EaselNSLock: NSObject, NSLocking, @unchecked Sendable {
  private let base = NSLock()
  public override init() { super.init() }
  open func lock() { base.lock() }
  open func unlock() { base.unlock() }
  open func `try`() -> Bool { base.try() }
  open func lock(before limit: Date) -> Bool { base.lock(before: limit) }
  open var name: String? {
    get { base.name }
    set { base.name = newValue }
  }
}

/// `NSRecursiveLock`, as a superclass: the thread holding it may lock it again.
open class EaselNSRecursiveLock: NSObject, NSLocking, @unchecked Sendable {
  private let base = NSRecursiveLock()
  public override init() { super.init() }
  open func lock() { base.lock() }
  open func unlock() { base.unlock() }
  open func `try`() -> Bool { base.try() }
  open func lock(before limit: Date) -> Bool { base.lock(before: limit) }
  open var name: String? {
    get { base.name }
    set { base.name = newValue }
  }
}

/// `NSCondition`, as a superclass: a lock with a condition to wait for and signal.
open class EaselNSCondition: NSObject, NSLocking, @unchecked Sendable {
  private let base = NSCondition()
  public override init() { super.init() }
  open func lock() { base.lock() }
  open func unlock() { base.unlock() }
  open func wait() { base.wait() }
  open func wait(until limit: Date) -> Bool { base.wait(until: limit) }
  open func signal() { base.signal() }
  open func broadcast() { base.broadcast() }
  open var name: String? {
    get { base.name }
    set { base.name = newValue }
  }
}
