import EaselObjC
import Foundation
import Testing

/// Foundation's URL loading error codes (NSURLError.h's `NS_ERROR_ENUM(NSURLErrorDomain)
/// {NSURLErrorBadURL = -1000, …}`, an anonymous enumeration) are declared to Objective-C and
/// translate to the global `Int`s Swift spells them by on iOS and Linux. The stubs lacked
/// them: clang's "use of undeclared identifier 'NSURLErrorBadURL'".
@Suite struct ObjCURLErrorCodeTests {
  @Test func urlErrorCodesAreFoundationsInts() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Probe.h": """
      #import <UIKit/UIKit.h>
      @interface Probe : UIView
      - (BOOL)isBadAddress:(NSError *)error;
      @end
      """,
      "Probe.m": """
      #import "Probe.h"
      @implementation Probe
      - (BOOL)isBadAddress:(NSError *)error {
          if (![error.domain isEqualToString:NSURLErrorDomain]) return NO;
          NSInteger code = error.code;
          return code == NSURLErrorBadURL || code == NSURLErrorUnsupportedURL
              || code == NSURLErrorCannotFindHost;
      }
      @end
      """,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(swift.contains("NSURLErrorBadURL"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
