import Foundation
import Testing

/// An instance variable of a property declared `nonnull` (under `NS_ASSUME_NONNULL_BEGIN`)
/// is nil until set, as every instance variable starts: read during initialization (a
/// setter's override that `-init` runs before setting it, zhwayne/WLUnitField's
/// `setBackgroundColor:`), a message to it is a message to nil and answers zero. Its
/// translation read it as a value that cannot be nil, which trapped there ("Unexpectedly found
/// nil while implicitly unwrapping an Optional value").
@Suite struct ObjCNonnullInstanceVariableTests {
  @Test func aNonnullInstanceVariableIsMessagedAsOneThatMayBeNil() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Field.m": """
        #import <UIKit/UIKit.h>
        NS_ASSUME_NONNULL_BEGIN
        @interface Field : UIView
        @property (nonatomic, strong) UIFont *textFont;
        @end
        NS_ASSUME_NONNULL_END
        @implementation Field
        - (void)setBackgroundColor:(UIColor *)backgroundColor {
            [super setBackgroundColor:backgroundColor];
            CGFloat inset = (self.bounds.size.height - self->_textFont.pointSize) / 2;
            CGFloat other = _textFont.lineHeight;
            self.layoutMargins = UIEdgeInsetsMake(inset, other, 0, 0);
        }
        @end
        """
      ], containing: ["self._textFont?.pointSize ?? 0", "self._textFont?.lineHeight ?? 0"])
    #expect(!swift.contains("self._textFont.pointSize"), "\(swift)")
  }
}
