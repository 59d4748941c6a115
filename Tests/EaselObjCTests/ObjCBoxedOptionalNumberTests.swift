import EaselObjC
import Foundation
import Testing

/// `@(self.shapeLayer.strokeStart)` boxes a number read through a property that may be nil:
/// in C a message to nil answers 0, and 0 is boxed, by the method clang names
/// (`numberWithDouble:` for a `CGFloat`). The translation gave Swift's `NSNumber(value:)` the
/// `CGFloat` of `strokeStart ?? 0`, which Swift read as an optional it does not convert (the
/// fifty-first draw's BZYStrokeTimer, `BZYStrokeTimer.m:98`: "cannot implicitly convert value
/// of type 'CGFloat?' to expected type 'Double?'").
@Suite struct ObjCBoxedOptionalNumberTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSInteger, Mode) { ModeA, ModeB };

    @interface Holder : NSObject
    @property (nonatomic) Mode mode;
    @property (nonatomic) BOOL on;
    @end
    @implementation Holder
    @end

    @interface Stroke : UIView
    @property (nonatomic, strong) CAShapeLayer *shapeLayer;
    @property (nonatomic, strong) Holder *holder;
    @end
    @implementation Stroke
    - (NSArray *)values {
        return @[@(self.shapeLayer.strokeStart), @(self.shapeLayer.lineWidth),
                 @(self.holder.mode), @(self.holder.on)];
    }
    @end
    """

  /// Each boxes the number, the zero where the receiver is nil.
  @Test func numbersThroughNilBoxTheirZero() throws {
    try ObjCTestSupport.expectTranslation(
      ["Stroke.m": Self.source],
      containing: [
        "NSNumber(value: Double((self.shapeLayer?.strokeStart ?? 0)))",
        "NSNumber(value: Double((self.shapeLayer?.lineWidth ?? 0)))",
        "NSNumber(value: (self.holder?.on ?? false))",
      ])
  }
}
