import EaselObjC
import Foundation
import Testing

/// `respondsToSelector:` of a method the receiver's framework class declares answers YES,
/// unless the receiver is nil, as the SDK's class does: Objective-C written for older iOS
/// guards newer API so (`[image respondsToSelector:@selector(imageWithRenderingMode:)]`), and
/// the agent's runtime, which knows the module's own selectors and not UIKit's, answered NO,
/// so the guarded call never ran (the twentieth draw's GBSlideOutToUnlockView, spent: its
/// button's template image drawn in its own colours instead of the button's tint). A
/// selector of the module's own, or of a receiver typed `id`, is still the runtime's.
@Suite struct ObjCFrameworkRespondsTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface BadgeButton : UIButton
    @property (nonatomic, strong) UIImage *badge;
    - (void)badgeDidChange;
    @end
    @implementation BadgeButton
    - (void)applyBadge:(id)sender {
        UIImage *image = self.badge;
        if ([image respondsToSelector:@selector(imageWithRenderingMode:)])
            image = [image imageWithRenderingMode:UIImageRenderingModeAlwaysTemplate];
        [self setImage:image forState:UIControlStateNormal];
        if ([self respondsToSelector:@selector(setNeedsLayout)]) [self setNeedsLayout];
        if ([UIFont respondsToSelector:@selector(systemFontOfSize:)])
            self.titleLabel.font = [UIFont systemFontOfSize:12];
        if ([self respondsToSelector:@selector(badgeDidChange)]) [self badgeDidChange];
        if ([sender respondsToSelector:@selector(setNeedsLayout)]) [sender setNeedsLayout];
    }
    - (void)badgeDidChange {}
    @end

    @interface PickyView : UIView
    @end
    @implementation PickyView
    - (BOOL)respondsToSelector:(SEL)aSelector {
        return aSelector != @selector(setNeedsDisplay) && [super respondsToSelector:aSelector];
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        if ([self respondsToSelector:@selector(setNeedsDisplay)]) [self setNeedsDisplay];
    }
    @end
    """

  @Test func aFrameworkClassRespondsToItsOwnSelectors() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["BadgeButton.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("if (image != nil) {"), "\(swift)")
    #expect(!swift.contains("Selector(\"imageWithRenderingMode:\")"), "\(swift)")
    #expect(!swift.contains("Selector(\"systemFontOfSize:\")"), "\(swift)")
    #expect(!swift.contains("responds(to: Selector(\"setNeedsLayout\"))\n"), "\(swift)")
    // The module's own selector, and a receiver of type `id`, ask the runtime.
    #expect(swift.contains("Selector(\"badgeDidChange\")"), "\(swift)")
    #expect(swift.contains("sender"), "\(swift)")
    // A class answering `respondsToSelector:` itself is asked.
    #expect(swift.contains("responds(to: Selector(\"setNeedsDisplay\"))"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
