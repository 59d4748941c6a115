import Foundation
import Testing

@testable import EaselObjC

/// C's comma operator in a `for`'s increment (`for (int i = 0; i <= frames; i++, offset +=
/// p)`): its operands' effects in order, at the end of the body and before each `continue`.
/// Before, "the comma operator is not translated" failed the class (Nightonke/VHBoomMenuButton's
/// VHAnimationManager, a spent draw's).
@Suite struct ObjCForCommaIncrementTests {
  @Test func aCommaInAForIncrementIsItsOperandsInOrder() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Frames : UIView
      @end

      @implementation Frames
      + (NSArray *)values:(int)frames {
          NSMutableArray *values = [NSMutableArray array];
          CGFloat offset = 0, p = 1.0 / frames;
          for (int i = 0; i <= frames; i++, offset += p) {
              if (i == 2) continue;
              [values addObject:@(offset)];
          }
          return values;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Frames.m": source], containing: ["i += 1; offset += p"])
  }
}
