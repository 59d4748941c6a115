import Foundation
import Testing

@testable import EaselObjC

/// Two enumerations' values ordered (`self.place < PlaceCount`): C orders their numbers, a
/// Swift enumeration has no `<`. Nightonke/VHBoomMenuButton's VHErrorManager.m (a spent draw's)
/// checks its enumerations against their `…Count` constants so.
@Suite struct ObjCEnumerationOrderTests {
  static let source = """
    #import <UIKit/UIKit.h>
    typedef NS_ENUM(NSUInteger, Place) {
        PlaceTop,
        PlaceBottom,
        PlaceCount,
    };
    @interface Board : UIView
    @property (nonatomic, assign) Place place;
    @end
    @implementation Board
    - (BOOL)isKnown {
        return self.place < PlaceCount && PlaceTop <= self.place;
    }
    @end
    """

  @Test func enumerationsAreOrderedByTheirNumbers() throws {
    try ObjCTestSupport.expectTranslation(
      ["Board.m": Self.source],
      containing: ["(Int(self.place.rawValue) < Int(Place.count.rawValue))"])
  }
}
