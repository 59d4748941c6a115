import EaselObjC
import Foundation
import Testing

/// `#include <sys/sysctl.h>` and `sysctlbyname("hw.machine", …)`, the usual way a
/// designable's helper names its device (the working part's PNA-ObjectC `UtilsPlatform`,
/// whose failure left `+getWidth` undeclared for every custom control): declared to clang and
/// answered by the façade.
@Suite struct ObjCSysctlTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #include <sys/sysctl.h>

    @interface Platform : NSObject
    + (NSString *)platform;
    @end

    @implementation Platform
    + (NSString *)platform {
        size_t size;
        sysctlbyname("hw.machine", NULL, &size, NULL, 0);
        char *machine = malloc(size);
        sysctlbyname("hw.machine", machine, &size, NULL, 0);
        NSString *platform = [NSString stringWithUTF8String:machine];
        free(machine);
        return platform;
    }
    @end
    """

  @Test func sysctlbynameTranslates() throws {
    try ObjCTestSupport.expectTranslation(
      ["Platform.m": Self.source], containing: ["sysctlbyname(\"hw.machine\", nil, &size, nil, 0)"])
  }
}
