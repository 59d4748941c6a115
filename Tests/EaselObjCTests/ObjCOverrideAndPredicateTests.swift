import EaselObjC
import Foundation
import Testing

/// An override that declares a collection without its element type
/// (`touchesBegan:(NSSet *)touches`, where UIKit declares `NSSet<UITouch *> *`): Swift
/// overrides with UIKit's type, and the body reads the parameter as it declared it
/// (MSVDraggableImageView, the eighth draw).
@Suite struct ObjCUnparameterizedOverrideTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Dragged : UIImageView
    @property (nonatomic) CGPoint start;
    @end

    @implementation Dragged
    - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
        UITouch *touch = [touches anyObject];
        self.start = [touch locationInView:self.superview];
    }
    @end
    """

  @Test func overridesWithUIKitsElementType() throws {
    try ObjCTestSupport.expectTranslation(
      ["Dragged.m": Self.source],
      containing: [
        "override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {",
        "let touches: Set<AnyHashable> = touches",
        "let touch: UITouch? = (touches.first as? UITouch)",
      ])
  }
}

/// Predicates (`predicateWithFormat:`, which Linux's Foundation lacks and the façade
/// declares), filtering a Swift array with one, a generic collection's `ObjectType`
/// parameter as any object, and a `switch` whose first case is not on the next line
/// (RSUIImageViewMultiborder, the eighth draw).
@Suite struct ObjCPredicateAndSwitchTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Bordered : UIView
    @end

    @implementation Bordered
    + (NSArray<NSString *> *)borderNames:(NSArray<NSString *> *)names {
        NSMutableArray<NSString *> *all = [NSMutableArray array];
        for (NSString *name in names) {
            [all addObject:name];
        }
        NSArray<NSString *> *kept = [all filteredArrayUsingPredicate:[NSPredicate predicateWithFormat:@"SELF beginswith %@", @"border_"]];
        NSArray<NSString *> *again = [kept filteredArrayUsingPredicate:[NSPredicate predicateWithFormat:@"SELF.length > %d", 3]];
        return again;
    }
    + (NSString *)json:(NSDictionary *)values {
        NSData *data = [NSJSONSerialization dataWithJSONObject:values options:0 error:nil];
        return [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding];
    }
    + (NSInteger)weight:(UIViewContentMode)mode {
        switch (mode) {


            case UIViewContentModeTop: case UIViewContentModeBottom:
                return 1;
            case UIViewContentModeLeft:
                return 2;
            default:
                return 0;
        }
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Bordered.m": Self.source],
      containing: [
        "NSPredicate(format: \"SELF beginswith %@\", \"border_\")",
        "filter { [easelPredicate = NSPredicate(format:",
        "in easelPredicate.evaluate(with: $0) }",
        "case UIView.ContentMode.top, UIView.ContentMode.bottom:",
      ])
  }
}

/// A `default:` that C allows before other cases (Langenscheidt-Sprachkurs' StackView), and a
/// property read by a message in a loop's condition and body (IQKeyboardManager's
/// `topMostWindowController`), as the first Objective-C working part has them.
@Suite struct ObjCDefaultFirstAndPropertyMessageTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef NS_ENUM(NSInteger, Side) { SideNone, SideLeft, SideRight };

    @interface UIWindow (Top)
    - (UIViewController *)topMost;
    @end

    @implementation UIWindow (Top)
    - (UIViewController *)topMost {
        UIViewController *top = [self rootViewController];
        while ([top presentedViewController]) top = [top presentedViewController];
        return top;
    }
    @end

    @interface Sided : UIView
    @property (nonatomic) Side side;
    @end

    @implementation Sided
    - (NSString *)format {
        NSString *format = nil;
        switch (self.side) {
            default:
            case SideNone:
                format = @"H:|-[v]-|";
                break;
            case SideLeft:
                format = @"H:|-[v]";
                break;
            case SideRight:
                format = @"H:[v]-|";
                break;
        }
        return format;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Sided.m": Self.source],
      containing: [
        "while top?.presentedViewController != nil {",
        "case Side.left:", "case Side.right:", "default:",
      ])
  }
}
