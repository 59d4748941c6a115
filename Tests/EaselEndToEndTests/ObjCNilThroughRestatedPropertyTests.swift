import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A view restating UIView's `maskView` without nullability whose setter reaches it before it
/// is made (boldrocket/RDNumberPicker: a runtime attribute set `selectedColor`, whose setter
/// sends `self.maskView.layer` a colour): Objective-C's message to nil does nothing, and the
/// view draws; the translation force-unwrapped it and the class Crashed.
@Suite struct ObjCNilThroughRestatedPropertyTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Ring : UIView
    @property (nonatomic, strong) UIColor *ringColor;
    @end
    """

  static let implementation = """
    #import "Ring.h"
    @interface Ring ()
    @property (nonatomic, strong) UIView *maskView;
    @end
    @implementation Ring
    - (void)setRingColor:(UIColor *)ringColor {
        _ringColor = ringColor;
        self.maskView.layer.borderColor = ringColor.CGColor;
    }
    - (void)drawRect:(CGRect)rect {
        if (!self.ringColor) { self.ringColor = [UIColor blueColor]; }
        [self.ringColor setFill];
        UIRectFill(self.bounds);
    }
    @end
    """

  @Test func aMessageThroughTheUnsetPropertyDoesNothing() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Ring", header: Self.header, implementation: Self.implementation, width: 40, height: 20)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Ring: Up to date"), "\(run.stderr)")
    let image = try #require(picture)
    let middle = image.pixel(x: 20, y: 10)
    #expect(middle.blue > 0.95 && middle.red < 0.05, "\(middle)")
  }
}
