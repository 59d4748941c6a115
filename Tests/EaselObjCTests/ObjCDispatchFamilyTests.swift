import EaselObjC
import Foundation
import Testing

/// libdispatch's families as the SDK declares them, beyond queues and run-once calls:
/// counting semaphores (XMPPFramework's `XMPPStream.h` keeps a `dispatch_semaphore_t`, where
/// clang stopped pterXX/MYIMDemo, a spent draw's), groups, barriers, parallel loops and
/// concurrent queues, as Swift's Dispatch (which Linux has) names them; a wait gives 0 when it
/// succeeded, as libdispatch's does.
@Suite struct ObjCDispatchFamilyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Loader : UIView
    @property (nonatomic, strong) dispatch_semaphore_t lock;
    @property (nonatomic, strong) dispatch_queue_t work;
    @property (nonatomic) NSInteger done;
    @end

    @implementation Loader
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.lock = dispatch_semaphore_create(1);
        self.work = dispatch_queue_create("loader", DISPATCH_QUEUE_CONCURRENT);
        if (dispatch_semaphore_wait(self.lock, DISPATCH_TIME_FOREVER) == 0) {
            self.done += 1;
            dispatch_semaphore_signal(self.lock);
        }
        dispatch_group_t group = dispatch_group_create();
        dispatch_group_enter(group);
        dispatch_group_leave(group);
        dispatch_group_async(group, self.work, ^{ });
        dispatch_group_notify(group, dispatch_get_main_queue(), ^{ [self setNeedsDisplay]; });
        long timedOut = dispatch_group_wait(group, dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC));
        (void)timedOut;
        dispatch_barrier_async(self.work, ^{ });
        dispatch_apply(3, self.work, ^(size_t i) { (void)i; });
    }
    @end
    """

  @Test func semaphoresGroupsAndBarriersAreDispatchs() throws {
    try ObjCTestSupport.expectTranslation(
      ["Loader.m": Self.source],
      containing: [
        "var lock: DispatchSemaphore!",
        "DispatchSemaphore(value: 1)",
        "DispatchQueue(label: \"easel.objc.queue\", attributes: .concurrent)",
        "wait(timeout: __easelDispatchDeadline(",
        "signal()",
        "DispatchGroup()",
        "group.enter()",
        "group.leave()",
        "async(group: group, execute:",
        "group.notify(queue: DispatchQueue.main, execute:",
        "async(flags: .barrier, execute:",
        "DispatchQueue.concurrentPerform(iterations: 3, execute:",
      ])
  }
}
