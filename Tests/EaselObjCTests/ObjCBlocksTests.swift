import EaselObjC
import Foundation
import Testing

/// Blocks as closures: weak captures, block locals, blocks passed to UIKit and GCD; layers.
@Suite struct ObjCBlocksTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Pulse : UIView
    @property (nonatomic, strong) CAShapeLayer *ring;
    @end

    @implementation Pulse
    - (void)layoutSubviews {
        [super layoutSubviews];
        if (!self.ring) {
            self.ring = [CAShapeLayer layer];
            [self.layer addSublayer:self.ring];
        }
        UIBezierPath *path = [UIBezierPath bezierPathWithOvalInRect:self.bounds];
        self.ring.path = path.CGPath;
        self.ring.fillColor = [UIColor redColor].CGColor;
        __weak typeof(self) weakSelf = self;
        void (^redraw)(void) = ^{
            [weakSelf setNeedsDisplay];
        };
        [UIView animateWithDuration:0.25 animations:^{
            weakSelf.alpha = 0.5;
        }];
        dispatch_async(dispatch_get_main_queue(), ^{
            redraw();
        });
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let (t, _) = try ObjCTestSupport.translate(["Pulse.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "self.ring = CAShapeLayer()", "self.layer.addSublayer(self.ring)",
      "self.ring?.path = path.cgPath", "weak var weakSelf: Pulse? = self",
      "let redraw: () -> Void = { () -> Void in", "weakSelf?.setNeedsDisplay()",
      "UIView.animate(withDuration: 0.25, animations: { () -> Void in",
      "weakSelf?.alpha = 0.5", "DispatchQueue.main.async(execute: { () -> Void in", "redraw()",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
