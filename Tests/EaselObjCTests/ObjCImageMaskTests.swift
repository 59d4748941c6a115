import EaselObjC
import Foundation
import Testing

/// `CGImageMaskCreate` and `CGImageCreateWithMask`, the common "mask an image" recipe: the
/// name table declares them now that the façade makes image masks and masks images
/// (`CGImage(maskWidth:…)`, `masking(_:)`). ayianni/YSDrawables' `UIImage (Mask)` (the spent
/// thirty-second draw's) stopped at "call to undeclared function 'CGImageMaskCreate'", which
/// left its YSMaskedImageView without the category ("value of type 'UIImage' has no member
/// 'maskImage'").
@Suite struct ObjCImageMaskTests {
  @Test func aMaskIsMadeOfAnImagesPixelsAndCutsAnother() throws {
    let category = """
      #import <UIKit/UIKit.h>
      @interface UIImage (Cut)
      - (UIImage *)cutWithMask:(UIImage *)maskImage;
      @end
      @implementation UIImage (Cut)
      - (UIImage *)cutWithMask:(UIImage *)maskImage {
          CGImageRef maskRef = maskImage.CGImage;
          CGImageRef mask = CGImageMaskCreate(CGImageGetWidth(maskRef), CGImageGetHeight(maskRef),
              CGImageGetBitsPerComponent(maskRef), CGImageGetBitsPerPixel(maskRef),
              CGImageGetBytesPerRow(maskRef), CGImageGetDataProvider(maskRef), NULL, false);
          CGImageRef masked = CGImageCreateWithMask([self CGImage], mask);
          CGImageRelease(mask);
          UIImage *result = [UIImage imageWithCGImage:masked];
          CGImageRelease(masked);
          return result;
      }
      @end
      """
    let view = """
      #import <UIKit/UIKit.h>
      @interface UIImage (Cut)
      - (UIImage *)cutWithMask:(UIImage *)maskImage;
      @end
      IB_DESIGNABLE
      @interface CutImageView : UIImageView
      @property (nonatomic, strong) IBInspectable UIImage *maskImage;
      @end
      @implementation CutImageView
      - (void)setMaskImage:(UIImage *)maskImage {
          _maskImage = maskImage;
          self.image = [self.image cutWithMask:maskImage];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade([
      "UIImage+Cut.m": category, "CutImageView.m": view,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("CGImage(maskWidth: "), "\(swift)")
    #expect(swift.contains(".masking("), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
