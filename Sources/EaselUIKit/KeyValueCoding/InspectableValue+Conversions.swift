import Foundation

extension InspectableValue {
  /// The kind of value, as error messages name it (`number`, `color`…).
  public var kindName: String {
    switch self {
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .color: "color"
    case .image: "image"
    case .point: "point"
    case .size: "size"
    case .rect: "rect"
    case .range: "range"
    case .null: "nil"
    }
  }

  /// The value as a number: numbers, and booleans as 0/1 (both are `NSNumber` on iOS), and
  /// strings as `-[NSString doubleValue]` reads them, which key-value coding sends a value set
  /// on a scalar property (a `string` runtime attribute "2.0" sets a border width of 2).
  func number(key: String) throws -> Double {
    try _EaselKVC.number(self, key, .double)
  }

  /// The value as a `CGFloat`.
  func cgFloat(key: String) throws -> CGFloat {
    do { return CGFloat(try number(key: key)) } catch {
      throw KeyValueCodingError.typeMismatch(key: key, expected: .cgFloat, got: kindName)
    }
  }

  /// The value as an integer (rounded toward zero, as `NSNumber.integerValue`).
  func int(key: String) throws -> Int {
    do {
      let d = try number(key: key)
      guard d.isFinite, abs(d) < 9e18 else {
        throw KeyValueCodingError.typeMismatch(key: key, expected: .int, got: "number \(d)")
      }
      return Int(d)
    } catch let e as KeyValueCodingError {
      if case .typeMismatch(_, .int, _) = e { throw e }
      throw KeyValueCodingError.typeMismatch(key: key, expected: .int, got: kindName)
    }
  }

  /// The value as a boolean: booleans, numbers (non-zero is true), and strings as
  /// `-[NSString boolValue]` reads them ("YES", "true", "1").
  func bool(key: String) throws -> Bool {
    try Bool._easelConvert(self, key: key)
  }

  /// The value as an optional colour (`nil` clears it).
  func color(key: String) throws -> UIColor? {
    switch self {
    case .color(let c): return c
    case .null: return nil
    default: throw KeyValueCodingError.typeMismatch(key: key, expected: .color, got: kindName)
    }
  }

  /// The value as an optional string (`nil` clears it).
  func string(key: String) throws -> String? {
    switch self {
    case .string(let s): return s
    case .null: return nil
    default: throw KeyValueCodingError.typeMismatch(key: key, expected: .string, got: kindName)
    }
  }

  /// The value as an optional image (`nil` clears it).
  func image(key: String) throws -> UIImage? {
    switch self {
    case .image(let i): return i
    case .null: return nil
    default: throw KeyValueCodingError.typeMismatch(key: key, expected: .image, got: kindName)
    }
  }

  /// The value as a point.
  func point(key: String) throws -> CGPoint {
    guard case .point(let p) = self else {
      throw KeyValueCodingError.typeMismatch(key: key, expected: .point, got: kindName)
    }
    return p
  }

  /// The value as a size.
  func size(key: String) throws -> CGSize {
    guard case .size(let s) = self else {
      throw KeyValueCodingError.typeMismatch(key: key, expected: .size, got: kindName)
    }
    return s
  }

  /// The value as a rectangle.
  func rect(key: String) throws -> CGRect {
    guard case .rect(let r) = self else {
      throw KeyValueCodingError.typeMismatch(key: key, expected: .rect, got: kindName)
    }
    return r
  }
}
