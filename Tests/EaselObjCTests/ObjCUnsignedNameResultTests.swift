import EaselObjC
import Foundation
import Testing

/// Swift's importer gives a framework member's `NSUInteger` as `Int`, except where the
/// member's name says it is unsigned: `-[NSNumber unsignedIntegerValue]` is `uintValue: UInt`.
/// The forty-fifth draw's SDWebImage pod (`UIImage+MemoryCacheCost.m`,
/// `memoryCost = [value unsignedIntegerValue];`) failed with "cannot assign value of type
/// 'UInt' to type 'Int'": the translator typed the result as every other `NSUInteger`.
@Suite struct ObjCUnsignedNameResultTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Counter : UIView
    @property (nonatomic) NSUInteger total;
    @end
    @implementation Counter
    - (NSUInteger)costOf:(NSNumber *)value {
        NSUInteger cost = 0;
        if (value != nil) {
            cost = [value unsignedIntegerValue];
        }
        self.total = value.unsignedIntegerValue + cost;
        return cost * 2;
    }
    @end
    """

  /// The message and the property read are `UInt`, converted where an `NSUInteger` is `Int`.
  @Test func unsignedIntegerValueIsUnsigned() throws {
    try ObjCTestSupport.expectTranslation(["Counter.m": Self.source], containing: ["uintValue"])
  }
}
