import Foundation
import Testing

@testable import EaselObjC

/// Number literals a macro brings keep the type the source gives them. Clang locates a
/// macro's tokens at the macro's name, and writes a floating literal's value with no
/// fraction as an integer (`62`), so `RGBA(255.0, 62.0, 123.0, a)` (a prefix header's
/// colour, `(r)/255.0`) became `CGFloat(62 / 255)`: Swift divides integers, every colour
/// so made was black or red. The literal is read where it is spelled (the macro's argument
/// or body), and clang's value, where no text is (a pasted token), stays floating.
@Suite struct ObjCMacroLiteralTests {
  static let header = """
    #define RGBA(r, g, b, a) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:(a)/1.0]
    #define Accent(alpha) RGBA(255.0, 62.0, 123.0, (alpha))
    #define kQuarter 2.5e-1
    #define kThree 0x1.8p1
    #define kSingle 62.f
    #define Pasted(x) x##.0f
    #define Half(x) ((x) / 2.0)
    """

  static let source = """
    #import <UIKit/UIKit.h>
    #import "Palette.h"

    IB_DESIGNABLE
    @interface Swatch : UIView
    @end
    @implementation Swatch
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.backgroundColor = Accent(1);
        self.alpha = Half(1);
        self.layer.borderWidth = kQuarter + kThree + kSingle;
        self.layer.cornerRadius = Pasted(62) / 255;
    }
    @end
    """

  @Test func literalsFromMacrosKeepTheirType() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Swatch.m": Self.source, "Palette.h": Self.header],
      containing: [
        "255.0 / 255.0", "62.0 / 255.0", "123.0 / 255.0", "1 / 1.0", "1 / 2.0",
        "(2.5e-1 + 0x1.8p1) + 62.0", "62.0 / 255",
      ])
    #expect(!swift.contains("62 / 255"), "\(swift)")
  }

  @Test(arguments: [
    ("62.0", true, "62.0"), ("62.f", true, "62.0"), (".5F", true, "0.5"),
    ("1.e3", true, "1.0e3"), ("2.5E-1L", true, "2.5E-1"), ("0x1.8p1", true, "0x1.8p1"),
    ("0x1p-2f", true, "0x1p-2"), ("0x1.ep0", true, "0x1.ep0"), ("0xFF", false, "0xFF"),
    ("10UL", false, "10"), ("0", false, "0"),
  ])
  func aNumberAsSwiftSpellsIt(token: String, isFloating: Bool, swift: String) {
    #expect(FileTranslator.swiftNumber(spelled: token, isFloating: isFloating) == swift)
  }

  @Test(arguments: [("010", false), ("62", true), ("62.0", false), ("SC", false), ("1e5", false)])
  func notANumberOfThatKind(token: String, isFloating: Bool) {
    #expect(FileTranslator.swiftNumber(spelled: token, isFloating: isFloating) == nil)
  }
}
