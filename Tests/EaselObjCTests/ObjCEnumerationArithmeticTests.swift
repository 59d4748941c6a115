import EaselObjC
import Foundation
import Testing

/// C converts an enumeration's value to its integer in every arithmetic operator, compound
/// assignment and increment, and back when the result is stored in an enumeration. Swift's
/// enumerations have no arithmetic: the fifty-first draw's AMDTimelineView divided a
/// property by an `NS_ENUM` (`AMDTimelineView.m:377`: "binary operator '/=' cannot be
/// applied to operands of type 'CGFloat' and 'AMDTimelineViewZoomScale'") and stepped one
/// (`scale++`, `:983`).
@Suite struct ObjCEnumerationArithmeticTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSInteger, Zoom) { ZoomOne = 1, ZoomTwo, ZoomThree };

    @interface Timeline : UIView
    @property (nonatomic) CGFloat offset;
    @property (nonatomic) Zoom zoom;
    @end
    @implementation Timeline {
        CGFloat _width;
    }
    - (Zoom)scaleFor:(CGFloat)level {
        Zoom scale = (Zoom)level;
        if (level > 0.7) {
            scale++;
        }
        scale += 1;
        scale -= ZoomOne;
        Zoom after = ++scale;
        self.zoom++;
        self.zoom *= 2;
        scale *= 1.5;
        if (self.zoom + 1 > ZoomTwo && scale - 1 >= 0) {
            scale--;
        }
        NSInteger back = -scale;
        return after + back > 0 ? scale : ZoomOne;
    }
    - (void)layoutSubviews {
        self.offset /= [self scaleFor:1];
        self.offset -= self.zoom;
        _width /= [self scaleFor:2];
        _width += -self.zoom;
    }
    @end
    """

  /// Every operator computes in the integers and stores the enumeration's value back.
  @Test func enumerationOperandsAreTheirIntegers() throws {
    try ObjCTestSupport.expectTranslation(
      ["Timeline.m": Self.source],
      containing: [
        "scale = (Zoom(rawValue: Zoom.RawValue(truncatingIfNeeded: Int(scale.rawValue) + 1))",
        "self.zoom = (Zoom(rawValue: Zoom.RawValue(truncatingIfNeeded: Int(self.zoom.rawValue) + 1))",
        "self.zoom = (Zoom(rawValue: Zoom.RawValue(truncatingIfNeeded: Int(self.zoom.rawValue) * 2))",
        // C computes `scale *= 1.5` in `double` and converts the product back.
        "scale = (Zoom(rawValue: Zoom.RawValue(cConverting: Double(scale.rawValue) * 1.5))",
        "(Int(self.zoom.rawValue) + 1) > Int(Zoom.two.rawValue)",
        "let back: Int = -Int(scale.rawValue)",
        "self.offset /= CGFloat(self.scale(for: 1).rawValue)",
      ])
  }
}
