import Foundation
import Testing

@testable import EaselObjC

/// `[[NSCalendar alloc] initWithCalendarIdentifier:…]` is Swift's failable
/// `NSCalendar(calendarIdentifier:)` (the SDK declares its result `_Nullable`): a local
/// taking it is optional, as Swift needs. yangyaling/dashboard_totyu (a spent draw's)
/// failed with "value of optional type 'NSCalendar?' must be unwrapped".
@Suite struct ObjCFailableFrameworkInitializerTests {
  @Test func aNullableFrameworkInitializerMakesAnOptionalLocal() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Days.m": """
        #import <UIKit/UIKit.h>

        @interface Days : UIView
        @end
        @implementation Days
        - (void)layoutSubviews {
            [super layoutSubviews];
            NSCalendar *calendar = [[NSCalendar alloc] initWithCalendarIdentifier:NSCalendarIdentifierGregorian];
            NSDateComponents *parts = [calendar components:NSCalendarUnitDay fromDate:[NSDate date]];
            self.tag = parts.day;
        }
        @end
        """
      ],
      containing: ["let calendar: NSCalendar? = NSCalendar(calendarIdentifier: "])
  }
}
