import Foundation

extension Array {
  /// The element at `index`, as `-[NSArray objectAtIndexedSubscript:]` reads it (what
  /// translated Objective-C's `array[i]` and `[array objectAtIndex:i]` read): an index past the
  /// end raises `NSRangeException` with Foundation's reason, which ends the agent and reports
  /// the designable Crashed, where Swift's subscript traps saying only "Index out of range".
  public subscript(objcIndex index: Int) -> Element {
    guard indices.contains(index) else {
      terminateWithUncaughtException(
        .rangeException, reason: ObjCArrayIndex.beyondBounds(index, count: count))
    }
    return self[index]
  }
}

/// Foundation's words for an index past an array's end.
enum ObjCArrayIndex {
  /// `NSRangeException`'s reason for `index` of an array of `count` elements, as
  /// Foundation's immutable arrays give it (the index read as the `NSUInteger` it is).
  static func beyondBounds(_ index: Int, count: Int) -> String {
    let asked = UInt(bitPattern: index)
    return count == 0
      ? "*** -[__NSArray0 objectAtIndex:]: index \(asked) beyond bounds for empty NSArray"
      : "*** -[__NSArrayI objectAtIndexedSubscript:]: index \(asked) beyond bounds [0 .. "
        + "\(count - 1)]"
  }
}
