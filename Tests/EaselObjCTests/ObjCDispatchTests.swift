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
