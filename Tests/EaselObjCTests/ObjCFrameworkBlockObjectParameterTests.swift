import Foundation
import Testing

@testable import EaselObjC

/// A block given to a framework method whose object parameter the block declares as a class
/// where the framework gives `id` (`[indexes enumerateObjectsWithOptions:NSEnumerationReverse
/// usingBlock:^(NSNumber *indexObj, NSUInteger i, BOOL *stop) {…}]`): Swift's closure takes
/// `Any` and refused `(NSNumber, Int, …) -> Void` (Nightonke/VHBoomMenuButton, a spent
/// draw's). The parameter takes the type Swift infers; the body sees it as its class.
@Suite struct ObjCFrameworkBlockObjectParameterTests {
  @Test func aBlocksObjectParameterIsCastToItsDeclaredClass() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Pieces : UIView
      @property (nonatomic, strong) NSMutableArray *pieces;
      @end
      @implementation Pieces
      - (void)order:(NSMutableArray<NSNumber *> *)indexes {
          [indexes enumerateObjectsWithOptions:NSEnumerationReverse
                                    usingBlock:^(NSNumber * _Nonnull indexObj, NSUInteger i, BOOL * _Nonnull stop) {
              int index = [indexObj intValue];
              [self addSubview:[self.pieces objectAtIndex:index]];
              if (i == 0) *stop = YES;
          }];
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Pieces.m": source],
      containing: ["(indexObj, i: Int, stop)", "let indexObj: NSNumber! = indexObj as? NSNumber"])
  }
}
