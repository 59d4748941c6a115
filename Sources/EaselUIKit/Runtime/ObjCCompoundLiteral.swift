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
