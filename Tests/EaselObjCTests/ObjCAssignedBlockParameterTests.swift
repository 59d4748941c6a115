import Foundation
import Testing

@testable import EaselObjC

/// A block parameter its block assigns: C's parameters are local variables, Swift's closure
/// parameters constants ("cannot assign to value: 'rect' is a 'let' constant",
/// Meniny/MXLinkLabel's `rect.size.height += …` in an `enumerateEnclosingRectsForGlyphRange:`
/// block, draw 55). The closure declares a variable of the same name, as a method does.
@Suite struct ObjCAssignedBlockParameterTests {
  @Test func assignedBlockParametersAreVariables() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Links.m": """
        #import <UIKit/UIKit.h>

        @interface Links : UIView
        @property (nonatomic) CGFloat total;
        @end

        @implementation Links
        - (void)collect:(NSArray *)items {
            CGFloat (^grown)(CGRect, CGFloat) = ^CGFloat(CGRect rect, CGFloat by) {
                rect.size.height += by;
                by = 0;
                return rect.size.height + by;
            };
            self.total = grown(self.bounds, 2);
            [items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
                idx += 1;
                obj = nil;
                self.total += idx;
            }];
            [items enumerateObjectsWithOptions:0 usingBlock:^(UIView *view, NSUInteger idx, BOOL *stop) {
                view = view.superview;
                self.total += view.alpha;
            }];
        }
        @end
        """
      ],
      containing: [
        "var rect = rect", "var by = by", "var idx = idx", "var obj = obj",
        "var view: UIView! = view as? UIView",
      ])
    #expect(!swift.contains("let rect = rect"), "\(swift)")
  }
}
