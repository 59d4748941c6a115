import Foundation
import Testing

@testable import EaselObjC

/// An `NSInteger` where a framework `NS_ENUM(NSUInteger, …)` is wanted
/// (`NSURLRequestCachePolicy`, whose Swift raw type is `UInt`): C converts the number, Swift's
/// `init(rawValue:)` takes the raw type, so the value is converted to it as C converts it. It
/// was "cannot convert value of type 'Int' to expected argument type 'UInt'" (SDWebImage's
/// downloader, draw 56's JCBannerView), the translation taking every enumeration's raw type
/// for `Int`, as the module's own are.
@Suite struct ObjCUnsignedFrameworkEnumerationTests {
  @Test func anIntegerIsConvertedToTheFrameworksRawType() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Fetcher : UIView
      @property (nonatomic) BOOL useCache;
      @end
      @implementation Fetcher
      - (NSURLRequest *)requestFor:(NSURL *)url {
          NSInteger policy = self.useCache ? 0 : 1;
          NSMutableURLRequest *request = [[NSMutableURLRequest alloc] initWithURL:url
              cachePolicy:(self.useCache ? NSURLRequestUseProtocolCachePolicy
                                         : NSURLRequestReloadIgnoringLocalCacheData)
              timeoutInterval:15];
          request.cachePolicy = policy;
          return request;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Fetcher.m": source],
      containing: [
        "request?.cachePolicy = (NSURLRequest.CachePolicy(rawValue: "
          + "NSURLRequest.CachePolicy.RawValue(truncatingIfNeeded: policy))"
      ])
  }
}
