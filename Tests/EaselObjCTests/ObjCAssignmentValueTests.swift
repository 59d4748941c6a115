import EaselObjC
import Foundation
import Testing

/// An assignment used as a value (XMNRollingBanner's `[self addSubview:self.arrowImageView =
/// imageView]`): C's assignment is an expression whose value is the value stored, converted
/// to the target's type; Swift's is `()`. Wherever a value goes (an argument, a condition, an
/// initializer, another assignment, a `return`), the assignment runs and gives that value: a
/// variable's read after it, a property's the value its setter was given (the setter runs
/// once, no getter is sent), a compound assignment's the value computed.
@Suite struct ObjCAssignmentValueTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface Footer : UIView {
        CGFloat _inset;
        UIView *_lastView;
    }
    @property (nonatomic, strong) UIImageView *arrowView;
    @property (nonatomic) CGFloat angle;
    @property (nonatomic) NSInteger count;
    @end
    @implementation Footer
    - (instancetype)initWithFrame:(CGRect)frame {
        if (self = [super initWithFrame:frame]) {
            UIImageView *imageView = [[UIImageView alloc] init];
            [self addSubview:self.arrowView = imageView];
            [self addSubview:_lastView = [[UIView alloc] init]];
            NSInteger total = self.count = 3;
            CGFloat a, b;
            a = b = 0;
            self.angle = (_inset = 2);
            self.alpha = _inset += 0.5;
            [self setNeedsDisplayInRect:CGRectMake(self.angle += 1, a += 1, b, total)];
            self.tag = self.count += 2;
            UIView *view;
            if ((view = self.subviews.lastObject)) {
                view.hidden = YES;
            }
            NSEnumerator *e = [self.subviews objectEnumerator];
            id obj;
            while ((obj = [e nextObject])) {
                [obj setNeedsLayout];
            }
        }
        return self;
    }
    - (UIImageView *)replaceArrow:(UIImageView *)arrow {
        return self.arrowView = arrow;
    }
    - (UIView *)replaceLast:(UIView *)view {
        return _lastView = view;
    }
    - (CGFloat)grow {
        return self.angle *= 2;
    }
    @end
    """

  @Test func anAssignmentAsAValueIsTheValueStored() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Footer.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      // A property's: the value held, given to the setter once, answered without its getter.
      "addSubview(({ let easelAssigned: ",
      "self.arrowView = easelAssigned; return easelAssigned }()))",
      "({ () -> Int in let easelAssigned: Int = 3; self.count = easelAssigned; "
        + "return easelAssigned }())",
      // An ivar's and a local's: the variable read after the assignment.
      "self._lastView = UIView(); return self._lastView }()",
      "a = ({ () -> CGFloat in b = 0; return b }())",
      "({ () -> CGFloat in self._inset = 2; return self._inset }())",
      "({ () -> CGFloat in self._inset += 0.5; return self._inset }())",
      "({ () -> CGFloat in a += 1; return a }())",
      // A compound assignment to a property: computed once, stored once, answered.
      "({ () -> CGFloat in var easelAssigned: CGFloat = self.angle; easelAssigned += 1; "
        + "self.angle = easelAssigned; return easelAssigned }())",
      "var easelAssigned: Int = self.count; easelAssigned += 2; self.count = easelAssigned; "
        + "return easelAssigned }())",
      // Conditions test the value.
      "if ({ view = ",
      "while ({ obj = e",
      // A `return` returns it.
      "return ({ let easelAssigned: ",
      "self.arrowView = easelAssigned; return easelAssigned }())",
      "return ({ self._lastView = view; return self._lastView }())",
    ] {
      #expect(swift.contains(expected), "\(expected)\n\(swift)")
    }
    // No property is read back through its getter for the assignment's value.
    #expect(!swift.contains("return self.arrowView }"), "\(swift)")
    #expect(!swift.contains("return self.angle }"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
