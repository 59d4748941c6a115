import Foundation

// The value an `@NSManaged` property of a Core Animation layer has before it is set
// (`@NSManaged var ringStyle: RingStyle` in a `CAShapeLayer` subclass, whose storage the
// Objective-C runtime provides on iOS): the runtime's zero. Linux compiles `@NSManaged` but
// cannot link it, so the source preparation gives each such property this as its initial
// value (`MissingImports.managedProperty`).

/// Types whose zero is an empty value rather than zeroed memory.
public protocol _EaselManagedEmpty {
  /// The empty value.
  static var _easelEmpty: Self { get }
}

extension Array: _EaselManagedEmpty {
  public static var _easelEmpty: Self { [] }
}
extension Dictionary: _EaselManagedEmpty {
  public static var _easelEmpty: Self { [:] }
}
extension Set: _EaselManagedEmpty {
  public static var _easelEmpty: Self { [] }
}
extension String: _EaselManagedEmpty {
  public static var _easelEmpty: Self { "" }
}

/// The Objective-C runtime's value of an unset property of type `T`: zero, false, the first
/// case of an enumeration, an empty collection or string; for UIKit's colour, font and image,
/// ones that draw nothing (a message to nil draws nothing on iOS); for another class, no
/// object, as the runtime's nil.
@MainActor
public func __easelManagedDefault<T>() -> T {
  if let empty = T.self as? any _EaselManagedEmpty.Type, let value = empty._easelEmpty as? T {
    return value
  }
  if T.self is AnyObject.Type {
    let made: Any? =
      T.self == UIColor.self
      ? UIColor.clear
      : T.self == UIFont.self
        ? UIFont.systemFont(ofSize: UIFont.systemFontSize)
        : T.self == UIImage.self ? UIImage() : nil
    if let made = made as? T { return made }
  }
  return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
    let start = buffer.baseAddress!
    UnsafeMutableRawPointer(start).initializeMemory(
      as: UInt8.self, repeating: 0, count: MemoryLayout<T>.size)
    return start.move()
  }
}
