import Foundation
import Testing

@testable import EaselObjC

/// A synthesized nonnull collection property read before it is set (`for (UILabel *label in
/// self.labels)` while the view is being set up) is empty, as Objective-C's nil array counts
/// nothing and enumerates nothing, where its storage (`[UILabel]!`) trapped.
/// dmaulikr/ScoreFive (a spent draw's) crashed in init(frame:) at SFColumnLabelView.m:17
/// (the labels getter, "Unexpectedly found nil while implicitly unwrapping").
@Suite struct ObjCNonnullCollectionPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Columns : UIView
    @property (nonatomic, strong, readonly, nonnull) NSArray<UILabel *> *labels;
    @property (nonatomic, strong, nonnull) NSDictionary<NSString *, UIColor *> *colors;
    @end
    @implementation Columns
    @synthesize labels = _labels;
    - (instancetype)initWithFrame:(CGRect)frame {
        if (self = [super initWithFrame:frame]) {
            for (UILabel *label in self.labels) {
                [label removeFromSuperview];
            }
            self.alpha = self.colors.count;
            _labels = @[];
        }
        return self;
    }
    @end
    """

  @Test func aCollectionReadBeforeItIsSetIsEmpty() throws {
    try ObjCTestSupport.expectTranslation(
      ["Columns.m": Self.source],
      containing: ["get { return _labels ?? [] }", "get { return _colors ?? [:] }"])
  }
}
