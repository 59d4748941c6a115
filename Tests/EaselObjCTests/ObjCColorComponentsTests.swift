import EaselObjC
import Foundation
import Testing

/// Two constructs of the tenth draw's KDCircularProgress: `CGColorGetComponents(c)[0]` and a
/// local `CGFloat *components = CGColorGetComponents(c)`, where Core Graphics' overlay gives
/// the components as an optional array (`var components: [CGFloat]?`), not C's pointer; and
/// `malloc(sizeof(CGFloat) * [array count])`, whose argument clang types `unsigned long` and
/// whose parameter (`size_t`, which clang shows desugared for a builtin) Swift imports as `Int`.
@Suite struct ObjCColorComponentsTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Ring : UIView
    @property (nonatomic, strong) IBInspectable UIColor *ringColor;
    @property (nonatomic, strong) NSArray *colors;
    @end

    @implementation Ring
    - (void)drawRect:(CGRect)rect {
        CGFloat white = CGColorGetComponents(self.ringColor.CGColor)[0];
        const CGFloat *rgba = CGColorGetComponents(self.ringColor.CGColor);
        CGFloat *components = malloc(sizeof(CGFloat) * [self.colors count]);
        for (NSUInteger i = 0; i < [self.colors count]; i++) {
            components[i] = rgba[0] * white;
        }
        size_t length = strlen("ring");
        CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
        CGGradientRef gradient = CGGradientCreateWithColorComponents(space, rgba, NULL, length);
        CGGradientRelease(gradient);
        CGColorSpaceRelease(space);
        free(components);
    }
    @end
    """

  @Test func colorComponentsAreTheOverlaysArray() throws {
    try ObjCTestSupport.expectTranslation(
      ["Ring.m": Self.source],
      containing: [
        "let white: CGFloat = (self.ringColor?.cgColor.components)![0]",
        "let rgba: [CGFloat] = (self.ringColor?.cgColor.components ?? [])",
        "malloc(Int(",
      ])
  }
}
