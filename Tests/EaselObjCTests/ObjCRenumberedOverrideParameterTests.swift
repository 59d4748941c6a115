import Foundation
import Testing

@testable import EaselObjC

/// An override taking as its own enumeration the number its superclass's method takes
/// (MzCustomViewLayout's `- createImageForIcon:(CRIconUniCharAws)icon` over `(UniChar)icon`):
/// Objective-C overrides by selector, so Swift overrides with the superclass's type and the
/// body sees its own.
@Suite struct ObjCRenumberedOverrideParameterTests {
  @Test func anOverrideTakingAnEnumerationForANumberOverrides() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Icons.m": """
        #import <UIKit/UIKit.h>
        typedef NS_ENUM(UniChar, Glyph) { GlyphAdjust = 0xf042, GlyphAndroid = 0xf17b };
        @interface Factory : NSObject
        - (UIImage *)imageForIcon:(UniChar)icon;
        @end
        @implementation Factory
        - (UIImage *)imageForIcon:(UniChar)icon { return icon > 0 ? [UIImage new] : nil; }
        @end
        @interface Awesome : Factory
        - (UIImage *)imageForIcon:(Glyph)icon;
        @end
        @implementation Awesome
        - (UIImage *)imageForIcon:(Glyph)icon {
          if (icon == GlyphAndroid) { return nil; }
          return [super imageForIcon:icon];
        }
        @end
        """
      ],
      containing: [
        "override func image(forIcon icon: UInt16) -> UIImage! {",
        "let icon: Glyph = ",
      ])
  }
}
