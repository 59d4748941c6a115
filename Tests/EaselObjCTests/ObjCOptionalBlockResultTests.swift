import Foundation
import Testing

@testable import EaselObjC

/// A block that may be nil is called through `?(`, so a `BOOL` it returns is `Bool?`; C
/// compares it as a number (`self.shouldStart(self) == NO`), which was `(x ? 1 : 0)`, and
/// Swift takes no optional as a condition. Nil counts as NO now. smartwalle/KIWheelView
/// (draw 42): "optional type 'Bool?' cannot be used as a boolean".
@Suite struct ObjCOptionalBlockResultTests {
  @Test func aBoolFromABlockThatMayBeNilIsComparedAsANumber() throws {
    let header = """
      #import <UIKit/UIKit.h>
      @class Wheel;
      typedef BOOL (^ShouldStart)(Wheel *wheel);
      @interface Wheel : UIView
      @property (nonatomic, copy) ShouldStart shouldStart;
      @property (nonatomic) NSInteger count;
      @end
      """
    let source = """
      #import "Wheel.h"
      @implementation Wheel
      - (void)start {
          if (self.shouldStart != nil) {
              if (self.shouldStart(self) == NO) { return; }
          }
          self.backgroundColor = self.shouldStart(self) == YES ? UIColor.redColor : nil;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Wheel.h": header, "Wheel.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("?? false) ? 1 : 0)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
