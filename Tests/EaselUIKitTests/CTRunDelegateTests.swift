import EaselUIKit
import Foundation
import Testing

/// A Core Text run delegate (`CTRunDelegateCreate`, as YYText's `YYTextRunDelegate` and a
/// Core Text frame parser's image runs make one) stores its callbacks and reference: it
/// answers its run's metrics from them, gives the reference back, and frees it with the
/// delegate; a version Core Text does not know makes none.
@Suite struct CTRunDelegateTests {
  final class Box {
    var freed = false
  }

  @Test func aRunDelegateAnswersItsMetricsFromItsCallbacks() throws {
    let box = Box()
    let refCon = Unmanaged.passRetained(box).toOpaque()
    var callbacks = CTRunDelegateCallbacks()
    callbacks.version = kCTRunDelegateVersion1
    callbacks.getAscent = { _ in 10 }
    callbacks.getDescent = { _ in 2 }
    callbacks.getWidth = { _ in 24 }
    callbacks.dealloc = { Unmanaged<Box>.fromOpaque($0).takeRetainedValue().freed = true }
    do {
      let delegate = try #require(CTRunDelegateCreate(&callbacks, refCon))
      #expect(delegate.ascent == 10 && delegate.descent == 2 && delegate.width == 24)
      #expect(CTRunDelegateGetRefCon(delegate) == refCon)
      #expect(!box.freed)
    }
    #expect(box.freed)
    var unknown = CTRunDelegateCallbacks()
    unknown.version = 7
    #expect(CTRunDelegateCreate(&unknown, nil) == nil)
  }
}
