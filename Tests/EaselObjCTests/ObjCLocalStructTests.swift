import Foundation
import Testing

@testable import EaselObjC

/// A struct a method declares (`struct { CGRect start; CGRect end; BOOL changed; } placeholder,
/// suffix;`) is a Swift struct local to the method, as C scopes it to its block: named by its
/// tag, its typedef, or (unnamed) where it is written, its variables zeroed or initialized by
/// their lists. ZSWSuffixTextView's `layoutSubviews` (a spent draw's) declared one so and was
/// "a local record declaration is not translated".
@Suite struct ObjCLocalStructTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface SuffixView : UIView
    @property (nonatomic, strong) UILabel *suffixLabel;
    @end
    @implementation SuffixView
    - (void)layoutSubviews {
        struct {
            CGRect start;
            CGRect end;
            BOOL changed;
        } placeholder, suffix;
        placeholder.start = self.suffixLabel.frame;
        suffix.start = self.suffixLabel.frame;
        [super layoutSubviews];
        placeholder.end = self.suffixLabel.frame;
        suffix.end = self.frame;
        suffix.changed = !CGRectEqualToRect(suffix.start, suffix.end);
        if (suffix.changed || placeholder.changed) {
            [self setNeedsDisplay];
        }
    }
    - (CGFloat)weight {
        struct Pair { CGFloat first; CGFloat second; } pair = {1.5, 2};
        typedef struct { NSInteger count; UIColor *color; } Tally;
        Tally tally = {3};
        tally.color = [UIColor redColor];
        return pair.first + pair.second + tally.count;
    }
    @end
    """

  @Test func aStructAMethodDeclaresIsALocalSwiftStruct() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["SuffixView.m": Self.source],
      containing: [
        "struct AnonymousStruct_SuffixView_m_9_5 {",
        "var placeholder: AnonymousStruct_SuffixView_m_9_5 = AnonymousStruct_SuffixView_m_9_5()",
        "struct Pair {",
        "Pair(first: 1.5, second: 2)",
        "struct Tally {",
        "Tally(count: 3, color: nil)",
      ])
    // Declared inside the method, before its variables.
    let body = try #require(swift.range(of: "func layoutSubviews"))
    let declaration = try #require(swift.range(of: "struct AnonymousStruct_SuffixView_m_9_5 {"))
    #expect(body.upperBound < declaration.lowerBound, "\(swift)")
  }
}
