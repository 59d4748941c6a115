import Foundation
import Testing

@testable import EaselObjC

/// A framework property the SDK declares `null_resettable` (`UILabel.font`, `UIView.tintColor`,
/// whose getter is never nil and whose setter takes nil to reset it) is Swift's `T!`, so a
/// nullable value (`[UIFont fontWithName:size:]`, nil for a font the app lacks) is assigned as
/// it is: the names table lost the word when the SDK's declaration carries an attribute macro
/// (`UIFont *font UI_APPEARANCE_SELECTOR`), and the translation force-unwrapped the value.
/// NikoGenn's AwesomeTextField (draw 41) trapped so in `-drawPlaceholderInRect:`.
@Suite struct ObjCNullResettablePropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Field : UITextField
    @property (nonatomic, strong) UILabel *hint;
    @end
    @implementation Field
    - (void)drawPlaceholderInRect:(CGRect)rect {
        self.hint = [[UILabel alloc] initWithFrame:rect];
        self.hint.font = [UIFont fontWithName:self.font.familyName size:self.font.pointSize];
        self.hint.textColor = [UIColor colorNamed:@"Missing"];
        self.tintColor = [UIColor colorNamed:@"Missing"];
        [self addSubview:self.hint];
    }
    @end
    """

  @Test func aNullResettablePropertyTakesANullableValue() throws {
    for (owner, name) in [("UILabel", "font"), ("UILabel", "textColor"), ("UIView", "tintColor")] {
      let row = try #require(
        ObjCNameTable.shared.member(selector: name, owner: owner, isClass: false))
      #expect(row.declaration.contains("null_resettable"), "\(row.declaration)")
    }
    let t = try ObjCTestSupport.translateAgainstFacade(["Field.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(!swift.contains("pointSize)!"), "\(swift)")
    #expect(!swift.contains("\"Missing\")!"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
