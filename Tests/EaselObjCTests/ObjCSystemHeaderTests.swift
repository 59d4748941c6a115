import EaselObjC
import Foundation
import Testing

/// What the headers no project wrote declare is the system's: clang's own headers (its
/// resource directory's `tgmath.h`) are never translated into Swift, and the math they and
/// math.h's macros expand to is Swift's. A file importing `<tgmath.h>` had the header's
/// type-generic overloads (`static float __tg_sqrt(float)` …) translated with it and failed
/// at `tgmath.h:1062:48` (sonsofcrypto/web3wallet's `iCarousel.m`, MBProgressHUD, spent), and
/// `isinf(h)`, math.h's `__builtin_isinf(h)`, was not found (BowenCoder/IBApp's
/// `UIView+Ext.m`, spent).
@Suite struct ObjCSystemHeaderTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <tgmath.h>

    IB_DESIGNABLE
    @interface Carousel : UIView
    @end
    @implementation Carousel
    - (CGFloat)offsetFor:(CGFloat)x height:(CGFloat)h {
        CGFloat root = sqrt(x * x + 1);
        CGFloat size = fabs(x) + floor(h) + pow(x, 2);
        float single = sqrt((float)x);
        if (isinf(h) || isnan(x) || !isfinite(root) || signbit(x)) { return 0; }
        return root + size + single;
    }
    @end
    """

  @Test func clangsOwnHeadersAreNotTranslated() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Carousel.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(!swift.contains("__tg_"), "\(swift)")
    #expect(!swift.contains("tgmath.h"), "\(swift)")
    #expect(!swift.contains("__builtin"), "\(swift)")
    #expect(swift.contains(".isInfinite") && swift.contains(".isNaN"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
