import EaselUIKit
import Foundation
import Testing

/// `NSCalendar.range(of:start:interval:for:)`, Foundation's `rangeOfUnit:startDate:interval:
/// forDate:`, which Linux's Foundation lacks: the unit containing a date, its start and length
/// given back through pointers.
@Suite struct NSCalendarRangeTests {
  nonisolated(unsafe) static let calendar: NSCalendar = {
    let c = NSCalendar(calendarIdentifier: .gregorian)!
    c.timeZone = TimeZone(identifier: "UTC")!
    c.firstWeekday = 2
    return c
  }()

  static func date(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
  }

  @Test func aMonthAndAWeekAreFound() {
    var start: NSDate?
    var length: TimeInterval = 0
    let day = Self.date("2017-02-15T10:00:00Z")
    #expect(Self.calendar.range(of: .month, start: &start, interval: &length, for: day))
    #expect(start as Date? == Self.date("2017-02-01T00:00:00Z"))
    #expect(length == 28 * 86_400)
    // Weeks start on Monday (firstWeekday 2): Wednesday the 15th is in the week of the 13th.
    #expect(Self.calendar.range(of: .weekOfYear, start: &start, interval: &length, for: day))
    #expect(start as Date? == Self.date("2017-02-13T00:00:00Z"))
    #expect(length == 7 * 86_400)
  }

  @Test func eitherPointerMayBeNilAndAUnitWithoutExtentFails() {
    var length: TimeInterval = -1
    #expect(Self.calendar.range(of: .day, start: nil, interval: &length, for: Date()))
    #expect(length == 86_400)
    var start: NSDate?
    #expect(!Self.calendar.range(of: [.day, .month], start: &start, interval: nil, for: Date()))
    #expect(start == nil)
  }

  @Test func theStartMayComeBackAsADate() {
    var start: Date?
    #expect(
      Self.calendar.range(
        of: .month, start: &start, interval: nil, for: Self.date("2017-02-15T10:00:00Z")))
    #expect(start == Self.date("2017-02-01T00:00:00Z"))
  }
}
