import EaselObjC
import Foundation
import Testing

/// `integerValue`, `floatValue`, `boolValue` … sent to `id`: `NSNumber` and `NSString` both
/// answer them, and Objective-C's dispatch reaches whichever the object is. Swift names them
/// apart (`NSNumber`'s `integerValue` is `intValue`), and the translation cast to `NSNumber`
/// only, so a string read 0 (JaNd3r/CKDotMatrixView, the spent forty-fifth draw's: `[[textMatrix
/// valueForKey:key] integerValue] == 1` of the font's `@"1"`s, every dot left unlit).
@Suite struct ObjCNumberOrStringValueTests {
  @Test func aValueMessageToIdReadsANumberOrAString() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Dots.m": """
        #import <UIKit/UIKit.h>

        @interface Dots : UIView
        @property (nonatomic, strong) NSMutableDictionary *matrix;
        @end
        @implementation Dots
        - (NSInteger)litCount {
            NSInteger lit = 0;
            for (NSString *key in self.matrix) {
                if ([[self.matrix valueForKey:key] integerValue] == 1) { lit++; }
                if ([[self.matrix objectForKey:key] boolValue]) { lit++; }
                lit += [[self.matrix valueForKey:key] floatValue];
            }
            return lit;
        }
        @end
        """
      ],
      containing: [
        " as? NSNumber)?.intValue ?? ", " as? String)?.integerValue",
        " as? String)?.boolValue", " as? String)?.floatValue",
      ])
  }
}
