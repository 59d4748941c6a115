import EaselObjC
import Foundation
import Testing

/// `&p[i]` of a C pointer is the address of its element, `p + i`: stored in a local, given
/// to a pointer parameter, read through. Swift's `&p[i]` is only an inout argument, so a
/// local initialised with it was Swift's "'&' may only be used to pass an argument to inout
/// parameter" (RSully/RSColorPicker's `BitmapContextRep`, a spent draw's).
@Suite struct ObjCElementAddressTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Pixels : UIView {
        unsigned char *bitmapData;
        size_t width;
    }
    @end

    static void clearPixel(UInt8 *p) { p[0] = 0; }

    @implementation Pixels
    - (void)getPixel:(UInt8 *)rgba atX:(long)x y:(long)y {
        unsigned char *argb = &bitmapData[((y * width) + x) * 4];
        rgba[0] = argb[1];
        rgba[3] = argb[0];
    }
    - (void)setPixel:(const UInt8 *)rgba atX:(long)x y:(long)y {
        const UInt8 *rest = &rgba[1];
        UInt8 *target = &bitmapData[((y * width) + x) * 4 + 1];
        target[0] = rest[0];
        bitmapData[((y * width) + x) * 4] = rgba[0];
    }
    - (void)clearFrom:(long)x {
        clearPixel(&bitmapData[x]);
    }
    @end
    """

  @Test func theAddressOfAPointersElementIsThePointerPlusItsIndex() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Pixels.m": Self.source],
      containing: [
        // `size_t` arithmetic is unsigned in C, modulo 2^64.
        "let argb: UnsafeMutablePointer<UInt8> = (self.bitmapData! + (((y &* self.width) &+ x) &* 4))",
        "let rest: UnsafePointer<UInt8> = (rgba! + 1)",
        "clearPixel((self.bitmapData! + x))",
      ])
    #expect(!swift.contains("&self.bitmapData"), "\(swift)")
  }
}
