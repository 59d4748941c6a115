import Foundation
import Testing

@testable import EaselObjC

/// `NSDate *` is Swift's `Date` in a translation, so its category extends `Date`: a fast
/// enumeration's `NSDate *` element is matched as a `Date` (it was `as NSDate`, an object on
/// which the category's `stringWithTimeOnly` is not), and `isEqualToDate:` is `==` (`Date` has
/// no `isEqual(to:)`). Daij-Djan/DDCalendarView, a spent draw's: "value of type 'NSDate' has no
/// member 'stringWithTimeOnly'", "value of type 'Date' has no member 'isEqual'".
@Suite struct ObjCBridgedDateValueTests {
  @Test func datesAreEnumeratedAndComparedAsValues() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface NSDate (Clock)
      - (NSString *)timeOnly;
      @end
      @implementation NSDate (Clock)
      - (NSString *)timeOnly { return @"12:00"; }
      @end

      @interface Hours : UIView
      @property (nonatomic, strong) NSMutableArray *dates;
      @property (nonatomic, strong) NSDate *date;
      @end
      @implementation Hours
      - (void)setDate:(NSDate *)date {
          BOOL differ = ![_date isEqualToDate:date];
          _date = date;
          if (differ) { [self setNeedsDisplay]; }
      }
      - (NSInteger)count {
          NSInteger n = 0;
          for (NSDate *date in self.dates) {
              NSString *string = date.timeOnly;
              n += string.length;
          }
          return n;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Hours.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("for case let date as Date in"), "\(swift)")
    #expect(swift.contains("!(self._date == date)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
