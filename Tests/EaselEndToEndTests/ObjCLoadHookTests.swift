import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// An Objective-C class's `+load` and `+initialize`, and a category's `+load` that swizzles
/// (UITextView+Placeholder's pattern), run once in the agent before any instance is made:
/// what they set is drawn, and the swizzling is a note, not a failure.
@Suite struct ObjCLoadHookTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Loaded : UIView
    @end
    """

  static let implementation = """
    #import <objc/runtime.h>
    #import "Loaded.h"

    static UIColor *loadedColor = nil;
    static CGFloat initialized = 0;

    @implementation Loaded
    + (void)load {
        loadedColor = [UIColor colorWithRed:0 green:0 blue:1 alpha:1];
    }
    + (void)initialize {
        if (self == [Loaded class]) { initialized = 0.5; }
    }
    - (void)drawRect:(CGRect)rect {
        [loadedColor setFill];
        UIRectFill(CGRectMake(0, 0, self.bounds.size.width * initialized, self.bounds.size.height));
    }
    @end

    @interface UIView (Tracking)
    @end
    @implementation UIView (Tracking)
    + (void)load {
        method_exchangeImplementations(class_getInstanceMethod(self.class, @selector(layoutSubviews)),
                                       class_getInstanceMethod(self.class, @selector(tracking_layoutSubviews)));
    }
    - (void)tracking_layoutSubviews {
        [self tracking_layoutSubviews];
    }
    @end
    """

  @Test func loadAndInitializeRunBeforeTheViewIsDrawn() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Loaded", header: Self.header, implementation: Self.implementation, width: 40, height: 20,
      arguments: ["--verbose"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("method swizzling"), "\(run.stderr)")
    #expect(!run.stderr.contains("not translated"), "\(run.stderr)")
    let image = try #require(picture)
    // +initialize set the width drawn (half), +load the colour (blue).
    let left = image.pixel(x: 5, y: 10)
    #expect(left.blue > 0.95 && left.red < 0.05 && left.green < 0.05, "\(left)")
    let right = image.pixel(x: 35, y: 10)
    #expect(right.red > 0.95 && right.green > 0.95 && right.blue > 0.95, "\(right)")
  }
}
