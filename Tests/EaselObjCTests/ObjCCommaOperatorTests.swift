import Foundation
import Testing

@testable import EaselObjC

/// C's comma operator used as a value (`(a, b)`: `a` evaluated and dropped, then `b`'s
/// value), as a key-path macro writes it to have the compiler check a selector:
/// `#define SELSTR(sel) ((NO && NSStringFromSelector(@selector(sel))), @#sel)`. It was
/// refused ("the comma operator is not translated", rickytan/RTHeadedColumnView, draw 41).
@Suite struct ObjCCommaOperatorTests {
  static let source = """
    #import <UIKit/UIKit.h>

    #define SELSTR(sel) ((NO && NSStringFromSelector(@selector(sel))), @#sel)

    IB_DESIGNABLE
    @interface KeyLabel : UILabel
    @end
    @implementation KeyLabel
    - (void)layoutSubviews {
        [super layoutSubviews];
        int count = 0;
        int last = (count++, count + 1);
        self.text = [NSString stringWithFormat:@"%@ %d %d", SELSTR(alpha), last, count];
    }
    @end
    """

  @Test func aCommaExpressionIsItsRightOperandAfterItsLeft() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["KeyLabel.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
