import Foundation
import Testing

@testable import EaselObjC

/// `NSCalendar`, `NSDateComponents` and `NSTimeZone` objects, which Swift's importer gives as
/// `Calendar`, `DateComponents` and `TimeZone` in framework members whose methods are not the
/// classes': the translation keeps the objects the Objective-C holds and calls, and converts
/// with `as` where a framework member gives or takes the value (a clock face's hour hand).
@Suite struct ObjCBridgedObjectTests {
  @Test func calendarsAndDateComponentsAreConvertedAtFrameworkMembers() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Clock.m": """
        #import <UIKit/UIKit.h>
        @interface Clock : UIView
        @property (nonatomic) NSDate *date;
        @end
        @implementation Clock
        - (CGFloat)hourAngle {
          NSCalendar *calendar = [NSCalendar currentCalendar];
          NSDateComponents *components =
              [calendar components:(NSCalendarUnitHour | NSCalendarUnitMinute) fromDate:self.date];
          NSDateComponents *step = [[NSDateComponents alloc] init];
          step.day = 1;
          NSDate *next = [calendar dateByAddingComponents:step toDate:self.date options:0];
          NSTimeZone *zone = [NSTimeZone localTimeZone];
          (void)next; (void)zone;
          return (components.hour % 12 + [components minute] / 60.0) * M_PI / 6;
        }
        @end
        """
      ],
      containing: [
        "let calendar: NSCalendar = (NSCalendar.current as NSCalendar)",
        "from: self.date) as NSDateComponents)",
        "calendar.date(byAdding: (step as DateComponents), to: self.date, options: [])",
        "(NSTimeZone.local as NSTimeZone)",
      ])
  }
}
