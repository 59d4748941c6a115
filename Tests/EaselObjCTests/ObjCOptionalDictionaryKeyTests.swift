import EaselObjC
import Foundation
import Testing

/// A key that may be nil given to `valueForKey:`/`objectForKey:` of a dictionary (a local
/// `NSString *` made by `substringWithRange:`, Swift's `String?`): Swift's subscript of
/// `[AnyHashable: Any]` hashed the optional itself, which equals no string key, so every
/// lookup gave nil (JaNd3r/CKDotMatrixView, the spent forty-fifth draw's: `[self.fontMapping
/// .defaultMapping valueForKey:tCharacter]` found no character's dots, and no dot was lit).
/// The key is unwrapped; a nil key gives nil, as `objectForKey:nil` does.
@Suite struct ObjCOptionalDictionaryKeyTests {
  @Test func anOptionalKeyIsUnwrapped() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Font.m": """
        #import <UIKit/UIKit.h>

        @interface Font : NSObject
        @property (nonatomic) NSDictionary *mapping;
        @end
        @implementation Font
        - (NSUInteger)rowsOf:(NSString *)text {
            NSString *c = [text substringWithRange:NSMakeRange(0, 1)];
            NSArray *rows = [self.mapping valueForKey:c];
            NSArray *same = [self.mapping objectForKey:c];
            return rows.count + same.count;
        }
        @end
        """
      ],
      containing: ["(c).flatMap { easelKey in self.mapping?[easelKey] }"])
  }
}
