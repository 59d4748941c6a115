import Foundation
import Testing

@testable import EaselObjC

/// An `instancetype` result is typed as the receiver's static class, as Objective-C types it:
/// `[super ibr_loadFromNib]` in a class method of a `UIView` subclass gives the subclass, as
/// do `[self …]` and `[Subclass …]`, while Swift's declaration returns the class implementing
/// the method (`UIView!`), so the result is narrowed (`as? Reusable`). andrebraga/IBReusable's
/// IBRReusableView (a spent draw's) failed on "cannot convert 'UIView?' to
/// 'IBRReusableView?'".
@Suite struct ObjCInstanceTypeResultTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @interface UIView (Nib)
    + (instancetype)ibr_loadFromNib;
    - (instancetype)ibr_configured;
    @end
    """
  static let category = """
    #import "UIView+Nib.h"
    @implementation UIView (Nib)
    + (instancetype)ibr_loadFromNib { return [[self alloc] initWithFrame:CGRectZero]; }
    - (instancetype)ibr_configured { self.backgroundColor = [UIColor redColor]; return self; }
    @end
    """
  static let view = """
    #import "UIView+Nib.h"
    @interface Base : UIView
    + (instancetype)made;
    @end
    @implementation Base
    + (instancetype)made { return [[self alloc] init]; }
    @end

    IB_DESIGNABLE
    @interface Reusable : Base
    @end
    @implementation Reusable
    + (instancetype)loadFromNib {
        return [super ibr_loadFromNib];
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        Reusable *configured = [self ibr_configured];
        Reusable *loaded = [Reusable ibr_loadFromNib];
        Reusable *made = [Reusable made];
        UIView *plain = [UIView ibr_loadFromNib];
        configured.alpha = loaded.alpha + made.alpha + plain.alpha;
    }
    @end
    """

  @Test func anInstanceTypeResultIsTheReceiversClass() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "UIView+Nib.h": Self.header, "UIView+Nib.m": Self.category, "Reusable.m": Self.view,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    for expected in [
      "ibr_loadFromNib() as? Reusable)", "self.ibr_configured() as? Reusable)",
      "(Reusable.made() as? Reusable)", "UIView.ibr_loadFromNib()",
    ] {
      #expect(swift.contains(expected), "\(expected)\n\(swift)")
    }
    #expect(!swift.contains("UIView.ibr_loadFromNib() as?"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
