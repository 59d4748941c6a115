import EaselObjC
import Foundation
import Testing

/// `Block.h`, which Core Foundation includes on iOS: `Block_copy` gives the block (Swift keeps
/// closures alive itself) and `Block_release` does nothing, as Core Foundation's retain and
/// release functions translate. AFNetworking's reachability callbacks retain their block so
/// (`return Block_copy(info);`), and clang stopped at "call to undeclared function
/// 'Block_copy'" (yangyaling/dashboard_totyu, the spent thirty-third draw's).
@Suite struct ObjCBlockCopyTests {
  @Test func copyGivesTheBlockAndReleaseDoesNothing() throws {
    let source = """
      #import <UIKit/UIKit.h>

      static const void * RetainCallback(const void *info) {
          return Block_copy(info);
      }

      static void ReleaseCallback(const void *info) {
          if (info) {
              Block_release(info);
          }
      }

      IB_DESIGNABLE
      @interface PulseView : UIView
      @end
      @implementation PulseView
      - (void)layoutSubviews {
          ReleaseCallback(RetainCallback(NULL));
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["PulseView.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(!swift.contains("_Block_copy") && !swift.contains("_Block_release"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
