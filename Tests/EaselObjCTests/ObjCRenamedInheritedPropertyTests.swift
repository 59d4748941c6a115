import Foundation
import Testing

@testable import EaselObjC

/// A view's property declared again under UIKit's Objective-C name where Swift names it
/// otherwise (`@property UIView *maskView;`, UIView's `mask`): UIKit declares it in a category,
/// so clang synthesizes it again and its accessors override UIKit's; the override, and every
/// access, take Swift's name. tpctt/DesktopADView (draw 41): "property does not override any
/// property from its superclass" at its `maskView`.
@Suite struct ObjCRenamedInheritedPropertyTests {
  @Test func aRestatedFrameworkPropertyTakesSwiftsName() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Banner : UIView
      @property (strong, nonatomic) UIView *maskView;
      @end
      @implementation Banner
      - (instancetype)initWithFrame:(CGRect)frame {
          self = [super initWithFrame:frame];
          if (self) {
              self.maskView = [[UIView alloc] init];
              self.maskView.alpha = 0.5;
              [self addSubview:self.maskView];
          }
          return self;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Banner.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("override var mask: UIView!"), "\(swift)")
    #expect(swift.contains("self.addSubview(self.mask)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
