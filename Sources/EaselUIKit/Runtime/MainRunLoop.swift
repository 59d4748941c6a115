import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The main run loop's turns that Interface Builder's agent lets pass between making a
/// designable and drawing it: the blocks `init`, `prepareForInterfaceBuilder()` or
/// `layoutSubviews()` put on the main queue (`DispatchQueue.main.async { … }`, a main-actor
/// `Task`, `performSelector(onMainThread:with:waitUntilDone: false)`) and the timers due by
/// then (`perform(_:with:afterDelay: 0)`, a timer of no or a short interval) have run when
/// it takes the picture.
///
/// Design note: a turn is one pass of `RunLoop.main`, which runs the main queue's blocks
/// queued when it starts (those they queue wait for the next turn) and fires the timers due.
/// Whether any block waits is read from the main queue's wake-up handle (libdispatch's event
/// descriptor on Linux, readable while blocks are queued), whether a timer is due from the
/// run loop's next fire date, so that a render with nothing pending runs no turn. A timer
/// that is not yet due is left for later: no time passes for a still picture. A repeating
/// timer is due again only after its interval; one with no interval fires at most once a
/// turn, and the bound on turns stops it.
@MainActor
package enum MainRunLoop {
  /// Whether blocks are waiting on the main queue. Differs from UIKit's agent only where
  /// the platform gives no handle (not Linux): false, and one turn is run regardless.
  package static var hasQueuedWork: Bool {
    #if os(Linux)
      var fd = pollfd(fd: _dispatch_get_main_queue_handle_4CF(), events: Int16(POLLIN), revents: 0)
      return poll(&fd, 1, 0) > 0
    #else
      return false
    #endif
  }

  /// When the main run loop's next timer fires (in its default mode, which the common
  /// modes include), as seconds since 2001; nil when no timer is scheduled.
  package static var nextTimerFireDate: TimeInterval? {
    #if os(Linux)
      guard let mode = defaultModeName else { return nil }
      let next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), mode)
      return next > 0 ? next : nil
    #else
      return nil
    #endif
  }

  /// Whether a timer of the main run loop is due now.
  package static var hasDueTimer: Bool {
    guard let next = nextTimerFireDate else { return false }
    return next <= Date().timeIntervalSinceReferenceDate
  }

  /// Whether blocks are queued or a timer is due.
  package static var hasPendingWork: Bool { hasQueuedWork || hasDueTimer }

  /// Runs one turn of the main run loop: the main queue's blocks queued so far and the
  /// timers due, waiting at most a millisecond for a due timer whose clock has not yet ticked.
  package static func turn() {
    let limit = hasDueTimer && !hasQueuedWork ? Date(timeIntervalSinceNow: 0.001) : .distantPast
    _ = RunLoop.main.run(mode: .default, before: limit)
  }

  /// Lets the main run loop turn, laying `layer` out after each turn (a block's changes
  /// need layout, and layout may queue more), until nothing is queued or due or
  /// `maximumTurns` have run; returns whether blocks were still queued then (a block that
  /// queues itself again forever), which the caller reports and leaves queued. A repeating
  /// timer still due then (one of no interval) is left for later without a report: it is
  /// due again after each firing by its nature, as on iOS.
  package static func settle(_ layer: CALayer, maximumTurns: Int) -> Bool {
    layer.layoutIfNeeded()
    #if !os(Linux)
      turn()
      layer.layoutIfNeeded()
    #endif
    var turns = 0
    while hasPendingWork {
      guard turns < maximumTurns else { return hasQueuedWork }
      turn()
      turns += 1
      layer.layoutIfNeeded()
    }
    return false
  }
}

#if os(Linux)
  /// libdispatch's handle for the main queue, which CoreFoundation's run loop waits on: an
  /// `eventfd` written when blocks are queued and read as the run loop drains them.
  @_silgen_name("_dispatch_get_main_queue_handle_4CF")
  private func _dispatch_get_main_queue_handle_4CF() -> Int32

  /// Core Foundation's run loop of the main thread (`CFRunLoopRef`), which `RunLoop.main`
  /// wraps; Linux's Foundation exports it without declaring it to Swift.
  @_silgen_name("CFRunLoopGetMain")
  private func CFRunLoopGetMain() -> OpaquePointer

  /// The fire date of `runLoop`'s next timer in `mode` (a `CFStringRef`), 0 when none.
  @_silgen_name("CFRunLoopGetNextTimerFireDate")
  private func CFRunLoopGetNextTimerFireDate(_ runLoop: OpaquePointer, _ mode: OpaquePointer)
    -> Double

  /// `kCFRunLoopDefaultMode`, the `CFStringRef` naming the default mode.
  nonisolated(unsafe) private let defaultModeName: OpaquePointer? = {
    guard let symbol = dlsym(nil, "kCFRunLoopDefaultMode")
    else { return nil }
    return symbol.load(as: OpaquePointer?.self)
  }()
#endif
