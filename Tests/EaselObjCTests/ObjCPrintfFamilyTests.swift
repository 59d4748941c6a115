import Foundation
import Testing

@testable import EaselObjC

/// C's `printf` family, which Swift cannot call (a C variadic function is unavailable), with
/// the C strings clang gives them: `__func__`, `__FUNCTION__` and `__PRETTY_FUNCTION__` (the
/// enclosing method's name, `-[Meter setProgress:]`), string literals and `UTF8String`s, each a
/// `const char *` as clang types it. A logging macro of tiantiankaixin/MALHelp (MacrosUnit.h's
/// `Log()`, a spent draw's) printed so and failed ("cannot convert value of type
/// 'String.Element' to expected argument type 'UnsafePointer<CChar>'").
@Suite struct ObjCPrintfFamilyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    #define Log(FORMAT, ...) fprintf(stderr, "file: %s\\nline: %d\\nfunc: %s\\noutput: %s\\n\\n", \\
        [[[NSString stringWithUTF8String:__FILE__] lastPathComponent] UTF8String], __LINE__, \\
        __func__, [[NSString stringWithFormat:FORMAT, ##__VA_ARGS__] UTF8String])

    IB_DESIGNABLE
    @interface Meter : UIView
    @property (nonatomic) CGFloat progress;
    @end
    @implementation Meter
    - (void)setProgress:(CGFloat)progress {
        if (progress > 1.0 || progress < 0.0) {
            Log(@"out of range: %f", progress);
            return;
        }
        printf("%s %s %s %d\\n", __FUNCTION__, __PRETTY_FUNCTION__, "set", (int)(progress * 100));
        const char *name = __func__;
        fprintf(stdout, "%s\\n", name);
        _progress = progress;
    }
    @end
    """

  @Test func printfTakesCStringsAsClangTypesThem() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Meter.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("-[Meter setProgress:]"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
