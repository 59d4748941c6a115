import EaselRendering
import EaselTestSupport
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
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("Lib")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let files = [
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
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    job.imageFolder = dir.appendingPathComponent("images")
    let report = try job.run()
    let view = try #require(report.designables.first { $0.class == "PinnedTextView" })
    #expect(view.status == "up-to-date", "\(view.diagnostics)")
  }
}
