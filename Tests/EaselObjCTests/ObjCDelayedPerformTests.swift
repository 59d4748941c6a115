import Foundation
import Testing

@testable import EaselObjC

/// `performSelector:withObject:afterDelay:` returns nothing (Swift's
/// `perform(_:with:afterDelay:)` is `Void`); only the immediate `performSelector:` forms
/// return an object, as `Unmanaged`. MemetGhini/MGCaptureControlView's MGCaptureControlView
/// (draw 42) failed on "cannot use optional chaining on non-optional value of type '()'".
@Suite struct ObjCDelayedPerformTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface RecordButton : UIView
    @end
    @implementation RecordButton
    - (void)finish {
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        [self performSelector:@selector(finish) withObject:nil afterDelay:0.5];
        id same = [self performSelector:@selector(self)];
        self.hidden = same == nil;
    }
    @end
    """

  @Test func delayedPerformReturnsNothing() throws {
    let swift = try ObjCTestSupport.expectTranslation(["RecordButton.m": Self.source])
    #expect(!swift.contains("afterDelay: 0.5)?.takeUnretainedValue()"), "\(swift)")
    #expect(swift.contains("afterDelay: 0.5)"), "\(swift)")
    #expect(swift.contains("?.takeUnretainedValue()"), "\(swift)")
  }
}
