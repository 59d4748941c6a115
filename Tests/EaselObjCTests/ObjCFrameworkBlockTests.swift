import Foundation
import Testing

@testable import EaselObjC

/// A block literal given to a framework method takes the parameter types Swift's importer
/// gives the method's block: `BOOL *stop` is the method's (`UnsafeMutablePointer<ObjCBool>`),
/// and a `_Nullable` parameter is an optional the body reaches as a message to nil
/// (docs/objc.md).
@Suite struct ObjCFrameworkBlockTests {
  @Test func stopFlagOfAFrameworkBlockIsObjCBool() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "NSString+Emoji.m": """
        #import <UIKit/UIKit.h>
        @interface NSString (Emoji)
        - (BOOL)isEmoji;
        - (BOOL)containsEmoji;
        @end
        @implementation NSString (Emoji)
        - (BOOL)isEmoji { return self.length > 3; }
        - (BOOL)containsEmoji {
            __block BOOL contain = NO;
            [self enumerateSubstringsInRange:NSMakeRange(0, self.length)
                                     options:NSStringEnumerationByComposedCharacterSequences
                                  usingBlock:^(NSString * _Nullable substring, NSRange substringRange,
                                               NSRange enclosingRange, BOOL * _Nonnull stop) {
                if ([substring isEmoji]) {
                    contain = YES;
                    *stop = YES;
                }
                if (*stop) return;
            }];
            return contain;
        }
        + (NSUInteger)firstOf:(NSIndexSet *)indexes {
            return [indexes indexPassingTest:^BOOL(NSUInteger idx, BOOL *stop) {
                *stop = idx > 4;
                return idx % 2 == 1;
            }];
        }
        @end
        """
      ], containing: [
        "enclosingRange: NSRange, stop) -> Void in", "(idx: Int, stop) -> Bool in",
        "stop.withMemoryRebound(to: Bool.self, capacity: 1)", "substring?.isEmoji()",
      ])
  }

  @Test func ownBlockParametersKeepTheirTranslation() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Walker.m": """
        #import <UIKit/UIKit.h>
        typedef void (^Visitor)(NSInteger index, BOOL *stop);
        @interface Walker : NSObject
        - (void)walk:(Visitor)visitor;
        @end
        @implementation Walker
        - (void)walk:(Visitor)visitor {
            BOOL stop = NO;
            for (NSInteger i = 0; i < 3 && !stop; i++) visitor(i, &stop);
        }
        - (void)run {
            [self walk:^(NSInteger index, BOOL *stop) { *stop = index > 0; }];
            [@[@1, @2] enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
                *stop = YES;
            }];
        }
        @end
        """
      ], containing: ["stop: UnsafeMutablePointer<Bool>"])
  }
}
