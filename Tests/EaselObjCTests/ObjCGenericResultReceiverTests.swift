import Foundation
import Testing

@testable import EaselObjC

/// A Foundation collection's generic result (`firstObject` of an
/// `NSMutableArray<NSString *>`), which Swift's class gives as `Any`, messaged as the class
/// clang specializes it to: cast to that class (`as? String`), the message sent to nil where
/// the object is not one. The translation sent the message to `Any` ("value of type 'Any'
/// has no member 'boundingRect'", Zanael/InterviewCustomControl's CustomSegmentControl, a
/// spent draw's).
@Suite struct ObjCGenericResultReceiverTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface TitleStrip : UIView
    @property (strong, nonatomic) NSMutableArray<NSString *> *titles;
    @property (strong, nonatomic) NSMutableArray<UILabel *> *labels;
    @end
    @implementation TitleStrip
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.titles = [NSMutableArray<NSString *> new];
        [self.titles addObject:@"One"];
        CGRect r = [self.titles.firstObject boundingRectWithSize:CGSizeMake(100, 100)
            options:NSStringDrawingUsesLineFragmentOrigin
            attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:12]} context:nil];
        self.labels = [NSMutableArray new];
        [self.labels.lastObject setText:self.titles.lastObject];
        [[self.labels objectAtIndex:0] sizeToFit];
        self.bounds = r;
    }
    @end
    """

  @Test func aGenericResultIsMessagedAsItsSpecializedClass() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["TitleStrip.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// A property of the generic result read (`_labels.firstObject.bounds`), the collection
  /// an instance variable or a property: cast as for a message. spromicky/StepSlider (a spent
  /// draw's) failed on "value of type 'Any' has no member 'bounds'".
  @Test func aGenericResultsPropertyIsReadAsItsSpecializedClass() throws {
    let source = """
      #import <UIKit/UIKit.h>

      IB_DESIGNABLE
      @interface Steps : UIView
      {
          NSMutableArray <CATextLayer *> *_labels;
      }
      @property (nonatomic, strong) NSMutableArray<CATextLayer *> *texts;
      @end
      @implementation Steps
      - (void)layoutSubviews {
          [super layoutSubviews];
          _labels = [NSMutableArray new];
          CGFloat w = _labels.firstObject.bounds.size.width;
          CGFloat h = self.texts.lastObject.bounds.size.height;
          _labels.lastObject.frame = self.bounds;
          self.alpha = w + h;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Steps.m": source],
      containing: [
        "(self._labels?.firstObject as? CATextLayer)?.bounds",
        "(self.texts?.lastObject as? CATextLayer)?.bounds",
      ])
  }
}
