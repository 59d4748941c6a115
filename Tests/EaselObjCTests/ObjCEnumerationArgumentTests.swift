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

  /// A number given for an enumeration or option set a C function takes
  /// (`CGContextDrawRadialGradient(…, 0.0)` for its `CGGradientDrawingOptions`): C converts
  /// a floating value to an integer (toward zero) and that to the enumeration, so `0.0` is
  /// the empty set (RSully/RSColorPicker's `BGRSLoupeLayer`: "cannot convert value of type
  /// 'Double' to expected argument type 'CGGradientDrawingOptions'").
  @Test func aNumberGivenForAnOptionSetIsItsValue() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Glint.m": """
        #import <UIKit/UIKit.h>

        @interface Glint : UIView
        @end
        @implementation Glint
        - (void)drawRect:(CGRect)rect {
            CGContextRef ctx = UIGraphicsGetCurrentContext();
            CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
            NSArray *colors = @[(id)[UIColor whiteColor].CGColor, (id)[UIColor clearColor].CGColor];
            CGGradientRef g = CGGradientCreateWithColors(space, (__bridge CFArrayRef)colors, NULL);
            CGPoint c = CGPointMake(5, 5);
            CGContextDrawRadialGradient(ctx, g, c, 0.0, c, 5, 0.0);
            CGContextDrawRadialGradient(ctx, g, c, 0, c, 5, 0);
            CGContextDrawLinearGradient(ctx, g, c, CGPointZero, 3);
            CGGradientRelease(g);
            CGColorSpaceRelease(space);
        }
        @end
        """
      ],
      containing: ["endRadius: 5, options: [])"])
    #expect(swift.contains("options: CGGradientDrawingOptions(rawValue: "), "\(swift)")
  }
}
