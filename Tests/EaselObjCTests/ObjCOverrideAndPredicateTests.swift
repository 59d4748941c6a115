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

/// iOS 6's font-based string drawing (`drawAtPoint:withFont:`, `sizeWithFont:` …), which
/// Swift does not import and star-rating views of that age draw their "★" with (the ninth
/// draw's AXRatingView, EZRatingView, KHRatingView): declared to clang, drawn through
/// `ObjCStringDrawing`.
@Suite struct ObjCFontStringDrawingTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Stars : UIView
    @property (nonatomic, copy) NSString *mark;
    @end

    @implementation Stars
    - (void)drawRect:(CGRect)rect {
        UIFont *font = [UIFont systemFontOfSize:20];
        CGSize size = [self.mark sizeWithFont:font];
        [[UIColor orangeColor] set];
        [self.mark drawAtPoint:CGPointMake(0, 0) withFont:font];
        [@"★" drawAtPoint:CGPointMake(size.width, 0) withFont:font];
        CGSize wrapped = [@"a b c" sizeWithFont:font constrainedToSize:rect.size lineBreakMode:NSLineBreakByWordWrapping];
        [@"a b c" drawInRect:CGRectMake(0, 20, wrapped.width, wrapped.height) withFont:font lineBreakMode:NSLineBreakByTruncatingTail alignment:NSTextAlignmentCenter];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Stars.m": Self.source],
      containing: [
        "ObjCStringDrawing.size(", "font: font)",
        "ObjCStringDrawing.draw(\"★\", at: CGPoint(x: size.width, y: 0), font: font)",
        "lineBreakMode: NSLineBreakMode.byTruncatingTail, alignment: NSTextAlignment.center)",
      ])
  }
}

/// `return _image = image;` (C's assignment has a value), bridged casts
/// (`(__bridge CFArrayRef)colors`), and a font-based message to a string that may be nil
/// (the ninth draw's AXRatingView, DJWStarRatingView and EZRatingView).
@Suite struct ObjCAssignmentReturnAndBridgeTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Marked : UIView {
        UIImage *_markImage;
    }
    @property (nonatomic, copy) NSString *mark;
    @end

    @implementation Marked
    - (UIImage *)markImage {
        if (_markImage) return _markImage;
        UIGraphicsBeginImageContext(CGSizeMake(10, 10));
        CGSize size = [self.mark sizeWithFont:[UIFont systemFontOfSize:9]];
        [self.mark drawAtPoint:CGPointMake(0, 10 - size.height) withFont:[UIFont systemFontOfSize:9]];
        UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
        UIGraphicsEndImageContext();
        return _markImage = image;
    }
    - (void)drawRect:(CGRect)rect {
        CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
        NSArray *colors = @[(__bridge id)[UIColor redColor].CGColor, (__bridge id)[UIColor blueColor].CGColor];
        CGFloat locations[] = {0, 1};
        CGGradientRef gradient = CGGradientCreateWithColors(space, (__bridge CFArrayRef)colors, locations);
        CGContextDrawLinearGradient(UIGraphicsGetCurrentContext(), gradient, CGPointZero, CGPointMake(0, 10), 0);
        CGGradientRelease(gradient);
        CGColorSpaceRelease(space);
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Marked.m": Self.source],
      containing: [
        "self._markImage = image; return self._markImage",
        "?? CGSize())",
      ])
  }
}

/// A property marked `UI_APPEARANCE_SELECTOR` after its name, whose type clang prints with the
/// macro (the ninth draw's ARRatingView).
@Suite struct ObjCAppearanceSelectorPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Rated : UIView
    @property (nonatomic, strong, null_resettable) UIBezierPath *starPath UI_APPEARANCE_SELECTOR;
    @property (nonatomic, strong) UIColor *starColor UI_APPEARANCE_SELECTOR;
    @end

    @implementation Rated
    - (UIBezierPath *)starPath {
        if (!_starPath) _starPath = [UIBezierPath bezierPathWithOvalInRect:CGRectMake(0, 0, 10, 10)];
        return _starPath;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Rated.m": Self.source],
      containing: ["var _starPath: UIBezierPath!", "var starColor: UIColor!"])
  }
}

/// A delegate protocol declared forward (`@protocol StarDelegate;`) before the class that uses
/// it and defined after: the definition, with its requirements, is the one translated (the
/// ninth draw's DJWStarRatingView).
@Suite struct ObjCForwardDeclaredProtocolTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @protocol StarDelegate;
    IB_DESIGNABLE
    @interface Star : UIView
    @property (nonatomic, weak) id<StarDelegate> delegate;
    @end
    @protocol StarDelegate <NSObject>
    - (void)starChanged:(Star *)view;
    @end
    """
  static let source = """
    #import "Star.h"
    @implementation Star
    - (void)touched {
        if (self.delegate != nil && [self.delegate respondsToSelector:@selector(starChanged:)]) {
            [self.delegate starChanged:self];
        }
    }
    @end
    """
  static let controller = """
    #import <UIKit/UIKit.h>
    #import "Star.h"
    @interface Controller : UIViewController <StarDelegate>
    @end
    @implementation Controller
    - (void)starChanged:(Star *)view { }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(
      ["Star.h": Self.header, "Star.m": Self.source, "Controller.m": Self.controller])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    // In the file named after the header that declares it (`ObjCSharedDeclarationOwnerTests`).
    let star = try #require(t.sources.first { $0.original.lastPathComponent == "Star.m" })
    #expect(
      star.swift.contains(
        "@objc protocol StarDelegate: NSObjectProtocol {\n  @objc(starChanged:) func starChanged(_ view: Star!)\n}"
      ), "\(star.swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
