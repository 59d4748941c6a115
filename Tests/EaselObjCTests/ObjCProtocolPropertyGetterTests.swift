import Foundation
import Testing

@testable import EaselObjC

/// A class adopting `UIKeyInput` implements its readonly `hasText` property as a method
/// (`- (BOOL)hasText`), which Objective-C's runtime finds by selector: Swift's protocol wants
/// the property, so the getter is `var hasText: Bool { get }` (no `override`), and
/// `[self hasText]` reads it. It was `func hasText()`: "type 'PinView' does not conform to
/// protocol 'UIKeyInput'". gzhongcheng/GZCPasswordView (draw 42).
@Suite struct ObjCProtocolPropertyGetterTests {
  @Test func aGetterMethodOfAnAdoptedProtocolsPropertyIsTheProperty() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface PinView : UIControl
      @property (nonatomic, copy) NSString *text;
      @end
      @interface PinView () <UIKeyInput>
      @end
      @implementation PinView
      - (UIKeyboardType)keyboardType { return UIKeyboardTypeNumberPad; }
      - (BOOL)hasText { return self.text.length > 0; }
      - (void)insertText:(NSString *)text { self.text = [self.text stringByAppendingString:text]; }
      - (void)deleteBackward {
          if ([self hasText] == NO) { return; }
          self.text = [self.text substringToIndex:self.text.length - 1];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["PinView.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("var hasText: Bool {"), "\(swift)")
    #expect(!swift.contains("override var hasText"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// A class that declares the property itself keeps its own declaration.
  @Test func aPropertyTheClassDeclaresStaysTheClasss() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface PinField : UIView <UIKeyInput>
      @property (nonatomic, readonly) BOOL hasText;
      @property (nonatomic, copy) NSString *text;
      @end
      @implementation PinField
      - (BOOL)hasText { return self.text.length > 0; }
      - (void)insertText:(NSString *)text { self.text = text; }
      - (void)deleteBackward { if (self.hasText) { self.text = @""; } }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["PinField.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
