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

  /// `CATextLayer`'s `truncationMode` is a `CATextLayerTruncationMode` as the SDK declares
  /// it, whose constants are their names (`kCATruncationEnd` is `@"end"`): the façade typed
  /// it `String`, so neither a constant nor a string given to it compiled ("cannot assign
  /// value of type 'CATextLayerTruncationMode' to type 'String'": the fifty-seventh draw's
  /// WKZTextView, spent).
  static let truncationSource = """
    #import <UIKit/UIKit.h>

    @interface Hint : UIView
    @end
    @implementation Hint
    - (void)layoutSubviews {
        [super layoutSubviews];
        CATextLayer *first = [CATextLayer layer];
        first.truncationMode = @"end";
        CATextLayer *second = [CATextLayer layer];
        second.truncationMode = kCATruncationMiddle;
        if ([first.truncationMode isEqualToString:kCATruncationEnd]) {
            second.wrapped = YES;
        }
        [self.layer addSublayer:first];
        [self.layer addSublayer:second];
    }
    @end
    """

  @Test func aTruncationModeIsTyped() throws {
    try ObjCTestSupport.expectTranslation(
      ["Hint.m": Self.truncationSource],
      containing: [
        "CATextLayerTruncationMode(rawValue: \"end\")",
        "CATextLayerTruncationMode.middle",
      ])
  }
}
