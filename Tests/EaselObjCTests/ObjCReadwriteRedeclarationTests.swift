import EaselObjC
import Foundation
import Testing

/// A property declared `readonly` in a class's public header and redeclared readwrite in a
/// class extension of another header (`Binding_Protected.h`, imported by the class and its
/// subclasses): Objective-C makes the property readwrite for every file that sees the
/// extension, and clang synthesizes its setter. Files that import only the public header
/// are read after it too: the readwrite redeclaration holds for the class whichever file is
/// read last, so that a subclass overriding the getter (`- (id)constant`) overrides a
/// settable property with a settable one, and may assign `self.constant`; so does one below
/// a subclass that restates the property `readonly` with a narrower type (`NSNumber *`), which
/// keeps the setter it inherits.
@Suite struct ObjCReadwriteRedeclarationTests {
  @Test func aProtectedReadwriteRedeclarationHoldsInEveryFile() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Binding.h": """
      #import <UIKit/UIKit.h>
      @interface Binding : NSObject
      @property (nonatomic, readonly, nullable) id constant;
      @end
      """,
      "Binding_Protected.h": """
      #import "Binding.h"
      @interface Binding ()
      @property (nonatomic, nullable) id constant;
      @end
      """,
      "Binding.m": """
      #import "Binding_Protected.h"
      @implementation Binding
      @end
      """,
      "EnumBinding.h": """
      #import "Binding.h"
      @interface EnumBinding : Binding
      @property (nonatomic, copy) NSString *symbol;
      @end
      """,
      "EnumBinding.m": """
      #import "EnumBinding.h"
      #import "Binding_Protected.h"
      @implementation EnumBinding
      - (id)constant {
          if (super.constant == nil && self.symbol.length > 0) {
              self.constant = self.symbol.uppercaseString;
          }
          return super.constant;
      }
      @end
      """,
      "NumberBinding.h": """
      #import "Binding.h"
      @interface NumberBinding : Binding
      @property (nonatomic, readonly, nullable) NSNumber *constant;
      @end
      """,
      "NumberBinding.m": """
      #import "NumberBinding.h"
      #import "Binding_Protected.h"
      @implementation NumberBinding
      @end
      """,
      "OptionsBinding.h": """
      #import "NumberBinding.h"
      @interface OptionsBinding : NumberBinding
      @property (nonatomic, copy) NSString *options;
      @end
      """,
      "OptionsBinding.m": """
      #import "OptionsBinding.h"
      #import "Binding_Protected.h"
      @implementation OptionsBinding
      - (id)constant {
          if (super.constant == nil && self.options.length > 0) {
              self.constant = @(self.options.length);
          }
          return super.constant;
      }
      @end
      """,
      "Use.m": """
      #import "EnumBinding.h"
      @interface Use : UIView
      @end
      @implementation Use
      - (NSString *)describe:(Binding *)binding {
          return [binding.constant description];
      }
      @end
      """,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(
      swift.components(separatedBy: "set { super.constant = newValue }").count == 3, "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
