import Foundation
import Testing

@testable import EaselObjC

/// `self.angle += projection / self.radius;` with a `float` on the right of a `CGFloat`
/// property: C converts the value to the property's type; the property's compound assignment
/// kept the value's `Float`, which Swift's `+=` on a `CGFloat` refuses. It is converted to the
/// property's type now, as a variable's compound assignment is. wzbozon/DKCircularSlider
/// (draw 42): "binary operator '+=' cannot be applied to operands of type 'CGFloat' and 'Float'".
@Suite struct ObjCPropertyCompoundAssignmentTests {
  @Test func aPropertyCompoundAssignmentTakesThePropertysType() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Knob : UIView
      @property (nonatomic, assign) CGFloat angle;
      @property (nonatomic, assign) NSInteger radius;
      @property (nonatomic, assign) float scale;
      @end
      @implementation Knob
      - (void)turn:(CGPoint)p {
          float projection = p.x * 2;
          self.angle += projection / self.radius;
          self.angle -= projection;
          self.scale *= self.angle;
          self.radius += 2;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Knob.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
