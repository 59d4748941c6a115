import Foundation
import Testing

@testable import EaselObjC

/// A block is an object in Objective-C: stored where an object is taken (an untyped
/// `NSMapTable`'s value, which Swift takes as `AnyObject`) it is the closure Swift boxes with
/// `as AnyObject`, and read back where a block is wanted it is cast to the block's type
/// (QuartzCode's completion blocks in ftp27/TLRadioButton and Kaelzzs/ZSBellAnimationView,
/// draw 52: "'((Bool) -> Void)?' expected to be an instance of a class").
@Suite struct ObjCBlockAsObjectTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Check : UIView <CAAnimationDelegate>
    @property (nonatomic, strong) NSMapTable *completionBlocks;
    @end

    @implementation Check
    - (void)animateWithCompletion:(void (^)(BOOL finished))completionBlock {
        self.completionBlocks = [NSMapTable mapTableWithKeyOptions:NSPointerFunctionsOpaqueMemory valueOptions:NSPointerFunctionsStrongMemory];
        CABasicAnimation *anim = [CABasicAnimation animationWithKeyPath:@"opacity"];
        if (completionBlock) {
            [self.completionBlocks setObject:completionBlock forKey:anim];
        }
    }
    - (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag {
        void (^completionBlock)(BOOL) = [self.completionBlocks objectForKey:anim];
        if (completionBlock) {
            [self.completionBlocks removeObjectForKey:anim];
            completionBlock(flag);
        }
    }
    @end
    """

  @Test func aBlockIsStoredAsAnObjectAndReadBack() throws {
    try ObjCTestSupport.expectTranslation(
      ["Check.m": Self.source],
      containing: ["completionBlock).map { $0 as AnyObject }", " as Any?) as? (Bool) -> Void)"])
  }
}
