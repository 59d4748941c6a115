import Foundation

// Core Foundation's arrays made from C arrays of values (`CFArrayCreate(NULL, values, 2,
// &kCFTypeArrayCallBacks)`), as Objective-C code makes the colours of a `CGGradient`. A
// `CFArray` is a Swift array of its objects here (`String+Drawing.swift`), so the values are
// read as the objects they point at.

/// An array of the `numValues` objects `values` points at (each an object's address, as
/// `Unmanaged.passUnretained(_:).toOpaque()` or `ObjCObjectPointer.opaque(_:)` gives it).
///
/// Differs from Core Foundation: every value is taken as an object, whatever `callBacks`
/// says (what `kCFTypeArrayCallBacks` holds and what `CGGradient` reads); a NULL value is left
/// out, and NULL `values` with a count make no array.
public func CFArrayCreate(
  _ allocator: CFAllocator!, _ values: UnsafeMutablePointer<UnsafeRawPointer?>!,
  _ numValues: CFIndex, _ callBacks: UnsafePointer<CFArrayCallBacks>!
) -> CFArray! {
  guard numValues > 0 else { return [] }
  guard let values else { return nil }
  return (0..<numValues).compactMap { ObjCObjectPointer.object(at: values[$0]) }
}
