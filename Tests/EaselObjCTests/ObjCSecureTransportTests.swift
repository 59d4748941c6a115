import EaselObjC
import Foundation
import Testing

/// Security's SecureTransport as the SDK declares it, opaque: a header that keeps an
/// `SSLContextRef` (CocoaAsyncSocket's `GCDAsyncSocket.h`,
/// which an app's prefix header reached in pterXX/MYIMDemo, a spent draw's: "unknown type
/// name 'SSLContextRef'") is read by clang, and a class keeping one translates against the
/// façade's Security, whose `SSLContext` it is; its calls are declared, at rest.
@Suite struct ObjCSecureTransportTests {
  static let header = """
    #import <Foundation/Foundation.h>
    #import <Security/Security.h>

    @interface Socket : NSObject
    - (nullable SSLContextRef)sslContext;
    @end
    """

  static let source = """
    #import "Socket.h"
    #import <UIKit/UIKit.h>

    @implementation Socket {
        SSLContextRef context;
    }
    - (nullable SSLContextRef)sslContext {
        if (context == NULL) {
            return nil;
        }
        return context;
    }
    @end
    """

  @Test func anSSLContextIsDeclaredAndTranslated() throws {
    try ObjCTestSupport.expectTranslation(
      ["Socket.m": Self.source, "Socket.h": Self.header],
      containing: ["var context: SSLContext! = nil", "func sslContext() -> SSLContext?"])
  }
}
