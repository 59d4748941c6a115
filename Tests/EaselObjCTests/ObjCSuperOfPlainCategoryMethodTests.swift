import Foundation
import Testing

@testable import EaselObjC

/// `[super name]` of a category method that nothing dispatches (no header declares it and no
/// class of the module overrides it) is the plain method the category's extension declares:
/// it was sent to the category's body name (`easelCategory_name`), which only a dispatched
/// method has ("value of type 'UIView' has no member 'easelCategory_…'").
@Suite struct ObjCSuperOfPlainCategoryMethodTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface UIView (Shade)
    - (void)shade;
    @end
    @implementation UIView (Shade)
    - (void)shade { self.alpha = 0.5; }
    @end

    @interface Panel : UIView
    @end
    @implementation Panel
    - (void)layoutSubviews {
        [super layoutSubviews];
        [super shade];
    }
    @end
    """

  @Test func superReachesAnUndispatchedCategoryMethodByItsName() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Panel.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("super.shade()"), "\(swift)")
    #expect(!swift.contains("easelCategory_"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
