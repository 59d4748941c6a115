import EaselObjC
import Foundation
import Testing

/// `a = b = c;`: C's assignment is an expression whose value is its target's after it, Swift's
/// is `()`. The inner assignment runs first, then its target is read into the outer one.
@Suite struct ObjCChainedAssignmentTests {
  @Test func aChainedAssignmentStoresTheInnerTargetsValue() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Meter : UIView {
          CGFloat _current;
          CGFloat _start;
          BOOL _flag;
      }
      @property (nonatomic) CGFloat shown;
      @end
      @implementation Meter
      - (void)animateFrom:(CGFloat)start {
          _current = _start = start;
          self.shown = (_start = start * 2);
          self.layer.opacity = _start = 1;
          self.hidden = _flag = NO;
          if ((start /= 2) < 1) self.shown = start;
          NSInteger a, b;
          a = b = 3;
          self.tag = a + b;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Meter.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains("_current = ({ () -> CGFloat in self._start = start; return self._start }())"),
      "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
