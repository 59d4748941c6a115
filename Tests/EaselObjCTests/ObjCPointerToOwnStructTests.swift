import Foundation
import Testing

@testable import EaselObjC

/// A pointer to one of the project's own structs is a pointer, whose elements' members are
/// read and written (`typedef struct { float x; float y; } Point2D;` in a header,
/// `Point2D *curve = malloc(…); curve[i].y`). It was read as an object of an unknown class
/// `Point2D`, so its subscript was "not translated" (XXXTabbar, census 53).
@Suite struct ObjCPointerToOwnStructTests {
  @Test func anElementsMemberIsReadAndWritten() throws {
    let header = """
      typedef struct
      {
          float x;
          float y;
      }
      Point2D;
      void ComputeBezier(Point2D *cp, int numberOfPoints, Point2D *curve);
      """
    let source = """
      #import <UIKit/UIKit.h>
      #import "bezier.h"

      void ComputeBezier(Point2D *cp, int numberOfPoints, Point2D *curve) {
          for (int i = 0; i < numberOfPoints; i++) { curve[i] = cp[i % 4]; }
      }

      @interface Easing : NSObject
      + (NSArray *)frames:(size_t)frameCount;
      @end
      @implementation Easing
      + (NSArray *)frames:(size_t)frameCount {
          Point2D cp[4];
          cp[0].x = 1;
          Point2D *curve = (Point2D *)malloc(frameCount * sizeof(Point2D));
          ComputeBezier(cp, (int)frameCount, curve);
          NSMutableArray *array = [NSMutableArray array];
          for (int i = 0; i < frameCount; ++i) {
              curve[i].x = 2;
              [array addObject:@(curve[i].y * 2)];
          }
          free(curve);
          return [array copy];
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Easing.m": source, "bezier.h": header],
      containing: ["curve[Int(i)].x = 2", "curve[Int(i)].y * 2"])

  }
}
