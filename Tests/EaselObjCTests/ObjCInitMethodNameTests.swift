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

  /// A class method is of no family but its name's (`+initWithMask:`, a factory returning a new
  /// object): it is the class method `initWithMask(_:)`, not an initializer, which would have to
  /// return nothing but nil (the forty-fourth draw's JMStringMask: "'nil' is the only return
  /// value permitted in an initializer", "missing argument for parameter 'withMask'").
  @Test func aClassMethodNamedInitIsAClassMethod() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Mask.m": """
        #import <UIKit/UIKit.h>
        @interface Mask : NSObject
        @property (strong, nonatomic) NSString *pattern;
        + (instancetype)initWithMask:(NSString *)mask;
        @end
        @implementation Mask
        + (instancetype)initWithMask:(NSString *)mask {
            Mask *m = [Mask new];
            m.pattern = mask;
            return m;
        }
        @end
        @interface MaskedView : UIView
        @property (strong, nonatomic) Mask *mask2;
        @end
        @implementation MaskedView
        - (void)layoutSubviews {
            [super layoutSubviews];
            self.mask2 = [Mask initWithMask:@"00-00"];
        }
        @end
        """
      ], containing: ["class func initWithMask(_ mask: String!)", "Mask.initWithMask(\"00-00\")"])
    #expect(!swift.contains("init(withMask:"), "\(swift)")
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
