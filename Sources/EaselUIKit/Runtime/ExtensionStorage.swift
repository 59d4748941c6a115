import Foundation

/// A key for a stored property declared in an extension, kept in the associated-object
/// table so that API added in `Type+Concern.swift` files needs no storage in the class body.
package final class ExtensionKey: Sendable {
  /// Creates a key; its identity is the key. Keys live as long as the process (they are
  /// static), and each is listed so that a copy takes the values kept under them.
  package init() {
    Self.registry.add(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()))
  }
  /// The key's address, as associated objects take it.
  var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }

  /// The address of every key made, as the associated-object table takes them.
  static var all: [UInt] { registry.addresses }

  private static let registry = Registry()

  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [UInt] = []
    func add(_ address: UInt) { lock.withLock { list.append(address) } }
    var addresses: [UInt] { lock.withLock { list } }
  }
}

/// The value stored for `owner` under `key`, if it is a `T`.
package func extensionValue<T>(_ owner: AnyObject, _ key: ExtensionKey) -> T? {
  objc_getAssociatedObject(owner, key.pointer) as? T
}

/// Stores `value` (nil removes it) for `owner` under `key`, strongly held.
package func setExtensionValue(_ owner: AnyObject, _ key: ExtensionKey, _ value: Any?) {
  objc_setAssociatedObject(owner, key.pointer, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
}

/// A weakly held object, for delegates stored by extensions.
final class WeakReference {
  /// The object, while it lives.
  weak var object: AnyObject?
  /// Holds `object` weakly.
  init(_ object: AnyObject?) { self.object = object }
}
