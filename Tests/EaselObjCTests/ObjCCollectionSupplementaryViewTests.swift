import EaselObjC
import Foundation
import Testing

/// `-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:
/// forIndexPath:]`, which the name table left out (the façade lacked it), so clang stopped at
/// a data source's section header: the façade declares it, and the translation calls it.
@Suite struct ObjCCollectionSupplementaryViewTests {
  @Test func sectionHeaderIsDequeued() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Grid.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Grid : UICollectionView <UICollectionViewDataSource>
        @end
        @implementation Grid
        - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section { return 2; }
        - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
            return [collectionView dequeueReusableCellWithReuseIdentifier:@"cell" forIndexPath:indexPath];
        }
        - (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView viewForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath {
            UICollectionReusableView *header = [collectionView dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionHeader withReuseIdentifier:@"header" forIndexPath:indexPath];
            header.backgroundColor = [UIColor grayColor];
            return header;
        }
        @end
        """
      ],
      containing: [
        "dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"header\", for: indexPath)"
      ])
  }
}
