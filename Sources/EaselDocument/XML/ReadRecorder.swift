import Foundation

/// Records which attributes and child elements a consumer of the tree reads, so that what
/// it leaves unread can be listed — the honest list of what Easel does not model yet.
///
/// Off unless a caller installs one for a scope with `ReadRecorder.$current.withValue(_:)`;
/// then every `element["name"]`, `attribute(_:)`, `child(_:key:)` and `children(_:)` on any
/// element is noted as `element.attribute` or `element>child`.
public final class ReadRecorder: @unchecked Sendable {
  /// The recorder in effect for the current task, if any.
  @TaskLocal public static var current: ReadRecorder?

  private let lock = NSLock()
  private var read: Set<String> = []

  public init() {}

  func attribute(_ element: String, _ name: String) {
    lock.lock()
    read.insert(element + "." + name)
    lock.unlock()
  }

  func child(_ element: String, _ name: String) {
    lock.lock()
    read.insert(element + ">" + name)
    lock.unlock()
  }

  /// Everything read so far: `element.attribute` and `element>child` strings.
  public var reads: Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return read
  }
}
