import EaselObjC
import Foundation
import Testing

/// Another object's instance variable read through a pointer that may be nil
/// (`[oldCalendar->_events mutableCopy]`, `oldCalendar` a local from a dictionary): the object
/// is unwrapped, as C reads through the pointer (a nil one traps on iOS too), where Swift
/// refused the optional ("value of optional type 'DayView?' must be unwrapped to refer to
/// member '_events'", Daij-Djan/DDCalendarView's `DDCalendarSingleDayView`, a spent draw's).
@Suite struct ObjCOtherObjectIvarTests {
  @Test func anotherObjectsIvarIsReadThroughTheUnwrappedObject() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "DayView.m": """
        #import <UIKit/UIKit.h>

        @interface DayView : UIView {
            NSArray *_events;
        }
        @end
        @implementation DayView
        - (void)takeFrom:(NSDictionary *)dict {
            DayView *other = dict[@"calendar"];
            if (other != self) {
                NSMutableArray *moved = [other->_events mutableCopy];
                other->_events = @[];
                _events = moved;
            }
        }
        @end
        """
      ],
      containing: ["other!._events", "other!._events = []"])
    #expect(!swift.contains("other._events"), "\(swift)")
  }
}
