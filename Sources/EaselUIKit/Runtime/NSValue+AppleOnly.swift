import Foundation

// NSValue's members that Apple's Foundation has (NSValue.h, `NSValueCreation` and
// `NSValueExtensionMethods`) and Linux's lacks. Linux's NSValue reads only the type
// encodings of numbers and structs of numbers, not pointers, so a pointer is kept as its
// address, an unsigned integer the size of a pointer.

extension NSValue {
  /// A value holding `value`'s bytes, described by the type encoding `type` (`@encode(T)`),
  /// as Objective-C's `+value:withObjCType:`.
  public convenience init(_ value: UnsafeRawPointer, withObjCType type: UnsafePointer<CChar>) {
    self.init(bytes: value, objCType: type)
  }

  /// A value holding a reference to `object` without retaining it, as
  /// `+valueWithNonretainedObject:`: two such values are equal when they hold the same object.
  public convenience init(nonretainedObject object: Any?) {
    var address =
      object.map { UInt(bitPattern: Unmanaged.passUnretained($0 as AnyObject).toOpaque()) } ?? 0
    self.init(bytes: &address, objCType: "Q")
  }

  /// The object a value made by `init(nonretainedObject:)` holds (it must still be alive, as
  /// on iOS), or nil.
  public var nonretainedObjectValue: Any? {
    guard let pointer = pointerValue else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// A value holding a pointer, as `+valueWithPointer:`.
  public convenience init(pointer: UnsafeRawPointer?) {
    var address = UInt(bitPattern: pointer)
    self.init(bytes: &address, objCType: "Q")
  }

  /// The pointer a value made by `init(pointer:)` or `init(nonretainedObject:)` holds (nil
  /// for a value of any other type, whose bytes are not a pointer).
  public var pointerValue: UnsafeMutableRawPointer? {
    guard String(cString: objCType) == "Q" else { return nil }
    var address: UInt = 0
    getValue(&address)
    return UnsafeMutableRawPointer(bitPattern: address)
  }

  /// Whether two values hold the same type and bytes, as `-isEqualToValue:`.
  public func isEqual(to value: NSValue) -> Bool { isEqual(value) }
}
