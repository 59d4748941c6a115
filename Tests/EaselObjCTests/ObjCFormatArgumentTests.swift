import Testing

/// The values after a format (`NSLog`, `stringWithFormat:`) are `CVarArg`s in Swift, which no
/// object is on Linux: `%@` prints an object's description, a nil one `(null)`, as on iOS.
@Suite struct ObjCFormatArgumentTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Logged : UIView
    @property (nonatomic, strong) UIView *other;
    @end

    @implementation Logged
    - (void)layoutSubviews {
        [super layoutSubviews];
        UIView *first = self.subviews.firstObject;
        BOOL fits = first != nil;
        NSLog(@"subview: %@ %@ %d", first, self.other, fits);
        NSLog(@"constraints: %@ (%@)", self.constraints, self.accessibilityLabel);
        self.accessibilityHint = [NSString stringWithFormat:@"%@ %@", self.other, first];
    }
    @end
    """

  @Test func objectsPrintTheirDescriptions() throws {
    try ObjCTestSupport.expectTranslation(
      ["Logged.m": Self.source],
      containing: [
        "NSLog(\"subview: %@ %@ %d\", NSString(string: first.map { String(describing: $0) } ?? \"(null)\")",
        "NSString(string: String(describing: self.constraints))",
      ])
  }
}
