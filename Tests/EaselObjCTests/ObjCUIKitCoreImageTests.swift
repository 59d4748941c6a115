import EaselObjC
import Foundation
import Testing

/// What `UIImage.h` and `UIColor.h` add to Core Image and Core Image to UIKit (`UIImage.CIImage`,
/// `+imageWithCIImage:scale:orientation:`, `-[CIColor initWithColor:]`,
/// `-[CIImage initWithImage:]`) translates to the façade's: the forty-fifth draw's
/// YXCycleScrollView failed in its SDWebImage pod (`UIImage+Transform.m`: "property 'CIImage'
/// not found on object of type 'UIImage *'") because the name table read no declaration of the
/// façade's `UIKit` module itself, where they are.
@Suite struct ObjCUIKitCoreImageTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <CoreImage/CoreImage.h>

    @interface Tinter : UIView
    @end
    @implementation Tinter
    - (UIImage *)tinted:(UIImage *)image color:(UIColor *)color {
        CIImage *input = image.CIImage;
        if (!input) input = [[CIImage alloc] initWithImage:image];
        CIColor *tint = [[CIColor alloc] initWithColor:color];
        CIImage *filled = [[CIImage imageWithColor:tint] imageByCroppingToRect:input.extent];
        return [UIImage imageWithCIImage:filled scale:image.scale orientation:image.imageOrientation];
    }
    @end
    """

  /// Each of UIKit's Core Image additions is the façade's, under its Swift name.
  @Test func uikitCoreImageAdditions() throws {
    _ = try ObjCTestSupport.expectTranslation(
      ["Tinter.m": Self.source],
      containing: [".ciImage", "CIImage(image:", "CIColor(color:", "UIImage(ciImage:"])
  }
}
