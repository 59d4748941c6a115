import Foundation
import Testing

@testable import EaselObjC

/// Unified logging (<os/log.h>): `os_log_t` and `os_log_create`, the logging macros and the
/// default log, as the `os` façade declares them, which the translation imports.
/// dmaulikr/ScoreFive's prefix header (a spent draw's) included `sf_log.h`, which declares
/// `os_log_t sf_log(void)`, and every class failed on "unknown type name 'os_log_t'".
@Suite struct ObjCUnifiedLoggingTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #include <os/log.h>

    os_log_t app_log(void) {
        static os_log_t log;
        if (!log) {
            log = os_log_create("com.example.app", "views");
        }
        return log;
    }

    IB_DESIGNABLE
    @interface ScoreView : UIView
    @end
    @implementation ScoreView
    - (void)layoutSubviews {
        [super layoutSubviews];
        os_log(OS_LOG_DEFAULT, "laid out");
        os_log_error(app_log(), "Couldn't fetch games: %@ (%d)", self.accessibilityLabel, 3);
        if (os_log_debug_enabled(app_log())) {
            os_log_debug(app_log(), "debugging");
        }
    }
    @end
    """

  @Test func logsAreTheOsFacades() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["ScoreView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("import os"), "\(swift)")
    #expect(swift.contains("OSLog(subsystem: \"com.example.app\", category: \"views\")"), "\(swift)")
    #expect(swift.contains("log: OSLog.default"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
