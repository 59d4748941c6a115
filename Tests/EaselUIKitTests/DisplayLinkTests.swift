import EaselUIKit
import Foundation
import Testing

/// A target whose frame method is listed the way the generated selector table lists it.
@MainActor private final class FrameCounter: NSObject {
  var frames: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] =
    []
  var stopAfter = Int.max

  func step(_ link: CADisplayLink) {
    frames.append((link.timestamp, link.targetTimestamp, link.duration))
    if frames.count >= stopAfter { link.invalidate() }
  }

  static let methods: [ObjCMethod] = [
    ObjCMethod(owner: FrameCounter.self, selector: "step:") { receiver, arguments in
      (receiver as? FrameCounter)?.step(try ObjCArguments.cast(arguments, 0) as CADisplayLink)
      return nil
    }
  ]
}

/// A display link added to a run loop sends its selector, with itself, at each frame during
/// the run loop's turns, as `CADisplayLink` does; paused, removed or invalidated, it does not.
/// (These turn their own thread's run loop; `DisplayLinkFrameTests` the agent's main one.)
@MainActor
@Suite(.serialized)
struct DisplayLinkTests {
  init() {
    var table = KeyValueTable()
    table.add(methods: FrameCounter.methods)
    ObjCRuntime.shared.install(table)
  }

  /// Turns the current run loop until `seconds` have passed.
  private func turn(for seconds: TimeInterval) {
    let end = Date(timeIntervalSinceNow: seconds)
    while Date() < end { _ = RunLoop.current.run(mode: .default, before: end) }
  }

  /// One turn of the current run loop, firing the timers due.
  private func turn() {
    _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
  }

  @Test func anAddedLinkFiresItsFirstFrameAtTheNextTurn() {
    let counter = FrameCounter()
    let link = CADisplayLink(target: counter, selector: Selector("step:"))
    #expect(link.timestamp == 0 && link.targetTimestamp == 0)
    let before = CACurrentMediaTime()
    link.add(to: .current, forMode: .default)
    #expect(counter.frames.isEmpty)
    turn()
    #expect(counter.frames.count == 1)
    let frame = counter.frames.first
    #expect(frame.map { $0.timestamp >= before && $0.timestamp <= CACurrentMediaTime() } == true)
    #expect(frame.map { abs($0.duration - 1.0 / 60) < 1e-9 } == true)
    #expect(frame.map { abs($0.target - $0.timestamp - $0.duration) < 1e-9 } == true)
    // The next frame is a frame interval later: not yet due.
    turn()
    #expect(counter.frames.count == 1)
    link.invalidate()
  }

  @Test func framesFollowAtTheDisplayRateUntilInvalidated() {
    let counter = FrameCounter()
    counter.stopAfter = 3
    let link = CADisplayLink(target: counter, selector: Selector("step:"))
    link.add(to: .current, forMode: .default)
    turn(for: 0.2)
    #expect(counter.frames.count == 3)
    for (a, b) in zip(counter.frames, counter.frames.dropFirst()) {
      #expect(b.timestamp > a.timestamp)
    }
  }

  @Test func aPausedLinkSkipsFramesAndResumes() {
    let counter = FrameCounter()
    let link = CADisplayLink(target: counter, selector: Selector("step:"))
    link.isPaused = true
    link.add(to: .current, forMode: .default)
    turn(for: 0.05)
    #expect(counter.frames.isEmpty)
    link.isPaused = false
    turn()
    #expect(counter.frames.count == 1)
    link.isPaused = true
    turn(for: 0.05)
    #expect(counter.frames.count == 1)
    link.invalidate()
  }

  @Test func aLinkRemovedOrNeverAddedDoesNotFire() {
    let counter = FrameCounter()
    let idle = CADisplayLink(target: counter, selector: Selector("step:"))
    let removed = CADisplayLink(target: counter, selector: Selector("step:"))
    removed.add(to: .current, forMode: .default)
    removed.remove(from: .current, forMode: .default)
    turn(for: 0.05)
    #expect(counter.frames.isEmpty)
    idle.invalidate()
    removed.invalidate()
  }

  @Test func aLowerPreferredRateSkipsDisplayFrames() {
    let counter = FrameCounter()
    let link = CADisplayLink(target: counter, selector: Selector("step:"))
    link.preferredFramesPerSecond = 30
    link.add(to: .current, forMode: .default)
    turn()
    #expect(counter.frames.count == 1)
    #expect(counter.frames.first.map { abs($0.target - $0.timestamp - 2.0 / 60) < 1e-9 } == true)
    link.invalidate()
  }
}
