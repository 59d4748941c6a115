import EaselObjC
import Foundation
import Testing

/// An override that spells a framework member's enumeration or option set as the integer it
/// stands on (`- (NSUInteger)supportedInterfaceOrientations`, as code written before iOS 6
/// typed the mask does; clang accepts it) overrides with the framework's type, as Swift's
/// override must: PNA-ObjectC's camera navigation controller failed its module on "property
/// 'supportedInterfaceOrientations' with type 'Int' cannot override a property with type
/// 'UIInterfaceOrientationMask'".
@Suite struct ObjCIntegerOverrideTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface PortraitNavigationController : UINavigationController
    @end

    @implementation PortraitNavigationController
    - (NSUInteger)supportedInterfaceOrientations {
        if (self.topViewController.presentedViewController) {
            return self.topViewController.presentedViewController.supportedInterfaceOrientations;
        }
        return UIInterfaceOrientationMaskPortrait;
    }
    - (NSInteger)preferredStatusBarStyle {
        return 1;
    }
    @end
    """

  @Test func theOverrideTakesTheFrameworksType() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Portrait.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains("override var supportedInterfaceOrientations: UIInterfaceOrientationMask"),
      "\(swift)")
    #expect(swift.contains("override var preferredStatusBarStyle: UIStatusBarStyle"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
