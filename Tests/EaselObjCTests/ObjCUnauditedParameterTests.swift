import EaselObjC
import Foundation
import Testing

/// The runtime's `NSObject.h` is not audited for nullability, and `ObjectiveC.apinotes` makes
/// `isEqual:`'s parameter optional (Swift's `isEqual(_ object: Any?)`): the name table takes
/// that from the SDK's API notes, so a value that may be nil is passed as it is, where it was
/// unwrapped for a parameter taken as nonnull (safeyou's SYDesignableTextField crashed in
/// `init(frame:)` on `[subview isEqual:self.leftView]` with no left view yet).
@Suite struct ObjCUnauditedParameterTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface IconField : UITextField
    @property (nonatomic) BOOL sawLeftView;
    @end

    @implementation IconField
    - (void)didAddSubview:(UIView *)subview {
        [super didAddSubview:subview];
        if ([subview isEqual:self.leftView]) {
            self.sawLeftView = YES;
        }
    }
    @end
    """

  @Test func isEqualTakesNil() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["IconField.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("subview.isEqual(self.leftView)"), "\(swift)")
    #expect(!swift.contains("leftView!"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theTableSaysSo() {
    let row = ObjCNameTable.shared.member("isEqual:", of: "UIView", isClass: false)?.member
    #expect(row?.declaration == "- (BOOL)isEqual:(id _Nullable)object;", "\(String(describing: row))")
  }
}
