import Foundation

// What the generated part of the façade (`Sources/EaselUIKit/Inventory`, written by
// `scripts/facade-inventory` from UIKit's interface) does with the API Easel declares but
// does not implement: a property reads as UIKit's value at rest until it is set and then
// keeps what was set (in the associated-object table, so extensions of façade classes can
// hold it); setting it, calling a method, or making an instance of such a type is recorded
// once per class and symbol. The scene renderer takes the record after each piece of user
// code and reports it as a note naming the class, so that nothing is accepted silently.

/// The uses of API the façade declares without implementing, once per class and symbol.
public final class UnimplementedAPI: @unchecked Sendable {
  /// One use: `className` used `symbol` (`UIView.focusEffect`, `UIView.convert(_:to:)`).
  public struct Use: Hashable, Sendable {
    public var className: String
    public var symbol: String

    public init(className: String, symbol: String) {
      self.className = className
      self.symbol = symbol
    }
  }

  /// The subject of a use of a top-level function, which no class owns.
  public static let designableCode = "Designable code"

  /// The record every generated declaration writes to.
  public static let shared = UnimplementedAPI()

  private let lock = NSLock()
  private var seen: Set<Use> = []
  private var pending: [Use] = []
  /// One address per symbol: the key its stored value has in the associated-object table.
  private var keys: [String: UnsafeMutableRawPointer] = [:]
  /// The values set on type-level (`static`, `class`) members.
  private var typeValues: [String: Any] = [:]

  init() {}

  /// Records that `subject` (an object, a type, or a value type's name) used `symbol`.
  public static func use(_ symbol: String, by subject: Any) {
    shared.record(Use(className: className(of: subject), symbol: symbol))
  }

  /// The error a throwing member Easel does not implement throws when its result has no
  /// value at rest (`AVAssetImageGenerator.copyCGImage(at:actualTime:)`: an asset with no
  /// frames, as here, makes iOS throw too); records the use.
  public static func unavailable(_ symbol: String, by subject: Any) -> Error {
    use(symbol, by: subject)
    return NSError(
      domain: "EaselUnimplementedAPI", code: -1,
      userInfo: [NSLocalizedDescriptionKey: "\(symbol) is not implemented by Easel"])
  }

  /// The value `object` holds for `symbol`: what was last set, or `defaultValue`, UIKit's
  /// value at rest.
  public static func value<T>(of object: AnyObject, _ symbol: String, default defaultValue: T)
    -> T
  {
    let key = shared.key(for: symbol)
    return AssociatedObjectTable.shared.get(object, key: key) as? T ?? defaultValue
  }

  /// The object `owner` (an instance, or a type as `Any.Type`) has for `symbol`: made by
  /// `make` at the first read and kept, as UIKit keeps `UIPasteboard.general` or a view's
  /// `keyboardLayoutGuide`. Reading is not a use: the object is UIKit's at rest.
  public static func object<T>(of owner: Any, _ symbol: String, make: () -> T) -> T {
    if let type = owner as? Any.Type {
      let key = symbol + "@" + String(reflecting: type)
      if let kept = shared.lock.withLock({ shared.typeValues[key] }) as? T { return kept }
      let made = make()
      shared.lock.withLock { shared.typeValues[key] = made }
      return made
    }
    let object = owner as AnyObject
    let key = shared.key(for: symbol)
    if let kept = AssociatedObjectTable.shared.get(object, key: key) as? T { return kept }
    let made = make()
    AssociatedObjectTable.shared.set(
      object, key: key, made as Any, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return made
  }

  /// Keeps `value` as `object`'s value for `symbol`, and records the use.
  public static func set<T>(_ value: T, of object: AnyObject, _ symbol: String) {
    let key = shared.key(for: symbol)
    AssociatedObjectTable.shared.set(
      object, key: key, value as Any, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    use(symbol, by: object)
  }

  /// Gives `copy` the values `object` holds for the at-rest API and in the façade's
  /// extension storage (`ExtensionKey`), as a UIKit class's `-copyWithZone:` copies its own
  /// state (`copyingInstance(of:_:)`). Objects are shared, not copied.
  static func copyValues(of object: AnyObject, to copy: AnyObject) {
    let atRest = shared.lock.withLock { shared.keys.values.map { UInt(bitPattern: $0) } }
    for k in atRest + ExtensionKey.all {
      guard let value = AssociatedObjectTable.shared.get(object, key: k) else { continue }
      AssociatedObjectTable.shared.set(
        copy, key: k, value, policy: .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The value of the type-level `symbol`: what was last set, or `defaultValue`.
  public static func value<T>(_ symbol: String, default defaultValue: T) -> T {
    shared.lock.withLock { shared.typeValues[symbol] } as? T ?? defaultValue
  }

  /// Keeps `value` as the type-level `symbol`'s value, and records that `subject` set it.
  public static func set<T>(_ value: T, _ symbol: String, by subject: Any) {
    shared.lock.withLock { shared.typeValues[symbol] = value }
    use(symbol, by: subject)
  }

  /// The uses recorded since the last call, each class and symbol once in the process.
  public func take() -> [Use] {
    lock.withLock {
      defer { pending.removeAll() }
      return pending
    }
  }

  private func record(_ use: Use) {
    lock.withLock {
      if seen.insert(use).inserted { pending.append(use) }
    }
  }

  private func key(for symbol: String) -> UInt {
    lock.withLock {
      if let k = keys[symbol] { return UInt(bitPattern: k) }
      let k = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
      keys[symbol] = k
      return UInt(bitPattern: k)
    }
  }

  private static func className(of subject: Any) -> String {
    if let name = subject as? String { return name }
    if let type = subject as? Any.Type { return String(describing: type) }
    return String(describing: type(of: subject))
  }
}
