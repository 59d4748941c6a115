import Foundation
import Testing

@testable import EaselObjC

/// A method's implementation taken with `instanceMethodForSelector:` or `methodForSelector:`
/// and called through a cast to its function type, as a subclass runs its superclass's
/// implementation (RTTextField): a call through the runtime, the result read as the cast's.
@Suite struct ObjCImplementationCallTests {
  @Test func castImplementationIsCalledThroughTheRuntime() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Field.m": """
        #import <UIKit/UIKit.h>
        @interface Field : UITextField
        @end
        @implementation Field
        - (BOOL)shouldInsert:(NSString *)text range:(NSRange)range marked:(BOOL)marked {
            IMP imp = [[self.class superclass] instanceMethodForSelector:_cmd];
            return ((BOOL (*)(id, SEL, id, NSRange, BOOL))imp)(self, _cmd, text, range, marked);
        }
        - (void)refresh {
            IMP imp = [self methodForSelector:@selector(setNeedsLayout)];
            ((void (*)(id, SEL))imp)(self, @selector(setNeedsLayout));
            IMP other = class_getMethodImplementation([UIView class], @selector(superview));
            UIView *view = ((UIView *(*)(id, SEL))other)(self, @selector(superview));
            [view setNeedsLayout];
        }
        @end
        """
      ],
      containing: [
        "(ObjCRuntime.callImplementation(imp, self, Selector(\"shouldInsert:range:marked:\"), "
          + "[text, range, marked]) as Bool)",
        "(ObjCRuntime.callImplementation(imp, self, Selector(\"setNeedsLayout\"), []) as Void)",
        "(ObjCRuntime.callImplementation(other, self, Selector(\"superview\"), []) as UIView?)",
      ])
  }
}
