import Foundation
import Testing

@testable import EaselObjC

/// A typedef declared inside an `@interface` (`@interface Field : UITextField typedef NSString
/// *(^Check)(Field *field);`, where the class's own name is declared): C declares it at file
/// scope, as one outside, but clang's AST gives it after the interface. The module's type table
/// now reads a file's typedefs first; a property of the block type was a `Check` structure
/// (neither optional nor implicitly unwrapped), which `if (self.check) { self.check(self); }`
/// could not call. tongxyj/ZTTextField (draw 41): "cannot use optional chaining on
/// non-optional value of type 'FormatValidationBlock'".
@Suite struct ObjCBlockTypedefPropertyTests {
  @Test func aTypedefBlockPropertyMayBeNil() throws {
    let header = """
      #import <UIKit/UIKit.h>
      @interface Field : UITextField
      typedef NSString *(^Check)(Field *field);
      @property (nonatomic, copy) Check check;
      @property (nonatomic, copy) NSString *message;
      @end
      """
    let source = """
      #import "Field.h"
      @implementation Field
      - (void)setCheck:(Check)check {
          _check = check;
          if (check) { self.message = _check(self); }
      }
      - (void)validate {
          if (self.check) {
              self.message = self.check(self);
          }
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Field.h": header, "Field.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
