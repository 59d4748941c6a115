import EaselObjC
import Foundation
import Testing

/// Two Objective-C methods of one class that Swift imports under one name
/// (`registerClass:forCellWithReuseIdentifier:` and `registerNib:forCellWithReuseIdentifier:`
/// are both `register(_:forCellWithReuseIdentifier:)`) are told apart by their arguments'
/// types: a bare `nil` argument is given its parameter's type, which Objective-C's selector
/// says. `register(nil, forCellWithReuseIdentifier:)` did not compile ("ambiguous use", the
/// nineteenth draw's XRP `FSBarChartView`, spent).
@Suite struct ObjCTypedNilArgumentTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface ChartView : UIView
    @property (nonatomic, strong) UICollectionView *collectionView;
    @end
    @implementation ChartView
    - (void)clearNib:(NSString *)identifier {
        [self.collectionView registerNib:nil forCellWithReuseIdentifier:identifier];
        [self.collectionView registerClass:nil forCellWithReuseIdentifier:identifier];
        [self.collectionView setBackgroundView:nil];
    }
    @end
    """

  @Test func aNilArgumentOfASharedSwiftNameIsTyped() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["ChartView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("register(nil as UINib?, forCellWithReuseIdentifier:"), "\(swift)")
    #expect(swift.contains("register(nil as AnyClass?, forCellWithReuseIdentifier:"), "\(swift)")
    #expect(swift.contains("backgroundView = nil"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
