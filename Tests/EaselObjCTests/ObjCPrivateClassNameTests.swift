import EaselObjC
import Foundation
import Testing

/// Two constructs of the eleventh held-out draw's TOBadgeView: a private class whose name
/// starts with an underscore (`@interface _TOBadgeLabel : UILabel`), the type of a property of
/// the class extension, which is a class like any other however its name starts; and an
/// untyped `NSDictionary *` of text attributes given to `drawInRect:withAttributes:`, whose
/// Swift parameter is `[NSAttributedString.Key: Any]`.
@Suite struct ObjCPrivateClassNameTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface _BadgeLabel : UILabel
    @property (nonatomic, strong) UIColor *badgeColor;
    @end

    @interface lowercaseLabel : UILabel
    @end

    IB_DESIGNABLE
    @interface Badge : UIView
    @end

    @interface Badge ()
    @property (nonatomic, strong) _BadgeLabel *textLabel;
    @property (nonatomic, strong) lowercaseLabel *detailLabel;
    @end

    @implementation _BadgeLabel
    @end

    @implementation lowercaseLabel
    @end

    @implementation Badge
    - (void)layoutSubviews {
        [super layoutSubviews];
        if (self.textLabel == nil) {
            self.textLabel = [[_BadgeLabel alloc] init];
            [self addSubview:self.textLabel];
        }
        _BadgeLabel *label = self.textLabel;
        label.badgeColor = [UIColor redColor];
        self.detailLabel = nil;
    }
    @end
    """

  @Test func aClassNamedWithAnUnderscoreIsAClass() throws {
    try ObjCTestSupport.expectTranslation(
      ["Badge.m": Self.source],
      containing: [
        "var textLabel: _BadgeLabel!", "var detailLabel: lowercaseLabel!",
        "let label: _BadgeLabel? = self.textLabel",
      ])
  }

  static let attributes = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Caption : UIView
    @property (nonatomic, copy) IBInspectable NSString *text;
    @end

    @implementation Caption
    - (void)drawRect:(CGRect)rect {
        NSMutableParagraphStyle *paragraphStyle = [[NSMutableParagraphStyle alloc] init];
        paragraphStyle.alignment = NSTextAlignmentCenter;
        NSDictionary *attributes = @{NSForegroundColorAttributeName: [UIColor whiteColor],
                                     NSFontAttributeName: [UIFont systemFontOfSize:12],
                                     NSParagraphStyleAttributeName: paragraphStyle};
        [self.text drawInRect:self.bounds withAttributes:attributes];
    }
    @end
    """

  @Test func anUntypedDictionaryOfAttributesIsRekeyedToTheirKeys() throws {
    try ObjCTestSupport.expectTranslation(
      ["Caption.m": Self.attributes],
      containing: [
        "withAttributes: (ObjCRetypedCollection.retyped(attributes)"
          + " as [NSAttributedString.Key: Any])"
      ])
  }
}
