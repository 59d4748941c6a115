import Foundation
import Testing

@testable import EaselObjC

/// An `NSArray` method Swift's `Array` lacks, sent to an array read through an optional
/// chain (`[self.collectionView.indexPathsForVisibleItems sortedArrayUsingComparator:…]`):
/// the bridge's parentheses end the chain, so the member is reached with `?.` again. The
/// translation wrote `(self.collectionView?.indexPathsForVisibleItems as NSArray?)
/// .sortedArray(…)`: "value of optional type 'NSArray?' must be unwrapped" (karosLi/LKPagerView,
/// draw 55).
@Suite struct ObjCArrayMethodChainTests {
  @Test func anArrayMethodAfterAnOptionalChainKeepsIt() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Pager : UIView
      @property (nonatomic, strong) UICollectionView *collectionView;
      @end
      @implementation Pager
      - (NSIndexPath *)first {
          NSArray *sorted = [self.collectionView.indexPathsForVisibleItems
              sortedArrayUsingComparator:^NSComparisonResult(NSIndexPath *l, NSIndexPath *r) {
                  return [l compare:r];
              }];
          NSUInteger at = [self.collectionView.indexPathsForVisibleItems indexOfObject:sorted.firstObject];
          return at == NSNotFound ? nil : sorted.firstObject;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Pager.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("indexPathsForVisibleItems as NSArray?)?.sortedArray"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
