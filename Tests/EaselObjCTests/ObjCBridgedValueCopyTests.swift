import Foundation
import Testing

@testable import EaselObjC

/// `[date copy]` of an `NSDate *`, which the translation spells as Swift's `Date` (as it does
/// `NSData`, `NSURL` and `NSIndexPath`): a value, copied by being passed on, as strings and
/// collections already were. craigbrown/CABCalendarView (draw 41): "value of type 'Date' has
/// no member 'copy'".
@Suite struct ObjCBridgedValueCopyTests {
  @Test func aBridgedValueIsCopiedByBeingPassedOn() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Month : UIView
      @property (nonatomic, strong) NSDate *startDate;
      @property (nonatomic, strong) NSDate *selectedDate;
      @property (nonatomic, strong) NSURL *link;
      @property (nonatomic, strong) NSData *data;
      @end
      @implementation Month
      - (void)reset {
          self.selectedDate = [[self startDate] copy];
          NSURL *link = [self.link copy];
          NSData *data = [_data copy];
          if (link && data) { [self setNeedsDisplay]; }
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Month.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(!swift.contains(".copy()"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
