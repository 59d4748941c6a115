import EaselObjC
import Foundation
import Testing

/// An enumeration's constant given to a C function where its header takes an integer
/// (`kCGImageAlphaPremultipliedLast` for `CGBitmapContextCreate`'s `uint32_t bitmapInfo`, as
/// Apple's own samples pass it): C converts it, Swift does not, so it goes by its raw value
/// converted to the parameter's type. The translation passed the enumeration ("cannot convert
/// value of type 'CGImageAlphaInfo' to expected argument type 'UInt32'").
@Suite struct ObjCEnumerationArgumentTests {
  @Test func anEnumerationGivenForAnIntegerGoesByItsRawValue() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Bitmap.m": """
        #import <UIKit/UIKit.h>

        @interface Bitmap : NSObject
        - (CGContextRef)newContext;
        @end
        @implementation Bitmap
        - (CGContextRef)newContext {
            CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
            CGContextRef context = CGBitmapContextCreate(NULL, 4, 4, 8, 16, space,
                                                         kCGImageAlphaPremultipliedLast);
            CGColorSpaceRelease(space);
            return context;
        }
        @end
        """
      ],
      containing: ["bitmapInfo: UInt32(CGImageAlphaInfo.premultipliedLast.rawValue))"])
  }
}
