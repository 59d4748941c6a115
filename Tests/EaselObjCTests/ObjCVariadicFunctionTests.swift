import Foundation
import Testing

@testable import EaselObjC

/// A project's C variadic function, as Masonry's `_MASBoxValue` boxes any value: the rest of
/// its arguments as Swift's `Any?...`, `va_list` read through `ObjCVariadicArguments`.
@Suite struct ObjCVariadicFunctionTests {
  @Test func variadicFunctionsReadTheirArgumentsThroughAList() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Box.m": """
        #import <UIKit/UIKit.h>
        static inline id Box(const char *type, ...) {
            va_list v;
            va_start(v, type);
            id obj = nil;
            if (strcmp(type, @encode(id)) == 0) {
                id actual = va_arg(v, id);
                obj = actual;
            } else if (strcmp(type, @encode(CGPoint)) == 0) {
                CGPoint actual = (CGPoint)va_arg(v, CGPoint);
                obj = [NSValue value:&actual withObjCType:type];
            } else if (strcmp(type, @encode(double)) == 0) {
                double actual = (double)va_arg(v, double);
                obj = [NSNumber numberWithDouble:actual];
            }
            va_end(v);
            return obj;
        }
        @interface Boxes : UIView
        @end
        @implementation Boxes
        - (void)layoutSubviews {
            CGPoint p = CGPointMake(1, 2);
            id point = Box(@encode(CGPoint), p);
            id width = Box(@encode(double), self.bounds.size.width);
            (void)point; (void)width;
        }
        @end
        """
      ],
      containing: [
        "func Box(_ type: UnsafePointer<CChar>!, _ easelVariadicArguments: Any?...) -> Any! {",
        "var v = ObjCVariadicArguments()",
        "v = ObjCVariadicArguments(easelVariadicArguments)",
        "v.next(Any?.self)",
        "v.next(CGPoint.self)",
        "v.next(Double.self)",
        "Box(\"{CGPoint=dd}\", p)",
      ])
  }
}
