import EaselDiagnostics
import Foundation
import Testing

@testable import EaselObjC

/// A category on a framework class that implements one of the class's own class methods
/// (`+[UIColor blackColor]` in an app's palette category): Objective-C's runtime takes the
/// category's, and a Swift extension cannot override. The category's method is kept under a
/// name of its own, the project's Objective-C sends reach it, and a warning says that UIKit's
/// own uses and Swift's keep UIKit's. Before, the whole category failed, and with it every
/// palette method the project's views call (the working part's safeyou: 11 classes).
@Suite struct ObjCCategoryReplacementTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @interface UIColor (Palette)
    + (UIColor *)blackColor;
    + (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
    + (UIColor *)brandColor;
    @end
    """
  static let category = """
    #import "UIColor+Palette.h"
    @implementation UIColor (Palette)
    + (UIColor *)blackColor { return [UIColor colorWithRed:0.1 green:0.1 blue:0.2 alpha:1]; }
    + (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha {
        return [UIColor colorWithRed:white green:white blue:white alpha:alpha];
    }
    + (UIColor *)brandColor { return [[UIColor blackColor] colorWithAlphaComponent:0.5]; }
    @end
    """
  static let view = """
    #import "UIColor+Palette.h"
    IB_DESIGNABLE
    @interface PaletteView : UIView
    @end
    @implementation PaletteView
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.backgroundColor = [UIColor blackColor];
        self.tintColor = [UIColor brandColor];
        self.layer.borderColor = [UIColor colorWithWhite:0.5 alpha:1].CGColor;
    }
    @end
    """

  @Test func replacedClassMethodsAreTheCategorysForTheProjectsObjectiveC() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "UIColor+Palette.h": Self.header, "UIColor+Palette.m": Self.category,
      "PaletteView.m": Self.view,
    ])
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    for expected in [
      "@objc(blackColor) class func easelReplacing_blackColor() -> UIColor!",
      "@objc(colorWithWhite:alpha:) class func easelReplacing_color(withWhite white: CGFloat,",
      "self.backgroundColor = UIColor.easelReplacing_blackColor()",
      "UIColor.easelReplacing_color(withWhite: 0.5, alpha: 1)",
      "UIColor.easelReplacing_blackColor()?.withAlphaComponent(0.5)",
      "self.tintColor = UIColor.brandColor()",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    // Said once per method, where the category implements it.
    let warnings = t.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.id) == ["objc-category-replacement", "objc-category-replacement"])
    #expect(
      warnings.first?.message
        == "the category's +[UIColor blackColor] replaces the framework's: the project's "
        + "Objective-C calls the category's, but the framework's own uses and Swift's "
        + "`UIColor.black` keep the framework's")
    #expect(warnings.first?.location?.line == 3)
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A file-scope variable named as a method of the module (`static NSString *const
/// gradientColorTop` beside `+gradientColorTop`, the working part's safeyou palette): C looks
/// it up apart from selectors, but in Swift the member hides the global inside the class, so
/// the variable has a name of its own in every file of the module.
@Suite struct ObjCGlobalNamedAsMemberTests {
  static let source = """
    #import <UIKit/UIKit.h>
    static NSString * const accentColor = @"#FF9AC0";
    static CGFloat lineWidth = 2;
    @interface UIColor (Accent)
    + (UIColor *)accentColor;
    @end
    @implementation UIColor (Accent)
    + (UIColor *)accentColor {
        return accentColor.length > 0 ? [UIColor redColor] : [UIColor blueColor];
    }
    @end
    IB_DESIGNABLE
    @interface AccentView : UIView
    @property (nonatomic) CGFloat lineWidth;
    @end
    @implementation AccentView
    - (void)layoutSubviews {
        [super layoutSubviews];
        lineWidth = self.lineWidth + 1;
        self.layer.borderWidth = lineWidth;
        self.backgroundColor = [UIColor accentColor];
    }
    @end
    """

  @Test func theVariableIsRenamedWhereAMemberWouldHideIt() throws {
    try ObjCTestSupport.expectTranslation(
      ["Accent.m": Self.source],
      containing: [
        "private let easelGlobal_accentColor: String! = \"#FF9AC0\"",
        "private var easelGlobal_lineWidth: CGFloat = 2",
        "return (easelGlobal_accentColor?.utf16.count ?? 0) > 0",
        "easelGlobal_lineWidth = self.lineWidth + 1",
        "self.layer.borderWidth = easelGlobal_lineWidth",
      ])
  }
}
