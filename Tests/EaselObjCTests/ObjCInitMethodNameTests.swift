import Foundation
import Testing

@testable import EaselObjC

/// A method taking arguments is named an initializer only when its selector is of the `init`
/// family and it returns an object, as clang assigns the family and Swift's importer names it:
/// `- (void)initView:(CGRect)frame` is `initView(_:)`, not `init(view:)`, called as a method
/// from the initializers that set the view up.
@Suite struct ObjCInitMethodNameTests {
  @Test func anInitMethodReturningNothingIsAMethod() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Ring.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Ring : UIView
        @end
        @implementation Ring
        - (id)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) { [self initView:frame]; }
            return self;
        }
        - (id)initWithCoder:(NSCoder *)coder {
            self = [super initWithCoder:coder];
            if (self) { [self initView:self.frame]; }
            return self;
        }
        - (void)initView:(CGRect)frame {
            self.contentMode = UIViewContentModeRedraw;
        }
        @end
        """
      ], containing: ["self.initView(frame)", "func initView(_ frame: CGRect)"])
    #expect(!swift.contains("self.init(view:"), "\(swift)")
  }
}
