import Testing

/// GNU C's statement expression, `({ …; value; })`: its statements run in order and its value
/// is the last expression's, as a closure called at once.
@Suite struct ObjCStatementExpressionTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Styled : UILabel
    @property (nonatomic, copy) NSDictionary *(^attributesForTag)(NSString *tag);
    @end

    @implementation Styled
    - (void)awakeFromNib {
        [super awakeFromNib];
        NSDictionary *attributes = ({
            NSDictionary *found = nil;
            if (self.attributesForTag) {
                found = self.attributesForTag(@"b");
            }
            found;
        });
        CGFloat width = ({ CGFloat w = self.bounds.size.width; w / 2; });
        ({ self.alpha = 0.5; });
        self.attributedText = [[NSAttributedString alloc] initWithString:@"x" attributes:attributes];
        self.preferredMaxLayoutWidth = width;
    }
    @end
    """

  @Test func runsTheStatementsAndGivesTheLastValue() throws {
    try ObjCTestSupport.expectTranslation(
      ["Styled.m": Self.source],
      containing: ["{ () -> [AnyHashable: Any]? in", "{ () -> CGFloat in", "}()"])
  }

  @Test func aReturnOutOfItIsALocatedError() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Early : UIView
      @end
      @implementation Early
      - (void)layoutSubviews {
          [super layoutSubviews];
          CGFloat w = ({ if (self.hidden) return; self.bounds.size.width; });
          self.alpha = w;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Early.m": source])
    let errors = try #require(t.failedClasses["Early"])
    #expect(
      errors.map(\.message) == ["`return` out of a statement expression is not translated"])
  }
}
