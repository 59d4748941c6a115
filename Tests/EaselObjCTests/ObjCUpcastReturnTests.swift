import EaselObjC
import Foundation
import Testing

/// An object upcast to a getter's declared result where the property is of the object's own
/// class (`- (NSArray *)accessibleElements { … return _accessibleElements; }` over
/// `@property NSMutableArray *accessibleElements`, biostome/TTRangeSlider, draw 50): the getter
/// returns the instance variable's object, as Objective-C does, not a copy made back from the
/// Swift array `NSArray *` is (whose additions the instance variable would not see).
@Suite struct ObjCUpcastReturnTests {
  @Test func aGetterReturnsItsObjectItself() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Slider.m": """
        #import <UIKit/UIKit.h>

        @interface Slider : UIView
        @end
        @interface Slider ()
        @property (nonatomic, strong) NSMutableArray *accessibleElements;
        @end
        @implementation Slider
        - (NSArray *)accessibleElements {
            if (_accessibleElements != nil) { return _accessibleElements; }
            _accessibleElements = [[NSMutableArray alloc] init];
            [_accessibleElements addObject:@"left"];
            return _accessibleElements;
        }
        @end
        """
      ],
      containing: ["return self._accessibleElements\n"])
    #expect(!swift.contains("as? [Any]"), "\(swift)")
  }
}
