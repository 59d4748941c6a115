import EaselObjC
import Foundation
import Testing

/// `@(size)` boxes a struct the SDK declares boxable (`typedef struct CG_BOXABLE CGSize
/// CGSize;`, `typedef struct __attribute__((objc_boxable)) UIEdgeInsets {…}`) in an NSValue,
/// as NSValue's own maker for it does (`NSValue(cgSize:)`). The name table wrote those
/// typedefs without the attribute, so clang refused the forty-fifth draw's SDWebImage pod
/// (`SDImageLoader.m:41`, `SDImageCacheDefine.m`: "illegal type 'CGSize' (aka 'struct CGSize')
/// used in a boxed expression"), and the translator boxed only numbers and strings.
@Suite struct ObjCBoxedStructTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Thumb : UIView
    @end
    @implementation Thumb
    - (NSDictionary *)options {
        CGSize size = self.bounds.size;
        UIEdgeInsets insets = UIEdgeInsetsMake(1, 2, 3, 4);
        return @{@"size": @(size), @"rect": @(self.bounds), @"insets": @(insets),
                 @"transform": @(CATransform3DIdentity)};
    }
    @end
    """

  /// CGSize, CGRect, UIEdgeInsets and CATransform3D box as NSValues.
  @Test func boxableStructsBoxAsValues() throws {
    try ObjCTestSupport.expectTranslation(
      ["Thumb.m": Self.source],
      containing: [
        "NSValue(cgSize: ", "NSValue(cgRect: ", "NSValue(uiEdgeInsets: ",
        "NSValue(caTransform3D: ",
      ])
  }
}
