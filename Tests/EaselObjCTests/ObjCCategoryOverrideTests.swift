import Foundation
import Testing

@testable import EaselObjC

/// Category methods overridden by subclasses, as Objective-C allows and Swift's extensions do
/// not: the category keeps a dispatcher, overrides conform to its protocol, `[super …]` calls
/// the next implementation up.
@Suite struct ObjCCategoryOverrideTests {
  static let files = [
    "UIView+Xib.h": """
    #import <UIKit/UIKit.h>
    @interface UIView (Xib)
    + (NSString *)defaultXibName;
    - (CGFloat)paddingForWidth:(CGFloat)width;
    - (void)applyTheme;
    @end
    """,
    "UIView+Xib.m": """
    #import "UIView+Xib.h"
    @implementation UIView (Xib)
    + (NSString *)defaultXibName {
        return NSStringFromClass(self);
    }
    - (CGFloat)paddingForWidth:(CGFloat)width {
        return width / 10;
    }
    - (void)applyTheme {
        self.backgroundColor = [UIColor whiteColor];
    }
    @end
    """,
    "Card.m": """
    #import "UIView+Xib.h"
    @interface Card : UIView
    @end
    @interface WideCard : Card
    @end
    @implementation Card
    + (NSString *)defaultXibName {
        return [[super defaultXibName] stringByAppendingString:@"View"];
    }
    - (CGFloat)paddingForWidth:(CGFloat)width {
        return [super paddingForWidth:width] * 2;
    }
    - (void)applyTheme {
        [super applyTheme];
        self.layer.cornerRadius = [self paddingForWidth:self.bounds.size.width];
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.layer.name = [[self class] defaultXibName];
    }
    @end
    @implementation WideCard
    + (NSString *)defaultXibName {
        return [super defaultXibName];
    }
    - (void)applyTheme {
        [super applyTheme];
    }
    @end
    """,
  ]

