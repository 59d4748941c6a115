import Foundation
import Testing

@testable import EaselObjC

/// A Core Foundation collection made the ways Objective-C makes one and passed where a
/// framework function takes a `CFArrayRef` (`CGGradientCreateWithColors`): a Foundation array
/// bridged (`(__bridge CFArrayRef)@[…]`), or `CFArrayCreate` over a C array of the objects
/// (`(const void *[]){a.CGColor, b.CGColor}`), whose values Swift's importer types as
/// `UnsafeMutablePointer<UnsafeRawPointer?>`. johzhao/Flo's GraphView (a spent draw's) failed
/// on the second: "cannot convert '[CGColor?]' to 'UnsafeMutablePointer<UnsafeRawPointer?>'".
@Suite struct ObjCCoreFoundationCollectionTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Shade : UIView
    @property (nonatomic, strong) UIColor *startColor;
    @property (nonatomic, strong) UIColor *endColor;
    @end
    @implementation Shade
    - (void)drawRect:(CGRect)rect {
        CGContextRef context = UIGraphicsGetCurrentContext();
        CFArrayRef colors = CFArrayCreate(kCFAllocatorDefault, (const void*[]){self.startColor.CGColor, self.endColor.CGColor}, 2, nil);
        CGFloat *locations = (CGFloat[]){0.0, 1.0};
        CGColorSpaceRef colorSpace = CGColorSpaceCreateDeviceRGB();
        CGGradientRef gradient = CGGradientCreateWithColors(colorSpace, colors, locations);
        CGContextDrawLinearGradient(context, gradient, CGPointZero, CGPointMake(0, 10), 0);
        CGGradientRef second = CGGradientCreateWithColors(colorSpace, (__bridge CFArrayRef)@[(id)self.startColor.CGColor, (id)self.endColor.CGColor], NULL);
        CGContextDrawLinearGradient(context, second, CGPointZero, CGPointMake(0, 10), 0);
        const void *values[] = {self.startColor.CGColor, self.endColor.CGColor};
        CFArrayRef third = CFArrayCreate(NULL, values, 2, NULL);
        CGGradientRef gradient3 = CGGradientCreateWithColors(colorSpace, third, NULL);
        CGContextDrawLinearGradient(context, gradient3, CGPointZero, CGPointMake(0, 10), 0);
        void *owner = (__bridge void *)self;
        if (owner == NULL) { return; }
        CFRelease(colors);
        CFRelease(third);
        CGGradientRelease(gradient);
        CGGradientRelease(second);
        CGGradientRelease(gradient3);
        CGColorSpaceRelease(colorSpace);
    }
    @end
    """

  @Test func aCFArrayOfObjectsReachesACFArrayParameter() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Shade.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("CFArrayCreate(kCFAllocatorDefault, ObjCCompoundLiteral.storage(["), "\(swift)")
    #expect(swift.contains("ObjCObjectPointer.opaque(self.startColor?.cgColor)"), "\(swift)")
    #expect(swift.contains("var values: [UnsafeRawPointer?] = ["), "\(swift)")
    #expect(swift.contains("CFArrayCreate(nil, &values, 2, nil)"), "\(swift)")
    #expect(
      swift.contains("UnsafeMutableRawPointer(mutating: ObjCObjectPointer.opaque(self))"),
      "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
