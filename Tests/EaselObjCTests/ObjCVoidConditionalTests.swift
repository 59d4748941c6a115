import EaselObjC
import Foundation
import Testing

/// A conditional evaluated for its effect (XMNRollingBanner's `self.timer ? [self.timer
/// invalidate] : nil;`, `self.block ? self.block() : nil;`): C's conditional of a `void` and a
/// pointer is `void`, the pointer cast to it; Swift's conditional needs two values of one
/// type. It is an `if` of its branches' effects, a constant branch doing nothing.
@Suite struct ObjCVoidConditionalTests {
  @Test func aVoidConditionalIsAnIfOfItsBranches() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Ticker : UIView
      @property (nonatomic, strong) NSTimer *timer;
      @property (nonatomic, copy) void (^tapped)(NSInteger index);
      @end
      @implementation Ticker
      - (void)stop {
          self.timer ? [self.timer invalidate] : nil;
          self.tapped ? self.tapped(2) : nil;
          self.hidden ? (void)[self removeFromSuperview] : [self setNeedsLayout];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Ticker.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "if self.timer != nil { self.timer?.invalidate() } else {}",
      "if self.tapped != nil {",
      "if self.isHidden { self.removeFromSuperview() } else { self.setNeedsLayout() }",
    ] {
      #expect(swift.contains(expected), "\(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
