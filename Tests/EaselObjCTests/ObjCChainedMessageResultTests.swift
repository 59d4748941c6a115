import Foundation
import Testing

@testable import EaselObjC

/// A framework message sent inside an optional chain whose result the SDK declares nonnull
/// (`-[NSString substringWithRange:]`, in an audited header): Swift's method is not
/// optional, so what follows it in the chain is reached with `.`, not `?.`.
/// dengshunlai/DSLStepper's DSLStepper (draw 43) failed on "cannot use optional chaining on
/// non-optional value of type 'String'".
@Suite struct ObjCChainedMessageResultTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface CountField : UIView
    @property (nonatomic, strong) UITextField *field;
    @property (nonatomic) NSInteger count;
    @end
    @implementation CountField
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.count = [self.field.text substringWithRange:NSMakeRange(0, 1)].integerValue;
    }
    @end
    """

  /// A data source's method the module declares nonnull, sent to a data source that may be
  /// nil: MosheBerman/MBCalendarKit's CKCalendarView (draw 40) failed on "cannot use
  /// optional chaining on non-optional value of type '[CKCalendarEvent]'".
  static let ownSource = """
    #import <UIKit/UIKit.h>

    NS_ASSUME_NONNULL_BEGIN
    @protocol DotsDataSource <NSObject>
    - (NSArray<NSString *> *)dotsForDay:(NSInteger)day;
    @end
    NS_ASSUME_NONNULL_END

    IB_DESIGNABLE
    @interface DotsView : UIView
    @property (nonatomic, weak, nullable) id<DotsDataSource> dataSource;
    @end
    @implementation DotsView
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.hidden = [self.dataSource dotsForDay:1].count > 0;
    }
    @end
    """

  @Test func ownNonnullResultContinuesTheChain() throws {
    let swift = try ObjCTestSupport.expectTranslation(["DotsView.m": Self.ownSource])
    #expect(swift.contains("dots(forDay: 1).count"), "\(swift)")
  }

  @Test func nonnullResultContinuesTheChain() throws {
    let swift = try ObjCTestSupport.expectTranslation(["CountField.m": Self.source])
    #expect(swift.contains("substring(with: NSMakeRange(0, 1)).integerValue"), "\(swift)")
  }
}
