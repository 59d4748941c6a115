import EaselObjC
import Foundation
import Testing

/// Foundation's numbered assertion macros (`NSAssert1` … `NSAssert5`, `NSCAssert1` …
/// `NSCAssert5`), which NSException.h defines over `NSAssert` and `NSCAssert`: a designable
/// calling them parses and its condition is still evaluated, as `NSAssert`'s is.
@Suite struct ObjCAssertionMacroTests {
  @Test func numberedAssertionsTranslateAsTheirBaseMacro() throws {
    let source = """
      #import <UIKit/UIKit.h>

      static void check(NSInteger count) {
        NSCAssert1(count >= 0, @"count %ld", (long)count);
        NSCAssert5(count < 9, @"%d %d %d %d %d", 1, 2, 3, 4, 5);
      }

      IB_DESIGNABLE
      @interface Gauge : UIView
      @property (nonatomic) IBInspectable NSInteger steps;
      @end

      @implementation Gauge
      - (void)layoutSubviews {
        [super layoutSubviews];
        NSAssert2(self.steps >= 0, @"%@ has %ld steps", self, (long)self.steps);
        NSAssert3(YES, @"%d %d %d", 1, 2, 3);
        NSAssert4(YES, @"%d %d %d %d", 1, 2, 3, 4);
        NSAssert5(YES, @"%d %d %d %d %d", 1, 2, 3, 4, 5);
        check(self.steps);
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Gauge.m": source], containing: ["self.steps >= 0", "count >= 0"])
  }
}
