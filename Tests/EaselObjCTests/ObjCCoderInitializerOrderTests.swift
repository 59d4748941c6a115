import Foundation
import Testing

/// What a view's `-initWithCoder:` sets after `[super initWithCoder:]` runs after the
/// superclass's decoding, where UIKit has put the document's attributes in place, so it wins
/// over them (LR-Studio/LRSmartTextField's `LRTextField` unclips itself there so that its
/// floating label shows above the field): the translation keeps the statements after
/// `super.init(coder:)`, in their order. `DecodedAttributesOrderTests` (EaselInterfaceTests)
/// checks that the object builder decodes inside `super.init(coder:)`.
@Suite struct ObjCCoderInitializerOrderTests {
  @Test func statementsAfterSuperInitWithCoderFollowTheSuperclasssDecoding() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "FloatingField.m": """
        #import <UIKit/UIKit.h>
        @interface FloatingField : UITextField
        @end
        @implementation FloatingField
        - (instancetype)initWithCoder:(NSCoder *)coder {
            self = [super initWithCoder:coder];
            if (self) {
                [self updateUI];
            }
            return self;
        }
        - (void)updateUI {
            self.clipsToBounds = NO;
            self.backgroundColor = [UIColor redColor];
        }
        @end
        """
      ], containing: ["super.init(coder: coder)", "clipsToBounds = false"])
    let decoded = try #require(swift.range(of: "super.init(coder: coder)"))
    let updated = try #require(swift.range(of: "updateUI()"))
    #expect(decoded.upperBound <= updated.lowerBound, "\(swift)")
  }
}
