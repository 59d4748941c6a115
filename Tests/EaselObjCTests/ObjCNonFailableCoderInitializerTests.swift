import Foundation
import Testing

/// `-initWithCoder:` of a class whose framework ancestor declares it non-failable
/// (`UIActivityIndicatorView`'s and `UIStackView`'s `- (instancetype)initWithCoder:`, which
/// Swift imports as `required init(coder:)`) is `required init(coder:)`, as Swift asks of an
/// override of a non-failable initializer; a view's stays `init?(coder:)`, as UIView's is.
/// Before, every one was failable: "failable initializer 'init(coder:)' cannot override a
/// non-failable initializer" (leaderit/LITActivityIndicatorView).
@Suite struct ObjCNonFailableCoderInitializerTests {
  @Test func anActivityIndicatorsCoderInitializerCannotFail() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Spinner.m": """
        #import <UIKit/UIKit.h>
        @interface Spinner : UIActivityIndicatorView
        @end
        @implementation Spinner
        - (instancetype)initWithCoder:(NSCoder *)coder {
            if (self = [super initWithCoder:coder]) [self configure];
            return self;
        }
        - (void)configure {
            self.hidesWhenStopped = NO;
        }
        @end
        @interface Ring : UIView
        @end
        @implementation Ring
        - (instancetype)initWithCoder:(NSCoder *)coder {
            self = [super initWithCoder:coder];
            return self;
        }
        @end
        """
      ], containing: ["required init(coder: NSCoder)", "required init?(coder: NSCoder)"])
    #expect(swift.components(separatedBy: "required init?(coder: NSCoder)").count == 2)
  }
}
