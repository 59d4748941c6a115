import Foundation
import Testing

@testable import EaselObjC

/// A block that may be nil given for a block parameter declared nonnull (a handler passed
/// on to a method of a category): C passes nil, and Swift takes no optional there. A block
/// doing nothing stands in for it.
/// dmaulikr/ScoreFive (a spent draw's) failed on "value of optional type '(() -> Void)?'
/// must be unwrapped to a value of type '() -> Void'".
@Suite struct ObjCNonnullBlockArgumentTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Counter : UILabel
    @end
    @implementation Counter
    - (void)runWithHandler:(void (^ _Nonnull)(void))handler {
        handler();
    }
    - (void)animateWithCompletion:(void (^)(void))completion {
        [self runWithHandler:completion];
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        [self animateWithCompletion:nil];
    }
    @end
    """

  @Test func aBlockDoingNothingStandsInForNil() throws {
    try ObjCTestSupport.expectTranslation(
      ["Counter.m": Self.source], containing: ["self.run(withHandler: (completion ?? {}))"])
  }
}
