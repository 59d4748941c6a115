import EaselTestSupport
import Foundation
import Testing

/// A warning about an Objective-C class's declarations is told once, at the header the user
/// wrote: not again at the Swift Easel translated it into, which lives in Easel's cache.
@MainActor
@Suite struct ObjCTranslatedDiagnosticTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Hinted : UIView
    @property (nonatomic, strong) IBInspectable UIFont *hintFont;
    @end
    """

  static let implementation = """
    #import "Hinted.h"

    @implementation Hinted
    - (void)drawRect:(CGRect)rect {
        [[UIColor blueColor] setFill];
        UIRectFill(rect);
    }
    @end
    """

  @Test func anUnsupportedInspectableIsReportedOnceAtTheHeader() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Hinted", header: Self.header, implementation: Self.implementation, width: 20, height: 20)
    let warnings = run.stderr.split(separator: "\n").filter {
      $0.contains("[inspectable-unsupported-type]")
    }
    #expect(warnings.count == 1, "\(run.stderr)")
    #expect(warnings.first?.contains("Hinted.h:4:") == true, "\(run.stderr)")
    #expect(!run.stderr.contains(".swift:"), "\(run.stderr)")
    #expect(picture != nil, "\(run.stderr)")
  }
}
