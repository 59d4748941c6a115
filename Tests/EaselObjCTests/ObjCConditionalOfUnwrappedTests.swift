import Foundation
import Testing

@testable import EaselObjC

/// `UIColor *color = self.enabled ? self.enabledColor : self.disabledColor;` of properties
/// not yet set (Interface Builder makes a designable with `initWithFrame:`, and the class
/// sets them in `awakeFromNib`): the conditional of two `UIColor!` values may be nil, so the
/// local is optional, as Objective-C's nil is; it was `let color: UIColor`, which trapped.
/// wzbozon/DKCircularSlider (draw 42).
@Suite struct ObjCConditionalOfUnwrappedTests {
  @Test func aConditionalOfUnwrappedObjectsMayBeNil() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Dial : UIControl
      @property (nonatomic, strong) UIColor *onColor;
      @property (nonatomic, strong) UIColor *offColor;
      @end
      @implementation Dial
      - (void)drawRect:(CGRect)rect {
          UIColor *color = self.enabled ? self.onColor : self.offColor;
          CGContextSetFillColorWithColor(UIGraphicsGetCurrentContext(), color.CGColor);
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Dial.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(!swift.contains("let color: UIColor ="), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
