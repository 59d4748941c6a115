import Foundation
import Testing

@testable import EaselObjC

/// An attribute written with a macro after an object property's name
/// (`@property UIColor *inkColor __deprecated_msg("…");`, a project's own
/// `MY_DEPRECATED(…)`): clang spells the property's type with the macro's name before it
/// (`__deprecated_msg UIColor *`, a macro-qualified type), which the translation read as the
/// type's name (material-components-ios' MDCThumbTrack.h: "cannot find type
/// '__deprecated_msg' in scope", which failed MDCSlider). The type is what follows the macro.
/// Clang's spelling of such a type loses a `nullable` written in the property's attributes
/// (its dump says only that one was written), so an object is then `T!`, which takes nil.
@Suite struct ObjCMacroQualifiedTypeTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #define RING_DEPRECATED(message) __attribute__((deprecated(message)))

    IB_DESIGNABLE
    @interface Ring : UIView
    @property (nonatomic, strong) UIColor *ringColor RING_DEPRECATED("Use tintColor.");
    @end

    @interface Ring (Deprecated)
    @property (nonatomic, strong, nullable) UIColor *inkColor __deprecated_msg("Use ringColor.");
    @end

    @implementation Ring
    @end

    @implementation Ring (Deprecated)
    - (UIColor *)inkColor { return nil; }
    - (void)setInkColor:(UIColor *)inkColor {}
    @end
    """

  @Test func thePropertysTypeIsTheTypeTheMacroQualifies() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Ring.m": Self.source], containing: ["var ringColor: UIColor!", "var inkColor: UIColor!"])
    #expect(!swift.contains("DEPRECATED"))
    #expect(!swift.contains("__deprecated_msg"))
  }

  @Test(arguments: [
    ("__deprecated_msg UIColor *", "UIColor *", "UIColor *"),
    ("MY_DEPRECATED NSString * _Nullable", "NSString *", "NSString * _Nullable"),
    ("unsigned long", "unsigned long", "unsigned long"),
    ("ObjectType _Nullable", "id", "ObjectType _Nullable"),
    ("const char *", "const char *", "const char *"),
    ("NSString *", "NSString *", "NSString *"),
  ])
  func aLeadingMacroIsDropped(spelling: String, desugared: String, expected: String) {
    #expect(ClangNode.withoutMacroQualifier(spelling, desugared: desugared) == expected)
  }
}
