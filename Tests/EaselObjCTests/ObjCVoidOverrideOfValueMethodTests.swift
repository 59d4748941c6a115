import EaselObjC
import Foundation
import Testing

/// An override declared `void` of a framework method that returns a value (`-
/// (void)becomeFirstResponder` and `- (void)resignFirstResponder` over UIResponder's `- (BOOL)`,
/// LUNField, draw 52), which clang only warns of: Objective-C's runtime calls it by selector
/// and a caller's `BOOL` is whatever was left in the register; Swift overrides only with the
/// framework's result type, so the body returns `false`, the zero, at `return;` and at its end.
@Suite struct ObjCVoidOverrideOfValueMethodTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Field : UIView
    @property (strong, nonatomic) NSArray<UITextField *> *fields;
    - (void)becomeFirstResponder;
    - (void)resignFirstResponder;
    @end

    @implementation Field
    - (void)becomeFirstResponder {
        if (self.fields.count == 0) {
            return;
        }
        [self.fields.lastObject becomeFirstResponder];
    }

    - (void)resignFirstResponder {
        for (UITextField *field in self.fields) {
            [field resignFirstResponder];
        }
    }

    - (void)layoutSubviews {
        [super layoutSubviews];
        [self resignFirstResponder];
    }
    @end
    """

  @Test func overridesWithTheFrameworkResult() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Field.m": Self.source])
    #expect(t.diagnostics.filter { $0.severity == .error }.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("override func becomeFirstResponder() -> Bool"), "\(swift)")
    #expect(swift.contains("override func resignFirstResponder() -> Bool"), "\(swift)")
    #expect(swift.contains("return false"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
