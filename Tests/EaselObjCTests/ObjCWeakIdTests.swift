import Foundation
import Testing

@testable import EaselObjC

/// A weak `id` (a `weak` property's storage, a `__weak id` local): `id` is always an object
/// and Swift holds only a class-bound type weakly, so it is `AnyObject?`, as Swift's importer
/// gives a `weak id` property. gb-6k-house/TTPageView (a spent draw's) failed on "'weak' must
/// not be applied to non-class-bound 'Any'".
@Suite struct ObjCWeakIdTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface TabView : UIView
    @property (nonatomic, weak) id tapDelegate;
    @end
    @implementation TabView
    - (void)tap {
        if ([self.tapDelegate respondsToSelector:@selector(tabTapped:)]) {
            [self.tapDelegate performSelector:@selector(tabTapped:) withObject:self];
        }
        __weak id target = _tapDelegate;
        if (target == nil) { self.alpha = 0.5; }
    }
    @end
    IB_DESIGNABLE
    @interface PageView : UIView
    @end
    @implementation PageView
    - (void)layoutSubviews {
        [super layoutSubviews];
        TabView *tab = [[TabView alloc] initWithFrame:self.bounds];
        tab.tapDelegate = self;
        [self addSubview:tab];
    }
    @end
    """

  @Test func weakIdIsAnyObject() throws {
    try ObjCTestSupport.expectTranslation(
      ["ObjCWeakId.m": Self.source], containing: ["weak var _tapDelegate: (any AnyObject)?"])
  }
}
