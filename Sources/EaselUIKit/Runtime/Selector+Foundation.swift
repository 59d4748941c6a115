import Foundation

// Foundation API that takes a `Selector`, which Linux's Foundation lacks (there is no
// Objective-C runtime to call one). Differs from UIKit: observers, delayed performs, timers
// and display links made this way are accepted and never fire (COVERAGE.md).

extension NotificationCenter {
  /// Registers `observer`'s `aSelector` for `aName` (never called: a selector cannot be
  /// performed without the Objective-C runtime).
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {}
}

extension NSObject {
  /// Performs `aSelector` after `delay` (never: see `NotificationCenter.addObserver(_:selector:name:object:)`).
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {}

  /// Performs `aSelector` (never; returns nil).
  @discardableResult
  public func perform(_ aSelector: Selector) -> AnyObject? { nil }

  /// Performs `aSelector` with an argument (never; returns nil).
  @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> AnyObject? { nil }

  /// Whether the object has a method for `aSelector` (unknown without the runtime: false).
  public func responds(to aSelector: Selector) -> Bool { false }

  /// Cancels delayed performs (there are none).
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {}

  /// Cancels a delayed perform (there are none).
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {}
}

extension Timer {
  /// A timer that would send `aSelector` to `aTarget`; it is not scheduled and never fires.
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    Timer(timeInterval: ti, repeats: yesOrNo) { _ in }
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
}
