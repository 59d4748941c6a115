import Foundation

// Core Foundation's dictionaries and mutable collections made as Objective-C makes them:
// `CFDictionaryCreate(NULL, keys, values, n, &kCFTypeDictionaryKeyCallBacks,
// &kCFTypeDictionaryValueCallBacks)` over C arrays of objects (an attributes dictionary for
// Core Text or Image I/O), `CFDictionaryCreateMutable` and `CFArrayCreateMutable`. A
// `CFDictionary` is an `NSDictionary` here and a `CFArray` a Swift array
// (`CFArray+Create.swift`), so the values are read as the objects they point at.

/// The callbacks of a collection of Core Foundation objects: retained and released, compared
/// with `CFEqual` and hashed with `CFHash`. The façade's collections hold objects whatever
/// the callbacks say, so these are the SDK's names for what they always do. Computed, with a
/// setter that keeps nothing, so that `&kCFTypeArrayCallBacks` passes a pointer as in C
/// without a process-wide variable one render could change for the next.
public var kCFTypeArrayCallBacks: CFArrayCallBacks { get { CFArrayCallBacks() } set {} }

/// The key callbacks of a dictionary of Core Foundation objects (`kCFTypeArrayCallBacks`).
public var kCFTypeDictionaryKeyCallBacks: CFDictionaryKeyCallBacks { get { .init() } set {} }

/// The key callbacks of a dictionary whose string keys are copied: the façade's strings are
/// values, copied already.
public var kCFCopyStringDictionaryKeyCallBacks: CFDictionaryKeyCallBacks { get { .init() } set {} }

/// The value callbacks of a dictionary of Core Foundation objects (`kCFTypeArrayCallBacks`).
public var kCFTypeDictionaryValueCallBacks: CFDictionaryValueCallBacks { get { .init() } set {} }

/// A dictionary of the `numValues` keys `keys` points at to the values `values` points at
/// (each an object's address, as `ObjCObjectPointer.opaque(_:)` gives it).
///
/// Differs from Core Foundation: every key and value is taken as an object, whatever the
/// callbacks say (what the `kCFType…CallBacks` describe); a pair with a NULL key or value is
/// left out, and NULL `keys` or `values` with a count make no dictionary.
public func CFDictionaryCreate(
  _ allocator: CFAllocator!, _ keys: UnsafeMutablePointer<UnsafeRawPointer?>!,
  _ values: UnsafeMutablePointer<UnsafeRawPointer?>!, _ numValues: CFIndex,
  _ keyCallBacks: UnsafePointer<CFDictionaryKeyCallBacks>!,
  _ valueCallBacks: UnsafePointer<CFDictionaryValueCallBacks>!
) -> CFDictionary! {
  guard numValues > 0 else { return NSDictionary() }
  guard let keys, let values else { return nil }
  let dictionary = NSMutableDictionary()
  for i in 0..<numValues {
    guard let key = ObjCObjectPointer.object(at: keys[i]) as? AnyHashable,
      let value = ObjCObjectPointer.object(at: values[i])
    else { continue }
    dictionary[key] = value
  }
  return NSDictionary(dictionary: dictionary)
}

/// An empty mutable dictionary; `capacity` is a hint (0: no limit), as in Core Foundation.
///
/// Differs from Core Foundation: its keys and values are objects whatever the callbacks say.
public func CFDictionaryCreateMutable(
  _ allocator: CFAllocator!, _ capacity: CFIndex,
  _ keyCallBacks: UnsafePointer<CFDictionaryKeyCallBacks>!,
  _ valueCallBacks: UnsafePointer<CFDictionaryValueCallBacks>!
) -> CFMutableDictionary! {
  NSMutableDictionary(capacity: Swift.max(0, capacity))
}

/// An empty mutable array; `capacity` is a hint (0: no limit), as in Core Foundation.
///
/// Differs from Core Foundation: its values are objects whatever the callbacks say.
public func CFArrayCreateMutable(
  _ allocator: CFAllocator!, _ capacity: CFIndex, _ callBacks: UnsafePointer<CFArrayCallBacks>!
) -> CFMutableArray! {
  NSMutableArray(capacity: Swift.max(0, capacity))
}
