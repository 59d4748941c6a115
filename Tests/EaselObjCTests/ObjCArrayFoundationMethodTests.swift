import Foundation
import Testing

@testable import EaselObjC

/// `NSArray`'s methods Swift's `Array` lacks (`subarrayWithRange:`, `indexOfObject:`), sent
/// to an array the translation holds as a Swift array: the `NSArray`'s. nicklockwood/FXLabel
/// (a spent draw's) failed on "value of type '[String]' has no member 'subarray'".
@Suite struct ObjCArrayFoundationMethodTests {
  static let source = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface TailLabel : UILabel
    @end
    @implementation TailLabel
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSArray<NSString *> *words = [self.text componentsSeparatedByString:@" "];
        NSArray<NSString *> *rest = [words subarrayWithRange:NSMakeRange(1, words.count - 1)];
        NSArray *picked = [words subarrayWithRange:NSMakeRange(0, 1)];
        NSUInteger at = [words indexOfObject:@"b"];
        self.text = [rest componentsJoinedByString:@"-"];
        self.alpha = picked.count + at > 2 ? 0.5 : 1;
    }
    @end
    """

  @Test func foundationMethodsReachArrays() throws {
    try ObjCTestSupport.expectTranslation(
      ["ObjCArrayFoundationMethod.m": Self.source], containing: [
        "(words as NSArray?)?.subarray(with:",
      ])
  }
}
