import EaselObjC
import Foundation
import Testing

/// Grand Central Dispatch and static locals: a run-once token kept in an instance variable
/// (the pattern of several sampled designables), one kept in a `static` local, a static
/// counter, and a delayed call.
@Suite struct ObjCDispatchTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Once : UIView {
        dispatch_once_t onceToken;
    }
    @property (nonatomic) NSInteger setups;
    @end

    @implementation Once
    - (void)layoutSubviews {
        [super layoutSubviews];
        dispatch_once(&onceToken, ^{
            self.setups += 1;
        });
        static dispatch_once_t sharedToken;
        static NSInteger calls = 0;
        static UIColor *cached;
        calls++;
        dispatch_once(&sharedToken, ^{
            cached = [UIColor redColor];
        });
        self.backgroundColor = cached;
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)),
                       dispatch_get_main_queue(), ^{
            [self setNeedsDisplay];
        });
        CGFloat limit = MAXFLOAT;
        (void)limit;
    }
    @end
    """

  /// Against the stub headers generated from the façade's table, where Dispatch is declared
  /// as Foundation brings it on iOS.
  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Once.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "var onceToken: Int = 0",
      "if self.onceToken == 0 { self.onceToken = 1; ({ [self] () -> Void in",
      "enum Static_sharedToken { nonisolated(unsafe) static var value: Int = 0 }",
      "enum Static_calls { nonisolated(unsafe) static var value: Int = 0 }",
      "enum Static_cached { nonisolated(unsafe) static var value: UIColor? = nil }",
      "Static_calls.value += 1",
      "if Static_sharedToken.value == 0 { Static_sharedToken.value = 1;",
      "Static_cached.value = UIColor.red",
      "self.backgroundColor = Static_cached.value",
      "DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A timer source kept in a dictionary and an instance variable, as progress views tick their
/// animation: created, scheduled, given a handler, resumed and cancelled as Dispatch's Swift
/// overlay names them.
@Suite struct ObjCDispatchSourceTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Ticker : UIView {
        dispatch_source_t _timer;
    }
    @property (nonatomic, strong) NSMutableDictionary *timers;
    @property (nonatomic) NSInteger ticks;
    @end

    @implementation Ticker
    - (void)startWithInterval:(double)interval queue:(dispatch_queue_t)queue {
        if (!queue) {
            queue = dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0);
        }
        dispatch_source_t timer = [self.timers objectForKey:@"tick"];
        if (!timer) {
            timer = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, queue);
            dispatch_resume(timer);
            [self.timers setObject:timer forKey:@"tick"];
        }
        dispatch_source_set_timer(timer, dispatch_time(DISPATCH_TIME_NOW, interval * NSEC_PER_SEC),
                                  interval * NSEC_PER_SEC, 0.1 * NSEC_PER_SEC);
        dispatch_source_set_event_handler(timer, ^{
            dispatch_async(dispatch_get_main_queue(), ^{
                self.ticks += 1;
            });
        });
        _timer = timer;
    }
    - (void)stop {
        if (_timer && !dispatch_source_testcancel(_timer)) {
            dispatch_source_cancel(_timer);
        }
        dispatch_queue_t serial = dispatch_queue_create("ticker", DISPATCH_QUEUE_SERIAL);
        dispatch_async(serial, ^{});
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Ticker.m": Self.source])
    if ProcessInfo.processInfo.environment["EASEL_OBJC_DUMP"] != nil { print(t.sources.map(\.swift).joined()) }
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "DispatchSource.makeTimerSource(queue: ",
      "__easelScheduleTimer(",
      "setEventHandler(handler: ",
      "resume()",
      "cancel()",
      "DispatchQueue(label: ",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
