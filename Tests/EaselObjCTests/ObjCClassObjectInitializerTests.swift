import Foundation
import Testing

@testable import EaselObjC

/// `[[cls alloc] initWithFrame:f]` of a class object the method holds (`Class tappable =
/// NSClassFromString(name);`) makes that class, through the runtime's factories, nil when it is
/// none; only `[[self alloc] …]` in a class method and `[[[self class] alloc] …]` make the
/// receiver's class by its name. ZSWSuffixTextView (a spent draw's) made its own class there
/// and failed ("cannot assign value of type 'ZSWSuffixTextView' to type 'UILabel'").
@Suite struct ObjCClassObjectInitializerTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface SuffixField : UIView
    @property (nonatomic, strong) UILabel *suffixLabel;
    @property (nonatomic, strong) NSObject *helper;
    @end
    @implementation SuffixField
    - (void)layoutSubviews {
        [super layoutSubviews];
        Class tappable = NSClassFromString(@"TappableLabel");
        if (tappable) {
            self.suffixLabel = [[tappable alloc] initWithFrame:self.bounds];
        } else {
            self.suffixLabel = [[UILabel alloc] initWithFrame:self.bounds];
        }
        self.helper = [[NSClassFromString(@"Helper") alloc] init];
        SuffixField *twin = [[[self class] alloc] initWithFrame:CGRectZero];
        [twin setNeedsLayout];
    }
    @end
    """

  @Test func aClassObjectMakesItsOwnClass() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["SuffixField.m": Self.source],
      containing: [
        "(tappable as? UIView.Type)?.__easelInit(frame: self.bounds)",
        "as? NSObject.Type)?.__easelInit()",
        "SuffixField(frame: CGRect.zero)",
      ])
    #expect(!swift.contains("self.suffixLabel = SuffixField("), "\(swift)")
  }
}
