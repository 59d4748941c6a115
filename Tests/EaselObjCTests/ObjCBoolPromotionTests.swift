import Foundation
import Testing

@testable import EaselObjC

/// A `BOOL` added to an integer property (`self.count += block(self)`, a block returning
/// `BOOL`) is C's 0 or 1 by integer promotion; Swift adds no `Bool` to an `Int`, so it is
/// converted as it is for a variable. A spent draw's class failed on "cannot convert value of
/// type 'Bool' to expected argument type 'Int'".
@Suite struct ObjCBoolPromotionTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Counter : UIView
    @property (nonatomic) NSInteger count;
    @end
    @implementation Counter
    - (void)tick:(BOOL (^)(Counter *))block {
        self.count += block(self);
        self.count -= [self isHidden];
    }
    @end
    """

  @Test func aBoolAddedToAnIntegerPropertyIsZeroOrOne() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Counter.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("self.count += ((block?(self) ?? false) ? 1 : 0)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
