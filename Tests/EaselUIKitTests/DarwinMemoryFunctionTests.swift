import EaselUIKit
import Foundation
import Testing

/// C's memory functions take optional pointers, as Darwin's do (Glibc's take only non-optional
/// ones): code that keeps `CFDataGetBytePtr(data)` in a `let` and copies from it builds.
@Suite struct DarwinMemoryFunctionTests {
  @Test func optionalPointersAreTakenAsDarwinTakesThem() {
    let data = Data([1, 2, 3, 4, 5]) as CFData
    let bytes = CFDataGetBytePtr(data)
    var copy = [UInt8](repeating: 0, count: 5)
    copy.withUnsafeMutableBytes { out in
      let to: UnsafeMutableRawPointer? = out.baseAddress
      _ = memcpy(to, bytes, 5)
      #expect(memcmp(to, bytes, 5) == 0)
      // Overlapping: shift the first four bytes right by one.
      _ = memmove(to.map { $0 + 1 }, to, 4)
      _ = memset(to, 9, 1)
    }
    #expect(copy == [9, 1, 2, 3, 4])
    let a: [UInt8] = [1, 2]
    let b: [UInt8] = [1, 3]
    a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        let first: UnsafeRawPointer? = x.baseAddress
        #expect(memcmp(first, y.baseAddress, 2) < 0)
        #expect(memcmp(first, y.baseAddress, 1) == 0)
        // Non-optional pointers still compile (the C library's own is chosen).
        var c: [UInt8] = [0, 0]
        c.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, x.baseAddress!, 2) }
        #expect(c == a)
      }
    }
  }
}
