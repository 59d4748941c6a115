import EaselObjC
import Foundation
import Testing

/// A function or method returning a value whose end C lets control reach: C compiles it (only
/// using the value is undefined), Swift rejected it ("missing return in instance method
/// expected to return 'CGSize'", nicklockwood/FXLabel, draw 51, where the preprocessor emptied
/// an `else`). The translation returns the result's zero value there; a body that returns on
/// every path gets nothing more.
@Suite struct ObjCFallingOffTheEndTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static int sign(int a) {
        if (a > 0) return 1;
        else if (a < 0) return -1;
    }

    static int spin(int a) {
        while (1) {
            if (a++ > 3) return a;
        }
    }

    @interface Sizer : NSObject
    @end
    @implementation Sizer
    - (CGSize)sizeFor:(CGFloat)spacing {
        if (spacing || 1) {
            return CGSizeMake(spacing, 1);
        } else {
    #if 0
            return CGSizeZero;
    #endif
        }
    }
    - (UIColor *)colorFor:(BOOL)dark {
        if (dark) { return [UIColor blackColor]; }
    }
    - (CGFloat)widthFor:(BOOL)wide {
        if (wide) { return 2; } else { return 1; }
    }
    @end
    """

  @Test func aValueIsReturnedWhereCLetsControlReachTheEnd() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Sizer.m": Self.source],
      containing: ["    return CGSize()\n  }", "    return nil\n  }", "  return 0\n}"])
    #expect(!swift.contains("return 1\n    }\n    return 0"), "\(swift)")
  }

  @Test func nothingIsAddedAfterABodyThatReturnsOnEveryPath() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Sizer.m": Self.source])
    let swift = t.sources.map(\.swift).joined()
    let spin = try #require(swift.range(of: "func spin("))
    let next = swift[spin.upperBound...]
    let spinBody = next[..<(next.range(of: "\n}")?.lowerBound ?? next.endIndex)]
    #expect(!spinBody.contains("return 0"), "\(spinBody)")
    let width = try #require(swift.range(of: "func width("))
    let widthBody = swift[width.upperBound...].prefix(300)
    #expect(!widthBody.contains("return 0\n"), "\(widthBody)")
  }
}
