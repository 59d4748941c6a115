import Foundation
import Testing

@testable import EaselObjC

/// Fast enumeration of a Foundation collection Swift gives no `Sequence` (`NSHashTable`,
/// `NSMapTable`, `NSPointerArray`): what Foundation visits (a hash table's objects, a map
/// table's keys), nothing for nil. forestfsl/SegmentView (a spent draw's) failed on "for-in
/// loop requires 'NSHashTable<AnyObject>?' to conform to 'Sequence'".
@Suite struct ObjCFastEnumerationOfTablesTests {
  static let source = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface GroupView : UIView
    @property (nonatomic, strong) NSHashTable *boxes;
    @property (nonatomic, strong) NSMapTable *titles;
    @property (nonatomic, strong) NSOrderedSet *order;
    @end
    @implementation GroupView
    - (void)layoutSubviews {
        [super layoutSubviews];
        if (!self.boxes) { self.boxes = [NSHashTable weakObjectsHashTable]; }
        [self.boxes addObject:self];
        CGFloat alpha = 1;
        for (UIView *box in self.boxes) { alpha -= 0.1; box.hidden = NO; }
        for (id key in self.titles) { alpha -= 0.1; }
        for (UIView *view in self.order) { alpha -= view.alpha; }
        self.alpha = alpha;
    }
    @end
    """

  @Test func tablesAreEnumerated() throws {
    try ObjCTestSupport.expectTranslation(
      ["ObjCFastEnumerationOfTables.m": Self.source], containing: ["in ObjCFastEnumeration.elements(of: self.boxes)"])
  }
}
