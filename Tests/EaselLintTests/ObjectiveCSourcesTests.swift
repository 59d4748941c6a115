import EaselLint
import Testing

/// Seed 002 as written, in Objective-C: the category's `IBInspectable` property keeps its
/// runtime attribute alive, and `+ (UIColor *)name` class methods make the palette.
@MainActor struct ObjectiveCSourcesTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @interface UILabel (SBLocalizable)
    @property (nonatomic, assign) IBInspectable BOOL textAsKey;
    @end
    @interface UIView (BackgroundColor)
    @property (nullable, nonatomic, strong) IBInspectable NSString *bgColorName;
    @end
    @interface UIColor (CorosColor)
    + (UIColor *)clearClr;
    + (UIColor *)blueClr;
    @end
    """

  static let attributes = """
    <userDefinedRuntimeAttribute type="boolean" keyPath="textAsKey" value="YES"/>
    <userDefinedRuntimeAttribute type="string" keyPath="bgColorName" value="blueClr"/>
    <userDefinedRuntimeAttribute type="string" keyPath="bgColorName" value="purpleClr"/>
    """

  @Test func categoriesKeepTheirKeysAndPalette() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(label("l", Self.attributes)),
      "ViewController.swift": LintFixture.controller(), "Categories.h": Self.header,
    ])
    defer { f.remove() }
    let result = f.lint()
    #expect(result.census[.applied] == 3)
    #expect(result.findings.map(\.diagnostic.id) == ["missing-palette-color"], "\(result.findings)")
  }

  @Test func withoutTheCategoriesTheKeysAreStale() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(label("l", Self.attributes)),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let result = f.lint("runtime-attribute-stale")
    #expect(result.census[.stale] == 3)
    #expect(result.findings.count == 3)
  }
}
