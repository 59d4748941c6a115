import Foundation

extension NSCalendar {
  /// Finds the start and length of the `unit` (month, week, day …) that contains `date`, as
  /// Foundation's `rangeOfUnit:startDate:interval:forDate:`: the start is written to `datep`
  /// and the length in seconds to `tip` (either may be nil); false, writing nothing, when the
  /// calendar cannot find one (a unit that has no extent, such as `.calendar`).
  ///
  /// Differs from Apple's Foundation: the start is given through a plain pointer (`&start`, as
  /// callers write it); Linux has no `AutoreleasingUnsafeMutablePointer`.
  public func range(
    of unit: NSCalendar.Unit, start datep: UnsafeMutablePointer<NSDate?>?,
    interval tip: UnsafeMutablePointer<TimeInterval>?, for date: Date
  ) -> Bool {
    guard let component = NSCalendar.component(of: unit),
      let interval = (self as Calendar).dateInterval(of: component, for: date)
    else { return false }
    datep?.pointee = interval.start as NSDate
    tip?.pointee = interval.duration
    return true
  }

  /// `range(of:start:interval:for:)` giving the start as a `Date`: translated Objective-C
  /// keeps an `NSDate *` local as Swift's `Date?` and passes its address (`&beginDate`).
  /// Differs from Apple's Foundation, which has only the `NSDate` form. (Not optional, so that
  /// `start: nil` is the `NSDate` form's.)
  public func range(
    of unit: NSCalendar.Unit, start datep: UnsafeMutablePointer<Date?>,
    interval tip: UnsafeMutablePointer<TimeInterval>?, for date: Date
  ) -> Bool {
    var start: NSDate?
    guard range(of: unit, start: &start, interval: tip, for: date) else { return false }
    datep.pointee = start as Date?
    return true
  }

  /// The one component `unit` names, as `Calendar` spells it; nil for none or several.
  private static func component(of unit: NSCalendar.Unit) -> Calendar.Component? {
    let components: [(NSCalendar.Unit, Calendar.Component)] = [
      (.era, .era), (.year, .year), (.month, .month), (.day, .day), (.hour, .hour),
      (.minute, .minute), (.second, .second), (.weekday, .weekday),
      (.weekdayOrdinal, .weekdayOrdinal), (.quarter, .quarter),
      (.weekOfMonth, .weekOfMonth), (.weekOfYear, .weekOfYear),
      (.yearForWeekOfYear, .yearForWeekOfYear), (.nanosecond, .nanosecond),
    ]
    return components.first { $0.0 == unit }?.1
  }
}
