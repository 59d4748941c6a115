import Foundation
import Testing

@testable import EaselObjC

/// `[[super alloc] init]` in a class method (a singleton macro's `shared = [[super alloc]
/// init];`) allocates the class the message went to, as `+[NSObject alloc]` does with `self`
/// that class: the class made by its name, as `[[self alloc] init]` is. The translation
/// made `Swift.type(of: super.init())()`, typed as the superclass ("cannot assign value of
/// type 'NSObject' to type 'VColor'", walkwallet/Hot-Wallet-iOS, a spent draw's).
@Suite struct ObjCSuperAllocTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Palette : NSObject
    @property (nonatomic) BOOL dark;
    + (instancetype)sharedPalette;
    @end
    @implementation Palette
    + (instancetype)sharedPalette {
        static Palette *shared = nil;
        static dispatch_once_t once;
        dispatch_once(&once, ^{
            shared = [[super alloc] init];
        });
        return shared;
    }
    @end

    IB_DESIGNABLE
    @interface Swatch : UIView
    @end
    @implementation Swatch
    - (void)drawRect:(CGRect)rect {
        [(Palette.sharedPalette.dark ? UIColor.blackColor : UIColor.whiteColor) setFill];
        UIRectFill(rect);
    }
    @end
    """

  @Test func superAllocInAClassMethodMakesTheClass() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Swatch.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("= Palette()"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
