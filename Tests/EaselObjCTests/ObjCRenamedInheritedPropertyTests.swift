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
    // UIKit's is nullable: a message through it chains, and it is passed where UIKit takes
    // an object only when it is one.
    #expect(swift.contains("self.mask?.alpha = 0.5"), "\(swift)")
    #expect(swift.contains("self.mask.map { nonnil0 in self.addSubview(nonnil0) }"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// Such a property is `nullable` in UIKit and restated without nullability, so it may be
  /// nil, and a message sent through it to nil returns zero in Objective-C: every receiver
  /// it is chains (`self.mask?.layer.borderWidth = 2`), as any other that may be nil does,
  /// where a force-unwrap trapped before the property was set (boldrocket/RDNumberPicker,
  /// whose `selectedColor` setter, run by a runtime attribute, reaches `self.maskView.layer`
  /// before `-layoutSubviews` makes the view).
  @Test func aRestatedNullableFrameworkPropertyChainsAsItMayBeNil() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Dial : UIView
      @property (strong, nonatomic) UIColor *ringColor;
      @end
      @interface Dial ()
      @property (nonatomic, strong) UIView *maskView;
      @end
      @implementation Dial
      - (void)setRingColor:(UIColor *)ringColor {
          _ringColor = ringColor;
          self.maskView.layer.borderColor = ringColor.CGColor;
          [self.maskView.layer setBorderWidth:2];
          CGFloat width = self.maskView.frame.size.width;
          self.alpha = width;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Dial.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("override var mask: UIView!"), "\(swift)")
    #expect(swift.contains("self.mask?.layer.borderColor = "), "\(swift)")
    #expect(swift.contains("self.mask?.layer.borderWidth = 2"), "\(swift)")
    #expect(!swift.contains("self.mask.layer"), "\(swift)")
    #expect(!swift.contains("self.mask.frame"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
