import Foundation
import Testing

@testable import EaselObjC

/// `-arrayByAddingObject:` and `-arrayByAddingObjectsFromArray:` of an `NSArray`, which the
/// translation holds as a Swift array (`NSArray<UILabel *> *` is `[UILabel]`, which has no
/// `adding(_:)`): the arrays joined with `+`. dmaulikr/ScoreFive's SFColumnLabelView (a spent
/// draw's) failed on "value of type '[UILabel]' has no member 'adding'".
@Suite struct ObjCArrayByAddingTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface ColumnView : UIView
    @property (nonatomic, strong) NSArray<UILabel *> *labels;
    @end
    @implementation ColumnView
    - (void)layoutSubviews {
        [super layoutSubviews];
        UILabel *label = [[UILabel alloc] initWithFrame:self.bounds];
        if (!self.labels) { self.labels = @[]; }
        self.labels = [self.labels arrayByAddingObject:label];
        NSArray *all = [self.labels arrayByAddingObjectsFromArray:@[label]];
        self.alpha = all.count > 2 ? 0.5 : 1;
    }
    @end
    """

  @Test func arraysAreJoined() throws {
    try ObjCTestSupport.expectTranslation(["ColumnView.m": Self.source], containing: [" + [label]"])
  }
}
