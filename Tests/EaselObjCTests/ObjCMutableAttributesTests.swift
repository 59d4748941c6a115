import Foundation
import Testing

@testable import EaselObjC

/// Text attributes in a dictionary filled by subscripting (`attr[NSForegroundColorAttributeName]
/// = color`) reach every framework member taking `[NSAttributedString.Key: Any]`: Foundation's
/// keys are the strings the constants are, which Linux's Foundation bridges to `String`, so a
/// cast of the dictionary to typed keys failed and the attributes were dropped
/// (GikkiAres/GARespondableLabel's placeholder, a spent draw's, drew black, not light grey).
@Suite struct ObjCMutableAttributesTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Styled : UIView
    @property (nonatomic, strong) UITextField *field;
    @property (nonatomic, strong) UIButton *button;
    @end
    @implementation Styled
    - (NSMutableDictionary *)attributes {
        NSMutableDictionary *attr = [NSMutableDictionary dictionary];
        attr[NSFontAttributeName] = [UIFont systemFontOfSize:20];
        attr[NSForegroundColorAttributeName] = [UIColor blueColor];
        return attr;
    }
    - (void)drawRect:(CGRect)rect {
        NSMutableDictionary *attr = [self attributes];
        CGRect bounds = [@"Hi" boundingRectWithSize:CGSizeZero
            options:NSStringDrawingUsesLineFragmentOrigin attributes:attr context:nil];
        CGSize size = [@"Hi" sizeWithAttributes:attr];
        [@"Hi" drawInRect:CGRectMake(0, 0, bounds.size.width + size.width, 30) withAttributes:attr];
        [@"Hi" drawAtPoint:CGPointZero withAttributes:attr];
        NSDictionary *copy = [attr copy];
        NSMutableAttributedString *text =
            [[NSMutableAttributedString alloc] initWithString:@"Hi" attributes:copy];
        [text addAttributes:attr range:NSMakeRange(0, 1)];
        [text setAttributes:attr range:NSMakeRange(1, 1)];
        [text drawInRect:rect];
        NSDictionary<NSString *, id> *named = @{NSForegroundColorAttributeName: UIColor.redColor};
        [@"Hi" drawAtPoint:CGPointZero withAttributes:named];
        self.field.defaultTextAttributes = attr;
        self.field.typingAttributes = attr;
        [self.button setTitle:@"Hi" forState:UIControlStateNormal];
        [[UINavigationBar appearance] setTitleTextAttributes:attr];
    }
    @end
    """

  @Test func aSubscriptedDictionaryIsRekeyedForTypedAttributes() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Styled.m": Self.source],
      containing: [
        "ObjCRetypedCollection.retyped(attr.map { $0 as! [AnyHashable: Any] })",
        "ObjCRetypedCollection.retyped(copy)", "ObjCRetypedCollection.retyped(named)",
      ])
    #expect(!swift.contains("as? [NSAttributedString.Key: Any]"), "\(swift)")
    #expect(!swift.contains("as! [NSAttributedString.Key: Any]"), "\(swift)")
  }

  /// The other way: a framework's dictionary of typed keys (`attributesAtIndex:effectiveRange:`'s
  /// `[NSAttributedString.Key: Any]`) where the code declares the strings the keys are
  /// (`NSDictionary<NSString *, id> *`, Meniny/MXLinkLabel, draw 55), which swiftc could not
  /// typecheck ("failed to produce diagnostic for expression"): each key made its string.
  @Test func typedKeysAreMadeStringsWhereStringsAreDeclared() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Linked.m": """
        #import <UIKit/UIKit.h>

        @interface Linked : UILabel
        @property (nonatomic, strong) NSTextStorage *storage;
        @property (nonatomic, strong) id link;
        @end

        @implementation Linked
        - (void)pick:(NSUInteger)index {
            NSRange effectiveRange = NSMakeRange(NSNotFound, 0);
            NSDictionary<NSString *, id> *attributes =
                [self.storage attributesAtIndex:index effectiveRange:&effectiveRange];
            self.link = attributes[NSLinkAttributeName];
            NSDictionary<NSString *, id> *typing = self.attributedText.length > 0
                ? [self.attributedText attributesAtIndex:0 effectiveRange:NULL] : nil;
            self.link = typing[NSFontAttributeName];
        }
        @end
        """
      ],
      containing: ["ObjCRetypedCollection.retyped("])
    #expect(!swift.contains("as? [NSAttributedString.Key: Any]"), "\(swift)")
  }
}
