import EaselObjC
import Foundation
import Testing

/// A control adopting `UITextInput` that `@synthesize`s the protocol's properties, the
/// tokenizer among them (fritzgerald/FMMaskedTextField, draw 55): the stubs' `UITextInput`
/// lacked the SDK's `tokenizer`, which the façade's protocol lacked, and clang said "property
/// implementation must have its declaration in interface 'FMMaskedTextField'". The façade's
/// protocol has it now, with a default tokenizer; the class's synthesized one is its own.
///
/// The storage of a synthesized property of a façade protocol takes the requirement's
/// nullability (`T?`, or a computed `T` over `T!` storage), which Swift's conformance wants,
/// and the required methods the class leaves out are forwarded, with clang's warnings
/// (`ObjCUnimplementedRequirementTests`).
@Suite struct ObjCTextInputSynthesisTests {
  @Test func synthesizedTextInputPropertiesParse() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Field.m": """
      #import <UIKit/UIKit.h>

      @interface Field : UIControl <UITextInput>
      @property (copy, nonatomic) NSString *text;
      @end
      @implementation Field
      @synthesize markedTextStyle;
      @synthesize markedTextRange;
      @synthesize tokenizer;
      @synthesize selectedTextRange;
      @synthesize inputDelegate;
      @synthesize keyboardType;
      - (BOOL)hasText { return self.text.length > 0; }
      - (void)insertText:(NSString *)text { self.text = [self.text stringByAppendingString:text]; }
      - (void)deleteBackward {}
      - (NSString *)textInRange:(UITextRange *)range { return self.text; }
      - (UITextPosition *)beginningOfDocument { return nil; }
      - (UITextPosition *)endOfDocument { return nil; }
      - (UITextRange *)textRangeFromPosition:(UITextPosition *)fromPosition toPosition:(UITextPosition *)toPosition { return nil; }
      - (UITextPosition *)positionFromPosition:(UITextPosition *)position offset:(NSInteger)offset { return nil; }
      - (NSInteger)offsetFromPosition:(UITextPosition *)from toPosition:(UITextPosition *)toPosition { return 0; }
      - (BOOL)hasTokenizer { return self.tokenizer != nil; }
      @end
      """
    ])
    #expect(
      t.diagnostics.allSatisfy { $0.id == "objc-unimplemented-requirement" }, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("var ivar_tokenizer: (any UITextInputTokenizer)! = nil"), "\(swift)")
    #expect(swift.contains("var markedTextRange: UITextRange? = nil"), "\(swift)")
    #expect(swift.contains("var tokenizer: any UITextInputTokenizer {"), "\(swift)")
    // Not yet: `beginningOfDocument` implemented by a method is the property `T!`, which does
    // not meet the requirement's `T` (FMMaskedTextField `@synthesize`s it, and conforms).
  }
}
