import Foundation
import Testing

@testable import EaselObjC

/// `NSString`'s factories and `init` methods whose initializer Swift's `String` lacks
/// (`[NSString stringWithString:]` and `initWithString:` are `NSString(string:)`,
/// `stringWithCharacters:length:` is `NSString(characters:length:)`) make the Foundation
/// object and bridge it to the string; those `String` has (`stringWithUTF8String:`,
/// `stringWithFormat:`) stay `String`'s. The translation called `String(string:)`, which does
/// not exist ("extraneous argument label 'string:'", sunnyVolkova/ObjCTraining's
/// SteppedSlider, a spent draw's).
@Suite struct ObjCStringFactoryTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface ScaleLabel : UILabel
    @end
    @implementation ScaleLabel
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSMutableString *text = [self.text mutableCopy];
        [text appendString:@"+"];
        self.text = [NSString stringWithString:text];
        NSString *copy = [[NSString alloc] initWithString:self.text];
        unichar letters[2] = {'o', 'k'};
        NSString *ok = [NSString stringWithCharacters:letters length:2];
        NSString *plain = [NSString stringWithUTF8String:"plain"];
        self.accessibilityLabel = [NSString stringWithFormat:@"%@ %@ %@", copy, ok, plain];
    }
    @end
    """

  @Test func aFactoryStringLacksMakesTheFoundationString() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["ScaleLabel.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("NSString(string: "), "\(swift)")
    #expect(swift.contains("NSString(characters: "), "\(swift)")
    #expect(swift.contains("String(utf8String: "), "\(swift)")
    #expect(!swift.contains(" String(string: "), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }

  /// `[NSMutableString stringWithFormat:…]` is a mutable string, which `appendFormat:` and
  /// `appendString:` change: `NSMutableString(string: String(format: …))`, where the
  /// translation gave the `String`, which Swift does not convert ("cannot convert value of
  /// type 'String' to specified type 'NSMutableString'", RSully/RSColorPicker's
  /// `RSColorPickerState`, a spent draw's).
  @Test func aMutableStringFromAFormatIsTheObject() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "State.m": """
        #import <UIKit/UIKit.h>

        @interface State : NSObject
        @property (nonatomic) CGFloat alpha;
        @end
        @implementation State
        - (NSString *)description {
            NSMutableString *description = [NSMutableString stringWithFormat:@"<%@ { ", NSStringFromClass([self class])];
            [description appendFormat:@"alpha:%f", self.alpha];
            [description appendString:@"} >"];
            return description;
        }
        @end
        """
      ],
      containing: [
        "let description: NSMutableString = NSMutableString(string: String(format: \"<%@ { \""
      ])
  }
}
