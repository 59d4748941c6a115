import Foundation
import Testing

@testable import EaselObjC

/// `self = [super init…]` and `self = [self init…]` in an initializer, in every form of
/// condition C reads a pointer as a truth value in (compared with nil, negated, cast): Swift's
/// `super.init` or `self.init`, after which `self` is never nil (docs/objc.md).
@Suite struct ObjCInitializerSelfAssignmentTests {
  @Test func selfAssignedInAnyConditionIsTheInitializerCall() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Reaction.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Reaction : UIView
        @property (nonatomic) CGFloat count;
        - (instancetype)initWithCount:(CGFloat)count;
        @end
        @implementation Reaction
        - (instancetype)initWithFrame:(CGRect)frame {
            if ((self = [super initWithFrame:frame]) != nil) {
                _count = 1;
            }
            return self;
        }
        - (instancetype)initWithCoder:(NSCoder *)aDecoder {
            if (nil == (self = (Reaction *)[super initWithCoder:aDecoder])) {
                return nil;
            } else {
                _count = 2;
            }
            if (self != nil) { _count += 1; }
            return self;
        }
        - (instancetype)initWithCount:(CGFloat)count {
            if (!(self = (id)[self initWithFrame:CGRectZero])) return nil;
            _count = count;
            return self;
        }
        @end
        """
      ],
      containing: [
        "super.init(frame: frame)", "super.init(coder: aDecoder)", "self.init(frame: CGRect.zero)",
        "_count = 1", "_count = 2", "_count += 1", "_count = count",
      ])
    #expect(!swift.contains("self ="), "\(swift)")
    #expect(!swift.contains("return nil"), "\(swift)")
  }

  @Test func castAssignmentStatementIsTheInitializerCall() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Badge.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Badge : UILabel
        @end
        @implementation Badge
        - (instancetype)initWithFrame:(CGRect)frame {
            self = (Badge *)[super initWithFrame:frame];
            if (self == nil) return nil;
            self.text = @"1";
            return self;
        }
        @end
        """
      ], containing: ["super.init(frame: frame)", "self.text = \"1\""])
  }

  @Test func selfAssignedInAConjunctionLeavesTheRestAsTheCondition() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Dim.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Dim : UIView
        @end
        @implementation Dim
        - (instancetype)initWithFrame:(CGRect)frame {
            if ((self = [super initWithFrame:frame]) && frame.size.width > 0) {
                self.alpha = 0.5;
            }
            return self;
        }
        @end
        """
      ], containing: ["super.init(frame: frame)", "if frame.size.width > 0 {"])
  }

  /// `-initWithNib`, which Swift names as no initializer: Objective-C's `self` is a local
  /// the method may replace (kgenrih17/EiController's SimpleTabTitleView, spent).
  @Test func initFamilyMethodReplacingSelf() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Tab.m": """
        #import <UIKit/UIKit.h>
        IB_DESIGNABLE
        @interface Tab : UIView
        - (instancetype)initWithNib;
        @end
        @implementation Tab
        - (instancetype)initWithNib {
            self = [[NSBundle mainBundle] loadNibNamed:NSStringFromClass(self.class) owner:self options:nil].firstObject;
            return self;
        }
        @end
        """
      ], containing: ["var `self`: Tab! = self", "return self"])
  }
}
