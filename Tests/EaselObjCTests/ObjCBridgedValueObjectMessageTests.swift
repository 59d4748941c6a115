import Foundation
import Testing

@testable import EaselObjC

/// NSObject's methods sent to an object Swift gives as a value: ChuckTableView's
/// `[indexPath isKindOfClass:[NSIndexPath class]]` and `[models isKindOfClass:[NSArray
/// class]]` (Swift's `IndexPath` and `[Any]` have no `isKind(of:)`) go to the Foundation
/// object the value bridges to, which answers as the class does.
@Suite struct ObjCBridgedValueObjectMessageTests {
  @Test func nsObjectMessagesGoToTheBridgedObject() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Table.m": """
        #import <UIKit/UIKit.h>
        @interface Table : UITableView
        @property (nonatomic, nullable) NSDate *stamp;
        @end
        @implementation Table
        - (BOOL)takes:(NSArray *)models { return [models isKindOfClass:[NSArray class]]; }
        - (BOOL)accepts:(NSIndexPath *)indexPath other:(NSIndexPath *)other {
          if (![indexPath isKindOfClass:[NSIndexPath class]]) return NO;
          if ([self.stamp isKindOfClass:[NSDate class]]) return YES;
          return [indexPath isEqual:other] && [indexPath respondsToSelector:@selector(row)];
        }
        @end
        """
      ],
      containing: [
        "(indexPath as NSIndexPath?)?.isKind(of: NSIndexPath.self)",
        "(self.stamp as NSDate?)?.isKind(of: NSDate.self)",
        "(models as NSArray?)?.isKind(of: NSArray.self)",
      ])
  }
}
