import Foundation
import Testing

@testable import EaselObjC

/// `==` and `!=` of two blocks (`if (_clickedBlock == clickedBlock) return;` in a setter):
/// blocks are objects in Objective-C, compared by identity, and Swift has neither `==` of
/// closures nor their identity. Both nil is the same block, nil and non-nil are not, two
/// non-nil blocks are taken as different, and a located warning says so
/// (Nightonke/VHBoomMenuButton, a spent draw's: "binary operator '==' cannot be applied").
@Suite struct ObjCBlockIdentityTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef void (^ClickBlock)(int index);

    @interface Builder : UIView
    @property (nonatomic, copy) ClickBlock clickedBlock;
    @property (nonatomic) NSInteger changes;
    @end

    @implementation Builder
    - (void)setClickedBlock:(ClickBlock)clickedBlock {
        if (_clickedBlock == clickedBlock) {
            return;
        }
        _clickedBlock = clickedBlock;
        if (clickedBlock != _clickedBlock) { self.changes += 1; }
    }
    @end
    """

  @Test func blocksAreTheSameOnlyWhenBothAreNil() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Builder.m": Self.source])
    #expect(t.diagnostics.map(\.id) == ["objc-block-identity", "objc-block-identity"],
      "\(t.diagnostics)")
    #expect(t.diagnostics.map(\.location?.line) == [12, 16], "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty)
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains("if ((self._clickedBlock as Any?) == nil && (clickedBlock as Any?) == nil)"),
      "\(swift)")
    #expect(swift.contains("!((clickedBlock as Any?) == nil"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
