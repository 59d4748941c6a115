import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// An Objective-C designable owning a collection view whose delegate it is, adopting
/// `UICollectionViewDelegate` only and implementing the flow layout's
/// `collectionView:layout:insetForSectionAtIndex:` and `…sizeForItemAtIndexPath:`: UIKit asks
/// it by `respondsToSelector:`, so its red items are drawn after the 100-point inset, 40
/// points wide. They were drawn at the left edge, 50 points wide (the layout's own values):
/// boldrocket/RDNumberPicker's numbers (draw 56) sat at the edge instead of after its inset.
@Suite struct ObjCFlowLayoutDelegateRenderTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Strip : UIView <UICollectionViewDataSource, UICollectionViewDelegate>
    @end
    """

  static let implementation = """
    #import "Strip.h"

    @implementation Strip {
        UICollectionView *_items;
    }
    - (instancetype)initWithFrame:(CGRect)frame {
        if ((self = [super initWithFrame:frame])) {
            UICollectionViewFlowLayout *flow = [[UICollectionViewFlowLayout alloc] init];
            flow.scrollDirection = UICollectionViewScrollDirectionHorizontal;
            flow.minimumLineSpacing = 0;
            _items = [[UICollectionView alloc] initWithFrame:self.bounds collectionViewLayout:flow];
            _items.backgroundColor = [UIColor whiteColor];
            [_items registerClass:[UICollectionViewCell class] forCellWithReuseIdentifier:@"c"];
            _items.dataSource = self;
            _items.delegate = self;
            [self addSubview:_items];
        }
        return self;
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        _items.frame = self.bounds;
    }
    - (NSInteger)collectionView:(UICollectionView *)cv numberOfItemsInSection:(NSInteger)s {
        return 2;
    }
    - (UICollectionViewCell *)collectionView:(UICollectionView *)cv
                      cellForItemAtIndexPath:(NSIndexPath *)p {
        UICollectionViewCell *cell = [cv dequeueReusableCellWithReuseIdentifier:@"c" forIndexPath:p];
        cell.backgroundColor = [UIColor redColor];
        return cell;
    }
    - (CGSize)collectionView:(UICollectionView *)cv layout:(UICollectionViewLayout *)layout
        sizeForItemAtIndexPath:(NSIndexPath *)p {
        return CGSizeMake(40, 40);
    }
    - (UIEdgeInsets)collectionView:(UICollectionView *)cv layout:(UICollectionViewLayout *)layout
            insetForSectionAtIndex:(NSInteger)section {
        return UIEdgeInsetsMake(0, 100, 0, 0);
    }
    @end
    """

  @Test func anUndeclaredFlowLayoutDelegateIsAsked() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Strip", header: Self.header, implementation: Self.implementation, width: 240, height: 40)
    #expect(run.status == 0, "\(run.stderr)")
    let image = try #require(picture)
    func isRed(_ x: Int) -> Bool {
      let p = image.pixel(x: x, y: 20)
      return p.red > 0.8 && p.green < 0.3 && p.blue < 0.3
    }
    // White before the inset, red items from 100 to 180, white after them.
    #expect(!isRed(20) && !isRed(90), "items before the inset")
    #expect(isRed(110) && isRed(170), "no items after the inset")
    #expect(!isRed(190), "items wider than the delegate's 40 points")
  }
}
