import Foundation

/// Arguments of a message, cast to the parameter types of the member that receives it, as
/// `NSInvocation` and key-value coding pass them: numbers (`NSNumber`, `Double`, `Int`,
/// `Bool`, `CGFloat`) convert between widths, a number passes as an enumeration or option set
/// of integer raw values (its raw value, as C's enumerations are numbers), `nil` reaches an
/// optional parameter, and an optional's value reaches a non-optional one. Used by the code Easel generates for
/// `ObjCMethod`s.
public enum ObjCArguments {
  /// Argument `index` of `arguments` as a `T`.
  public static func cast<T>(_ arguments: [Any?], _ index: Int) throws -> T {
    let value = index < arguments.count ? arguments[index] : nil
    guard let cast: T = convert(value) else {
      if let enumeration = T.self as? any RawRepresentable.Type,
        let number = unwrapped(value).flatMap(number),
        enumerationRawValue(enumeration, number) != nil
      {
        throw ObjCMessageError.unnamedEnumerationValue(
          index: index, enumeration: "\(T.self)",
          value: Int64(exactly: number).map(String.init) ?? "\(number)")
      }
      throw ObjCMessageError.argumentType(
        index: index, expected: "\(T.self)", got: ObjCRuntime.typeName(value))
    }
    return cast
  }

  /// `value` as a `T`, or `nil` when it cannot be one.
  public static func convert<T>(_ value: Any?) -> T? {
    // `Any?` and `AnyObject?` (an action's `sender`) take the value itself, not an optional
    // boxed inside an `Any`.
    if T.self == Any?.self { return unwrapped(value) as Any? as? T }
    if T.self == AnyObject?.self { return unwrapped(value).map { $0 as AnyObject } as? T }
    if let optional = T.self as? any ObjCOptionalParameter.Type {
      return optional.make(from: value) as? T
    }
    guard let value = unwrapped(value) else { return nil }
    if let v = value as? T { return v }
    if let numeric = T.self as? any ObjCNumericParameter.Type, let d = number(value) {
      return numeric.init(objcNumber: d) as? T
    }
    if T.self == NSNumber.self, let d = number(value) { return NSNumber(value: d) as? T }
    if let enumeration = T.self as? any RawRepresentable.Type, let d = number(value) {
      return enumerationValue(enumeration, d) as? T
    }
    if T.self == String.self, let s = value as? NSString { return String(s) as? T }
    return nil
  }

  /// The value of the enumeration or option set `type` (an `NS_ENUM`, `NS_OPTIONS`, Swift's
  /// `@objc enum`: any type of integer raw values) whose raw value is `number`, as key-value
  /// coding and `NSInvocation` pass a number for one; nil when the type is no such
  /// enumeration, or when it is an enumeration none of whose cases has that raw value.
  static func enumerationValue<E: RawRepresentable>(_ type: E.Type, _ number: Double) -> E? {
    enumerationRawValue(type, number).flatMap(E.init(rawValue:))
  }

  /// `number` as `type`'s raw value, when that is an integer `number` is one of.
  static func enumerationRawValue<E: RawRepresentable>(_ type: E.Type, _ number: Double)
    -> E.RawValue?
  {
    guard E.RawValue.self is any BinaryInteger.Type,
      let numeric = E.RawValue.self as? any ObjCNumericParameter.Type
    else { return nil }
    return numeric.init(objcNumber: number) as? E.RawValue
  }

  /// The number key-value coding gives for an enumeration's or option set's value (its raw
  /// value, as Objective-C stores it), nil for any other value.
  public static func enumerationNumber(_ value: Any) -> NSNumber? {
    guard let value = value as? any RawRepresentable else { return nil }
    return rawNumber(value)
  }

  private static func rawNumber<E: RawRepresentable>(_ value: E) -> NSNumber? {
    switch value.rawValue {
    case let raw as any SignedInteger: return NSNumber(value: Int64(raw))
    case let raw as any UnsignedInteger: return NSNumber(value: UInt64(raw))
    default: return nil
    }
  }

  /// The value inside any number of optionals, or `nil`.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return unwrapped(mirror.children.first?.value)
  }

  /// The number a value stands for, as `NSNumber` would read it.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let n as Double: return n
    case let n as CGFloat: return Double(n)
    case let n as Float: return Double(n)
    case let n as Int: return Double(n)
    case let b as Bool: return b ? 1 : 0
    case let n as NSNumber: return n.doubleValue
    case let n as any BinaryInteger: return Double(n)
    default: return nil
    }
  }
}

/// A numeric parameter type a number can be passed as.
public protocol ObjCNumericParameter {
  /// The value `number` converts to, as `NSNumber`'s accessors convert it.
  init?(objcNumber number: Double)
}

extension Double: ObjCNumericParameter {
  public init?(objcNumber number: Double) { self = number }
}
extension Float: ObjCNumericParameter {
  public init?(objcNumber number: Double) { self = Float(number) }
}
extension CGFloat: ObjCNumericParameter {
  public init?(objcNumber number: Double) { self = CGFloat(number) }
}
extension Bool: ObjCNumericParameter {
  public init?(objcNumber number: Double) { self = number != 0 }
}

/// An integer takes a number's whole part, nil when it does not fit.
extension ObjCNumericParameter where Self: FixedWidthInteger {
  public init?(objcNumber number: Double) { self.init(exactly: number.rounded(.towardZero)) }
}

extension Int: ObjCNumericParameter {}
extension Int8: ObjCNumericParameter {}
extension Int16: ObjCNumericParameter {}
extension Int32: ObjCNumericParameter {}
extension Int64: ObjCNumericParameter {}
extension UInt: ObjCNumericParameter {}
extension UInt8: ObjCNumericParameter {}
extension UInt16: ObjCNumericParameter {}
extension UInt32: ObjCNumericParameter {}
extension UInt64: ObjCNumericParameter {}

/// An optional parameter: `nil` passes as `.none`, anything else as its wrapped type.
public protocol ObjCOptionalParameter {
  /// The optional for `value`, or `nil` when `value` cannot be its wrapped type.
  static func make(from value: Any?) -> Any?
}

extension Optional: ObjCOptionalParameter {
  public static func make(from value: Any?) -> Any? {
    guard let inner = ObjCArguments.unwrapped(value) else { return Wrapped?.none as Any }
    guard let wrapped: Wrapped = ObjCArguments.convert(inner) else { return nil }
    return Wrapped?.some(wrapped) as Any
  }
}
