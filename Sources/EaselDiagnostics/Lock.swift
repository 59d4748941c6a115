import Foundation

/// A small mutex, so that collectors can be shared between tasks.
final class NSLockLike: @unchecked Sendable {
  private let lock = NSLock()
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
