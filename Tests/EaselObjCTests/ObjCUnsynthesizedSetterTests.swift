import Testing

/// A class extension restating a framework superclass's `readonly` property `readwrite`
/// (MCPinView's `canBecomeFirstResponder`, UIResponder's) gets no setter: clang synthesizes
/// no property a superclass declares, and warns. Assigning it sends a message nothing
/// answers, which on iOS raises "unrecognized selector"; the translation sends it by name,
/// so that the runtime raises the same, where Swift refused to compile the assignment to a
/// get-only property. A class that writes `@synthesize` has its own storage and setter.
@Suite struct ObjCUnsynthesizedSetterTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface PinView : UIView
    @end
    @interface PinView ()
    @property (assign, nonatomic) BOOL canBecomeFirstResponder;
    @end
    @implementation PinView
    - (void)restart {
        self.canBecomeFirstResponder = YES;
        if (self.canBecomeFirstResponder) { [self setNeedsLayout]; }
    }
    @end
    """

  @Test func theSetterIsSentByName() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["PinView.m": Self.source],
      containing: [
        "_ = self.perform(NSSelectorFromString(\"setCanBecomeFirstResponder:\"), with: true)",
        "if self.canBecomeFirstResponder {",
      ])
    #expect(!swift.contains("self.canBecomeFirstResponder = true"), "\(swift)")
  }
}
