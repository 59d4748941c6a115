import Foundation
import Testing

@testable import EaselObjC

/// `touches.allObjects` of an `NSSet<UITouch *> *`, which the translation spells as Swift's
/// `Set<UITouch>`: a Swift set has no `allObjects`, so it is the set's elements as an array
/// (an untyped set's as `Any`, an `NSArray`'s). craftedbymax/MMSegmentSlider (draw 41):
/// "value of type 'Set<UITouch>' has no member 'allObjects'".
@Suite struct ObjCSetAllObjectsTests {
  @Test func aSetsObjectsAreAnArray() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Slider : UIView
      @property (nonatomic, strong) NSSet *marks;
      @property (nonatomic) NSInteger count;
      @end
      @implementation Slider
      - (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
          if (touches.count > 1) return;
          UITouch *touch = [touches.allObjects firstObject];
          CGPoint p = [touch locationInView:self];
          NSArray *marks = [self.marks allObjects];
          self.count = marks.count + (NSInteger)p.x;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Slider.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(!swift.contains("allObjects"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
