import EaselObjC
import Foundation
import Testing

/// A property a protocol declares that an adopting class `@synthesize`s is the class's, with
/// the instance variable the directive names, as clang makes it: the translation emitted only
/// the properties of the class's own `@interface`, so the thirty-fifth draw's
/// MDCFlexibleHeaderView and MDCNavigationBar (`@synthesize mdc_overrideBaseElevation =
/// _mdc_overrideBaseElevation;` for `MDCElevationOverriding`) met the protocol's requirement
/// with nothing.
@Suite struct ObjCProtocolPropertySynthesisTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @protocol ElevationOverriding <NSObject>
    @property(nonatomic, assign) CGFloat overrideBaseElevation;
    @property(nonatomic, copy, nullable) void (^elevationDidChange)(CGFloat elevation);
    @end

    @interface HeaderView : UIView <ElevationOverriding>
    @end
    @implementation HeaderView
    @synthesize overrideBaseElevation = _overrideBaseElevation;
    @synthesize elevationDidChange = _elevationDidChange;
    - (CGFloat)lifted {
        self.overrideBaseElevation = 4;
        return _overrideBaseElevation + 1;
    }
    @end
    """

  @Test func aSynthesizedProtocolPropertyIsTheClasss() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["HeaderView.m": Self.source],
      containing: ["var _overrideBaseElevation", "var overrideBaseElevation: CGFloat"])
    #expect(swift.contains("var elevationDidChange"), "\(swift)")
  }

  /// `@synthesize ovum;` names the instance variable as the property, which Swift cannot
  /// declare twice: the ivar is `ivar_ovum`, as for a property of the class's own
  /// (Daij-Djan/DDCalendarView's `OBLongPressDragDropGestureRecognizer`, whose Swift was
  /// "invalid redeclaration of 'ovum'").
  @Test func aProtocolPropertySynthesizedUnderItsOwnNameKeepsItsIvarApart() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Recognizer.m": """
        #import <UIKit/UIKit.h>

        @protocol DragSource <NSObject>
        @end
        @protocol Dragging <NSObject>
        @property (nonatomic, strong) UIView *ovum;
        @property (nonatomic, weak) id<DragSource> ovumSource;
        @end

        @interface Recognizer : UILongPressGestureRecognizer <Dragging>
        @end
        @implementation Recognizer
        @synthesize ovum;
        @synthesize ovumSource;
        - (BOOL)holding {
            return ovum != nil && self.ovumSource != nil;
        }
        @end
        """
      ],
      containing: [
        "var ivar_ovum: UIView! = nil", "weak var ivar_ovumSource: (any DragSource)? = nil",
        "get { return ivar_ovum }",
      ])
    #expect(!swift.contains("  var ovum: UIView! = nil"), "\(swift)")
  }
}
