import Foundation
import Testing

@testable import EaselObjC

/// A synthesized nonnull object property read before it is set is nil, as its instance
/// variable starts, and a message to it answers zero: its Swift property is `T!` and reads
/// send messages with `?.`, where a `T` getter trapped. dmaulikr/ScoreFive (a spent draw's)
/// crashed in SFColumnLabelView's initializer reading `defaultFont` to choose a label's font
/// (`self.defaultFont ? self.defaultFont : [UIFont systemFontOfSize:17.0f]`).
@Suite struct ObjCNonnullObjectPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Columns : UIView
    @property (nonatomic, strong, nonnull) UIFont *defaultFont;
    @property (nonatomic, copy, nonnull) NSString *title;
    @property (nonatomic, strong, nonnull) UIColor *shade;
    @end
    @implementation Columns
    - (UIColor *)shade {
        return UIColor.grayColor;
    }
    - (instancetype)initWithFrame:(CGRect)frame {
        if (self = [super initWithFrame:frame]) {
            UILabel *label = [[UILabel alloc] initWithFrame:frame];
            label.font = self.defaultFont ? self.defaultFont : [UIFont systemFontOfSize:17.0f];
            self.alpha = self.defaultFont.pointSize + self.title.length;
            self.backgroundColor = self.shade;
            [self addSubview:label];
        }
        return self;
    }
    @end
    """

  @Test func anObjectPropertyReadBeforeItIsSetIsNil() throws {
    try ObjCTestSupport.expectTranslation(
      ["Columns.m": Self.source],
      containing: [
        "var defaultFont: UIFont!", "var title: String!", "var shade: UIColor {",
        "self.defaultFont?.pointSize",
      ])
  }

  /// A nonnull object property whose own getter returns nil where it has nothing to give
  /// (rickytan/RTHeadedColumnView's `currentViewController`, past the end of its array):
  /// clang only warns, and Swift's `T` getter cannot return nil, so it is `T!` as a
  /// synthesized one is.
  @Test func anObjectPropertyWhoseGetterReturnsNilMayBeNil() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Pages.m": """
        #import <UIKit/UIKit.h>
        NS_ASSUME_NONNULL_BEGIN
        @interface Pages : UIView
        @property (nonatomic, copy) NSArray<UIView *> *pages;
        @property (nonatomic) NSInteger index;
        @property (nonatomic, readonly) UIView *currentPage;
        @end
        NS_ASSUME_NONNULL_END
        @implementation Pages
        - (UIView *)currentPage {
            if (0 <= self.index && self.index < (NSInteger)self.pages.count) {
                return self.pages[self.index];
            }
            return nil;
        }
        - (void)layoutSubviews {
            [super layoutSubviews];
            self.currentPage.hidden = NO;
        }
        @end
        """
      ],
      containing: ["var currentPage: UIView! {", "return nil"])
  }

  /// A synthesized nonnull block property likewise: Objective-C reads it nil before it is set
  /// and tests it before calling it, where Swift's `T` getter trapped (FPJack's
  /// ZLAutoHeightTextView, draw 53, spent: "Crashed in layoutSubviews() (SIGILL)" at `if
  /// (self.heightDidChangeBlock)`, the header's `NS_ASSUME_NONNULL_BEGIN` making it nonnull).
  @Test func aBlockPropertyReadBeforeItIsSetIsNil() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Growing.m": """
        #import <UIKit/UIKit.h>
        NS_ASSUME_NONNULL_BEGIN
        IB_DESIGNABLE
        @interface Growing : UITextView
        @property (nonatomic, copy) void(^heightDidChangeBlock)(CGFloat newHeight);
        @end
        NS_ASSUME_NONNULL_END
        @implementation Growing
        - (void)layoutSubviews {
            [super layoutSubviews];
            if (self.heightDidChangeBlock) {
                self.heightDidChangeBlock(self.bounds.size.height);
            }
        }
        @end
        """
      ],
      containing: ["var heightDidChangeBlock: ((CGFloat) -> Void)! {"])
  }
}
