import EaselObjC
import Foundation
import Testing

/// A key that may be nil in a dictionary subscript (`kerningTable[character]`, `character` an
/// `NSString *` local read from an array, Swift's `String?`): Swift's subscript of
/// `[String: NSNumber]` takes no optional key ("value of optional type 'String?' must be
/// unwrapped", nicklockwood/FXLabel, draw 51). The key is unwrapped; a nil key gives nil, as
/// `objectForKeyedSubscript:nil` does.
@Suite struct ObjCOptionalSubscriptKeyTests {
  @Test func anOptionalSubscriptKeyIsUnwrapped() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Kerning.m": """
        #import <UIKit/UIKit.h>

        @interface Kerning : NSObject
        @property (nonatomic, copy) NSDictionary<NSString *, NSNumber *> *table;
        @property (nonatomic, copy) NSDictionary *untyped;
        @end
        @implementation Kerning
        - (CGFloat)widthOf:(NSArray<NSString *> *)characters {
            NSString *character = characters[0];
            id other = self.untyped[character];
            return [self.table[character] floatValue] + (other ? 1 : 0);
        }
        @end
        """
      ],
      containing: [
        "(character).flatMap { easelKey in self.table?[easelKey] }",
        "(character).flatMap { easelKey in self.untyped?[easelKey] }",
      ])
  }
}
