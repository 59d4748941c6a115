import Foundation
import Testing

@testable import EaselObjC

/// A factory sent to `self` in a class method (`+[UIColor(Brand) brandColor]` returning
/// `[self colorWithRed:…]`): `self` is a metatype value there, which Swift calls only as
/// `self.init(…)`. farshidce/YALField's UIColor+YALFieldColors.m (draw 43) failed on
/// "initializing from a metatype value must reference 'init' explicitly". An initializer that
/// is not required (`UIImage(named:)`, Swift's importer's too) cannot be called on a metatype
/// value: the class makes the object.
@Suite struct ObjCMetatypeFactoryTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface UIColor (Brand)
    + (instancetype)brandColorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue;
    @end
    @implementation UIColor (Brand)
    + (instancetype)brandColorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue {
        return [self colorWithRed:red / 255.f green:green / 255.f blue:blue / 255.f alpha:1];
    }
    @end

    @interface UIImage (Brand)
    + (instancetype)brandLogo;
    @end
    @implementation UIImage (Brand)
    + (instancetype)brandLogo {
        return [self imageNamed:@"logo"];
    }
    @end

    IB_DESIGNABLE
    @interface BrandView : UIView
    @end
    @implementation BrandView
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.backgroundColor = [UIColor brandColorWithRed:27 green:33 blue:46];
    }
    @end
    """

  @Test func factoryOfSelfIsInit() throws {
    try ObjCTestSupport.expectTranslation(
      ["BrandView.m": Self.source],
      containing: ["return self.init(red: ", "return UIImage(named: \"logo\")"])
  }
}
