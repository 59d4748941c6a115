import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The main run loop's turns that Interface Builder's agent lets pass between making a
/// designable and drawing it: the blocks `init`, `prepareForInterfaceBuilder()` or
/// `layoutSubviews()` put on the main queue (`DispatchQueue.main.async { … }`, a main-actor
/// `Task`) and timers already due have run when it takes the picture.
///
/// Design note: a turn is one pass of `RunLoop.main`, which runs the main queue's blocks
/// queued when it starts (those they queue wait for the next turn). Whether any wait is
/// read from the main queue's wake-up handle (libdispatch's event descriptor on Linux,
/// readable while blocks are queued), so that a render with nothing queued runs no turn.
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

  /// Runs one turn of the main run loop without waiting: the main queue's blocks queued so
  /// far and the timers due.
  package static func turn() {
    _ = RunLoop.main.run(mode: .default, before: .distantPast)
  }

  /// Lets the main run loop turn, laying `layer` out after each turn (a block's changes
  /// need layout, and layout may queue more), until nothing is queued or `maximumTurns`
  /// have run; returns whether work was still queued then (a block that queues itself
  /// again forever), which the caller reports and leaves queued.
  package static func settle(_ layer: CALayer, maximumTurns: Int) -> Bool {
    layer.layoutIfNeeded()
    #if !os(Linux)
      turn()
      layer.layoutIfNeeded()
    #endif
    var turns = 0
    while hasQueuedWork {
      guard turns < maximumTurns else { return true }
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
#endif
