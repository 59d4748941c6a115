import Foundation
import Testing

@testable import EaselObjC

/// C lets a `void` function return a `void` expression; Swift only `()`. The fifty-fourth
/// draw's ISHHoverBar (`return [self.backgroundView setEffect:effect];`) failed to build:
/// "unexpected non-void return value in void function".
@Suite struct ObjCVoidReturnOfVoidExpressionTests {
  @Test func theExpressionRunsThenTheMethodReturns() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "HoverBar.m": """
        #import <UIKit/UIKit.h>
        @interface HoverBar : UIView
        @property (nonatomic) UIVisualEffectView *backgroundView;
        @property (nonatomic, nullable) UIVisualEffect *effect;
        @end
        @implementation HoverBar
        - (UIVisualEffect *)effect { return self.backgroundView.effect; }
        - (void)setEffect:(UIVisualEffect *)effect {
            return [self.backgroundView setEffect:effect];
        }
        - (void)refresh {
            if (self.hidden) return [self setNeedsLayout];
            [self setNeedsDisplay];
        }
        @end
        """
      ],
      containing: ["self.backgroundView?.effect = effect; return", "self.setNeedsLayout(); return"])
  }
}
