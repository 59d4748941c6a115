import Foundation
import Testing

@testable import EaselObjC

/// A framework protocol's nullable object property read through the protocol
/// (`UIApplication.sharedApplication.delegate.window`): Swift gives an `@optional` one a
/// second level of optional (`UIWindow??`), which the translation flattens (`?? nil`), so
/// that the message after it reaches the window. It sent the message to `UIWindow?` ("value
/// of optional type 'UIWindow?' must be unwrapped", apisit/Mizu-iOS's MZBaseTextField, a
/// spent draw's).
@Suite struct ObjCOptionalProtocolPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface TapField : UITextField
    @property (nonatomic, strong) UITapGestureRecognizer *tap;
    @end
    @implementation TapField
    - (BOOL)becomeFirstResponder {
        BOOL became = [super becomeFirstResponder];
        if (became) {
            self.tap = [[UITapGestureRecognizer alloc] init];
            [UIApplication.sharedApplication.delegate.window addGestureRecognizer:self.tap];
            UIWindow *window = UIApplication.sharedApplication.delegate.window;
            [window layoutIfNeeded];
        }
        return became;
    }
    @end
    """

  @Test func anOptionalRequirementsPropertyIsFlattened() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["TapField.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("delegate?.window ?? nil)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// The same property sent as a message (`return [[[UIApplication sharedApplication] delegate]
  /// window];`, Nightonke/VHBoomMenuButton, a spent draw's): flattened too, where the `return`
  /// of a `UIWindow??` failed swiftc's diagnosis ("failed to produce diagnostic").
  @Test func anOptionalRequirementsPropertySentAsAMessageIsFlattened() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Boom : UIView
      @end
      @implementation Boom
      - (UIView *)parentView {
          return [[[UIApplication sharedApplication] delegate] window];
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Boom.m": source], containing: ["delegate?.window ?? nil)"])
  }
}
