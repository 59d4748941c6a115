import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Foundation API that takes a `Selector`, which Linux's Foundation lacks: answered by Easel's
// generated Objective-C runtime (`ObjCRuntime`). Delayed performs, timers and messages to
// the main thread go through the main run loop, as on iOS: Interface Builder's agent turns it
// before drawing (`MainRunLoop.settle`), so those due by then have fired (display links too:
// `CADisplayLink.swift`).

extension NotificationCenter {
  /// Registers `observer`'s `aSelector` for `aName`: each notification posted is sent to it
  /// as `aSelector` with the notification as its argument, while the observer lives.
  ///
  /// Differs from UIKit: `removeObserver(_:)` with the observer itself does not unregister
  /// it (Linux's Foundation knows only its own tokens); a dead observer is skipped.
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    let target = WeakObserver(observer as AnyObject)
    let name = aSelector.name
    _ = addObserver(forName: aName, object: anObject, queue: nil) { note in
      guard let receiver = target.object else { return }
      nonisolated(unsafe) let note = note
      onMainActor { ObjCRuntime.shared.deliver(name, to: receiver, [note]) }
    }
  }
}

/// An observer held weakly by the block Foundation keeps.
private final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

extension NSObject {
  /// Sends `aSelector` with `anArgument` after `delay` seconds, from a timer on the current
  /// run loop's default mode, as `NSDelayedPerforming` does: the receiver and the argument
  /// are kept until then. A delay of 0 sends it at the run loop's next turn.
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
  }

  /// `perform(_:with:afterDelay:)` in the run loop `modes`.
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
    inModes modes: [RunLoop.Mode]
  ) {
    DelayedPerforms.shared.schedule(
      aSelector.name, to: self, with: anArgument, after: delay, in: modes)
  }

  /// Cancels every delayed perform `aTarget` is the receiver of that has not yet fired.
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    DelayedPerforms.shared.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
  }

  /// Cancels the delayed performs of `aSelector` to `aTarget` with an argument equal to
  /// `anArgument` (`isEqual(_:)`, nil matching nil) that have not yet fired.
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    DelayedPerforms.shared.cancel(
      target: aTarget as AnyObject, selector: aSelector.name, argument: .some(anArgument))
  }
}

extension NSObject {
  /// Sends `aSelector` with `arg` on the main thread, as `NSThreadPerformAdditions` does: at
  /// once when `wait` is true (designables run on the main thread, where iOS sends it
  /// directly), else at the main run loop's next turn.
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool
  ) {
    guard wait else {
      let message = RunLoopMessage(aSelector.name, to: self, arg)
      DispatchQueue.main.async { message.send() }
      return
    }
    _ = ObjCRuntime.shared.performing(aSelector, on: self, [arg])
  }

  /// `performSelector(onMainThread:with:waitUntilDone:)`; the run loop modes play no part.
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool,
    modes array: [String]?
  ) {
    performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
  }

  /// Sends `aSelector` with `arg` on `thr`: as `performSelector(onMainThread:with:
  /// waitUntilDone:)` when `thr` is the main thread; else never (no other thread's run loop
  /// turns in a still render).
  public func perform(
    _ aSelector: Selector, on thr: Thread, with arg: Any?, waitUntilDone wait: Bool
  ) {
    guard thr.isMainThread else { return }
    performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
  }
}

/// A message sent later through the run loop: its receiver and argument are kept until it is
/// sent, as `NSDelayedPerforming` and `NSTimer` retain them.
final class RunLoopMessage: @unchecked Sendable {
  let selector: String
  let target: AnyObject
  let argument: Any?

  init(_ selector: String, to target: AnyObject, _ argument: Any?) {
    self.selector = selector
    self.target = target
    self.argument = argument
  }

  /// Sends the message on the main thread; one nothing answers ends the process, as on iOS.
  func send() { send(argument) }

