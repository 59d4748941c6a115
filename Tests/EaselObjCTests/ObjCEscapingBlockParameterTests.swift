import Foundation
import Testing

@testable import EaselObjC

/// A block parameter declared nonnull is `@escaping`, as Swift's importer makes every block
/// parameter not declared `NS_NOESCAPE`: the method may call it from a block of its own (a
/// timer's handler) or keep it. dmaulikr/ScoreFive (a spent draw's) failed on "passing
/// non-escaping parameter 'completionHandler' to function expecting an '@escaping' closure".
@Suite struct ObjCEscapingBlockParameterTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Fader : UIView
    @property (nonatomic, copy) void (^kept)(void);
    @end
    @implementation Fader
    - (void)fadeWithCompletion:(void (^ _Nonnull)(void))completion
                          each:(void (NS_NOESCAPE ^ _Nonnull)(UIView *))each {
        each(self);
        self.kept = completion;
        dispatch_async(dispatch_get_main_queue(), ^{
            completion();
        });
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        [self fadeWithCompletion:^{} each:^(UIView *view) {}];
    }
    @end
    """

  @Test func aNonnullBlockParameterEscapes() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Fader.m": Self.source], containing: ["completion: @escaping () -> Void"])
    #expect(!swift.contains("each: @escaping"), "\(swift)")
  }
}
