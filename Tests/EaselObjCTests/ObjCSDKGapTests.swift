import EaselObjC
import Foundation
import Testing

/// A C function or constant the iOS SDK declares and Easel's headers lack is Easel's gap, not
/// the project's: clang's "undeclared" error for it says so, with the framework and why the
/// name table left it out (its `G` rows, which scripts/objc-names writes from the SDK). It
/// read as if the project had misspelt a name (`call to undeclared function
/// 'CGPathContainsPoint'`, the nineteenth draw's XRP, spent).
@Suite struct ObjCSDKGapTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface OutlineView : UIView
    @end
    @implementation OutlineView
    - (void)walk:(CGPathRef)path {
        CFTypeID type = CGColorGetTypeID();
        int misspelt = undeclaredHelper(3);
    }
    @end
    """

  @Test func anUndeclaredSDKFunctionIsNamedAsEaselsGap() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["OutlineView.m": Self.source])
    let messages = t.diagnostics.map(\.message)
    #expect(
      messages.contains {
        $0.hasPrefix(
          "call to undeclared function 'CGColorGetTypeID': the iOS SDK's CoreGraphics"
            + " declares it, and Easel's headers do not yet (not in the façade:")
      }, "\(messages)")
    // A name the SDK does not declare stays clang's.
    #expect(
      messages.contains { $0.hasPrefix("call to undeclared function 'undeclaredHelper';") },
      "\(messages)")
  }

  @Test func theTableReadsItsGapRows() throws {
    let table = try ObjCNameTable(
      text: "G\tCoreGraphics\tCGPathApply\tnot in the façade: CGPath.apply(info:function:)\n")
    #expect(table.sdkGaps["CGPathApply"]?.module == "CoreGraphics")
    #expect(ObjCNameTable.shared.sdkGaps["CFBridgingRelease"] != nil)
  }
}
