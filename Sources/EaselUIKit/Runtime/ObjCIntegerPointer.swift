import Foundation

// Pointers C makes from integers (`const CGPathRef FXShapeCircle = (const CGPathRef)1;`), which
// Objective-C code uses as sentinels: values of the pointer's type that no real object has,
// compared by identity with what a caller passes (`if (shape == FXShapeCircle)`) and ordered
// below every real object's address (`if (shape > LAST_SHAPE) CGPathRelease(shape)`).

/// The stand-in objects of integer-made pointers: one object of the pointer's type for each
/// type and integer, equal only to itself.
public enum ObjCIntegerPointer {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var standIns: [String: AnyObject] = [:]
  nonisolated(unsafe) private static var integers: [ObjectIdentifier: Int] = [:]

  /// The stand-in of `(T)value`: made once, then the same object each time, so that two
  /// sentinels of one integer are the same pointer, as in C.
  ///
  /// Differs from C: the pointer is an object (an empty `CGPath`, the type such sentinels
  /// have), which code that would crash dereferencing it in C uses as that object instead; a
  /// type the façade cannot make an empty object of stops the designable, saying so.
  public static func standIn<T: AnyObject>(_ value: Int, as type: T.Type) -> T {
    lock.lock()
    defer { lock.unlock() }
    let key = String(reflecting: type) + "#" + String(value)
    if let object = standIns[key] as? T { return object }
    let object: T
    if let made = CGMutablePath() as? T {
      object = made
    } else {
      preconditionFailure("Easel has no stand-in for a pointer to \(type) made from \(value)")
    }
    standIns[key] = object
    integers[ObjectIdentifier(object)] = value
    return object
  }

  /// The integer `object` was made from, if it is a stand-in.
  public static func integer(of object: AnyObject) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    return integers[ObjectIdentifier(object)]
  }
}
