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

/// A class method whose name starts with `init` (`+ (instancetype)initWithMask:`, a factory:
/// clang gives the `init` family to instance methods only) is a class method of that name,
/// called as one, not an initializer (JotaMelo/JMMaskTextField's `JMStringMask`).
@Suite struct ObjCInitNamedClassMethodTests {
  @Test func aClassMethodNamedInitIsAFactory() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Mask.m": """
        #import <UIKit/UIKit.h>
        @interface Mask : NSObject
        @property (strong, nonatomic) NSString *mask;
        + (instancetype)initWithMask:(NSString *)mask;
        @end
        @implementation Mask
        + (instancetype)initWithMask:(NSString *)mask {
            Mask *m = [Mask new];
            m.mask = mask;
            return m;
        }
        @end
        @interface MaskField : UIView
        @property (strong, nonatomic) Mask *stringMask;
        @end
        @implementation MaskField
        - (void)layoutSubviews {
            [super layoutSubviews];
            self.stringMask = [Mask initWithMask:@"00-00"];
        }
        @end
        """
      ], containing: ["class func initWithMask(_ mask: String", "Mask.initWithMask(\"00-00\")"])
    #expect(!swift.contains("init(withMask"), "\(swift)")
  }
}
