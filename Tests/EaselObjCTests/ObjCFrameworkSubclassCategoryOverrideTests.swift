import Foundation
import Testing

@testable import EaselObjC

/// A category method of a framework class implemented again by a category of a framework
/// subclass (`UIView (Scrollable) -contentScrollView` returning nil, `UIScrollView
/// (Scrollable)` returning `self`): Objective-C's lookup finds the subclass's. Swift cannot
/// override a member of an extension ("instance method 'contentScrollView()' is declared in
/// extension of 'UIView' and cannot be overridden", rickytan/RTHeadedColumnView's, a sweep's),
/// so the subclass's category takes part in the category method's dispatch as a class of the
/// module's overriding it does.
@Suite struct ObjCFrameworkSubclassCategoryOverrideTests {
  @Test func aSubclasssCategoryOverridesItsSuperclasssCategory() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface UIView (Scrollable)
      - (UIScrollView *)contentScrollView;
      @end
      @interface UIScrollView (Scrollable)
      @end

      @implementation UIView (Scrollable)
      - (UIScrollView *)contentScrollView {
          return nil;
      }
      @end

      @implementation UIScrollView (Scrollable)
      - (UIScrollView *)contentScrollView {
          return self;
      }
      @end

      @interface Panel : UIView
      @end
      @implementation Panel
      - (void)layoutSubviews {
          [super layoutSubviews];
          UIView *view = [[UIScrollView alloc] initWithFrame:CGRectZero];
          self.hidden = [view contentScrollView] == nil;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Panel.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
