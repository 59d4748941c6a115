import Foundation

/// A property type the key-value coding Easel generates for an agent converts to and from an
/// `InspectableValue` (`_EaselKVC.convert`, `_EaselKVC.value`). Not for use by hand.
///
/// The conversions are declared here, compiled once with the runtime, rather than written into
/// every generated registration: there they were some fifty overloads that the compiler
/// type-checked and generated code for in each module an agent compiles, and each call chose
/// among them (IBAnimatable's first agent: its 122 keys' getters and setters, about a tenth of
/// the compile's CPU). One generic function per direction now picks the conversion from the
/// property's type as the compiler sees it, so the code still does not depend on the scanner
/// knowing that type exactly.
public protocol _EaselInspectable {
  /// `value` as this type; throws `typeMismatch` for a case it does not take.
  static func _easelConvert(_ value: InspectableValue, key: String) throws -> Self
  /// `value` as an optional of this type (`.null` is `nil`).
  static func _easelConvertOptional(_ value: InspectableValue, key: String) throws -> Self?
  /// The value of a `nil` optional of this type.
  static var _easelNone: InspectableValue { get }
  /// This value as an `InspectableValue`.
  var _easelValue: InspectableValue { get }
}

extension _EaselInspectable {
  public static func _easelConvertOptional(_ value: InspectableValue, key: String) throws -> Self? {
    if case .null = value { return nil }
    return try _easelConvert(value, key: key)
  }
  public static var _easelNone: InspectableValue { .null }
}

/// The conversions between property types and `InspectableValue` that generated entries call.
///
/// The rules follow key-value coding on iOS: a number may set a `Bool` (nonzero is true) and a
/// `Bool` a number; a string sets either as `-[NSString doubleValue]` and `-[NSString
/// boolValue]` read it, the messages key-value coding sends a scalar property's value; a number
/// sets an integer rounding toward zero (`-[NSNumber intValue]`),
/// failing if it does not fit; `.null` (and `.image(nil)`) sets an optional to `nil` and is a
/// type mismatch for anything else; every other mismatch throws `typeMismatch`.
public enum _EaselKVC {
  public static func undefined(_ key: String, _ object: AnyObject) -> KeyValueCodingError {
    .undefinedKey(key: key, className: String(describing: Swift.type(of: object)))
  }

  public static func convert<T: _EaselInspectable>(_ value: InspectableValue, key: String) throws
    -> T
  {
    try T._easelConvert(value, key: key)
  }

  public static func value<T: _EaselInspectable>(_ v: T) -> InspectableValue { v._easelValue }

  static func mismatch(_ key: String, _ expected: InspectableType, _ value: InspectableValue)
    -> KeyValueCodingError
  {
    .typeMismatch(key: key, expected: expected, got: value.kindName)
  }

  static func number(_ value: InspectableValue, _ key: String, _ expected: InspectableType)
    throws -> Double
  {
    switch value {
    case .number(let d): return d
    case .bool(let b): return b ? 1 : 0
    case .string(let s): return (s as NSString).doubleValue
    default: throw mismatch(key, expected, value)
    }
  }

  static func integer<T: FixedWidthInteger>(_ value: InspectableValue, _ key: String) throws -> T {
    let d = try number(value, key, .int)
    guard let i = T(exactly: d.rounded(.towardZero)) else { throw mismatch(key, .int, value) }
    return i
  }
}

extension Optional: _EaselInspectable where Wrapped: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> Wrapped? {
    try Wrapped._easelConvertOptional(value, key: key)
  }
  public var _easelValue: InspectableValue { map { $0._easelValue } ?? Wrapped._easelNone }
}

extension Bool: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> Bool {
    switch value {
    case .bool(let b): return b
    case .number(let d): return d != 0
    case .string(let s): return (s as NSString).boolValue
    default: throw _EaselKVC.mismatch(key, .bool, value)
    }
  }
  public var _easelValue: InspectableValue { .bool(self) }
}

/// An integer type: converted from a number rounded toward zero, failing if it does not fit.
public protocol _EaselInspectableInteger: _EaselInspectable, FixedWidthInteger {}

extension _EaselInspectableInteger {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> Self {
    try _EaselKVC.integer(value, key)
  }
  public var _easelValue: InspectableValue { .number(Double(self)) }
}

extension Int: _EaselInspectableInteger {}
extension Int8: _EaselInspectableInteger {}
extension Int16: _EaselInspectableInteger {}
extension Int32: _EaselInspectableInteger {}
extension Int64: _EaselInspectableInteger {}
extension UInt: _EaselInspectableInteger {}
extension UInt8: _EaselInspectableInteger {}
extension UInt16: _EaselInspectableInteger {}
extension UInt32: _EaselInspectableInteger {}
extension UInt64: _EaselInspectableInteger {}

extension CGFloat: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> CGFloat {
    CGFloat(try _EaselKVC.number(value, key, .cgFloat))
  }
  public var _easelValue: InspectableValue { .number(Double(self)) }
}

extension Double: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> Double {
    try _EaselKVC.number(value, key, .double)
  }
  public var _easelValue: InspectableValue { .number(self) }
}

extension Float: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> Float {
    Float(try _EaselKVC.number(value, key, .float))
  }
  public var _easelValue: InspectableValue { .number(Double(self)) }
}

extension String: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> String {
    if case .string(let v) = value { return v }
    throw _EaselKVC.mismatch(key, .string, value)
  }
  public var _easelValue: InspectableValue { .string(self) }
}

extension UIColor: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> Self {
    if case .color(let v) = value, let v = v as? Self { return v }
    throw _EaselKVC.mismatch(key, .color, value)
  }
  public var _easelValue: InspectableValue { .color(self) }
}

extension UIImage: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> Self {
    if case .image(let image?) = value, let image = image as? Self { return image }
    throw _EaselKVC.mismatch(key, .image, value)
  }
  /// An optional image takes `.image(nil)` as well as `.null`, and is `.image(nil)` when nil.
  public static func _easelConvertOptional(_ value: InspectableValue, key: String) throws -> Self? {
    switch value {
    case .image(nil), .null: return nil
    default: return try _easelConvert(value, key: key)
    }
  }
  public static var _easelNone: InspectableValue { .image(nil) }
  public var _easelValue: InspectableValue { .image(self) }
}

extension CGPoint: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> CGPoint {
    if case .point(let v) = value { return v }
    throw _EaselKVC.mismatch(key, .point, value)
  }
  public var _easelValue: InspectableValue { .point(self) }
}

extension CGSize: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> CGSize {
    if case .size(let v) = value { return v }
    throw _EaselKVC.mismatch(key, .size, value)
  }
  public var _easelValue: InspectableValue { .size(self) }
}

extension CGRect: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> CGRect {
    if case .rect(let v) = value { return v }
    throw _EaselKVC.mismatch(key, .rect, value)
  }
  public var _easelValue: InspectableValue { .rect(self) }
}

extension NSRange: _EaselInspectable {
  public static func _easelConvert(_ value: InspectableValue, key: String) throws -> NSRange {
    if case .range(let v) = value { return v }
    throw _EaselKVC.mismatch(key, .range, value)
  }
  public var _easelValue: InspectableValue { .range(self) }
}
