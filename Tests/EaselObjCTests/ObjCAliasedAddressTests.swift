import Foundation
import Testing

@testable import EaselObjC

/// One variable's address passed more than once in a call, as C allows (`[color getHue:&h
/// saturation:&unused brightness:&unused alpha:&unused]`, to throw three components away):
/// each `&unused` was an inout argument, which swiftc rejects ("overlapping accesses to
/// 'unused', but modification requires exclusive access"). The call is made with one pointer
/// to the variable, every `&unused` of it, so the callee writes it as C's does, the last
/// write winning.
@Suite struct ObjCAliasedAddressTests {
  @Test func aMessageGivenOneAddressThreeTimesTakesOnePointer() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Swatch.m": """
        #import <UIKit/UIKit.h>

        @interface Swatch : UIView
        @property (nonatomic, strong) UIColor *color;
        @property (nonatomic) CGFloat hue;
        @end
        @implementation Swatch
        - (void)layoutSubviews {
            CGFloat h, unused;
            [self.color getHue:&h saturation:&unused brightness:&unused alpha:&unused];
            self.hue = h;
        }
        @end
        """
      ],
      containing: [
        "withUnsafeMutablePointer(to: &unused, { easelAddress0 in ",
        "saturation: easelAddress0, brightness: easelAddress0, alpha: easelAddress0)",
      ])
  }

  @Test func aFunctionGivenAnInstanceVariablesAddressTwiceTakesOnePointer() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Meter.m": """
        #import <UIKit/UIKit.h>

        static void split(CGFloat value, CGFloat *whole, CGFloat *part) {
            *whole = floor(value);
            *part = value - floor(value);
        }

        @interface Meter : UIView {
            CGFloat _last;
        }
        @end
        @implementation Meter
        - (void)layoutSubviews {
            CGFloat whole, part;
            split(self.bounds.size.width, &whole, &part);
            split(self.bounds.size.height, &_last, &_last);
        }
        @end
        """
      ],
      containing: [
        "split(self.bounds.size.width, &whole, &part)",
        "withUnsafeMutablePointer(to: &self._last, { easelAddress0 in split(",
      ])
  }
}
