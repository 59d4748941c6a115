import Foundation
import Testing

@testable import EaselObjC

/// The Darwin types that Foundation makes visible on iOS (its modules import all of
/// `<sys/_types/…>`: `sa_family_t`, `socklen_t`, `in_port_t`, `in_addr_t`, `u_int8_t` …) are
/// declared to clang by the stub `<sys/types.h>` and translated as the C numbers Darwin
/// declares them as. A header that imports only Foundation and names them (Apple's
/// SimplePing.h, in OlegKol/HappyChildV2's framework, a spent draw's) stopped clang at
/// "unknown type name 'sa_family_t'".
@Suite struct ObjCDarwinTypesTests {
  static let header = """
    #import <Foundation/Foundation.h>

    @interface Pinger : NSObject
    @property (nonatomic, assign, readonly) sa_family_t hostAddressFamily;
    @property (nonatomic, assign) in_port_t port;
    @property (nonatomic, assign) in_addr_t address;
    @property (nonatomic, assign) socklen_t addressLength;
    @property (nonatomic, assign) u_int16_t sequence;
    @property (nonatomic, assign) pid_t process;
    @end
    """
  static let source = """
    #import <UIKit/UIKit.h>
    #import "Pinger.h"

    @implementation Pinger
    - (instancetype)init {
        self = [super init];
        if (self) {
            _hostAddressFamily = 2;
            _port = 80;
            _addressLength = (socklen_t)sizeof(uint32_t);
        }
        return self;
    }
    @end

    IB_DESIGNABLE
    @interface PingView : UIView
    @end
    @implementation PingView
    - (void)drawRect:(CGRect)rect {
        Pinger *pinger = [[Pinger alloc] init];
        u_int8_t family = pinger.hostAddressFamily;
        NSUInteger width = pinger.port + pinger.sequence + family + pinger.addressLength;
        [[UIColor redColor] setFill];
        UIRectFill(CGRectMake(0, 0, width, 4));
    }
    @end
    """

  @Test func darwinTypesFoundationMakesVisibleAreDeclared() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Pinger.h": Self.header, "PingView.m": Self.source,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    for expected in [
      "var hostAddressFamily: UInt8", "var port: UInt16", "var address: UInt32",
      "var addressLength: UInt32", "var sequence: UInt16", "var process: Int32",
    ] {
      #expect(swift.contains(expected), "\(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
