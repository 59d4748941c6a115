import EaselObjC
import Foundation
import Testing

/// C's enumerations are integers: a value of one goes into an integer, and an integer into
/// one, wherever C converts implicitly. A header that declares an `NS_ENUM` property as
/// `NSUInteger` under `TARGET_INTERFACE_BUILDER` (so that Interface Builder can inspect it)
/// while the setter takes the enumeration (yongliangP/YLVerticalAlignmentLabelDemo's
/// `YLVerticalAlignmentLabel`, sjc/SJCSimplePDFView's `viewMode`, the spent forty-fifth draw's)
/// gave Swift's `newValue`, an integer, to a body reading an enumeration ("value of type 'UInt'
/// has no member 'rawValue'").
@Suite struct ObjCEnumerationIntegerConversionTests {
  @Test func aSetterTakingTheEnumerationOfAnIntegerPropertyConvertsNewValue() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "AlignedLabel.m": """
        #import <UIKit/UIKit.h>

        typedef NS_ENUM(NSUInteger, VerticalAlignment) {
            VerticalAlignmentTop = 0,
            VerticalAlignmentMiddle,
            VerticalAlignmentBottom,
        };

        IB_DESIGNABLE
        @interface AlignedLabel : UILabel
        #if TARGET_INTERFACE_BUILDER
        @property (nonatomic, assign) IBInspectable NSUInteger verticalAlignment;
        #else
        @property (nonatomic, assign) VerticalAlignment verticalAlignment;
        #endif
        @end
        @implementation AlignedLabel
        - (void)setVerticalAlignment:(VerticalAlignment)verticalAlignment {
            if (verticalAlignment > VerticalAlignmentBottom) {
                return;
            }
            if (_verticalAlignment != verticalAlignment) {
                switch ((_verticalAlignment = verticalAlignment)) {
                    case VerticalAlignmentTop:
                        self.alpha = 1;
                        break;
                    default:
                        self.alpha = 0.5;
                }
            }
            [self setNeedsDisplay];
        }
        - (CGRect)textRectForBounds:(CGRect)bounds limitedToNumberOfLines:(NSInteger)lines {
            CGRect r = [super textRectForBounds:bounds limitedToNumberOfLines:lines];
            switch (self.verticalAlignment) {
                case VerticalAlignmentTop: r.origin.y = bounds.origin.y; break;
                case VerticalAlignmentBottom: r.origin.y = CGRectGetMaxY(bounds) - r.size.height; break;
                default: break;
            }
            return r;
        }
        @end
        """
      ],
      containing: [
        "let verticalAlignment: VerticalAlignment = (VerticalAlignment(rawValue: "
          + "verticalAlignmentValue) ?? VerticalAlignment.top)"
      ])
  }
}
