import EaselObjC
import Foundation
import Testing

/// A category property implemented by a category of another name (`@interface UIView
/// (DropZone)` declares `dropZoneHandler`, `@implementation UIView (DragManager)` implements
/// its accessors): Objective-C joins methods to the class by selector, whatever the
/// category's name, so the accessors are the property's. The translation made them two
/// methods, and `self.dropZoneHandler = self` was Swift's "cannot assign to value:
/// 'dropZoneHandler' is a method" (Daij-Djan/DDCalendarView's `UIView+OBDropZone`).
@Suite struct ObjCCategoryImplementationNameTests {
  static let header = """
    #import <UIKit/UIKit.h>

    @protocol DropZone <NSObject>
    - (void)dropped:(UIView *)view;
    @end

    @interface UIView (DropZone)
    @property (nonatomic, assign) id<DropZone> dropZoneHandler;
    - (BOOL)hasParentView:(UIView *)parentView;
    @end
    """

  static let implementation = """
    #import "UIView+DropZone.h"
    #import <objc/runtime.h>

    static NSString *kHandlerKey = @"HandlerKey";

    @implementation UIView (DragManager)
    - (id<DropZone>)dropZoneHandler {
        return (id<DropZone>)objc_getAssociatedObject(self, (__bridge const void *)(kHandlerKey));
    }
    - (void)setDropZoneHandler:(id<DropZone>)handler {
        objc_setAssociatedObject(self, (__bridge const void *)(kHandlerKey), handler,
                                 OBJC_ASSOCIATION_ASSIGN);
    }
    - (BOOL)hasParentView:(UIView *)parentView {
        return self.superview == parentView;
    }
    @end
    """

  static let user = """
    #import "UIView+DropZone.h"

    @interface Zone : UIView <DropZone>
    @end
    @implementation Zone
    - (instancetype)initWithFrame:(CGRect)frame {
        if ((self = [super initWithFrame:frame])) {
            self.dropZoneHandler = self;
        }
        return self;
    }
    - (void)dropped:(UIView *)view {
        [self.dropZoneHandler dropped:view];
    }
    @end
    """

  @Test func accessorsOfAnotherCategorysPropertyAreThePropertys() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "UIView+DropZone.h": Self.header, "UIView+DropZone.m": Self.implementation,
      "Zone.m": Self.user,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let category = try #require(
      t.sources.first { $0.original.lastPathComponent == "UIView+DropZone.m" }?.swift)
    #expect(category.contains("var dropZoneHandler: (any DropZone)! {"), "\(category)")
    #expect(!category.contains("func dropZoneHandler()"), "\(category)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
