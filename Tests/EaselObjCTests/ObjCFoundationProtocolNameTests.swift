import Foundation
import Testing

@testable import EaselObjC

/// A Foundation protocol takes the name Swift's importer gives it: `NSURLSessionTaskDelegate`
/// is `URLSessionTaskDelegate`, `NSStreamDelegate` `StreamDelegate` (Foundation's types drop
/// `NS` in Swift; the name table's protocol rows carry each framework protocol's Swift name),
/// in an adoption, a protocol's inheritance and a type (`id<NSURLSessionDataDelegate>`), whose
/// messages are still looked up under the Objective-C name. The translation kept the
/// Objective-C names: "cannot find type 'NSURLSessionTaskDelegate' in scope" (a checked-in
/// SDWebImage, iOSKrick/JCBannerView, draw 56).
@Suite struct ObjCFoundationProtocolNameTests {
  @Test func foundationProtocolsTakeTheirSwiftNames() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @protocol Loading <NSURLSessionDataDelegate>
      @end
      @interface Loader : NSObject <NSURLSessionTaskDelegate, NSStreamDelegate>
      @property (nonatomic, weak) id<NSURLSessionDataDelegate> next;
      @end
      @implementation Loader
      - (void)URLSession:(NSURLSession *)session task:(NSURLSessionTask *)task
          didCompleteWithError:(NSError *)error {
          [self.next URLSession:session task:task didCompleteWithError:error];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Loader.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("URLSessionTaskDelegate, StreamDelegate"), "\(swift)")
    #expect(swift.contains("protocol Loading: URLSessionDataDelegate"), "\(swift)")
    // The runtime's property attributes keep Objective-C's names, as on iOS.
    #expect(!swift.contains("any NSURLSession") && !swift.contains(": NSURLSession"), "\(swift)")
    #expect(swift.contains("any URLSessionDataDelegate"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
