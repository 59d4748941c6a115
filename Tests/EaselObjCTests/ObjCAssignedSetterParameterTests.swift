import EaselObjC
import Foundation
import Testing

/// An override of a framework property's setter that changes its parameter before passing it
/// on (`- setBounds:(CGRect)bounds { bounds.size = …; [super setBounds:bounds]; }`): C's
/// parameter is a variable, Swift's `newValue` a constant (RZNumberPad, the fifty-second draw).
@Suite struct ObjCAssignedSetterParameterTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Pad : UIView
    @end

    @implementation Pad
    - (void)setBounds:(CGRect)bounds {
        bounds.size = CGSizeMake(100, 40);
        [super setBounds:bounds];
    }
    - (void)setFrame:(CGRect)frame {
        frame.size.height = 40;
        [super setFrame:frame];
    }
    @end
    """

  @Test func theParameterIsAVariable() throws {
    try ObjCTestSupport.expectTranslation(
      ["Pad.m": Self.source],
      containing: ["set(boundsValue) {", "var bounds = boundsValue", "var frame = frameValue"])
  }
}
