import EaselObjC
import Foundation
import Testing

/// `OS_OBJECT_USE_OBJC` is 1, as <os/object.h> defines it for iOS 6 and later, and
/// `dispatch_retain`/`dispatch_release` are ARC's error there. SDWebImage's
/// `SDWebImageCompat.h` picks its queue property's attribute and `dealloc`'s release by the
/// macro: with it undefined the stubs sent SDImageCache to the manual-retain branch, and
/// clang stopped at "call to undeclared function 'dispatch_release'" (yangyaling/dashboard_totyu,
/// the spent thirty-third draw's).
@Suite struct ObjCDispatchRetainReleaseTests {
  @Test func theARCBranchIsTaken() throws {
    let source = """
      #import <UIKit/UIKit.h>
      #if OS_OBJECT_USE_OBJC
      #define QueueRelease(q)
      #define QueueSemantics strong
      #else
      #define QueueRelease(q) (dispatch_release(q))
      #define QueueSemantics assign
      #endif

      IB_DESIGNABLE
      @interface CacheView : UIView
      @property (QueueSemantics, nonatomic) dispatch_queue_t ioQueue;
      @end
      @implementation CacheView
      - (void)dealloc {
          QueueRelease(_ioQueue);
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["CacheView.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func releasingADispatchObjectIsARCsError() throws {
    let source = """
      #import <UIKit/UIKit.h>
      IB_DESIGNABLE
      @interface QueueView : UIView
      @end
      @implementation QueueView
      - (void)layoutSubviews {
          dispatch_queue_t q = dispatch_queue_create("q", DISPATCH_QUEUE_SERIAL);
          dispatch_release(q);
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["QueueView.m": source])
    let messages = t.diagnostics.map(\.message)
    #expect(
      messages.contains {
        $0.contains("'dispatch_release' is unavailable")
          && $0.contains("automatic reference counting")
      }, "\(messages)")
    #expect(t.failedClasses["QueueView"] != nil, "\(t.failedClasses)")
  }
}
