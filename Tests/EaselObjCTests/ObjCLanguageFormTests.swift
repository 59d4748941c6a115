import Foundation
import Testing

@testable import EaselObjC

/// C and Objective-C forms read by their languages' rules: a flexible array member, a
/// pointer to a block called through `*`, dot syntax on a method pair no property declares,
/// a specialized collection class's element, an instance variable named like a method.
@Suite struct ObjCLanguageFormTests {
  /// libextobjc's `ext_propertyAttributes` ends in `char type[];` and ReactiveCocoa's
  /// `rac_executeCleanupBlock` calls `(*block)()`.
  @Test func flexibleArrayMemberAndBlockPointerCall() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Scope.m": """
        #import <UIKit/UIKit.h>
        typedef void (^cleanup_t)(void);
        static inline void runCleanup(__strong cleanup_t *block) {
            (*block)();
        }
        typedef struct {
            int count;
            char type[];
        } attributes_t;
        int countOf(attributes_t attributes) {
            cleanup_t done = ^{};
            runCleanup(&done);
            return attributes.count;
        }
        """
      ], containing: ["UnsafeMutablePointer<(() -> Void)?>", "var count: Int32"])
    #expect(!swift.contains("var type"), "\(swift)")
  }

  /// CALayer's `affineTransform` is a getter and `-setAffineTransform:` (Swift: methods).
  @Test func dotSyntaxOnAMethodPairSendsTheSetter() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Madoka.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Madoka : UIView
        @property (nonatomic, strong) UILabel *placeholder;
        @end
        @implementation Madoka
        - (void)layoutSubviews {
            [super layoutSubviews];
            self.placeholder.layer.affineTransform = CGAffineTransformScale(CGAffineTransformIdentity, 0.5, 0.5);
            CGAffineTransform t = self.placeholder.layer.affineTransform;
            self.layer.affineTransform = t;
        }
        @end
        """
      ], containing: ["self.layer.setAffineTransform(t)", "self.placeholder?.layer.setAffineTransform("])
  }

  /// `++self.offset` used as a value (YLProgressBar's `self.stripesOffset = … ? 0 :
  /// ++self.stripesOffset;`, a spent draw's): the property's value after the step (before it
  /// for `self.offset++`), as C gives it; as a statement, the step alone.
  @Test func propertyIncrementAsAValue() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Stripes.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Stripes : UIView
        @property (nonatomic, assign) double offset;
        @property (nonatomic, assign) NSInteger count;
        @end
        @implementation Stripes
        - (void)drawRect:(CGRect)rect {
            self.offset = (self.offset > 10) ? 0 : ++self.offset;
            NSInteger before = self.count++;
            self.count--;
            UIRectFill(CGRectMake(self.offset, before, 2, 2));
        }
        @end
        """
      ],
      containing: [
        "({ self.offset += 1; return self.offset }())",
        "({ defer { self.count += 1 }; return self.count }())", "    self.count -= 1\n",
      ])
  }

  /// `id` bridged to a Core Foundation–style object (`(__bridge CGColorRef)[_colors
  /// lastObject]`, YLProgressBar's, a spent draw's: an array of `CGColor`s) is cast to it, as
  /// the code assumes it is one; it was assigned as `Any?`.
  @Test func idBridgedToACoreFoundationObject() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Track.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Track : UIView
        @property (nonatomic, strong) NSArray *colors;
        @end
        @implementation Track
        - (void)drawRect:(CGRect)rect {
            CGColorRef fill = (__bridge CGColorRef)[_colors lastObject];
            CGColorRef first = (__bridge CGColorRef)_colors[0];
            CGContextSetFillColorWithColor(UIGraphicsGetCurrentContext(), fill);
            CGContextSetStrokeColorWithColor(UIGraphicsGetCurrentContext(), first);
        }
        @end
        """
      ], containing: ["as? CGColor"])
  }

  /// A typed object bridged to a Core Foundation–style object (`(__bridge
  /// CGColorRef)_colors[0]`, an element of an `NSArray<UIColor *>` that holds `CGColor`s,
  /// CRFontIconRender.m:61, draw 45) is cast as an object, unchecked generics being what
  /// Objective-C has; it was given to `setFillColor` as a `UIColor`.
  @Test func typedObjectBridgedToACoreFoundationObject() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Render.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Render : UIView
        @property (nonatomic, copy) NSArray<UIColor *> *colors;
        @property (nonatomic, strong) UIImage *picture;
        @end
        @implementation Render
        - (void)drawRect:(CGRect)rect {
            CGContextRef ctx = UIGraphicsGetCurrentContext();
            CGContextSetFillColorWithColor(ctx, (__bridge CGColorRef)_colors[0]);
            CGImageRef image = (__bridge CGImageRef)self.picture;
            CGContextDrawImage(ctx, rect, image);
        }
        @end
        """
      ], containing: ["as AnyObject?) as? CGColor", "as AnyObject?) as? CGImage"])
  }

  /// `NSMutableArray<NSNumber *>`, which Swift keeps a class whose elements are `Any`.
  @Test func elementOfASpecializedMutableCollection() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Chart.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Chart : UIView
        @property (nonatomic, strong) NSMutableArray<NSNumber *> *spaces;
        @property (nonatomic, strong) NSMutableDictionary<NSString *, UIColor *> *colors;
        @end
        @implementation Chart
        - (void)drawRect:(CGRect)rect {
            CGFloat width = self.spaces[0].floatValue;
            UIColor *color = self.colors[@"line"];
            [color setFill];
            UIRectFill(CGRectMake(0, 0, width, 2));
        }
        @end
        """
      ], containing: ["as? NSNumber)?.floatValue", "as? UIColor"])
  }

  /// An instance variable and a method without arguments of the same name, which
  /// Objective-C keeps apart and Swift would declare twice.
  @Test func instanceVariableNamedLikeAMethod() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Tab.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Tab : UIView
        {
            BOOL isSelected;
        }
        - (void)setSelected:(BOOL)selected title:(NSString *)title;
        - (BOOL)isSelected;
        @end
        @implementation Tab
        - (void)setSelected:(BOOL)selected title:(NSString *)title { isSelected = selected; }
        - (BOOL)isSelected { return isSelected; }
        @end
        """
      ], containing: ["var ivar_isSelected: Bool", "func isSelected() -> Bool"])
  }

  /// Instance variables named as members of a framework superclass are in Swift
  /// (mjhatamy/MJStoreButton's `BOOL isTouchInside;` beside `UIControl`'s `touchInside`, whose
  /// getter Swift names `isTouchInside`; `layoutSubviews` beside `UIView`'s method), which
  /// Objective-C keeps apart and a Swift stored property would override.
  @Test func instanceVariableNamedLikeAnInheritedFrameworkMember() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "StoreButton.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface StoreButton : UIButton
        {
            BOOL isTouchInside;
            BOOL layoutSubviews;
            BOOL hasTouch;
        }
        @end
        @implementation StoreButton
        - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
            isTouchInside = YES;
            layoutSubviews = isTouchInside;
            hasTouch = YES;
        }
        @end
        """
      ],
      containing: [
        "var ivar_isTouchInside: Bool", "var ivar_layoutSubviews: Bool", "var hasTouch: Bool",
        "ivar_isTouchInside = true",
      ])
  }

  /// `[super load]` in `+load` (linshaolie/IconFontExtension's IconLabel registers its font
  /// so): NSObject's, which does nothing.
  @Test func superLoadAndInitializeAreNSObjects() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "IconLabel.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface IconLabel : UILabel
        @end
        @implementation IconLabel
        + (void)load {
            [super load];
        }
        + (void)initialize {
            [super initialize];
        }
        @end
        """
      ], containing: ["static func __easelLoad()", "static func __easelInitialize()"])
    #expect(!swift.contains("super."), "\(swift)")
  }

  /// `nil` given to a framework method whose Swift name is overloaded by parameter type
  /// (UICollectionView's `register(_:forCellWithReuseIdentifier:)` takes a class or a nib;
  /// XYGDeveloper/XRP's FSBarChartView, spent).
  @Test func nilArgumentIsTypedAsTheParameter() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Bars.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Bars : UIView
        @property (nonatomic, strong) UICollectionView *collectionView;
        @end
        @implementation Bars
        - (void)reset {
            [self.collectionView registerNib:nil forCellWithReuseIdentifier:@"bar"];
            [self.collectionView registerClass:nil forCellWithReuseIdentifier:@"bar"];
        }
        @end
        """
      ], containing: ["(nil as UINib?)", "(nil as AnyClass?)"])
  }

  /// `containsObject:` of an `NSArray` (a Swift `[Any]`, whose `contains(_:)` wants
  /// `Equatable` elements; twilio/twilio-chat-demo-ios's ReactionsView, spent).
  @Test func containsObjectComparesAsFoundationDoes() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Reactions.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Reactions : UIView
        @property (nonatomic, copy) NSString *identity;
        @property (nonatomic, strong) NSArray *users;
        @property (nonatomic) BOOL reacted;
        @end
        @implementation Reactions
        - (void)layoutSubviews {
            [super layoutSubviews];
            NSArray *users = @[@"a", @"b"];
            self.reacted = [users containsObject:self.identity] || [self.users containsObject:@"a"];
        }
        @end
        """
      ], containing: ["((users) as NSArray)", ".contains($0)"])
  }
}
