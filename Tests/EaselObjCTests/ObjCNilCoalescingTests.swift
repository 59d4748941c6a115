import EaselObjC
import Foundation
import Testing

/// GNU C's `a ?: b` on objects: `a ?? b`, nil only where `b` may be nil.
@Suite struct ObjCNilCoalescingTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface Mark : UIButton
    @property (nonatomic, strong) IBInspectable UIColor *iconColor;
    @end
    @implementation Mark
    - (void)drawRect:(CGRect)rect {
      UIColor *fallback = self.selected ? [self titleColorForState:UIControlStateSelected]
                                        : [self titleColorForState:UIControlStateNormal];
      UIColor *color = self.iconColor ?: fallback;
      UIColor *plain = self.iconColor ?: [UIColor blackColor];
      [color setStroke];
      [plain setFill];
    }
    @end
    """

  @Test func coalescingWithAnOperandThatMayBeNilIsOptional() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Mark.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "let color: UIColor? = self.iconColor ?? fallback",
      "let plain: UIColor = self.iconColor ?? UIColor.black",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
