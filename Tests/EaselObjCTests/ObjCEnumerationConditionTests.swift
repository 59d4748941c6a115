import Foundation
import Testing

@testable import EaselObjC

/// An enumeration's value tested as C tests a number (`self.orientation ? a : b`, `if (mode)`,
/// `BOOL up = self.orientation;`): a Swift enumeration is no number, so its raw value is
/// tested. spromicky/StepSlider (a spent draw's) failed on "cannot convert value of type
/// 'StepSliderTextOrientation' to expected argument type 'Int'".
@Suite struct ObjCEnumerationConditionTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSUInteger, LabelOrientation) {
        LabelOrientationDown,
        LabelOrientationUp,
    };

    IB_DESIGNABLE
    @interface StepView : UIView
    @property (nonatomic) LabelOrientation labelOrientation;
    @end
    @implementation StepView
    - (void)layoutSubviews {
        [super layoutSubviews];
        CGFloat y = self.labelOrientation ? 0 : self.bounds.size.height;
        if (self.contentMode) {
            y += 1;
        }
        BOOL up = self.labelOrientation;
        self.alpha = up ? y : 1;
    }
    @end
    """

  @Test func anEnumerationIsTestedByItsRawValue() throws {
    try ObjCTestSupport.expectTranslation(
      ["StepView.m": Self.source], containing: [".labelOrientation.rawValue != 0"])
  }
}