  /// Sends it with `argument` in place of the kept one (a timer's message takes the timer).
  func send(_ argument: Any?) {
    nonisolated(unsafe) let argument = argument
    onMainActor { ObjCRuntime.shared.deliver(selector, to: target, [argument]) }
  }
}

/// The delayed performs not yet fired, so that `cancelPreviousPerformRequests` finds them.
/// One per process, as the run loop's timers are; thread-safe.
final class DelayedPerforms: @unchecked Sendable {
  static let shared = DelayedPerforms()

  private struct Request {
    let message: RunLoopMessage
    let timer: Timer
  }

  private let lock = NSLock()
  private var requests: [ObjectIdentifier: Request] = [:]

  /// Schedules `selector` to `target` after `delay` on the current run loop.
  func schedule(
    _ selector: String, to target: AnyObject, with argument: Any?, after delay: TimeInterval,
    in modes: [RunLoop.Mode]
  ) {
    let message = RunLoopMessage(selector, to: target, argument)
    let timer = Timer(timeInterval: max(delay, 0), repeats: false) { [weak self] timer in
      self?.remove(timer)
      message.send()
    }
    lock.withLock { requests[ObjectIdentifier(timer)] = Request(message: message, timer: timer) }
    for mode in modes { RunLoop.current.add(timer, forMode: mode) }
  }

  private func remove(_ timer: Timer) {
    _ = lock.withLock { requests.removeValue(forKey: ObjectIdentifier(timer)) }
  }

  /// Cancels the requests to `target`, of `selector` when given, with an argument equal to
  /// `argument` when given (`.some(nil)` matching a nil argument).
  func cancel(target: AnyObject, selector: String?, argument: Any??) {
    let cancelled = lock.withLock {
      let matching = requests.filter { _, r in
        guard r.message.target === target else { return false }
        if let selector, r.message.selector != selector { return false }
        if let argument, !Self.equal(r.message.argument, argument) { return false }
        return true
      }
      for key in matching.keys { requests.removeValue(forKey: key) }
      return matching.values.map(\.timer)
    }
    for timer in cancelled { timer.invalidate() }
  }

  /// Objective-C's argument equality for cancelling: nil matches nil, an object `isEqual:`.
  private static func equal(_ a: Any?, _ b: Any?) -> Bool {
    switch (ObjCArguments.unwrapped(a), ObjCArguments.unwrapped(b)) {
    case (nil, nil): return true
    case (let x?, let y?):
      if let x = x as? NSObject { return x.isEqual(y) }
      return (x as AnyObject) === (y as AnyObject)
    default: return false
    }
  }
}

extension Timer {
  /// A timer that sends `aSelector` to `aTarget` (with the timer as its argument) after `ti`
  /// seconds, every `ti` seconds when it repeats, scheduled on the current run loop's default
  /// mode. Differs from UIKit: its `userInfo` reads nil (Linux's `Timer` keeps none).
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo,
      repeats: yesOrNo)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }

  /// Foundation's timer that sends `aSelector` to `aTarget` once added to a run loop, as
  /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`'s; the target is kept
  /// until the timer is invalidated. Differs from UIKit: its `userInfo` reads nil.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    self.init(
      fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget, selector: aSelector,
      userInfo: userInfo, repeats: yesOrNo)
  }

  /// Foundation's timer that first fires at `date`, sending `s` to `t` (with the timer as its
  /// argument), then every `ti` seconds when it repeats (0.1 ms for an interval of 0 or less,
  /// as `NSTimer` takes it). Differs from UIKit: its `userInfo` reads nil.
  public convenience init(
    fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
    userInfo ui: Any?, repeats rep: Bool
  ) {
    // Kept as long as the timer (until it is invalidated), sent with the timer.
    let message = RunLoopMessage(s.name, to: t as AnyObject, nil)
    let interval = rep ? max(ti, 0.0001) : ti
    self.init(fire: date, interval: interval, repeats: rep) { timer in message.send(timer) }
  }
}
