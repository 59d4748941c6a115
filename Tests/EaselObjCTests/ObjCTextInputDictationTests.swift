import Foundation
import Testing

@testable import EaselObjC

/// `UITextInput`'s dictation placeholder, which `UITextView` and `UITextField` adopt: a subclass
/// overriding `insertDictationResultPlaceholder` to hide its own placeholder label calls
/// `super`'s (chika-kasymov/SKFormTextField's text view). Without the façade's member clang
/// stopped at "no visible @interface for 'UITextView' declares the selector
/// 'insertDictationResultPlaceholder'".
@Suite struct ObjCTextInputDictationTests {
  static func source(_ base: String) -> String {
    """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Placeheld\(base) : \(base)
    @property (nonatomic, strong) UILabel *placeholderLabel;
    @end
    @implementation Placeheld\(base)
    - (id)insertDictationResultPlaceholder {
        id placeholder = [super insertDictationResultPlaceholder];
        self.placeholderLabel.hidden = YES;
        return placeholder;
    }
    - (void)removeDictationResultPlaceholder:(id)placeholder willInsertResult:(BOOL)willInsertResult {
        [super removeDictationResultPlaceholder:placeholder willInsertResult:willInsertResult];
        self.placeholderLabel.hidden = NO;
    }
    @end
    """
  }

  @Test(arguments: ["UITextView", "UITextField"])
  func anOverrideCallsSupersPlaceholder(base: String) throws {
    try ObjCTestSupport.expectTranslation(
      ["Placeheld\(base).m": Self.source(base)],
      containing: [
        "override var insertDictationResultPlaceholder: Any",
        "super.insertDictationResultPlaceholder",
      ])
  }
}
