import Foundation
import Testing

@testable import EaselObjC

/// `[self new]` and `self.new` in a class method make the class, as `[[self alloc] init]`
/// there does: by its name, since Swift makes an object from a metatype value (`self()`)
/// only through a required initializer and refuses the call without `.init`.
@Suite struct ObjCSelfNewTests {
  @Test func selfNewInAClassMethodMakesTheClass() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Maker.m": """
        #import <UIKit/UIKit.h>
        @interface Maker : NSObject
        + (instancetype)make;
        + (instancetype)shared;
        @end
        @implementation Maker
        + (instancetype)make { return self.new; }
        + (instancetype)shared {
            static Maker *made;
            if (!made) { made = [self new]; }
            return made;
        }
        @end
        """
      ], containing: ["return Maker()", "value = Maker()"])
    #expect(!swift.contains("self()"), "\(swift)")
  }
}
