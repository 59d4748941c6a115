import Foundation
import Testing

/// Objective-C++ (`.mm` files reaching C++, as the pop animation pod's do) is not translated:
/// a designable that uses a class of such a file is Build failed with an error saying so, at
/// the line of the `.mm` where the C++ begins (here the `#import` of a header that includes
/// `<vector>`), not with clang's "'vector' file not found" in the header; a designable of the
/// same folder that does not use it is Up to date, and so is one using a `.mm` file that holds
/// only Objective-C.
@MainActor
@Suite struct ObjCPlusPlusTests {
  static let files: [String: String] = [
    "Engine.h": "#import <UIKit/UIKit.h>\n@interface Engine : NSObject\n+ (CGFloat)gain;\n@end\n",
    "EngineMath.h": """
    #include <vector>
    namespace easel { inline double twice(double x) { return 2 * x; } }
    """,
    "Engine.mm": """
    #import "Engine.h"
    #import "EngineMath.h"
    @implementation Engine
    + (CGFloat)gain { return easel::twice(1); }
    @end
    """,
    "Meter.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Meter : UIView\n@end\n",
    "Meter.m": """
    #import "Meter.h"
    #import "Engine.h"
    @implementation Meter
    - (void)drawRect:(CGRect)rect { UIRectFill(CGRectInset(rect, [Engine gain], 0)); }
    @end
    """,
    "Tint.h": "#import <UIKit/UIKit.h>\n@interface Tint : NSObject\n+ (UIColor *)color;\n@end\n",
    "Tint.mm": """
    #import "Tint.h"
    @implementation Tint
    + (UIColor *)color { return [UIColor redColor]; }
    @end
    """,
    "Swatch.h": "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface Swatch : UIView\n@end\n",
    "Swatch.m": """
    #import "Swatch.h"
    #import "Tint.h"
    @implementation Swatch
    - (void)drawRect:(CGRect)rect { [[Tint color] setFill]; UIRectFill(rect); }
    @end
    """,
  ]

  @Test func aClassUsingObjectiveCPlusPlusFailsAtItsMMFileAndTheOthersBuild() throws {
    let report = try ObjCLibraryFolder.designables(Self.files)
    let meter = try #require(report.designables.first { $0.class == "Meter" })
    #expect(meter.status == "build-failed", "\(report.designables)")
    let first = meter.diagnostics.first ?? ""
    #expect(
      first.contains("/Lib/Engine.mm:2:1: error: Objective-C++ is not translated")
        && first.contains("EngineMath.h:1:10"),
      "\(meter.diagnostics)")
    #expect(!meter.diagnostics.contains { $0.contains("/Lib/EngineMath.h:") })
    let swatch = try #require(report.designables.first { $0.class == "Swatch" })
    #expect(swatch.status == "up-to-date", "\(swatch.diagnostics)")
  }
}
