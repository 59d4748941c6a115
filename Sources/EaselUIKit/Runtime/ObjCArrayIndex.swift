import Foundation

/// The message an array's element was read with: a subscript (`items[i]`) sends
/// `objectAtIndexedSubscript:`, `[items objectAtIndex:i]` its selector; Foundation's reason for
/// an index past the end names the one sent.
public enum ObjCArrayMessage: String, Sendable {
  case objectAtIndexedSubscript = "objectAtIndexedSubscript:"
  case objectAtIndex = "objectAtIndex:"
}

extension Array {
  /// The element at `index`, as `-[NSArray objectAtIndexedSubscript:]` (or the `message`
  /// sent) reads it (what translated Objective-C's `array[i]` and `[array objectAtIndex:i]`
  /// read): an index past the end raises `NSRangeException` with Foundation's reason, which
  /// ends the agent and reports the designable Crashed, where Swift's subscript traps saying
  /// only "Index out of range". A Swift array is an `NSArray` (an `NSMutableArray` is
  /// translated as itself, below).
  public subscript(
    objcIndex index: Int, sent message: ObjCArrayMessage = .objectAtIndexedSubscript
  ) -> Element {
    guard indices.contains(index) else {
      terminateWithUncaughtException(
        .rangeException,
        reason: ObjCArrayIndex.beyondBounds(index, count: count, sent: message, mutable: false))
    }
    return self[index]
  }
}

extension NSArray {
  /// The element at `index`, read as the array's own class reads it: past the end, an
  /// `NSMutableArray` raises as Foundation's mutable arrays do (`__NSArrayM`), any other as
  /// its immutable ones.
  public subscript(
    objcIndex index: Int, sent message: ObjCArrayMessage = .objectAtIndexedSubscript
  ) -> Any {
    guard index >= 0, index < count else {
      terminateWithUncaughtException(
        .rangeException,
        reason: ObjCArrayIndex.beyondBounds(
          index, count: count, sent: message, mutable: self is NSMutableArray))
    }
    return object(at: index)
  }
}

/// Foundation's words for an index past an array's end.
enum ObjCArrayIndex {
  /// `NSRangeException`'s reason for `index` of an array of `count` elements read with
  /// `message`, as Foundation's arrays give it (the index read as the `NSUInteger` it is):
  /// a mutable array's class is `__NSArrayM`; an immutable one's `__NSArray0` empty,
  /// `__NSSingleObjectArrayI` of one element (neither overrides `objectAtIndexedSubscript:`,
  /// so theirs name `objectAtIndex:`, which NSArray's subscript sends), else `__NSArrayI`.
  static func beyondBounds(
    _ index: Int, count: Int, sent message: ObjCArrayMessage, mutable: Bool
  ) -> String {
    let asked = UInt(bitPattern: index)
    let method =
      mutable
      ? "-[__NSArrayM " + message.rawValue + "]"
      : count == 0
        ? "-[__NSArray0 objectAtIndex:]"
        : count == 1
          ? "-[__NSSingleObjectArrayI objectAtIndex:]" : "-[__NSArrayI " + message.rawValue + "]"
    guard count > 0 else {
      return "*** \(method): index \(asked) beyond bounds for empty "
        + (mutable ? "array" : "NSArray")
    }
    return "*** \(method): index \(asked) beyond bounds [0 .. \(count - 1)]"
  }
}
