import Testing

/// Initializers written in ways Objective-C accepts and Swift's initializers do not: a
/// comparison `self == [super init]` where the assignment was meant, and `return [self
/// initWith…]`, a delegating initializer returning what it delegated to.
@Suite struct ObjCInitializerDelegationTests {
  @Test func comparingSelfWithSuperInitCallsIt() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Theme.m": """
        #import <UIKit/UIKit.h>
        @interface Theme : NSObject
        @property (nonatomic) NSInteger tabs;
        @end
        @implementation Theme
        - (id)init {
            if (self == [super init]) {
                _tabs = 5;
            }
            return self;
        }
        @end
        """
      ], containing: ["super.init()", "_tabs = 5"])
    #expect(!swift.contains("=="), "\(swift)")
  }

  @Test func returningADelegatedInitializerCallsItAndReturns() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Spinner.m": """
        #import <UIKit/UIKit.h>
        @interface Spinner : UIView
        @property (nonatomic) UIColor *color;
        @property (nonatomic) CGFloat size;
        - (id)initWithColor:(UIColor *)color;
        - (id)initWithColor:(UIColor *)color size:(CGFloat)size;
        @end
        @implementation Spinner
        - (id)initWithColor:(UIColor *)color {
            return [self initWithColor:color size:40];
        }
        - (id)initWithColor:(UIColor *)color size:(CGFloat)size {
            self = [super init];
            if (self) { _color = color; _size = size; }
            return self;
        }
        @end
        """
      ], containing: ["self.init(color: color, size: 40); return"])
    #expect(!swift.contains("return self.init"), "\(swift)")
  }
}

/// `objectForKey:` on a dictionary a framework member gives with typed keys
/// (`titleTextAttributesForState:`'s `[NSAttributedString.Key: Any]`) looks the key up as
/// that type, not as `AnyHashable`.
@Suite struct ObjCTypedKeyDictionaryTests {
  @Test func aTypedKeyLooksUpATypedDictionary() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Theme.m": """
        #import <UIKit/UIKit.h>
        @interface Theme : NSObject
        - (UIFont *)normalFont;
        @end
        @implementation Theme
        - (UIFont *)normalFont {
            NSDictionary *attributes = [[UITabBarItem appearance] titleTextAttributesForState:UIControlStateNormal];
            return [attributes objectForKey:NSFontAttributeName];
        }
        @end
        """
      ])
    #expect(!swift.contains("as! AnyHashable"), "\(swift)")
  }
}
