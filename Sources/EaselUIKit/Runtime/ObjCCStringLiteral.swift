import Foundation

/// A C string literal's address, as C gives one: NUL-terminated bytes that live as long as the
/// program. The translation of Objective-C passes a literal so where Swift does not convert it
/// to a pointer itself: as an argument of a C variadic function (`printf("%s", "text")`,
/// `__func__`), which Swift takes as a `CVarArg`.
public func ObjCCStringLiteral(_ literal: StaticString) -> UnsafePointer<CChar> {
  if literal.hasPointerRepresentation {
    return UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
  }
  // A one-character literal is kept as its scalar: copied, and kept as C keeps a literal.
  return UnsafePointer(strdup(literal.description)!)
}
