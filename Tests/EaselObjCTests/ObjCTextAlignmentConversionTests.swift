import Foundation
import Testing

@testable import EaselObjC

/// UIKit's conversions to Core Text's alignment and back (NSText.h's
/// `NSTextAlignmentToCTTextAlignment`, `NSTextAlignmentFromCTTextAlignment`), which name
/// `CTTextAlignment` in UIKit's header: NSText.h declares that type ahead of Core Text's
/// header, so UIKit's module builds (without it every designable failed on UIKit.h's
/// "unknown type name 'CTTextAlignment'"), and the calls are the overlay's initializers.
@Suite struct ObjCTextAlignmentConversionTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <CoreText/CoreText.h>

    IB_DESIGNABLE
    @interface AlignedLabel : UILabel
    @end
    @implementation AlignedLabel
    - (void)layoutSubviews {
        [super layoutSubviews];
        CTTextAlignment alignment = NSTextAlignmentToCTTextAlignment(self.textAlignment);
        self.textAlignment = NSTextAlignmentFromCTTextAlignment(alignment);
    }
    @end
    """

  @Test func conversionsAreTheOverlaysInitializers() throws {
    try ObjCTestSupport.expectTranslation(
      ["AlignedLabel.m": Self.source],
      containing: ["CTTextAlignment(self.textAlignment)", "NSTextAlignment(alignment)"])
  }
}
