import EaselObjC
import Foundation
import Testing

/// `-[NSCalendar rangeOfUnit:startDate:interval:forDate:]`, whose start and length come back
/// through pointers: Linux's Foundation lacks it, so the name table did not declare it and
/// clang stopped at "no visible @interface for 'NSCalendar' declares the selector"
/// (yangyaling/dashboard_totyu's `NSDate (Extension)`, the spent thirty-third draw's, which its
/// AlertBar's marquee label needs). The façade declares it, the start given back as an
/// `NSDate` (or, for the `Date?` a translated `NSDate *` local is, as a `Date`).
@Suite struct ObjCCalendarRangeTests {
  @Test func theStartAndLengthComeBack() throws {
    let source = """
      #import <UIKit/UIKit.h>

      IB_DESIGNABLE
      @interface MonthLabel : UILabel
      @end
      @implementation MonthLabel
      - (void)layoutSubviews {
          [super layoutSubviews];
          double interval = 0;
          NSDate *beginDate = nil;
          NSCalendar *calendar = [NSCalendar currentCalendar];
          [calendar setFirstWeekday:2];
          BOOL ok = [calendar rangeOfUnit:NSCalendarUnitMonth startDate:&beginDate
                                 interval:&interval forDate:[NSDate date]];
          if (ok) {
              NSDate *endDate = [beginDate dateByAddingTimeInterval:interval - 1];
              self.text = [NSString stringWithFormat:@"%@ - %@", beginDate, endDate];
          }
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["MonthLabel.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("range(of: "), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
