import EaselObjC
import Foundation
import Testing

/// `dispatch_walltime(NULL, 0)`, a timer's start on the wall clock (a count-down button's
/// tick): declared as the SDK's `<dispatch/time.h>` does and translated as `dispatch_time`'s
/// nanoseconds from now, NULL being now.
/// It was "call to undeclared function 'dispatch_walltime'". huangchangweng/HLCountDownButton
/// (draw 42).
@Suite struct ObjCDispatchWalltimeTests {
  @Test func aWallClockTimeIsNanosecondsFromNow() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Counter : UIButton
      @property (nonatomic, strong) dispatch_source_t timer;
      @property (nonatomic) int left;
      @end
      @implementation Counter
      - (void)start {
          dispatch_queue_t queue = dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0);
          dispatch_source_t timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, queue);
          self.timer = timer;
          dispatch_source_set_timer(timer, dispatch_walltime(NULL, 0), 1.0 * NSEC_PER_SEC, 0);
          dispatch_time_t then = dispatch_walltime(NULL, 2 * NSEC_PER_SEC);
          dispatch_source_set_event_handler(timer, ^{ self.left -= 1; });
          dispatch_resume(timer);
          (void)then;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Counter.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(!swift.contains("dispatch_walltime"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
