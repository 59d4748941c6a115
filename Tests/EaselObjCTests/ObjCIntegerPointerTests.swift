import EaselObjC
import Foundation
import Testing

/// A pointer made from an integer and used as a sentinel (`const CGPathRef DotShapeCircle =
/// (const CGPathRef)1;`, compared with what a caller sets): a stand-in of the pointer's type
/// (`ObjCIntegerPointer`), equal only to itself, where Swift refused the integer
/// (nicklockwood/FXPageControl, a spent draw's: "cannot convert value of type 'Int' to
/// specified type 'CGPath'"); `(void *)1` is the address Swift makes from the integer.
@Suite struct ObjCIntegerPointerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    const CGPathRef DotShapeCircle = (const CGPathRef)1;
    const CGPathRef DotShapeSquare = (const CGPathRef)2;
    #define LAST_SHAPE DotShapeSquare

    @interface Dots : UIView
    @property (nonatomic, assign) CGPathRef shape;
    @end

    @implementation Dots
    - (void)drawRect:(CGRect)rect {
        CGContextRef context = UIGraphicsGetCurrentContext();
        void *marker = (void *)1;
        (void)marker;
        if (!self.shape || self.shape == DotShapeCircle) {
            CGContextFillEllipseInRect(context, rect);
        } else if (self.shape == DotShapeSquare) {
            CGContextFillRect(context, rect);
        } else if (self.shape > LAST_SHAPE) {
            CGContextAddPath(context, self.shape);
            CGContextFillPath(context);
        }
    }
    @end
    """

  @Test func anIntegerMadePointerIsAStandInEqualOnlyToItself() throws {
    try ObjCTestSupport.expectTranslation(
      ["Dots.m": Self.source],
      containing: [
        "ObjCIntegerPointer.standIn(1, as: CGPath.self)",
        "ObjCIntegerPointer.standIn(2, as: CGPath.self)",
        "UnsafeMutableRawPointer(bitPattern: 1)",
      ])
  }
}
