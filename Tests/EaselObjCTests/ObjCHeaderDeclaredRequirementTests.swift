import EaselObjC
import Foundation
import Testing

/// A framework protocol's requirement that the class's header declares without nullability
/// while a class extension in its implementation adopts the protocol (karosLi/LKPagerView,
/// draw 55: `- (NSInteger)collectionView:(UICollectionView *)collectionView
/// numberOfItemsInSection:(NSInteger)section;` in `LKPagerView.h`, `<UICollectionViewDataSource>`
/// in `LKPagerView.m`'s `@interface LKPagerView ()`), with another file importing the header:
/// clang gives the implementation the header's unannotated types, and the translation read
/// the requirement's row as unannotated too, where the stubs declare it inside
/// `NS_ASSUME_NONNULL` (`UICollectionView`, not `UICollectionView!`, which Swift's
/// conformance refused).
@Suite struct ObjCHeaderDeclaredRequirementTests {
  @Test func aHeaderDeclaredRequirementTakesTheRequirementsTypes() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Pager.h": """
      #import <UIKit/UIKit.h>
      @interface Pager : UIView
      - (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView;
      - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
      @end
      """,
      "Pager.m": """
      #import "Pager.h"
      @interface Pager () <UICollectionViewDataSource>
      @end
      @implementation Pager
      - (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView { return 1; }
      - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section { return 3; }
      - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
          return [[UICollectionViewCell alloc] init];
      }
      @end
      """,
      "Layout.m": """
      #import "Pager.h"
      @interface Layout : NSObject
      @end
      @implementation Layout
      - (NSInteger)count:(Pager *)pager in:(UICollectionView *)view {
          return [pager numberOfSectionsInCollectionView:view];
      }
      @end
      """,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(swift.contains("numberOfItemsInSection section: Int"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
