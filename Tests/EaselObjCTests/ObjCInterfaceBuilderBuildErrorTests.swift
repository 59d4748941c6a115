import EaselDiagnostics
import Foundation
import Testing

@testable import EaselObjC

/// Code Xcode's own build of a designable for Interface Builder rejects is a located clang
/// error here too, never translated as if it were valid. Both come from spent census draws
/// whose targets (and podspecs) compile with ARC, the setting's value in every project
/// template since Xcode 4.2: a cast from an object to a Core Foundation type held in a
/// variable (it needs `__bridge` under ARC; given straight to a function the SDK audits for
/// implicit bridging, as JHGlowView's `(CFArrayRef)gradientColors` is to
/// `CGGradientCreateWithColors`, it does not: `ObjCImplicitBridgingTests`), and
/// GDLoadingIndicator's properties declared in its
/// `@interface` under `#if TARGET_INTERFACE_BUILDER` and again in its class extension (which
/// clang allows only for a `readonly` property made `readwrite`).
@Suite struct ObjCInterfaceBuilderBuildErrorTests {
  static func gradientSource(cast: String, held: Bool = false) -> String {
    let gradient =
      held
      ? "CFArrayRef list = \(cast)colors; CGGradientRef gradient = "
        + "CGGradientCreateWithColors(space, list, locations);"
      : "CGGradientRef gradient = CGGradientCreateWithColors(space, \(cast)colors, locations);"
    return """
      #import <UIKit/UIKit.h>

      @interface Glow : UIView
      @end
      @implementation Glow
      - (void)drawRect:(CGRect)rect {
          CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
          NSArray *colors = @[(id)UIColor.blueColor.CGColor, (id)UIColor.clearColor.CGColor];
          CGFloat locations[] = {0, 1};
          \(gradient)
          CGContextDrawRadialGradient(UIGraphicsGetCurrentContext(), gradient,
              CGPointMake(50, 100), 0, CGPointMake(50, 100), 50, 0);
          CGGradientRelease(gradient);
          CGColorSpaceRelease(space);
      }
      @end
      """
  }

  /// `CFArrayRef list = (CFArrayRef)colors;` is ARC's "requires a bridged cast" error, at
  /// the cast.
  @Test func anUnbridgedCastToCoreFoundationIsAnError() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(
      ["Glow.m": Self.gradientSource(cast: "(CFArrayRef)", held: true)])
    let first = try #require(t.diagnostics.first)
    #expect(first.severity == .error)
    #expect(first.location?.file.hasSuffix("/Glow.m") == true)
    #expect(first.location?.line == 10)
    #expect(first.message.contains("requires a bridged cast"))
    #expect(t.failedClasses["Glow"] != nil)
  }

  /// `(__bridge CFArrayRef)colors`, as ARC wants it, translates and typechecks; so does
  /// `(CFArrayRef)colors` given straight to `CGGradientCreateWithColors`, which the SDK
  /// declares audited for implicit bridging (JHGlowView, draw 46, spent).
  @Test(arguments: ["(__bridge CFArrayRef)", "(CFArrayRef)"])
  func aBridgedCastToCoreFoundationTranslates(cast: String) throws {
    try ObjCTestSupport.expectTranslation(
      ["Glow.m": Self.gradientSource(cast: cast)], containing: ["CGGradient(colorsSpace:"])
  }

  /// A property of the `@interface` declared again, alike, in the class extension is
  /// clang's "illegal redeclaration" error when `TARGET_INTERFACE_BUILDER` declares it.
  @Test func aPropertyRedeclaredInTheClassExtensionIsAnError() throws {
    let header = """
      #import <UIKit/UIKit.h>
      @interface Spinner : UIView
      #if TARGET_INTERFACE_BUILDER
      @property (nonatomic) IBInspectable NSUInteger style;
      #endif
      @end
      """
    let source = """
      #import "Spinner.h"
      @interface Spinner ()
      @property (nonatomic) IBInspectable NSUInteger style;
      @end
      @implementation Spinner
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(
      ["Spinner.h": header, "Spinner.m": source])
    let first = try #require(t.diagnostics.first)
    #expect(first.location?.file.hasSuffix("/Spinner.m") == true)
    #expect(first.location?.line == 3)
    #expect(first.message.contains("illegal redeclaration of property in class extension"))
    #expect(t.failedClasses["Spinner"] != nil)
  }
}
