import Foundation
import Testing

@testable import EaselObjC

/// A local of a C library struct (`struct timespec ts;`, `struct tm parts;`) whose name is
/// not capitalised starts zeroed as Swift's importer zeroes it (`timespec()`), not as the
/// number `0` an unknown type was taken for ("cannot convert value of type 'Int' to specified
/// type 'timespec'", a spent draw's).
@Suite struct ObjCCLibraryStructTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #include <time.h>

    IB_DESIGNABLE
    @interface Clock : UIView
    @property (nonatomic) NSInteger seconds;
    @end
    @implementation Clock
    - (void)reset {
        struct timespec ts;
        ts.tv_sec = 1;
        ts.tv_nsec = 0;
        self.seconds = (NSInteger)ts.tv_sec;
    }
    @end
    """

  @Test func aCLibraryStructLocalStartsZeroed() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Clock.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("var ts: timespec = timespec()"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
