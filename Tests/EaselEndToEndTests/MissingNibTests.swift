import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A nib the project has no `.xib` for raises when instantiated, as UIKit's does: the
/// designable is reported Crashed with UIKit's reason, never drawn blank without a word.
@Suite struct MissingNibTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Tagged : UIControl
    @property (strong, nonatomic) UIView *view;
    @end
    """

  static let implementation = """
    #import "Tagged.h"
    @implementation Tagged
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        UINib *nib = [UINib nibWithNibName:@"TaggedContent" bundle:nil];
        self.view = [nib instantiateWithOwner:self options:nil][0];
        [self addSubview:self.view];
        return self;
    }
    @end
    """

  @Test func aNibTheProjectLacksRaisesAsUIKitDoes() throws {
    let (run, _) = try ObjCOneViewXib.render(
      "Tagged", header: Self.header, implementation: Self.implementation, width: 100, height: 40)
    #expect(run.stderr.contains("Designables: Tagged: Crashed in init(frame:)"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "uncaught exception 'NSInternalInconsistencyException', reason: 'Could not load NIB in "
          + "bundle: 'NSBundle <"),
      "\(run.stderr)")
    #expect(run.stderr.contains("> (loaded)' with name 'TaggedContent''"), "\(run.stderr)")
  }
}
