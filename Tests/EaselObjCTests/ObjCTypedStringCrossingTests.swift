import EaselObjC
import Foundation
import Testing

/// One string-keyed type's constant where another's is wanted (lminhtm/LMGaugeView, the spent
/// forty-fifth draw's: `self.progressLayer.lineCap = kCALineJoinBevel;`): in Objective-C both
/// `CAShapeLayerLineCap` and `CAShapeLayerLineJoin` are typedefs of `NSString *`, and clang
/// assigns the string; Swift's importer makes each a struct of its own ("cannot assign value of
/// type 'CAShapeLayerLineJoin' to type 'CAShapeLayerLineCap'"), so the string goes through the
/// raw value.
@Suite struct ObjCTypedStringCrossingTests {
  @Test func aConstantOfAnotherStringTypeGoesThroughItsRawValue() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Gauge.m": """
        #import <UIKit/UIKit.h>

        @interface Gauge : UIView
        @property (nonatomic, strong) CAShapeLayer *progressLayer;
        @end
        @implementation Gauge
        - (void)layoutSubviews {
            [super layoutSubviews];
            if (!self.progressLayer) {
                self.progressLayer = [CAShapeLayer layer];
                [self.layer addSublayer:self.progressLayer];
            }
            self.progressLayer.lineCap = kCALineJoinBevel;
            CAShapeLayer *other = [CAShapeLayer layer];
            other.lineJoin = self.progressLayer.lineCap;
        }
        @end
        """
      ],
      containing: ["CAShapeLayerLineCap(rawValue: CAShapeLayerLineJoin.bevel.rawValue)"])
  }
}
