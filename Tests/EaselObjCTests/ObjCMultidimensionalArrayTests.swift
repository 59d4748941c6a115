import Foundation
import Testing

@testable import EaselObjC

/// C's arrays of any dimension, as C defines them: a multi-dimensional array is an array of
/// arrays (C11 6.7.6.2), `E1[E2]` its element (6.5.2.1), a sub-array decays to a pointer to
/// its first element where one is wanted (6.3.2.1p3), and `sizeof` of an array is its
/// elements' (6.5.3.4). Swift's nested arrays are that: `float p[4][2]` is `[[Float]]`.
/// XXXTabbar (census 53) failed on `float p[4][2]; … values:p[i]]; cp[i].x = p[i][0];`
/// ("a C array subscript is not translated").
@Suite struct ObjCMultidimensionalArrayTests {
  static let source = """
    #import <UIKit/UIKit.h>

    typedef struct { float x; float y; } Point2D;
    typedef struct { float m[3]; int count; } Triple;

    static float sum(const float *values, int count) {
        float s = 0;
        for (int i = 0; i < count; i++) { s += values[i]; }
        return s;
    }

    IB_DESIGNABLE
    @interface Curve : UIView
    @end
    @implementation Curve
    - (void)drawRect:(CGRect)rect {
        CAMediaTimingFunction *function = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn];
        float p[4][2];
        Point2D cp[4];
        for (int i = 0; i < 4; ++i) {
            [function getControlPointAtIndex:i values:p[i]];
            cp[i].x = p[i][0];
            cp[i].y = p[i][1];
        }
        p[3][1] = cp[2].y + 1;
        int grid[2][3] = {{1, 2, 3}, {4}};
        float (^total)(float *) = ^float(float *row) { return row[0] + row[1]; };
        float rowSum = sum(p[1], 2) + total(p[2]) + grid[1][0];
        size_t rows = sizeof(p) / sizeof(p[0]);
        size_t cells = sizeof(grid) / sizeof(grid[0][0]);
        Triple t;
        t.m[1] = 2;
        float first = t.m[1] + (float)rows + (float)cells + rowSum;
        UIRectFill(CGRectMake(cp[1].x * first, 0, 10, 10));
    }
    @end
    """

  @Test func anArrayOfArraysIsSubscriptedDecaysAndMeasuresAsC() throws {
    try ObjCTestSupport.expectTranslation(
      ["Curve.m": Self.source],
      containing: [
        "var p: [[Float]] = [[Float]](repeating: [Float](repeating: 0, count: 2), count: 4)",
        "getControlPoint(at: Int(i), values: &p[Int(i)])",
        "cp[Int(i)].x = p[Int(i)][0]",
        "p[3][1] = cp[2].y + 1",
        "var grid: [[Int32]] = [[1, 2, 3], [4, 0, 0]]",
        "sum(&p[1], 2)", "total(&p[2])",
        "4 * 2 * MemoryLayout<Float>.size", "2 * MemoryLayout<Float>.size",
        "2 * 3 * MemoryLayout<Int32>.size",
        "var m: [Float] = [Float](repeating: 0, count: 3)", "t.m[1] = 2",
      ])
  }
}
