import Foundation
import Testing

@testable import EaselUIKit

/// A C union's members share their bytes: one written, another read gives those bytes
/// reinterpreted, as C gives them (the translation's `union { uint32_t bits; float value; }`).
@Suite struct ObjCUnionStorageTests {
  @Test func aMemberReadsTheBytesAnotherWrote() {
    var storage = ObjCUnionStorage(size: max(MemoryLayout<UInt32>.size, MemoryLayout<Float>.size))
    #expect(storage.load(UInt32.self) == 0)
    storage.store(Float(1))
    #expect(storage.load(UInt32.self) == 0x3f80_0000)
    storage.store(UInt32(0x4000_0000))
    #expect(storage.load(Float.self) == 2)
  }

  /// A narrower member written leaves the bytes past it as they were (C11 6.2.6.1p7 leaves
  /// them unspecified; clang's stores leave them).
  @Test func aNarrowerMemberLeavesTheRest() {
    var storage = ObjCUnionStorage(size: MemoryLayout<CGPoint>.size)
    storage.store(CGPoint(x: 1, y: 2))
    storage.store(Double(5))
    #expect(storage.load(CGPoint.self) == CGPoint(x: 5, y: 2))
  }
}
