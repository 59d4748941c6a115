import Foundation
import Testing

@testable import EaselObjC

/// Foundation's nil-terminated list makers end at the first nil, which a message to nil gives:
/// `[NSArray arrayWithObjects:nilColor.CGColor, other.CGColor, nil]` is empty, as on iOS.
@Suite struct ObjCNilTerminatedListTests {
  @Test func listsEndAtTheirFirstNil() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Shape.m": """
        #import <UIKit/UIKit.h>
        @interface Shape : UIView
        @property (nonatomic) UIColor *first;
        @property (nonatomic) UIColor *second;
        @end
        @implementation Shape
        - (void)layoutSubviews {
            CAGradientLayer *gradient = [CAGradientLayer layer];
            gradient.colors = [NSArray arrayWithObjects:(id)[self.first CGColor],
                                                        (id)[self.second CGColor], nil];
            NSSet *set = [NSSet setWithObjects:self.first, self.second, nil];
            NSDictionary *d = [NSDictionary dictionaryWithObjectsAndKeys:self.first, @"a",
                                                                         self.second, @"b", nil];
            NSArray *fixed = [NSArray arrayWithObjects:@"a", @"b", nil];
            (void)set; (void)d; (void)fixed;
            [self.layer addSublayer:gradient];
        }
        @end
        """
      ],
      containing: [
        "gradient.colors = [(self.first?.cgColor as Any?), (self.second?.cgColor as Any?)]"
          + ".prefix(while: { $0 != nil }).map { $0! }",
        "NSSet(array: [(self.first as Any?), (self.second as Any?)]"
          + ".prefix(while: { $0 != nil }).map { $0! }.map { $0 as! AnyHashable })",
        "uniquingKeysWith: { $1 })",
        "[\"a\", \"b\"]",
      ])
  }
}

/// Messages to a receiver that may be nil do nothing and give zero, as Objective-C's: object,
/// number, Boolean and struct results, property reads and writes, chains.
@Suite struct ObjCMessageToNilTests {
  @Test func messagesToNilGiveZero() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Badge.m": """
        #import <UIKit/UIKit.h>
        @interface Badge : UIView
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @property (nonatomic) UIColor *tint;
        @property (nonatomic) NSArray *items;
        @end
        @implementation Badge
        - (void)layoutSubviews {
            [super layoutSubviews];
            [self.titleLabel setText:@"x"];
            self.titleLabel.textColor = self.tint;
            CGColorRef c = [self.tint CGColor];
            self.layer.borderColor = c;
            NSInteger n = [self.items count];
            CGRect r = [self.titleLabel frame];
            CGFloat w = self.titleLabel.frame.size.width + r.origin.x;
            NSUInteger length = [[self.titleLabel text] length];
            BOOL hidden = [self.titleLabel isHidden];
            CGFloat alpha = [self.tint CGColor] ? 1 : 0;
            self.alpha = (hidden ? 0 : alpha) + n + w + length;
            UIView *made = [[UIView alloc] init];
            [made setNeedsLayout];
            [self setNeedsDisplay];
        }
        @end
        """
      ],
      containing: [
        // A property write, a void message: nothing happens.
        "self.titleLabel?.text = \"x\"",
        "self.titleLabel?.textColor = self.tint",
        // An object result: nil.
        "let c: CGColor! = self.tint?.cgColor",
        // A number, a struct, a Boolean: zero.
        "let n: Int = (self.items?.count ?? 0)",
        "let r: CGRect = (self.titleLabel?.frame ?? CGRect())",
        "let w: CGFloat = (self.titleLabel?.frame ?? CGRect()).size.width + r.origin.x",
        "let hidden: Bool = (self.titleLabel?.isHidden ?? false)",
        // A chain: nil at any step is zero at the end.
        "let length: Int = (self.titleLabel?.text?.utf16.count ?? 0)",
        // Receivers known not to be nil keep `.`: self, super, a new object.
        "self.layer.borderColor = c",
        "made.setNeedsLayout()",
        "self.setNeedsDisplay()",
      ])
  }
}

/// C's comma operator as a statement: its operands' statements in order.
@Suite struct ObjCCommaStatementTests {
  @Test func aCommaStatementIsItsOperandsInOrder() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Fill.m": """
        #import <UIKit/UIKit.h>
        @interface Fill : UIView
        @end
        @implementation Fill
        - (void)drawRect:(CGRect)rect {
            CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
            CGFloat width = 0;
            CGColorSpaceRelease(space), space = NULL;
            width = 1, width += 2;
            self.alpha = width;
        }
        @end
        """
      ],
      containing: ["_ = space\n", "space = nil\n", "width = 1\n", "width += 2\n"])
  }
}

/// Documentation comments (`/** … */`, which clang attaches to declarations as `FullComment`
/// nodes) are not code: an enumeration documented case by case translates.
@Suite struct ObjCDocumentationCommentTests {
  @Test func documentedEnumeratorsTranslate() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Cache.m": """
        #import <UIKit/UIKit.h>
        typedef NS_ENUM(NSInteger, CacheKind) {
            /**
             * Not cached.
             */
            CacheKindNone,
            /** On disk. */
            CacheKindDisk = 2,
        };
        @interface Cache : UIView
        /** How it is kept. */
        @property (nonatomic) CacheKind kind;
        @end
        @implementation Cache
        /// Draws nothing when not cached.
        - (void)drawRect:(CGRect)rect {
            if (self.kind == CacheKindDisk) { self.alpha = 0.5; }
        }
        @end
        """
      ],
      containing: ["case none = 0", "case disk = 2", "self.kind == CacheKind.disk"])
  }
}

/// A value a message to nil may give, assigned to a façade property Swift declares
/// non-optional (the SDK's headers are audited: no `nullable`, so nonnull), is unwrapped:
/// DRCircularProgressView's `animation.fillMode = action.fillMode`, a `CAMediaTimingFillMode`
/// of the view's action.
@Suite struct ObjCNonnullFacadePropertyTests {
  @Test func aNonnullFacadePropertyTakesNoOptional() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Ring.m": """
        #import <UIKit/UIKit.h>
        @interface Ring : UIView
        @end
        @implementation Ring
        - (id<CAAction>)actionForLayer:(CALayer *)layer forKey:(NSString *)event {
          CAAnimation *action = (CAAnimation *)[super actionForLayer:layer forKey:@"opacity"];
          CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:event];
          animation.fillMode = action.fillMode;
          animation.timingFunction = action.timingFunction;
          return animation;
        }
        @end
        """
      ],
      containing: [
        "animation.fillMode = (action?.fillMode)!",
        "animation.timingFunction = action?.timingFunction",
      ])
  }
}

/// A façade property the SDK declares nonnull, reached through an optional chain
/// (`self.navigationController.viewControllers`, `[UIViewController]` in Swift): the chain goes
/// on with `.`, not `?.`, which Swift rejects on a non-optional value (the working part's
/// safeyou: "cannot use optional chaining on non-optional value of type '[UIViewController]'",
/// in a category every view controller's file imports).
@Suite struct ObjCNonnullPropertyInChainTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface UIViewController (Back)
    - (void)configureBack;
    @end
    @implementation UIViewController (Back)
    - (void)configureBack {
        if (self.navigationController && self == self.navigationController.viewControllers.firstObject) {
            return;
        }
        NSUInteger depth = self.navigationController.viewControllers.count;
        self.title = depth > 1 ? @"Back" : @"Home";
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Back.m": Self.source],
      containing: ["self.navigationController?.viewControllers.first"])
  }
}

/// `-[NSObject self]` sent to an object (`self.self.font`, a slip iOS survives): the object
/// itself; Swift has no method `self()` (the working part's safeyou `SYDesignableTextField`,
/// "cannot call value of non-function type").
@Suite struct ObjCSelfMessageTests {
  static let source = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Field : UITextField
    @end
    @implementation Field
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.minimumFontSize = self.self.font.pointSize;
        UIView *view = [self.superview self];
        view.hidden = NO;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Field.m": Self.source], containing: ["self.minimumFontSize = (self.font?.pointSize ?? 0)"])
  }
}
