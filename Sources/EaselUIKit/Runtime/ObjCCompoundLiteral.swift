import Foundation

/// Storage for a C compound literal of array type (`(CGFloat[]){0, 1}`,
/// `(const void *[]){a.CGColor, b.CGColor}`) where C lets it decay to a pointer, as the
/// translation of Objective-C passes one: C gives the literal automatic storage and hands
/// out its address; Swift has no such storage for an array literal.
///
/// Differs from C: the storage is never freed (C's ends with the enclosing block), so a
/// pointer kept past the block still reads the values; a designable draws a few times.
public enum ObjCCompoundLiteral {
  /// A pointer to the first of `elements`, copied into storage of their own.
  public static func storage<Element>(_ elements: [Element]) -> UnsafeMutablePointer<Element> {
    let pointer = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
    pointer.initialize(from: elements, count: elements.count)
    return pointer
  }
}

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
