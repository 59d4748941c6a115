import EaselObjC
import Foundation
import Testing

/// A class method sent to a `Class` value (`[_cellClass reuseIdentifier]`, `Class _cellClass`
/// set to a cell class of the module): Objective-C sends it to whatever class the value is;
/// Swift's `AnyClass` has no members, so the message goes to the class of the module (or of
/// the framework) that declares it, a value of another class answering as a message to nil
/// (EHHorizontalSelectionView, the fifty-second draw).
@Suite struct ObjCClassValueMessageTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Cell : UIView
    + (NSString *)reuseIdentifier;
    + (CGFloat)gap;
    + (void)reset;
    @end

    @implementation Cell
    + (NSString *)reuseIdentifier { return NSStringFromClass(self); }
    + (CGFloat)gap { return 8; }
    + (void)reset {}
    @end

    @interface Strip : UIView
    @property (nonatomic) CGFloat spacing;
    @end

    @implementation Strip {
        Class _cellClass;
    }
    - (void)use {
        _cellClass = [Cell class];
        NSString *name = [_cellClass reuseIdentifier];
        self.spacing = [_cellClass gap];
        [_cellClass reset];
        NSLog(@"%@", name);
    }
    @end
    """

  @Test func aClassMethodReachesTheDeclaringClass() throws {
    try ObjCTestSupport.expectTranslation(
      ["Strip.m": Self.source],
      containing: [
        "(self._cellClass as? Cell.Type)?.reuseIdentifier()",
        "(self._cellClass as? Cell.Type)?.gap()",
      ])
  }
}
