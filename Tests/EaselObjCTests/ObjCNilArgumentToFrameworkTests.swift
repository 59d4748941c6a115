import Foundation
import Testing

@testable import EaselObjC

/// An object that may be nil given to a framework method declaring it nonnull and returning
/// nothing (`[self addSubview:self.cancelButton]` of a nullable button, made only when it is
/// shown): Objective-C sends the message with nil, which UIKit ignores, so the call is made
/// only with a value. The translation unwrapped it: TimOliver/TOSearchBar (a spent draw's)
/// crashed in init(frame:) at TOSearchBar.m:205, "Unexpectedly found nil while unwrapping".
@Suite struct ObjCNilArgumentToFrameworkTests {
  static let source = """
    #import <UIKit/UIKit.h>

    NS_ASSUME_NONNULL_BEGIN
    IB_DESIGNABLE
    @interface SearchBar : UIView
    @property (nonatomic, assign) BOOL showsCancelButton;
    @property (nullable, nonatomic, strong) UIButton *cancelButton;
    @end
    NS_ASSUME_NONNULL_END

    @implementation SearchBar
    - (instancetype)initWithFrame:(CGRect)frame {
        if (self = [super initWithFrame:frame]) {
            if (self.showsCancelButton && self.cancelButton == nil) {
                self.cancelButton = [UIButton buttonWithType:UIButtonTypeSystem];
            }
            [self.cancelButton sizeToFit];
            [self addSubview:self.cancelButton];
        }
        return self;
    }
    @end
    """

  @Test func theCallIsMadeOnlyWithAValue() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["SearchBar.m": Self.source],
      containing: ["_ = self.cancelButton.map { nonnil0 in self.addSubview(nonnil0) }"])
    #expect(!swift.contains("cancelButton!"), "\(swift)")
  }

  /// So too one a header declares with no nullability (an implicitly unwrapped optional in
  /// Swift): the fifty-first draw's SEFilterControl inserted a view below its weak knob from
  /// `setFrame:` during `init`, before the knob was made (`SEFilterControl.m:195`), and
  /// crashed in init(frame:) where UIKit goes on.
  @Test func anUnannotatedObjectIsBoundToo() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Knob : UIButton
      @end
      @implementation Knob
      @end

      @interface Filter : UIView
      @property (nonatomic, weak) Knob *handler;
      @end
      @implementation Filter
      - (void)setFrame:(CGRect)frame {
          [super setFrame:frame];
          UIView *progress = [[UIView alloc] initWithFrame:self.bounds];
          [self insertSubview:progress belowSubview:self.handler];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(
      ["Filter.m": source], containing: ["self.handler.map { nonnil1 in "])
    #expect(!swift.contains("belowSubview: self.handler"), "\(swift)")
  }
}