  @Test func subclassesOverrideClassAndInstanceMethodsOfACategory() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(Self.files)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let card = try #require(t.sources.first { $0.original.lastPathComponent == "Card.m" }?.swift)
    let category = try #require(
      t.sources.first { $0.original.lastPathComponent == "UIView+Xib.m" }?.swift)
    for text in [
      "@objc(defaultXibName) class func defaultXibName() -> String! {",
      "if let easelOverride = self as? any ObjCCategoryOverride_UIView_class_defaultXibName.Type",
      "return easelOverride.easelOverride_defaultXibName()",
      "return easelCategory_defaultXibName()",
      "class func easelCategory_defaultXibName() -> String! {",
      "easelOverride.easelOverride_applyTheme()",
      "@MainActor protocol ObjCCategoryOverride_UIView_paddingForWidth_: AnyObject {",
      "static func easelOverride_defaultXibName() -> String!",
    ] {
      #expect(category.contains(text), "missing \(text)\n\(category)")
    }
    for text in [
      "class Card: UIView, ObjCCategoryOverride_UIView_class_defaultXibName,",
      "class func easelOverride_defaultXibName() -> String! {",
      "super.easelCategory_defaultXibName()",
      "super.easelCategory_padding(forWidth: width) * 2",
      "super.easelCategory_applyTheme()",
      // A message to the method, not to super, is the dispatcher's.
      "self.layer.cornerRadius = self.padding(forWidth: self.bounds.size.width)",
      "Swift.type(of: self).defaultXibName()",
      // Below the first overrider: an override of its override, whose super is Card's.
      "class WideCard: Card {",
      "override class func easelOverride_defaultXibName() -> String! {",
      "super.easelOverride_defaultXibName()",
      "super.easelOverride_applyTheme()",
    ] {
      #expect(card.contains(text), "missing \(text)\n\(card)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A category method nobody overrides, declared in no header, stays a plain method.
  @Test func aPrivateCategoryMethodNobodyOverridesIsPlain() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Plain.m": """
        #import <UIKit/UIKit.h>
        @interface UIView (Plain)
        - (CGFloat)half;
        @end
        @implementation UIView (Plain)
        - (CGFloat)half { return self.bounds.size.width / 2; }
        @end
        """
      ],
      containing: ["@objc(half) func half() -> CGFloat {"])
  }

  /// A subclass of a framework subclass of the category's class (`UITextView` below the
  /// `UIView` category) overrides its method, calling the category's through `super.` with
  /// dot syntax. Rightpoint/RZIntrinsicContentSizeTextView's text view overrode
  /// `-[UIView (RZAutoLayoutHelpers) rztv_pinnedHeightConstraint]` so, and failed to build
  /// (`declared in extension of 'UIView' and cannot be overridden`).
  @Test func aSubclassOfAFrameworkSubclassOverridesACategoryMethod() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "UIView+Pin.h": """
      #import <UIKit/UIKit.h>
      @interface UIView (Pin)
      - (NSLayoutConstraint *)pinnedHeightConstraint;
      @end
      """,
      "UIView+Pin.m": """
      #import "UIView+Pin.h"
      @implementation UIView (Pin)
      - (NSLayoutConstraint *)pinnedHeightConstraint {
          return self.constraints.firstObject;
      }
      @end
      """,
      "GrowingTextView.m": """
      #import "UIView+Pin.h"
      @interface GrowingTextView : UITextView
      @end
      @implementation GrowingTextView
      - (NSLayoutConstraint *)pinnedHeightConstraint {
          NSLayoutConstraint *pinned = super.pinnedHeightConstraint;
          if (!pinned) {
              pinned = [self.heightAnchor constraintEqualToConstant:20];
          }
          return pinned;
      }
      @end
      """,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let view = try #require(
      t.sources.first { $0.original.lastPathComponent == "GrowingTextView.m" }?.swift)
    for text in [
      "class GrowingTextView: UITextView, ObjCCategoryOverride_UIView_pinnedHeightConstraint",
      "func easelOverride_pinnedHeightConstraint() -> NSLayoutConstraint! {",
      "super.easelCategory_pinnedHeightConstraint()",
    ] {
      #expect(view.contains(text), "missing \(text)\n\(view)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A method a category declares (`@interface Constraint (Abstract)` in a private header)
  /// that the class's own `@implementation` implements is the class's method, which a
  /// subclass overrides in Swift's class body: no dispatch, no protocol (Masonry's
  /// `MASConstraint`, a spent draw's: "cannot find type
  /// 'ObjCCategoryOverride_MASConstraint_equalToWithRelation' in scope").
  @Test func aCategoryDeclaredMethodTheClassImplementsIsOverriddenPlainly() throws {
    let files = [
      "Constraint.h": """
      #import <UIKit/UIKit.h>
      @interface Constraint : NSObject
      - (Constraint *)left;
      @end
      @interface Constraint (Abstract)
      - (Constraint *)addAttribute:(NSLayoutAttribute)attribute;
      - (CGFloat)inset;
      @end
      """,
      "Constraint.m": """
      #import "Constraint.h"
      @implementation Constraint
      - (Constraint *)left { return [self addAttribute:NSLayoutAttributeLeft]; }
      - (Constraint *)addAttribute:(NSLayoutAttribute)attribute { return nil; }
      - (CGFloat)inset { return 0; }
      @end
      @interface ViewConstraint : Constraint
      @end
      @implementation ViewConstraint
      - (Constraint *)addAttribute:(NSLayoutAttribute)attribute { return self; }
      - (CGFloat)inset { return [super inset] + 1; }
      @end
      """,
    ]
    let swift = try ObjCTestSupport.expectTranslation(
      files,
      containing: [
        "override func addAttribute(_ attribute: NSLayoutConstraint.Attribute) -> Constraint!",
        "override func inset() -> CGFloat",
        "return super.inset() + 1",
      ])
    #expect(!swift.contains("ObjCCategoryOverride_"), "\(swift)")
    #expect(!swift.contains("easelOverride_"), "\(swift)")
  }
}
