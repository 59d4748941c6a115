import Foundation

// Objects where C takes them as pointers: as `const void *` values, and in an order.

/// An object as Core Foundation's `const void *` values hold it (`CFArrayCreate`'s
/// values): Objective-C converts an object pointer to `const void *` where Swift writes
/// `Unmanaged.passUnretained(object).toOpaque()`.
public enum ObjCObjectPointer {
  /// The address of `object`, or nil. The object is kept alive (a retain nothing releases):
  /// the façade makes some Core Foundation objects afresh on each read (`UIColor.cgColor`),
  /// which the pointer alone would not keep.
  public static func opaque(_ object: Any?) -> UnsafeRawPointer? {
    guard let object else { return nil }
    return UnsafeRawPointer(Unmanaged.passRetained(object as AnyObject).toOpaque())
  }

  /// The object at `pointer`, as `opaque(_:)` gave it.
  public static func object(at pointer: UnsafeRawPointer?) -> AnyObject? {
    pointer.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
  }
}

/// An object's address as C orders object pointers (`a < b` of two `NSNumber *`s compares
/// where they are, not their values), nil's being 0.
public enum ObjCObjectAddress {
  /// The address of `object`, or 0 for nil.
  public static func of(_ object: Any?) -> UInt {
    guard let object else { return 0 }
    // A pointer made from an integer (`(CGPathRef)1`) is that integer, below every object.
    if let integer = ObjCIntegerPointer.integer(of: object as AnyObject) {
      return UInt(bitPattern: integer)
    }
    return UInt(bitPattern: ObjectIdentifier(object as AnyObject).hashValue)
  }
}
