import EaselObjC
import Foundation
import Testing

/// `[value class]` of a value Swift sees as optional or implicitly unwrapped (a local of
/// unspecified nullability, a nullable result): the object's class, as Objective-C's runtime
/// answers it. Swift's `type(of:)` of the optional itself is `Optional<T>`, which
/// `NSStringFromClass` named `Optional<Slider>`, so a view loading the nib of its class's name
/// (BMASliders' `loadNibNamed:NSStringFromClass([self class])`) found none.
@Suite struct ObjCClassOfNilableValueTests {
  @Test func theClassOfAnOptionalValueIsTheObjectsClass() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Slider.m": """
        #import <UIKit/UIKit.h>

        @interface Slider : UIView
        @end

        @implementation Slider
        - (NSString *)nameOfTagged {
            UIView *tagged = [self viewWithTag:1];
            return NSStringFromClass([tagged class]);
        }
        - (NSString *)ownName {
            return NSStringFromClass([self class]);
        }
        @end
        """
      ],
      containing: [
        "String(describing: Swift.type(of: tagged!))",
        "String(describing: Swift.type(of: self))",
      ])
    #expect(!swift.contains("Swift.type(of: tagged)"))
  }
}
