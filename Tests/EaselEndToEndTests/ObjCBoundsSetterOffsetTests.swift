import Foundation
import Testing

/// An Objective-C text view whose `-setBounds:` calls `[super setBounds:]` and then sets
/// `self.contentOffset = CGPointZero` (KTAutoHeightTextView keeps its text at the top so):
/// setting the offset it already has does not set the bounds again, as on iOS, so the
/// designable is Up to date, where before the two setters called each other until the agent's
/// stack ran out (Crashed).
@MainActor
@Suite struct ObjCBoundsSetterOffsetTests {
  @Test func aBoundsSetterResettingTheOffsetIsUpToDate() throws {
    let report = try ObjCLibraryFolder.designables(
      [
        "PinnedTextView.h":
          "#import <UIKit/UIKit.h>\nIB_DESIGNABLE\n@interface PinnedTextView : UITextView\n@end\n",
        "PinnedTextView.m": """
        #import "PinnedTextView.h"
        @implementation PinnedTextView
        - (void)setBounds:(CGRect)bounds {
            [super setBounds:bounds];
            self.contentOffset = CGPointZero;
        }
        @end
        """,
      ], drawing: true)
    let view = try #require(report.designables.first { $0.class == "PinnedTextView" })
    #expect(view.status == "up-to-date", "\(view.diagnostics)")
  }
}
