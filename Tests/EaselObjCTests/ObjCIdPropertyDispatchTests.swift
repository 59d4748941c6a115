import Foundation
import Testing

@testable import EaselObjC

/// A framework property read through `id` that unrelated classes declare (`[calendars[0]
/// frame]`, an element of an untyped `NSArray`: `UIView`'s `frame` and `CALayer`'s):
/// Objective-C's runtime sends it to whatever the object is, so the translation tries each
/// class, not only the first its table names (Daij-Djan/DDCalendarView, a spent draw's, read
/// a view's frame as a layer's, got zero and drew blank).
@Suite struct ObjCIdPropertyDispatchTests {
  @Test func aPropertyOfSeveralClassesReadThroughIdReachesEach() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Strip : UIView
      @property (nonatomic, strong) NSMutableArray *days;
      @end
      @implementation Strip
      - (CGFloat)firstWidth {
          return [self.days[0] frame].size.width;
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Strip.m": source])
    let line = try #require(swift.split(separator: "\n").first { $0.contains(".frame") })
    #expect(line.contains("as? UIView)?.frame"), "\(line)")
    #expect(line.contains("as? CALayer)?.frame"), "\(line)")
  }
}

/// The setter sent to `id` likewise: set on whichever of the declaring classes the object is.
@Suite struct ObjCIdPropertySetterDispatchTests {
  @Test func aPropertyOfSeveralClassesSetThroughIdReachesEach() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Strip : UIView
      @property (nonatomic, strong) NSMutableArray *days;
      @end
      @implementation Strip
      - (void)place {
          [self.days[0] setFrame:CGRectMake(0, 0, 10, 10)];
      }
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(["Strip.m": source])
    let line = try #require(swift.split(separator: "\n").first { $0.contains(".frame") })
    #expect(line.contains("as? UIView { easelObject.frame = "), "\(line)")
    #expect(line.contains("as? CALayer { easelObject.frame = "), "\(line)")
    // A class declaring it readonly takes no setter.
    #expect(!line.contains("NSCollectionLayoutGroupCustomItem"), "\(line)")
  }
}
