import Foundation
import Testing

@testable import EaselObjC

/// `__Check_Compile_Time(…)` of Darwin's `<AssertMacros.h>`, which a header writes beside
/// its structs (Apple's SimplePing.h: `__Check_Compile_Time(sizeof(ICMPHeader) == 8);`), is
/// the static assertion it is on iOS: clang checks it and the translation writes nothing for
/// it. The stub header was empty, and clang stopped at "type specifier missing" (OlegKol/
/// HappyChildV2's TCountdown, a spent draw's).
@Suite struct ObjCCompileTimeCheckTests {
  static let header = """
    #import <Foundation/Foundation.h>
    #include <AssertMacros.h>

    struct PingHeader {
        uint8_t type;
        uint8_t code;
        uint16_t checksum;
    };
    typedef struct PingHeader PingHeader;

    __Check_Compile_Time(sizeof(PingHeader) == 4);
    __Check_Compile_Time(offsetof(PingHeader, checksum) == 2);
    """
  static let source = """
    #import <UIKit/UIKit.h>
    #import "PingHeader.h"

    IB_DESIGNABLE
    @interface PingBar : UIView
    @end
    @implementation PingBar
    - (void)drawRect:(CGRect)rect {
        PingHeader header;
        header.checksum = 8;
        [[UIColor blueColor] setFill];
        UIRectFill(CGRectMake(0, 0, header.checksum, 2));
    }
    @end
    """

  @Test func aCompileTimeCheckIsAStaticAssertion() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "PingHeader.h": Self.header, "PingBar.m": Self.source,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(t.sources.map(\.swift))")
  }
}
