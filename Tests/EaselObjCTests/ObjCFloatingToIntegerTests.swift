import Foundation
import Testing

@testable import EaselObjC

/// C's conversions of a floating value to an integer type, cast (`(int)x`) or implicit
/// (`NSUInteger index = roundf(position)`), do not trap on a NaN, an infinity or a value out
/// of range: the translation converts with `init(cConverting:)`, which gives what x86-64
/// gives, where `Int(x)` trapped. spromicky/StepSlider (a spent draw's) ended its agent
/// computing an index from a NaN position while its track had no width.
@Suite struct ObjCFloatingToIntegerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Steps : UIView
    @property (nonatomic) NSUInteger index;
    @property (nonatomic) NSUInteger maxCount;
    @end
    @implementation Steps
    - (CGFloat)position {
        return self.bounds.size.width / (self.bounds.size.width * (self.maxCount - 1));
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSUInteger newIndex = roundf([self position]);
        NSInteger diff = fabs([self position] - self.index);
        int whole = (int)[self position];
        self.index = newIndex + diff + whole + (NSInteger)2.0;
    }
    @end
    """

  @Test func floatingValuesConvertToIntegersWithoutTrapping() throws {
    try ObjCTestSupport.expectTranslation(
      ["Steps.m": Self.source],
      containing: [
        "Int(cConverting: roundf(", "Int(cConverting: fabs(", "Int32(cConverting: self.position())",
      ])
  }
}
