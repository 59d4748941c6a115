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
}
