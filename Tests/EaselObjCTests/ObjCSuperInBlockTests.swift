import Foundation
import Testing

@testable import EaselObjC

/// A block that calls `super` (`[super textRectForBounds:self.bounds]` in an animation
/// block): Swift refuses `super` in a closure that captures `self` explicitly ("using 'super'
/// in a closure where 'self' is explicitly captured is not yet supported"), so such a closure
/// captures it implicitly. tongxyj/ZTTextField (draw 41) showed it.
@Suite struct ObjCSuperInBlockTests {
  @Test func aBlockCallingSuperCapturesSelfImplicitly() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Field : UITextField
      @property (nonatomic, strong) UILabel *placeholderLabel;
      @end
      @implementation Field
      - (void)raise {
          [UIView animateWithDuration:0.35 animations:^{
              self.placeholderLabel.frame = [super textRectForBounds:self.bounds];
          }];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Field.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("super.textRect(forBounds:"), "\(swift)")
    #expect(!swift.contains("[self]"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
