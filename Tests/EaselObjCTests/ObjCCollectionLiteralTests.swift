import EaselObjC
import Foundation
import Testing

/// Objective-C's collection literals with elements that may be nil: Foundation raises
/// `NSInvalidArgumentException` on a nil one, which ends an iOS app, so the translation checks
/// each through `ObjCCollectionLiteral`, which ends the agent with Foundation's reason (where a
/// plain unwrap said only that a value was nil). Elements that cannot be nil stay as they are.
@Suite struct ObjCCollectionLiteralTests {
  @Test func elementsThatMayBeNilAreCheckedAsFoundationChecksThem() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Caption : UIView
      @property (nonatomic, copy) NSString *fontName;
      @property (nonatomic, strong) UIColor *tint;
      @end
      @implementation Caption
      - (void)drawRect:(CGRect)rect {
        NSDictionary *attributes = @{NSFontAttributeName: [UIFont fontWithName:self.fontName size:12],
                                     NSForegroundColorAttributeName: UIColor.redColor};
        NSArray *colors = @[UIColor.blueColor, self.tint];
        [@"Title" drawInRect:rect withAttributes:attributes];
        (void)colors;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Caption.m": source],
      containing: [
        "ObjCCollectionLiteral.value((self.fontName).flatMap { easelValue0 in "
          + "UIFont(name: easelValue0, size: 12) }, at: 0)",
        "NSAttributedString.Key.foregroundColor: UIColor.red",
        "[UIColor.blue, ObjCCollectionLiteral.element(self.tint, at: 1)]",
      ])
  }

  /// Foundation makes a dictionary from a list naming a key twice, the last value staying;
  /// a Swift literal naming it twice traps, so each key is written once, with its last value.
  @Test func aKeyNamedTwiceKeepsItsLastValueAsFoundationDoes() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Ring : UIView
      @end
      @implementation Ring
      - (void)layoutSubviews {
        self.layer.actions = [NSDictionary dictionaryWithObjectsAndKeys:@"start", @"", @"end", @"", nil];
        NSDictionary *names = @{@"k": @"first", @"other": @"x", @"k": @"second"};
        (void)names;
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(
      ["Ring.m": source],
      containing: [
        "[\"\" as! AnyHashable: \"end\"]", "[\"other\": \"x\", \"k\": \"second\"]",
      ])
    #expect(!swift.contains("\"start\"") && !swift.contains("\"first\""), "\(swift)")
  }
}
