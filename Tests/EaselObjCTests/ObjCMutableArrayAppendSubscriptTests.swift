import Foundation
import Testing

@testable import EaselObjC

/// `_alphas[i] = @0;` on an `NSMutableArray` holding `i` objects adds one at the end, as
/// Foundation documents `setObject:atIndexedSubscript:` (an index equal to the count adds);
/// Swift's `NSMutableArray` subscript on Linux replaces only and trapped. The assignment adds
/// at the count now and replaces below it. gzhongcheng/GZCPasswordView (draw 42), which fills
/// its arrays so in `init(frame:)`.
@Suite struct ObjCMutableArrayAppendSubscriptTests {
  @Test func anAssignmentAtTheCountAdds() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Dots : UIView
      @property (nonatomic, strong) NSMutableArray *alphas;
      @end
      @implementation Dots
      - (NSMutableArray *)filled:(NSInteger)count {
          NSMutableArray *list = [NSMutableArray arrayWithCapacity:count];
          for (int i = 0; i < count; i++) { list[i] = @0; }
          list[0] = @1;
          return list;
      }
      - (void)layoutSubviews {
          self.alphas = [NSMutableArray array];
          for (int i = 0; i < 4; i++) { self.alphas[i] = @(i); }
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Dots.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("easelArray.add(easelValue)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
