import EaselObjC
import Foundation
import Testing

/// Grand Central Dispatch's queues and groups are Objective-C objects under ARC, as the iOS
/// SDK declares them (`OS_OBJECT_USE_OBJC`), so a header may keep one in a `strong` property:
/// AFNetworking's `AFURLSessionManager.h` does (`completionQueue`, `completionGroup`), and
/// clang refused it while the stubs declared them C pointers ("property with 'retain (or
/// strong)' attribute must be of object type", the nineteenth draw's HappyMovie, spent).
@Suite struct ObjCDispatchObjectTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface LoaderView : UIView
    @property (nonatomic, strong, nullable) dispatch_queue_t completionQueue;
    @property (nonatomic, strong, nullable) dispatch_group_t completionGroup;
    @end
    @implementation LoaderView
    - (void)finish {
        dispatch_async(self.completionQueue ?: dispatch_get_main_queue(), ^{
            [self setNeedsDisplay];
        });
    }
    @end
    """

  @Test func queuesAndGroupsAreObjects() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["LoaderView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("completionQueue: DispatchQueue?"), "\(swift)")
    #expect(swift.contains("completionGroup: DispatchGroup?"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
