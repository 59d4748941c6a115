import Foundation
import Testing

@testable import EaselObjC

/// A module's own `NS_ENUM`s as Swift enumerations: their case names as Swift's importer
/// gives them, and C's mixing of enumerations and integers where Swift keeps them apart.
@Suite struct ObjCEnumerationTests {
  /// A case name the enumeration's name would leave starting with a digit keeps the name's
  /// last word, as Swift's importer backs its prefix up (EAColourfulProgressView's
  /// `EAColourfulProgressViewType0to33`).
  @Test func caseNamesNeverStartWithADigit() throws {
    #expect(ObjCModule.caseName("ProgressType0to33", in: "ProgressType") == "type0to33")
    #expect(ObjCModule.caseName("ProgressTypeLow", in: "ProgressType") == "low")
    try ObjCTestSupport.expectTranslation(
      [
        "Meter.m": """
        #import <UIKit/UIKit.h>
        typedef NS_ENUM(NSInteger, MeterRange) {
          MeterRange0to33 = 33,
          MeterRange33to66 = 66,
        };
        @interface Meter : UIView
        @property (nonatomic) MeterRange range;
        @end
        @implementation Meter
        - (MeterRange)rangeFor:(CGFloat)value {
          if (value < MeterRange0to33) { return MeterRange0to33; }
          return MeterRange33to66;
        }
        @end
        """
      ],
      containing: ["case range0to33 = 33", "return MeterRange.range33to66"])
  }

