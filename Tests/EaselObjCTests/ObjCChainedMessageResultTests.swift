import Foundation
import Testing

@testable import EaselObjC

/// A framework message sent inside an optional chain whose result the SDK declares nonnull
/// (`-[NSString substringWithRange:]`, in an audited header): Swift's method is not
/// optional, so what follows it in the chain is reached with `.`, not `?.`.
/// dengshunlai/DSLStepper's DSLStepper (draw 43) failed on "cannot use optional chaining on
/// non-optional value of type 'String'".
@Suite struct ObjCChainedMessageResultTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface CountField : UIView
    @property (nonatomic, strong) UITextField *field;
    @property (nonatomic) NSInteger count;
    @end
    @implementation CountField
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.count = [self.field.text substringWithRange:NSMakeRange(0, 1)].integerValue;
    }
    @end
    """

  @Test func nonnullResultContinuesTheChain() throws {
    let swift = try ObjCTestSupport.expectTranslation(["CountField.m": Self.source])
    #expect(swift.contains("substring(with: NSMakeRange(0, 1)).integerValue"), "\(swift)")
  }
}
