import EaselObjC
import Foundation
import Testing

/// The SDK's delegate protocols adopt `<NSObject>`, so a receiver typed `id<UITextFieldDelegate>`
/// answers `respondsToSelector:` and the rest of NSObject's protocol, and each optional method
/// of the protocol may be sent to it. The façade declared them refining `AnyObject`, and
/// `UIScrollViewDelegate` with `scrollViewDidScroll(_:)` alone: every forwarding designable
/// failed with "value of type any UITextFieldDelegate has no member responds" (the
/// forty-fourth draw's DPBorderIconTextField, spent) or "no member scrollViewDidZoom"
/// (the forty-fifth's SJCSimplePDFView).
@Suite struct ObjCNSObjectProtocolReceiverTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface BorderField : UIView <UITextFieldDelegate, UIScrollViewDelegate>
    @property (nonatomic, weak) id<UITextFieldDelegate> textFieldDelegate;
    @property (nonatomic, weak) id<UIScrollViewDelegate> scrollDelegate;
    @end
    @implementation BorderField
    - (BOOL)textFieldShouldReturn:(UITextField *)textField {
        if (!self.textFieldDelegate
            || ![self.textFieldDelegate respondsToSelector:@selector(textFieldShouldReturn:)])
            return YES;
        return [self.textFieldDelegate textFieldShouldReturn:textField];
    }
    - (BOOL)sameDelegates {
        return [self.textFieldDelegate isEqual:self.scrollDelegate]
            && [self.scrollDelegate isKindOfClass:[UIView class]];
    }
    - (void)scrollViewDidZoom:(UIScrollView *)scrollView {
        if ([self.scrollDelegate respondsToSelector:@selector(scrollViewDidZoom:)])
            [self.scrollDelegate scrollViewDidZoom:scrollView];
    }
    - (void)scrollViewWillEndDragging:(UIScrollView *)scrollView
                         withVelocity:(CGPoint)velocity
                  targetContentOffset:(inout CGPoint *)targetContentOffset {
        [self.scrollDelegate scrollViewWillEndDragging:scrollView withVelocity:velocity
                                   targetContentOffset:targetContentOffset];
    }
    - (void)scrollViewDidEndZooming:(UIScrollView *)scrollView
                           withView:(UIView *)view atScale:(CGFloat)scale {
        [self.scrollDelegate scrollViewDidEndZooming:scrollView withView:view atScale:scale];
    }
    - (BOOL)scrollViewShouldScrollToTop:(UIScrollView *)scrollView {
        return [self.scrollDelegate scrollViewShouldScrollToTop:scrollView];
    }
    @end
    """

  @Test func aDelegateProtocolReceiverAnswersNSObjectsMessages() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["BorderField.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("responds(to: Selector(\"textFieldShouldReturn:\"))"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
