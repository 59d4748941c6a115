import EaselObjC
import Foundation
import Testing

/// A setter that takes its parameter's address or assigns it keeps the parameter in a
/// variable typed as the property: `var text: String! = textValue`. Inferred from the value,
/// an unannotated object property's `T!` became `T?`, which a parameter taking `T` refused
/// (yangyaling/dashboard_totyu's NITLabel, the spent thirty-third draw's: `[[NSMutableString
/// alloc] initWithString:verticalText]` after `objc_setAssociatedObject(self, &verticalText, …)`:
/// "value of optional type 'String?' must be unwrapped").
@Suite struct ObjCSetterParameterTests {
  @Test func theVariableKeepsThePropertysType() throws {
    let source = """
      #import <UIKit/UIKit.h>
      #import <objc/runtime.h>

      IB_DESIGNABLE
      @interface VerticalLabel : UILabel
      @property (nonatomic, copy) IBInspectable NSString *verticalText;
      @end
      @implementation VerticalLabel
      - (void)setVerticalText:(NSString *)verticalText {
          objc_setAssociatedObject(self, &verticalText, verticalText,
                                   OBJC_ASSOCIATION_RETAIN_NONATOMIC);
          NSMutableString *str = [[NSMutableString alloc] initWithString:verticalText];
          for (int i = 1; i < (NSInteger)str.length; i++) {
              [str insertString:@"\\n" atIndex:i * 2 - 1];
          }
          self.text = str;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["VerticalLabel.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("var verticalText: String! = verticalTextValue"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
