import Foundation
import Testing

@testable import EaselObjC

/// POSIX's file and process calls (`unlink`, `access`, `usleep`) are declared where iOS's
/// Foundation makes them visible (its modules import Darwin's `unistd.h`), so a file that
/// imports only UIKit calls them; Swift's Glibc has each by the same name. A spent
/// repository's shared header (`unlink([path UTF8String])` in a `static inline` helper) failed
/// every class that imported it on "call to undeclared function 'unlink'".
@Suite struct ObjCPOSIXCallTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static inline BOOL removeFile(NSString *path)
    {
        if (access([path UTF8String], F_OK) != 0) return NO;
        return unlink([path UTF8String]) == 0;
    }

    IB_DESIGNABLE
    @interface Saver : UIView
    @end
    @implementation Saver
    - (void)save {
        usleep(10);
        removeFile(@"/tmp/easel-no-such-file");
    }
    @end
    """

  @Test func unlinkAndAccessAreDeclaredWithFoundation() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Saver.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("unlink("), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
