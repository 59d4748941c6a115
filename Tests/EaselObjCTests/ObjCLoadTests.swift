import Foundation
import Testing

@testable import EaselObjC

/// `+load` and `+initialize`, which the Objective-C runtime runs, are translated into class
/// methods the agent runs when it registers the classes (before any instance is made): a
/// category's swizzling then compiles and runs, and says it swizzled nothing.
@Suite struct ObjCLoadTests {
  @Test func loadAndInitializeTranslateIntoMethodsTheAgentRuns() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Placeholder.m": """
        #import <UIKit/UIKit.h>
        #import <objc/runtime.h>
        @interface UITextView (Placeholder)
        @property (nonatomic, strong) IBInspectable NSString *placeholderText;
        @end
        @implementation UITextView (Placeholder)
        + (void)load {
            method_exchangeImplementations(class_getInstanceMethod(self.class, NSSelectorFromString(@"dealloc")),
                                           class_getInstanceMethod(self.class, @selector(swizzledDealloc)));
        }
        - (void)swizzledDealloc {
            [self swizzledDealloc];
        }
        + (NSArray *)observingKeys {
            return @[@"text", @"font"];
        }
        - (NSString *)placeholderText { return objc_getAssociatedObject(self, @selector(placeholderText)); }
        - (void)setPlaceholderText:(NSString *)text {
            objc_setAssociatedObject(self, @selector(placeholderText), text, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
        }
        @end
        @interface Counter : UIView
        @end
        static int counted = 0;
        @implementation Counter
        + (void)initialize {
            if (self == [Counter class]) { counted += 1; }
        }
        + (void)load {
            counted += 10;
        }
        @end
        """
      ],
      containing: [
        "@objc(__easelLoad_Placeholder) static func __easelLoad_Placeholder() {",
        "class_getInstanceMethod(self, NSSelectorFromString(\"dealloc\"))",
        "@objc(__easelInitialize) static func __easelInitialize() {",
        "@objc(__easelLoad) static func __easelLoad() {",
      ])
  }
}
