import Foundation
import Testing

@testable import EaselUIKit

/// An array read as `-[NSArray objectAtIndexedSubscript:]` (or `objectAtIndex:`) reads it: in
/// bounds, the element; past the end, Foundation's `NSRangeException` reason, naming the
/// selector sent and the array's class (raising ends the process, so the reason is checked on
/// its own).
@Suite struct ObjCArrayIndexTests {
  @Test func inBoundsGivesTheElement() {
    #expect(["a", "b", "c"][objcIndex: 2] == "c")
    #expect(["a", "b", "c"][objcIndex: 1, sent: .objectAtIndex] == "b")
    #expect(NSMutableArray(array: ["a", "b"])[objcIndex: 1] as? String == "b")
  }

  @Test(arguments: [
    (
      0, 0, ObjCArrayMessage.objectAtIndexedSubscript, false,
      "*** -[__NSArray0 objectAtIndex:]: index 0 beyond bounds for empty NSArray"
    ),
    (
      1, 1, .objectAtIndexedSubscript, false,
      "*** -[__NSSingleObjectArrayI objectAtIndex:]: index 1 beyond bounds [0 .. 0]"
    ),
    (
      3, 3, .objectAtIndexedSubscript, false,
      "*** -[__NSArrayI objectAtIndexedSubscript:]: index 3 beyond bounds [0 .. 2]"
    ),
    (
      3, 3, .objectAtIndex, false,
      "*** -[__NSArrayI objectAtIndex:]: index 3 beyond bounds [0 .. 2]"
    ),
    (
      5, 3, .objectAtIndex, true,
      "*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 2]"
    ),
    (
      0, 0, .objectAtIndexedSubscript, true,
      "*** -[__NSArrayM objectAtIndexedSubscript:]: index 0 beyond bounds for empty array"
    ),
    (
      -1, 2, .objectAtIndexedSubscript, false,
      "*** -[__NSArrayI objectAtIndexedSubscript:]: index 18446744073709551615 beyond "
        + "bounds [0 .. 1]"
    ),
  ])
  func pastTheEndIsFoundationsRangeException(
    index: Int, count: Int, message: ObjCArrayMessage, mutable: Bool, reason: String
  ) {
    #expect(
      ObjCArrayIndex.beyondBounds(index, count: count, sent: message, mutable: mutable)
        == reason)
  }
}
