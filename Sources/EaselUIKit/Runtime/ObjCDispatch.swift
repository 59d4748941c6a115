import Dispatch

// Grand Central Dispatch's timer sources as Objective-C designables use them
// (`dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, …)`, `dispatch_source_set_timer`),
// for the translation (docs/objc.md): a `dispatch_time_t` is kept there as nanoseconds from
// now, and `DISPATCH_TIME_FOREVER` (all bits set) means never.

/// `dispatch_source_set_timer(timer, start, interval, leeway)`: the timer fires `start`
/// nanoseconds from now, then every `interval` nanoseconds (`DISPATCH_TIME_FOREVER`: once),
/// within `leeway`. Nothing happens to a nil timer, as a C call on NULL would not be made by
/// working code and a message to nil does nothing.
public func __easelScheduleTimer(
  _ timer: (any DispatchSourceTimer)?, start: UInt64, interval: UInt64, leeway: UInt64
) {
  guard let timer else { return }
  func span(_ nanoseconds: UInt64) -> DispatchTimeInterval {
    nanoseconds >= UInt64(Int.max) ? .never : .nanoseconds(Int(nanoseconds))
  }
  let deadline: DispatchTime =
    start == UInt64.max ? .distantFuture : .now() + span(start)
  timer.schedule(
    deadline: deadline, repeating: span(interval),
    leeway: leeway >= UInt64(Int.max) ? .nanoseconds(0) : span(leeway))
}

/// The deadline of a wait (`dispatch_semaphore_wait`, `dispatch_group_wait`) given a
/// `dispatch_time_t` as the translation keeps it, nanoseconds from now:
/// `DISPATCH_TIME_FOREVER` (all bits set) waits for ever, `DISPATCH_TIME_NOW` not at all.
public func __easelDispatchDeadline(_ nanoseconds: UInt64) -> DispatchTime {
  nanoseconds >= UInt64(Int.max) ? .distantFuture : .now() + .nanoseconds(Int(nanoseconds))
}