  /// `switch` on an `NSInteger` with an enumeration's constants as its labels (ZSRoundedButton's
  /// `cornerStyle`, declared `NSInteger` so that Interface Builder can inspect it): each label
  /// is the case's raw value; on an enumeration with a number as a label, the case of that raw
  /// value.
  @Test func switchLabelsTakeTheSubjectsType() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Corners.m": """
        #import <UIKit/UIKit.h>
        typedef NS_ENUM(NSInteger, CornerStyle) { CornerStyleTopLeft, CornerStyleTopRight };
        @interface Corners : UIView
        @property (nonatomic) NSInteger cornerStyle;
        @property (nonatomic) CornerStyle style;
        @end
        @implementation Corners
        - (UIRectCorner)corners {
          switch (self.cornerStyle) {
            case CornerStyleTopLeft: return UIRectCornerTopLeft;
            case CornerStyleTopRight: return UIRectCornerTopRight;
          }
          switch (self.style) {
            case 0: return UIRectCornerTopLeft;
            default: return UIRectCornerAllCorners;
          }
        }
        @end
        """
      ],
      containing: ["case Int(CornerStyle.topLeft.rawValue):", "case CornerStyle(rawValue: 0)!:"])
  }

  /// A message to nil gives an enumeration's zero, its case of raw value 0, where a value is
  /// stored (KDCircularProgress's `_glowMode = progressLayer.glowMode`).
  @Test func aMessageToNilGivesTheEnumerationsZero() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Glow.m": """
        #import <UIKit/UIKit.h>
        typedef NS_ENUM(NSInteger, GlowMode) { GlowModeNone, GlowModeBright };
        @interface GlowLayer : CALayer
        @property (nonatomic) GlowMode glowMode;
        @end
        @implementation GlowLayer
        @end
        @interface Glow : UIView
        @property (nonatomic) GlowMode glowMode;
        @end
        @implementation Glow {
          GlowMode _lastMode;
        }
        - (void)takeFrom:(GlowLayer *)glowLayer {
          _lastMode = glowLayer.glowMode;
          self.glowMode = [glowLayer glowMode];
        }
        @end
        """
      ],
      containing: [
        "self._lastMode = (glowLayer?.glowMode ?? GlowMode(rawValue: 0)!)",
        "self.glowMode = (glowLayer?.glowMode ?? GlowMode(rawValue: 0)!)",
      ])
  }

  /// An enumerator's value is the one clang computed (`1 << 2`, `TopLeft | TopRight`), not
  /// its place in the list; an option set's constants may share a value; and a module's own
  /// option type passes where UIKit's is expected (`byRoundingCorners:` given HHKit's
  /// `HHCornerPosition`) by its bits, as C passes it.
  @Test func enumeratorValuesAreClangsAndPassAsAnotherOptionType() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Corners.m": """
        #import <UIKit/UIKit.h>
        typedef NS_OPTIONS(NSInteger, CornerPosition) {
          CornerPositionTopLeft = 1 << 0,
          CornerPositionTopRight = 1 << 1,
          CornerPositionBottomLeft = 1 << 2,
          CornerPositionTop = CornerPositionTopLeft | CornerPositionTopRight,
          CornerPositionNext = 4,
        };
        typedef NS_ENUM(NSInteger, Shade) { ShadeLight = 2, ShadeDark };
        @interface Corners : UIView
        @property (nonatomic) CornerPosition position;
        @end
        @implementation Corners
        - (void)drawRect:(CGRect)rect {
          UIBezierPath *path = [UIBezierPath bezierPathWithRoundedRect:rect
                                                     byRoundingCorners:self.position
                                                           cornerRadii:CGSizeMake(4, 4)];
          [path fill];
          self.contentMode = ShadeDark;
        }
        @end
        """
      ],
      containing: [
        "static let topLeft = CornerPosition(rawValue: 1)",
        "static let topRight = CornerPosition(rawValue: 2)",
        "static let bottomLeft = CornerPosition(rawValue: 4)",
        "static let top = CornerPosition(rawValue: 3)",
        "static let next = CornerPosition(rawValue: 4)",
        "byRoundingCorners: UIRectCorner(rawValue: UIRectCorner.RawValue(truncatingIfNeeded: "
          + "self.position.rawValue))",
        "(UIView.ContentMode(rawValue: UIView.ContentMode.RawValue(truncatingIfNeeded: "
          + "Shade.dark.rawValue)) ?? UIView.ContentMode.scaleToFill)",
      ])
  }
}

/// A BOOL or a number given where an enumeration is wanted is the enumeration's value of that
/// raw value, as C converts it (LGFDropDown's `separatorStyle = NO`, valid Objective-C that
/// Swift rejects as a Bool): a literal a case names is that case; a value no case names, which
/// a C enumeration holds and a Swift one cannot, is the case of 0 (else the first), never a
/// trap.
@Suite struct ObjCNumberAsEnumerationTests {
  static let source = """
    #import <UIKit/UIKit.h>
    typedef NS_ENUM(NSInteger, Shade) { ShadeLight = 1, ShadeDark };
    @interface Dropdown : UIView
    @property (nonatomic, strong) UITableView *table;
    @property (nonatomic) BOOL flat;
    @property (nonatomic) Shade shade;
    @end
    @implementation Dropdown
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.table.separatorStyle = NO;
        self.table.separatorStyle = YES;
        self.table.separatorStyle = self.flat;
        self.contentMode = 99;
        self.contentMode = self.tag;
        self.shade = 7;
        self.shade = self.tag;
    }
    @end
    """

  @Test func aBoolOrNumberIsTheEnumerationsValue() throws {
    try ObjCTestSupport.expectTranslation(
      ["Dropdown.m": Self.source],
      containing: [
        "separatorStyle = UITableViewCell.SeparatorStyle(rawValue: 0)!",
        "separatorStyle = UITableViewCell.SeparatorStyle(rawValue: 1)!",
        "separatorStyle = (UITableViewCell.SeparatorStyle(rawValue: "
          + "UITableViewCell.SeparatorStyle.RawValue(truncatingIfNeeded: (self.flat ? 1 : 0)))"
          + " ?? UITableViewCell.SeparatorStyle.none)",
        "self.contentMode = UIView.ContentMode.scaleToFill",
        "self.contentMode = (UIView.ContentMode(rawValue: "
          + "UIView.ContentMode.RawValue(truncatingIfNeeded: self.tag)) ?? UIView.ContentMode.scaleToFill)",
        "self.shade = Shade.light", "self.shade = (Shade(rawValue: self.tag) ?? Shade.light)",
        // Its storage, zeroed in C, where no case is 0.
        "var _shade: Shade = Shade.light",
      ])
  }
}
