import Foundation
import Testing

@testable import EaselUIKit

/// An array read as `-[NSArray objectAtIndexedSubscript:]` reads it: in bounds, the element;
/// past the end, Foundation's `NSRangeException` reason (raising ends the process, so the
/// reason is checked on its own).
@Suite struct ObjCArrayIndexTests {
  @Test func inBoundsGivesTheElement() {
    #expect(["a", "b", "c"][objcIndex: 2] == "c")
  }

  @Test func pastTheEndIsFoundationsRangeException() {
    #expect(
      ObjCArrayIndex.beyondBounds(0, count: 0)
        == "*** -[__NSArray0 objectAtIndex:]: index 0 beyond bounds for empty NSArray")
    #expect(
      ObjCArrayIndex.beyondBounds(3, count: 3)
        == "*** -[__NSArrayI objectAtIndexedSubscript:]: index 3 beyond bounds [0 .. 2]")
    #expect(
      ObjCArrayIndex.beyondBounds(-1, count: 2)
        == "*** -[__NSArrayI objectAtIndexedSubscript:]: index 18446744073709551615 beyond "
        + "bounds [0 .. 1]")
  }
}
