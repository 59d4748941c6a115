import Foundation
import Testing

@testable import EaselObjC

/// A string given to a framework property of a string-keyed type (`CATextLayer`'s
/// `alignmentMode`, a `CATextLayerAlignmentMode`, which Swift's importer makes a struct and
/// C a typedef of `NSString *` that takes any string): the type's `init(rawValue:)`. A local
/// `NSString *` holding `kCAAlignmentCenter` is a `String` (its raw value).
/// spromicky/StepSlider (a spent draw's) failed on "cannot assign value of type 'String' to
/// type 'CATextLayerAlignmentMode'".
@Suite struct ObjCTypedStringPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Caption : UIView
    @end
    @implementation Caption
    - (void)layoutSubviews {
        [super layoutSubviews];
        CATextLayer *label = [CATextLayer layer];
        NSString *alignmentMode = kCAAlignmentCenter;
        if (self.bounds.size.width > 100) {
            alignmentMode = kCAAlignmentLeft;
        }
        label.alignmentMode = alignmentMode;
        label.contentsGravity = @"center";
        [self.layer addSublayer:label];
    }
    @end
    """

  @Test func aStringIsTheTypesRawValue() throws {
    try ObjCTestSupport.expectTranslation(
      ["Caption.m": Self.source],
      containing: [
        "CATextLayerAlignmentMode(rawValue: $0)",
        "label.contentsGravity = CALayerContentsGravity(rawValue: \"center\")",
      ])
  }
}
