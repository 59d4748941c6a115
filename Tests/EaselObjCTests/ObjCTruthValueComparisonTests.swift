import Foundation
import Testing

@testable import EaselObjC

/// A comparison's value compared with a number (`if (((param) != nil) == NO) return nil;`,
/// MJExtension's assertion macros): C's comparison gives an `int`, 1 or 0, which Swift's
/// `Bool` is not; the truth value is compared as that number. MJExtension's MJPropertyType.m
/// (yangyaling/dashboard_totyu, a spent draw's) stopped at "binary operator '==' cannot be
/// applied to operands of type 'Bool' and 'Int'".
@Suite struct ObjCTruthValueComparisonTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #define AssertNotNil(param, returnValue) if (((param) != nil) == NO) return returnValue;
    @interface Kind : NSObject
    + (instancetype)kindWithCode:(NSString *)code;
    @end
    @implementation Kind
    + (instancetype)kindWithCode:(NSString *)code {
        AssertNotNil(code, nil);
        return [[self alloc] init];
    }
    @end
    """

  @Test func aTruthValueIsComparedAsCsNumber() throws {
    try ObjCTestSupport.expectTranslation(
      ["Kind.m": Self.source], containing: ["((code != nil) ? 1 : 0) == 0"])
  }
}
