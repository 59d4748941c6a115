import EaselObjC
import Foundation
import Testing

/// Core Graphics takes NULL for its objects (a context, gradient, path, colour, image) and
/// does nothing with it, where Swift's overlay declares the parameter non-optional: a
/// gradient made of nil colours (`CGGradientCreateWithColors` gives NULL) drawn, a nil
/// colour's components (`CGColorGetComponents(nil)`, the overlay's `[CGFloat]?`) set as a
/// fill. The call is made only with a value, as the draw does nothing without one.
@Suite struct ObjCNullableCoreGraphicsArgumentTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Shade : UIView
    @property (nonatomic, strong) IBInspectable UIColor *startColor;
    @property (nonatomic, strong) IBInspectable UIColor *endColor;
    @end

    @implementation Shade
    - (void)drawRect:(CGRect)rect {
        CGContextRef context = UIGraphicsGetCurrentContext();
        NSArray *colors = @[(__bridge id)self.startColor.CGColor, (__bridge id)self.endColor.CGColor];
        CGFloat locations[] = {0.0, 1.0};
        CGColorSpaceRef space = CGColorSpaceCreateDeviceRGB();
        CGGradientRef gradient = CGGradientCreateWithColors(space, (__bridge CFArrayRef)colors, locations);
        CGContextDrawLinearGradient(context, gradient, CGPointZero, CGPointMake(0, 10), 0);
        CGContextSetFillColor(context, CGColorGetComponents([self.startColor CGColor]));
        CGContextSetFillColorWithColor(context, self.endColor.CGColor);
        CGContextAddPath(context, nil);
        CGContextFillPath(context);
        CGGradientRelease(gradient);
        CGColorSpaceRelease(space);
    }
    @end
    """

  @Test func aNullableObjectReachesANonOptionalOverlayParameterOnlyWithAValue() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Shade.m": Self.source],
      containing: [
        "_ = gradient.map { nonnil1 in context?.drawLinearGradient(nonnil1,",
        "_ = (self.startColor?.cgColor.components).map { nonnil1 in context?.setFillColor(nonnil1) }",
        "_ = (self.endColor?.cgColor).map { nonnil1 in context?.setFillColor(nonnil1) }",
      ])
    #expect(!swift.contains("gradient!"), "\(swift)")
  }

  /// UIKit's free functions take a NULL object their header declares nonnull and go on
  /// (`UIGraphicsPushContext(UIGraphicsGetCurrentContext())` outside drawing, where there is
  /// no current context, as DLRadioButton's icon method does): called only with a value.
  /// Core Foundation's keep the unwrap (`CFRelease(NULL)` traps on iOS too).
  @Test func aUIKitFunctionGivenNilIsNotCalled() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Icon.m": """
        #import <UIKit/UIKit.h>

        IB_DESIGNABLE
        @interface Icon : UIButton
        @end

        @implementation Icon
        - (UIImage *)icon {
            CGContextRef context = UIGraphicsGetCurrentContext();
            UIGraphicsPushContext(context);
            UIGraphicsBeginImageContextWithOptions(CGSizeMake(4, 4), NO, 0.0);
            UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
            UIGraphicsPopContext();
            UIGraphicsEndImageContext();
            return image;
        }
        @end
        """
      ],
      containing: ["_ = context.map { nonnil0 in UIGraphicsPushContext(nonnil0) }"])
    #expect(!swift.contains("UIGraphicsPushContext(context!)"), "\(swift)")
  }

  /// A Core Graphics function the overlay makes an initializer takes an object C declares
  /// nullable as the façade's initializer declares it: `CGBitmapContextCreate(…, space, …)`
  /// with a colour space kept in a variable (Swift's `CGColorSpace?`) is made only with a
  /// value, nil without one as C's gives NULL, where Swift refused the optional for
  /// `space: CGColorSpace` (RSully/RSColorPicker's `CGContextCreator`, a spent draw's).
  @Test func anOverlayInitializerTakesANullableObjectOnlyWithAValue() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Bitmap.m": """
        #import <UIKit/UIKit.h>

        @interface Bitmap : NSObject
        + (CGContextRef)newContext;
        @end
        @implementation Bitmap
        + (CGContextRef)newContext {
            CGColorSpaceRef space;
            space = CGColorSpaceCreateDeviceRGB();
            CGContextRef context = CGBitmapContextCreate(NULL, 4, 4, 8, 16, space,
                                                         kCGImageAlphaPremultipliedFirst);
            CGColorSpaceRelease(space);
            return context;
        }
        @end
        """
      ],
      containing: [
        "space.flatMap { nonnil5 in CGContext(data: nil, width: 4, height: 4,",
        "bitmapInfo: UInt32(CGImageAlphaInfo.premultipliedFirst.rawValue)",
      ])
    #expect(!swift.contains("space: space"), "\(swift)")
  }

  /// Where Core Graphics' header says `__nullable` (not `cg_nullable`, which Swift drops), the
  /// overlay's parameter is optional, and NULL is passed: a transparency layer begun without
  /// auxiliary info, a shadow turned off with a NULL colour (liuhaoliang/HLProgressView's
  /// gloss, the spent fifty-first draw's), where the call was skipped for want of a value.
  @Test func aNullArgumentToAnOptionalOverlayParameterIsPassed() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Gloss.m": """
        #import <UIKit/UIKit.h>

        IB_DESIGNABLE
        @interface Gloss : UIView
        @end

        @implementation Gloss
        - (void)drawRect:(CGRect)rect {
            CGContextRef context = UIGraphicsGetCurrentContext();
            CGContextBeginTransparencyLayerWithRect(context, rect, NULL);
            CGContextSetShadowWithColor(context, CGSizeMake(0, 1), 2, NULL);
            CGContextFillRect(context, rect);
            CGContextEndTransparencyLayer(context);
            CGContextBeginTransparencyLayer(context, NULL);
            CGContextEndTransparencyLayer(context);
        }
        @end
        """
      ],
      containing: [
        "context?.beginTransparencyLayer(in: rect, auxiliaryInfo: nil)",
        "context?.beginTransparencyLayer(auxiliaryInfo: nil)",
        "blur: 2, color: nil)",
      ])
    #expect(!swift.contains("nonnil"), "\(swift)")
  }
}
