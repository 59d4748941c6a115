import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a folder, held through a `.lock` file in it with `flock(2)`, so that
/// two Easels building the same project's agent take turns instead of writing over each other.
/// The kernel drops the lock if the process dies.
final class FolderLock {
  private var descriptor: Int32

  /// Waits for the lock on `folder`.
  init(_ folder: URL) throws {
    descriptor = open(folder.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder.path])
    }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
  }

  /// Releases the lock.
  func unlock() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit { unlock() }
}
