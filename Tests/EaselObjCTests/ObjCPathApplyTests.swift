import Foundation
import Testing

@testable import EaselObjC

/// Core Graphics' path inspection: `CGPathApply` with a C function taking `void *info` and a
/// `const CGPathElement *` (whose `->type` and `->points[i]` are read through the pointer, a
/// framework struct's, not an object's), the object passed as `info` bridged back
/// (`(__bridge NSMutableArray *)info`), and `CGPathApplyWithBlock`. LSButton (a spent draw's)
/// failed on "unknown type name 'CGPathElement'".
@Suite struct ObjCPathApplyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static void collectPoints(void *info, const CGPathElement *element)
    {
        NSMutableArray *points = (__bridge NSMutableArray *)info;
        CGPoint *p = element->points;
        switch (element->type) {
            case kCGPathElementMoveToPoint:
            case kCGPathElementAddLineToPoint:
                [points addObject:[NSValue valueWithCGPoint:p[0]]];
                break;
            case kCGPathElementAddQuadCurveToPoint:
                [points addObject:[NSValue valueWithCGPoint:p[1]]];
                break;
            case kCGPathElementAddCurveToPoint:
                [points addObject:[NSValue valueWithCGPoint:element->points[2]]];
                break;
            case kCGPathElementCloseSubpath:
                break;
        }
    }

    IB_DESIGNABLE
    @interface PathDots : UIView
    @end
    @implementation PathDots
    - (NSArray *)pointsOfPath:(CGPathRef)path {
        NSMutableArray *points = [NSMutableArray array];
        CGPathApply(path, (__bridge void *)points, collectPoints);
        __block NSInteger closes = 0;
        CGPathApplyWithBlock(path, ^(const CGPathElement *element) {
            if (element->type == kCGPathElementCloseSubpath) closes += 1;
        });
        return points;
    }
    @end
    """

  @Test func aPathIsWalkedByAFunctionAndByABlock() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["PathDots.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("switch element.pointee.type {"), "\(swift)")
    // `void * __nullable info`: Swift's `info: UnsafeMutableRawPointer?`, passed as it is.
    #expect(
      swift.contains(
        "path?.apply(info: UnsafeMutableRawPointer(mutating: ObjCObjectPointer.opaque(points)), "
          + "function: collectPoints)"), "\(swift)")
    #expect(swift.contains("path?.applyWithBlock("), "\(swift)")
    #expect(
      swift.contains("(ObjCObjectPointer.object(at: info) as? NSMutableArray)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
