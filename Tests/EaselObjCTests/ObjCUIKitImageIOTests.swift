import EaselObjC
import Foundation
import Testing

/// On iOS `<UIKit/UIKit.h>` brings Core Image (`UIImage.h`, `UIColor.h` import
/// `<CoreImage/CoreImage.h>`) and, through Core Image's `CIImage.h`, ImageIO: a file that
/// imports only UIKit may read a GIF's frames with `CGImageSource` (yangKJ/KJBannerViewDemo's
/// `KJBannerViewCell.m`, spent draw 50: "use of undeclared identifier 'CGImageSourceRef'").
/// The stub modules import them in that order, and the translation imports their façades.
@Suite struct ObjCUIKitImageIOTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Frames : UIView
    @end
    @implementation Frames
    - (UIImage *)imageFromData:(NSData *)data {
        CGImageSourceRef source = CGImageSourceCreateWithData((__bridge CFDataRef)data, nil);
        size_t count = CGImageSourceGetCount(source);
        NSMutableArray *images = [NSMutableArray array];
        NSTimeInterval time = 0;
        for (size_t i = 0; i < count; i++) {
            CGImageRef cgImage = CGImageSourceCreateImageAtIndex(source, i, nil);
            [images addObject:[UIImage imageWithCGImage:cgImage]];
            CGImageRelease(cgImage);
            CFDictionaryRef properties = CGImageSourceCopyPropertiesAtIndex(source, i, NULL);
            CFDictionaryRef gif = CFDictionaryGetValue(properties, kCGImagePropertyGIFDictionary);
            NSNumber *delay = (__bridge id)CFDictionaryGetValue(gif, kCGImagePropertyGIFDelayTime);
            time += delay.doubleValue;
            CFRelease(properties);
        }
        CFRelease(source);
        CIImage *ci = [CIImage imageWithColor:[CIColor colorWithRed:1 green:0 blue:0]];
        return ci ? [UIImage animatedImageWithImages:images duration:time] : nil;
    }
    @end
    """

  @Test func importingUIKitDeclaresImageIOAndCoreImage() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Frames.m": Self.source],
      containing: [
        "import ImageIO", "CGImageSourceCreateWithData(", "CGImageSourceGetCount(",
        "CGImageSourceCreateImageAtIndex(", "CGImageSourceCopyPropertiesAtIndex(",
        "kCGImagePropertyGIFDictionary", "CIImage(color:",
      ])
    #expect(!swift.contains("is not translated"), "\(swift)")
  }
}
