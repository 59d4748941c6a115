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

/// A block type as a generic argument (`NSDictionary<NSString *, BOOL (^)(…)> *`) is a
/// dictionary of closures, not a closure returning a dictionary.
@Suite struct ObjCBlockGenericArgumentTests {
  static let source = """
    #import <UIKit/UIKit.h>
    typedef NSError * __autoreleasing _Nullable * _Nullable out_NSError;

    @interface Parsers : UIView
    @end

    @implementation Parsers
    + (NSDictionary<NSString *, BOOL (^)(NSMutableDictionary *, NSString *, out_NSError)> *)parsers {
        static NSDictionary<NSString *, BOOL (^)(NSMutableDictionary *, NSString *, out_NSError)> *result;
        static dispatch_once_t once;
        dispatch_once(&once, ^{
            result = @{ @"a": ^BOOL(NSMutableDictionary *d, NSString *s, out_NSError error) { return s.length > 0; } };
        });
        return result;
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Parsers.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(
      swift.contains(
        "-> [String: (NSMutableDictionary, String, UnsafeMutablePointer<NSError?>) -> Bool]!"),
      "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
