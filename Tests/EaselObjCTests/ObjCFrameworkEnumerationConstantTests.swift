import EaselObjC
import Foundation
import Testing

/// A framework typedef of an enumeration (`typedef NSWritingDirection UITextWritingDirection;`)
/// is Swift's type alias of it, and its constants (`UITextWritingDirectionNatural`, which
/// Swift names `NSWritingDirection.natural`) are the enumeration's values. The translation read
/// the typedef as no type it knew, so a switch on `-baseWritingDirectionForPosition:` made
/// each label a raw value of the constant (zacwest/ZSWSuffixTextView, a spent draw's,
/// `ZSWSuffixTextView.m:200`: "cannot convert value of type 'NSWritingDirection' to expected
/// argument type 'Int'").
@Suite struct ObjCFrameworkEnumerationConstantTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Field : UITextView
    @end
    @implementation Field
    - (BOOL)isRTL:(UITextPosition *)position {
        UITextWritingDirection fallback = UITextWritingDirectionNatural;
        switch ([self baseWritingDirectionForPosition:position inDirection:UITextStorageDirectionForward]) {
            case UITextWritingDirectionNatural:
                return fallback == UITextWritingDirectionRightToLeft;
            case UITextWritingDirectionLeftToRight:
                return NO;
            case UITextWritingDirectionRightToLeft:
                return YES;
        }
    }
    @end
    """

  /// The constants are the enumeration's cases, the variable of the typedef the enumeration.
  @Test func aConstantOfAnEnumerationTypedefIsItsCase() throws {
    try ObjCTestSupport.expectTranslation(
      ["Field.m": Self.source],
      containing: [
        "fallback: NSWritingDirection = NSWritingDirection.natural",
        "case NSWritingDirection.natural:",
        "fallback == NSWritingDirection.rightToLeft",
      ])
  }
}
