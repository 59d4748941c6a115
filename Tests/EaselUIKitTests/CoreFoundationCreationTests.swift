import EaselUIKit
import Foundation
import Testing

/// Core Foundation's collections made as Objective-C makes them, with the standard callbacks:
/// `CFDictionaryCreate` over C arrays of objects' addresses (as the translation passes
/// `(const void **)keys`) gives the dictionary of those objects, and the mutable kinds are
/// empty mutable collections (all three were stubs that gave nil).
@Suite struct CoreFoundationCreationTests {
  @Test func aDictionaryCreatedFromObjectPointersHoldsThePairs() throws {
    let color = UIColor.red.cgColor
    var keys: [UnsafeRawPointer?] = [
      ObjCObjectPointer.opaque("name" as NSString), ObjCObjectPointer.opaque("size" as NSString),
    ]
    var values: [UnsafeRawPointer?] = [
      ObjCObjectPointer.opaque(color), ObjCObjectPointer.opaque(NSNumber(value: 12)),
    ]
    let dictionary = try #require(
      CFDictionaryCreate(
        kCFAllocatorDefault, &keys, &values, 2, &kCFTypeDictionaryKeyCallBacks,
        &kCFTypeDictionaryValueCallBacks))
    #expect(dictionary.count == 2)
    #expect(dictionary["name"] as? CGColor === color)
    #expect((dictionary["size"] as? NSNumber)?.intValue == 12)
    #expect(CFDictionaryCreate(nil, nil, nil, 0, nil, nil)?.count == 0)
    let mutable = try #require(
      CFDictionaryCreateMutable(
        nil, 0, &kCFTypeDictionaryKeyCallBacks, &kCFTypeDictionaryValueCallBacks))
    mutable["a"] = 1
    #expect(mutable.count == 1)
    let array = try #require(CFArrayCreateMutable(nil, 0, &kCFTypeArrayCallBacks))
    array.add(color)
    #expect(array.count == 1)
  }
}
