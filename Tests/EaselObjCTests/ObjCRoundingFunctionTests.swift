import EaselObjC
import Foundation
import Testing

/// math.h's rounding to an integer (`lrint`, `lround` and their `float` and `long long`
/// forms), as Darwin declares them: a GIF category rounds each frame's delay with
/// `(int)lrint(seconds * 100)`, and clang's "call to undeclared library function 'lrint'"
/// failed the category, so that the designable calling it found no such member (the
/// eighteenth draw's GifButton, spent).
@Suite struct ObjCRoundingFunctionTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface FrameView : UIView
    @end
    @implementation FrameView
    - (int)centiseconds:(double)seconds {
        long a = lrint(seconds * 100);
        long b = lrintf((float)seconds);
        long long c = llrint(seconds) + llround(seconds) + llroundf((float)seconds);
        return (int)(a + b + c + lround(seconds));
    }
    @end
    """

  @Test func roundingFunctionsAreDeclared() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["FrameView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// `nan` and `nanf` (a quiet NaN; NULL names no payload), which a priority that means
  /// "unset" is made of: Rightpoint/RZIntrinsicContentSizeTextView's
  /// `UIView+RZAutoLayoutReplacementHelpers.m` passes `nanf(NULL)`, and clang's "call to
  /// undeclared library function 'nanf'" failed the category, so that the text view calling
  /// it found no such member.
  @Test func quietNaNsAreDeclared() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Pin.m": """
      #import <UIKit/UIKit.h>

      @interface Pin : UIView
      @end
      @implementation Pin
      - (BOOL)unsetPriority:(CGFloat)priority {
          CGFloat unset = nanf(NULL);
          double none = nan("");
          return isnan(priority) || isnan(unset) || isnan(none);
      }
      @end
      """
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
