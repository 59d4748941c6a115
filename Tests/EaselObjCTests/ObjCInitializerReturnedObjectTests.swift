import Foundation
import Testing

@testable import EaselObjC

/// `return expression;` in an initializer, where the expression is not `self`: the
/// initializer message inside it is the superclass's initializer call, the rest runs with
/// `self`, and what it gives is checked where the initializer returns (docs/objc.md). The
/// fifty-fourth draw's PKCircleView (`return CommonInit([super initWithCoder:decoder]);`)
/// failed to build: "'nil' is the only return value permitted in an initializer".
@Suite struct ObjCInitializerReturnedObjectTests {
  @Test func anInitializerMessageInsideTheReturnedExpressionIsCalledFirst() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Circle.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Circle : UIView
        @property (nonatomic) CGFloat lineWidth;
        @end
        static Circle *CommonInit(Circle *self) {
            if (self != nil) { self.lineWidth = 1; }
            return self;
        }
        @implementation Circle
        - (id)initWithCoder:(NSCoder *)decoder {
            return CommonInit([super initWithCoder:decoder]);
        }
        - (instancetype)initWithFrame:(CGRect)frame {
            return [[super initWithFrame:frame] setup];
        }
        - (instancetype)init {
            self = [super initWithFrame:CGRectZero];
            return [self setup];
        }
        - (instancetype)setup {
            self.lineWidth = 2;
            return self;
        }
        @end
        """
      ],
      containing: [
        "super.init(coder: decoder); if !ObjCInitializerFailure.returned(CommonInit(self), by: self, at: \"Circle.m:12:5\", in: \"-[Circle initWithCoder:]\") { return nil }; return",
        "super.init(frame: frame); ObjCInitializerFailure.returned(",
        "at: \"Circle.m:15:5\", in: \"-[Circle initWithFrame:]\"); return",
        "at: \"Circle.m:19:5\", in: \"-[Circle init]\"); return",
      ])
    #expect(!swift.contains("return CommonInit"), "\(swift)")
  }

  @Test func anObjectReturnedBeforeTheSuperclassInitializerIsSaidWhereItStands() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Badge.m": """
      #import <UIKit/UIKit.h>
      @interface Badge : UIView
      @end
      @implementation Badge
      - (instancetype)initWithFrame:(CGRect)frame {
          return [Badge new];
      }
      @end
      """
    ])
    #expect(
      t.diagnostics.contains {
        $0.message.contains("before its superclass's initializer has run")
          && $0.location?.line == 6
      }, "\(t.diagnostics)")
  }
}
