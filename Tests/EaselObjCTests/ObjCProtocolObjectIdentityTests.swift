import Foundation
import Testing

@testable import EaselObjC

/// `==` and `!=` of an `id<P>` (`if (delegate != _delegate)` in a delegate's setter): Objective-C
/// compares the objects by identity, and a Swift protocol existential has no `==` ("type 'any
/// DDCalendarViewDelegate' cannot conform to 'Equatable'", Daij-Djan/DDCalendarView, a spent
/// draw's). Each side is compared as `AnyObject?` with `===`.
@Suite struct ObjCProtocolObjectIdentityTests {
  @Test func protocolObjectsAreComparedByIdentity() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @protocol CalendarDelegate <NSObject>
      - (void)calendarChanged;
      @end

      @interface Calendar : UIView
      @property (nonatomic, weak) id<CalendarDelegate> delegate;
      @property (nonatomic) NSInteger changes;
      @end

      @implementation Calendar
      - (void)setDelegate:(id<CalendarDelegate>)delegate {
          if (delegate != _delegate) {
              _delegate = delegate;
              self.changes += 1;
          }
          if (self.delegate == (id<CalendarDelegate>)self.superview) { self.changes = 0; }
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Calendar.m": source],
      containing: ["if (delegate as AnyObject?) !== (self._delegate as AnyObject?)"])
  }
}
