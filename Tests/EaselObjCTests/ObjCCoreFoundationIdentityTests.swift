import Foundation
import Testing

@testable import EaselObjC

/// Two Core Foundation–style objects compared with `==` or `!=` (`CGImageRef`, `CGColorRef`):
/// C compares the two pointers, so the translation compares by identity (`===`, `!==`),
/// which every façade class has where `==` needs an `Equatable` the façade's `CGImage`
/// lacks. spromicky/StepSlider (a spent draw's) failed on "operator function '!=' requires
/// that 'CGImage' conform to 'Equatable'".
@Suite struct ObjCCoreFoundationIdentityTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Dot : UIView
    @property (nonatomic, strong) UIImage *image;
    @property (nonatomic, strong) CALayer *dot;
    @end
    @implementation Dot
    - (void)layoutSubviews {
        [super layoutSubviews];
        CGImageRef oldImage = (__bridge CGImageRef)(self.dot.contents);
        CGImageRef newImage = self.image.CGImage;
        if (oldImage != newImage) {
            self.dot.contents = (__bridge id)newImage;
        }
        CGColorRef color = self.dot.backgroundColor;
        if (color == self.backgroundColor.CGColor || oldImage == NULL) {
            self.alpha = 0.5;
        }
    }
    @end
    """

  @Test func pointersAreComparedByIdentity() throws {
    try ObjCTestSupport.expectTranslation(
      ["Dot.m": Self.source],
      containing: ["oldImage !== newImage", "color === self.backgroundColor?.cgColor"])
  }
}
