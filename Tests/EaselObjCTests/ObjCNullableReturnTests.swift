import Foundation
import Testing

@testable import EaselObjC

/// A method declared nonnull that returns a value clang types nullable (a dictionary's
/// `objectForKey:`) returns nil in Objective-C, unchecked, and its callers may test for it:
/// its result is `T!`, as for a method returning `nil` itself. EHHorizontalViewCell's `+
/// (UIColor * _Nonnull)altTextColor` (a spent draw's) returned a style the dictionary lacked,
/// `as! UIColor` trapped, where its caller tested `if ([[self class] altTextColor])`.
@Suite struct ObjCNullableReturnTests {
  @Test func aNonnullMethodReturningANullableValueIsImplicitlyUnwrapped() throws {
    let source = """
      #import <UIKit/UIKit.h>

      static NSMutableDictionary *styles = nil;

      @interface Cell : UIView
      + (UIColor * _Nonnull)altTextColor;
      @end
      @implementation Cell
      + (UIColor * _Nonnull)altTextColor {
          return [[styles objectForKey:@"cell"] objectForKey:@"altTextColor"];
      }
      - (void)paint {
          if ([[self class] altTextColor]) self.backgroundColor = [[self class] altTextColor];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(
      ["Cell.m": source], containing: ["func altTextColor() -> UIColor! {"])
    #expect(!swift.contains("as! UIColor"), "\(swift)")
  }
}
