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

  /// A class's own method declared `, ... NS_REQUIRES_NIL_TERMINATION` (a helper adding a
  /// nil-terminated list of animations to a view) takes the rest as `Any?...` too, and a send
  /// passes them after its labelled arguments; Swift checks the whole.
  @Test func aNilTerminatedMethodOfTheModuleTakesItsRestAsAList() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Animator : NSObject
      + (void)addAnimations:(UIView *)view forKey:(NSString *)key, ... NS_REQUIRES_NIL_TERMINATION;
      - (NSInteger)sum:(NSInteger)first, ...;
      @end
      @implementation Animator
      + (void)addAnimations:(UIView *)view forKey:(NSString *)key, ... {
          va_list animations;
          CAAnimation *animation;
          va_start(animations, key);
          int i = 0;
          while ((animation = va_arg(animations, CAAnimation *))) {
              [view.layer addAnimation:animation forKey:[NSString stringWithFormat:@"%@_%d", key, i]];
              i++;
          }
          va_end(animations);
      }
      - (NSInteger)sum:(NSInteger)first, ... {
          va_list rest;
          va_start(rest, first);
          NSInteger total = first;
          for (NSInteger n = va_arg(rest, NSInteger); n != 0; n = va_arg(rest, NSInteger)) total += n;
          va_end(rest);
          return total;
      }
      @end
      @interface Burst : UIView
      @end
      @implementation Burst
      - (void)layoutSubviews {
          [super layoutSubviews];
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          CABasicAnimation *grow = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
          [Animator addAnimations:self forKey:@"burst", fade, grow, nil];
          self.tag = [[Animator new] sum:1, 2, 3, 0];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Burst.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "func addAnimations(_ view: UIView!, forKey key: String!, _ easelVariadicArguments: Any?...)",
      "animations = ObjCVariadicArguments(easelVariadicArguments)",
      "Animator.addAnimations(self, forKey: \"burst\", fade, grow, nil)",
      "sum(1, 2, 3, 0)",
    ] {
      #expect(swift.contains(expected), "\(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
