import EaselObjC
import Foundation
import Testing

/// Core Foundation's and Core Graphics' C API that Swift does not import by the same name:
/// the stub headers declare it, and the translation writes what Swift has.
///
/// - NSObject.h's `CFBridgingRelease` and `CFBridgingRetain`, and CFBase.h's `CFAutorelease`,
///   move an object in or out of Core Foundation's ownership; where Swift manages memory each
///   gives its argument (YYKit's `YYCFAutorelease`, the eighteenth draw's SmartLamp, spent:
///   "call to undeclared function 'CFBridgingRelease'").
/// - `kCFCoreFoundationVersionNumber` and CFBase.h's `kCFCoreFoundationVersionNumber_iOS_…`
///   macros, which code compares to tell the system (YLGIFImage's `IS_IOS8_OR_LATER()`).
/// - `CGContextEOClip` and `CGContextEOFillPath`, which the overlay retires for
///   `clip(using: .evenOdd)` and `fillPath(using: .evenOdd)`.
/// - `CGPathContainsPoint`, which the overlay replaces by `CGPath.contains(_:using:transform:)`
///   (XRP's `FSPieChartView`, the nineteenth draw, spent).
@Suite struct ObjCCoreFoundationBridgingTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static inline CFTypeRef Autoreleased(CFTypeRef arg) {
        id __autoreleasing obj = CFBridgingRelease(arg);
        return (__bridge CFTypeRef)obj;
    }

    IB_DESIGNABLE
    @interface PieView : UIView
    @property (nonatomic) CGMutablePathRef slice;
    @end
    @implementation PieView
    - (BOOL)isModern {
        return kCFCoreFoundationVersionNumber >= kCFCoreFoundationVersionNumber_iOS_8_0;
    }
    - (NSString *)name {
        CFStringRef held = (CFStringRef)CFBridgingRetain(@"slice");
        CFAutorelease(held);
        return (NSString *)CFBridgingRelease(held);
    }
    - (BOOL)hits:(CGPoint)point {
        CGMutablePathRef path = CGPathCreateMutable();
        CGPathAddRect(path, NULL, CGRectMake(0, 0, 10, 10));
        CGAffineTransform shift = CGAffineTransformMakeTranslation(5, 0);
        BOOL inside = CGPathContainsPoint(path, NULL, point, false);
        BOOL shifted = CGPathContainsPoint(path, &shift, point, YES);
        CGPathRelease(path);
        return inside && shifted;
    }
    - (void)drawRect:(CGRect)rect {
        CGContextRef context = UIGraphicsGetCurrentContext();
        CGContextAddRect(context, rect);
        CGContextAddEllipseInRect(context, CGRectInset(rect, 4, 4));
        CGContextEOClip(context);
        CGContextAddRect(context, rect);
        CGContextEOFillPath(context);
    }
    @end
    """

  @Test func bridgingVersionAndHitTestTranslate() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["PieView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(!swift.contains("CFBridgingRelease"), "\(swift)")
    #expect(swift.contains("kCFCoreFoundationVersionNumber"), "\(swift)")
    #expect(swift.contains("contains(point, using: false ? CGPathFillRule.evenOdd : .winding)"), "\(swift)")
    #expect(swift.contains("transform: shift)"), "\(swift)")
    // `CGContextEOClip`/`CGContextEOFillPath`: even-odd, as their names say (draw 44's
    // JKRoundSlider, spent: its handle's hole was clipped solid).
    #expect(swift.contains("clip(using: .evenOdd)"), "\(swift)")
    #expect(swift.contains("fillPath(using: .evenOdd)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
