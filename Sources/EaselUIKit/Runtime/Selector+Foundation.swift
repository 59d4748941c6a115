import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Foundation API that takes a `Selector`, which Linux's Foundation lacks: answered by Easel's
// generated Objective-C runtime (`ObjCRuntime`). Differs from UIKit: delayed performs, timers
// and display links made this way are accepted and never fire (no time passes in a still
// render; COVERAGE.md).

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
  /// Performs `aSelector` after `delay` (never: no time passes in a still render).
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {}

  /// Cancels delayed performs (there are none).
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {}

  /// Cancels a delayed perform (there are none).
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {}
}

extension NSObject {
  /// Sends `aSelector` with `arg` on the main thread, as `NSThreadPerformAdditions` does:
  /// at once when `wait` is true (designables run on the main thread, where iOS sends it
  /// directly), else never.
  ///
  /// Differs from UIKit: without waiting, the message would go through the main run loop's
  /// next turn, which never comes in a still render (as a delayed perform's).
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool
  ) {
    guard wait else { return }
    _ = ObjCRuntime.shared.performing(aSelector, on: self, [arg])
  }

  /// `performSelector(onMainThread:with:waitUntilDone:)`; the run loop modes play no part.
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool,
    modes array: [String]?
  ) {
    performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
  }

  /// Sends `aSelector` with `arg` on `thr`: at once when `thr` is the main thread and `wait`
  /// is true, as `performSelector(onMainThread:with:waitUntilDone:)`; else never (no other
  /// thread's run loop turns in a still render).
  public func perform(
    _ aSelector: Selector, on thr: Thread, with arg: Any?, waitUntilDone wait: Bool
  ) {
    guard thr.isMainThread else { return }
    performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
  }
}

extension Timer {
  /// A timer that would send `aSelector` to `aTarget`; it is not scheduled and never fires.
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    Timer(timeInterval: ti, repeats: yesOrNo) { _ in }
  }

  /// Foundation's timer that sends `aSelector` to `aTarget` once added to a run loop, as
  /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`'s: it never sends it.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
  }

  /// Foundation's timer that first fires at `date`, sending `s` to `t`: it never sends it.
  public convenience init(
    fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
    userInfo ui: Any?, repeats rep: Bool
  ) {
    self.init(fire: date, interval: ti, repeats: rep) { _ in }
  }
}

/// A timer tied to the display's refresh, as `CADisplayLink` (never fires: no frames pass in
/// a still render).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
  /// The target that would be called.
  public private(set) weak var target: AnyObject?
  /// The selector that would be called.
  public let selector: Selector
  /// The time of the last frame (0).
  open var timestamp: CFTimeInterval { 0 }
  /// The time between frames (1/60).
  open var duration: CFTimeInterval { 1.0 / 60 }
  /// The time of the next frame.
  open var targetTimestamp: CFTimeInterval { duration }
  /// Whether it is paused.
  open var isPaused = false
  /// The wanted frame rate (0 for the display's).
  open var preferredFramesPerSecond = 0
  /// Frames between calls (deprecated in iOS 10 for `preferredFramesPerSecond`; default 1).
  open var frameInterval = 1

  /// Creates a link sending `sel` to `target`.
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
    super.init()
  }

  /// Adds the link to a run loop (inert).
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  /// Removes the link from a run loop (inert).
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  /// Stops the link.
  open func invalidate() { target = nil }

  // facade-inventory:begin. Generated by scripts/facade-inventory: the SDK's members
  // this class lacks, at rest, in its body so that subclasses can override them.
  open var preferredFrameRateRange: CAFrameRateRange {
    get { UnimplementedAPI.value(of: self, "CADisplayLink.preferredFrameRateRange", default: CAFrameRateRange()) }
    set { UnimplementedAPI.set(newValue, of: self, "CADisplayLink.preferredFrameRateRange") }
  }
  // facade-inventory:end
}
