import Foundation
import Testing

@testable import EaselObjC

/// A parameter named like a type (`+ (id)format:(ReturnType)ReturnType`): in C the body names
/// the enumeration's constants bare (`ReturnTypeString`), which the translation spells through
/// the type (`ReturnType.string`), where Swift would find the parameter. The value is renamed, in
/// its declaration and every use.
/// yangyaling/dashboard_totyu's NSDate+Extension.m (a spent draw's) declares its date helpers so.
@Suite struct ObjCValueNamedLikeTypeTests {
  static let source = """
    #import <UIKit/UIKit.h>
    typedef NS_ENUM(NSInteger, ReturnType) {
        ReturnTypeString,
        ReturnTypeDate,
    };
    @interface Formatter : NSObject
    + (NSString *)describe:(ReturnType)ReturnType;
    + (NSInteger)count:(ReturnType)kind view:(UIView *)UIView;
    @end
    @implementation Formatter
    + (NSString *)describe:(ReturnType)ReturnType {
        if (ReturnType == ReturnTypeString) { return @"string"; }
        return ReturnType == ReturnTypeDate ? @"date" : @"other";
    }
    + (NSInteger)count:(ReturnType)kind view:(UIView *)UIView {
        void (^block)(ReturnType) = ^(ReturnType ReturnType) { NSLog(@"%ld", (long)ReturnType); };
        block(kind);
        return UIView.subviews.count;
    }
    @end
    """

  @Test func aValueNamedLikeATypeIsRenamedWhereItIsDeclaredAndUsed() throws {
    try ObjCTestSupport.expectTranslation(
      ["Formatter.m": Self.source],
      containing: [
        "describe(_ easelValue_ReturnType: ReturnType)",
        "if easelValue_ReturnType == ReturnType.string",
        "view easelValue_UIView: UIView",
        "return (easelValue_UIView?.subviews.count ?? 0)",
      ])
  }
}
