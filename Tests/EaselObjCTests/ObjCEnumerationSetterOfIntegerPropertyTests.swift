import EaselObjC
import Foundation
import Testing

/// A property declared as an integer for Interface Builder (which inspects no enumeration)
/// whose setter takes the enumeration (`@property IBInspectable NSUInteger viewMode` under
/// `TARGET_INTERFACE_BUILDER`, `- (void)setViewMode:(SJCPDFViewMode)viewMode`): Objective-C
/// matches the setter by selector whatever its parameter's type, and the body reads the
/// parameter as the enumeration. The translation bound the integer to it ("value of type 'Int'
/// has no member 'rawValue'", the forty-fifth draw's SJCSimplePDFView).
@Suite struct ObjCEnumerationSetterOfIntegerPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSUInteger, PageMode) { PageModeContinuous = 0, PageModePaged = 1 };

    @interface PageView : UIView
    @property (nonatomic) IBInspectable NSUInteger viewMode;
    @end
    @implementation PageView
    - (void)setViewMode:(PageMode)viewMode {
        if (viewMode > PageModePaged) return;
        if (_viewMode != viewMode) {
            _viewMode = viewMode;
            self.alpha = viewMode == PageModePaged ? 0.5 : 1;
        }
    }
    @end
    """

  @Test func theSetterSeesItsEnumeration() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["PageView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("set(viewModeValue) {"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
