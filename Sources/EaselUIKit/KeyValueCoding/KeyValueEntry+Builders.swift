import Foundation

/// Builders for typed entries of the built-in table: the closures get the object already
/// cast to `T` (lookup guarantees the object is a `T`).
@preconcurrency @MainActor
enum Entries {
  static func make<T: AnyObject>(
    _ owner: T.Type, _ key: String, _ type: InspectableType,
    default defaultValue: InspectableValue? = nil,
    get: @escaping @MainActor (T) -> InspectableValue?,
    set: @escaping @MainActor (T, InspectableValue) throws -> Void
  ) -> KeyValueEntry {
    KeyValueEntry(
      owner: owner, key: key, type: type, isInspectable: false, defaultValue: defaultValue,
      get: { ($0 as? T).flatMap(get) },
      set: { object, value in
        guard let t = object as? T else {
          throw KeyValueCodingError.undefinedKey(key: key, className: "\(Swift.type(of: object))")
        }
        try set(t, value)
      })
  }

  static func bool<T: AnyObject>(
    _ owner: T.Type, _ keys: [String], default d: Bool,
    _ path: ReferenceWritableKeyPath<T, Bool>
  ) -> [KeyValueEntry] {
    keys.map { key in
      make(owner, key, .bool, default: .bool(d), get: { .bool($0[keyPath: path]) }) {
        $0[keyPath: path] = try $1.bool(key: key)
      }
    }
  }

  static func cgFloat<T: AnyObject>(
    _ owner: T.Type, _ key: String, default d: CGFloat,
    _ path: ReferenceWritableKeyPath<T, CGFloat>
  ) -> KeyValueEntry {
    make(
      owner, key, .cgFloat, default: .number(Double(d)), get: { .number(Double($0[keyPath: path])) }
    ) {
      $0[keyPath: path] = try $1.cgFloat(key: key)
    }
  }

  static func float<T: AnyObject>(
    _ owner: T.Type, _ key: String, default d: Float, _ path: ReferenceWritableKeyPath<T, Float>
  ) -> KeyValueEntry {
    make(
      owner, key, .float, default: .number(Double(d)), get: { .number(Double($0[keyPath: path])) }
    ) {
      $0[keyPath: path] = Float(try $1.number(key: key))
    }
  }

  static func int<T: AnyObject>(
    _ owner: T.Type, _ key: String, default d: Int, _ path: ReferenceWritableKeyPath<T, Int>
  ) -> KeyValueEntry {
    make(owner, key, .int, default: .number(Double(d)), get: { .number(Double($0[keyPath: path])) })
    {
      $0[keyPath: path] = try $1.int(key: key)
    }
  }

  /// An enum stored by its raw `Int` value; unknown raw values are a type mismatch.
  static func enumeration<T: AnyObject, E: RawRepresentable>(
    _ owner: T.Type, _ key: String, default d: E, _ path: ReferenceWritableKeyPath<T, E>
  ) -> KeyValueEntry where E.RawValue == Int {
    make(
      owner, key, .int, default: .number(Double(d.rawValue)),
      get: { .number(Double($0[keyPath: path].rawValue)) }
    ) {
      let raw = try $1.int(key: key)
      guard let e = E(rawValue: raw) else {
        throw KeyValueCodingError.typeMismatch(
          key: key, expected: .int, got: "number \(raw) (no such \(E.self))")
      }
      $0[keyPath: path] = e
    }
  }

  static func string<T: AnyObject>(
    _ owner: T.Type, _ key: String, _ path: ReferenceWritableKeyPath<T, String?>
  ) -> KeyValueEntry {
    make(owner, key, .string, get: { $0[keyPath: path].map(InspectableValue.string) ?? .null }) {
      $0[keyPath: path] = try $1.string(key: key)
    }
  }

  static func color<T: AnyObject>(
    _ owner: T.Type, _ key: String, _ path: ReferenceWritableKeyPath<T, UIColor?>
  ) -> KeyValueEntry {
    make(owner, key, .color, get: { $0[keyPath: path].map(InspectableValue.color) ?? .null }) {
      $0[keyPath: path] = try $1.color(key: key)
    }
  }

  static func image<T: AnyObject>(
    _ owner: T.Type, _ key: String, _ path: ReferenceWritableKeyPath<T, UIImage?>
  ) -> KeyValueEntry {
    make(owner, key, .image, get: { .image($0[keyPath: path]) }) {
      $0[keyPath: path] = try $1.image(key: key)
    }
  }
}
