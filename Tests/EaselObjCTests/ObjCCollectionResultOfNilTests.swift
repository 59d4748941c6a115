import Foundation
import Testing

/// Constructs of mrxir/MRCalendar, legal Objective-C that Swift refused in its translation.
@Suite struct ObjCCollectionResultOfNilTests {
  /// An array a message to nil may give, passed where nil is not taken: `[NSMutableArray
  /// arrayWithArray:[_months componentsSeparatedByString:@","]]` is the empty array for a nil
  /// `_months`, as Foundation reads nil ("no exact matches in call to initializer").
  @Test func anArrayThatMayBeNilIsEmptyWhereNilIsNotTaken() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Cal.m": """
        #import <UIKit/UIKit.h>
        @interface Cal : UIView
        @property (nonatomic, strong) NSString *months;
        @property (nonatomic, strong) NSArray *monthArray;
        @end
        @implementation Cal
        - (void)setMonths:(NSString *)months {
            _months = months;
            NSMutableArray *parts = [NSMutableArray arrayWithArray:[_months componentsSeparatedByString:@","]];
            [parts removeObjectsInArray:@[@""]];
            self.monthArray = parts;
        }
        @end
        """
      ], containing: ["(self._months?.components(separatedBy: \",\") ?? [])"])
  }

  /// A collection property of the type wanted, never set (ulidev/MDSOfferView's titles), passed
  /// where nil is not taken: `[NSMutableDictionary dictionaryWithDictionary:self.titles]` is
  /// the empty dictionary, as Foundation reads nil; the implicit unwrap trapped in
  /// `init(frame:)`.
  @Test func aCollectionOfTheWantedTypeThatMayBeNilIsEmptyWhereNilIsNotTaken() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Offer.m": """
        #import <UIKit/UIKit.h>
        @interface Offer : UIView
        @property (nonatomic, copy) NSDictionary *titles;
        @property (nonatomic, copy) NSArray *names;
        @end
        @implementation Offer
        - (void)setTitle:(NSString *)title forState:(NSInteger)state {
            NSMutableDictionary *titles = [NSMutableDictionary dictionaryWithDictionary:self.titles];
            titles[@(state)] = title ?: @"";
            self.titles = titles;
            self.names = [NSArray arrayWithArray:self.names];
        }
        @end
        """
      ],
      containing: ["NSMutableDictionary(dictionary: (self.titles ?? [:]))", "(self.names ?? [])"])
  }

  /// An element of an array that may be nil, given to `%@` (`self.monthArray[section]`): the
  /// optional chain is closed before `.map`, which otherwise applied to the element.
  @Test func anOptionalChainGivenToAFormatIsClosedFirst() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Cal.m": """
        #import <UIKit/UIKit.h>
        @interface Cal : UIView
        @property (nonatomic, strong) NSArray *monthArray;
        @end
        @implementation Cal
        - (NSString *)monthInSection:(NSInteger)section {
            return [NSString stringWithFormat:@"%@", self.monthArray[section]];
        }
        @end
        """
      ], containing: ["(self.monthArray?[objcIndex: section]).map { String(describing: $0) }"])
  }

  /// A property's assignment returned as a value (`return self.segments = [NSArray
  /// arrayWithArray:larger];`): the value given to the setter, not read back through the
  /// getter (`ObjCAssignmentValueTests`).
  @Test func aPropertysAssignmentReturnedIsTheValueAssigned() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Cal.m": """
        #import <UIKit/UIKit.h>
        @interface Cal : UIView
        @property (nonatomic, strong) NSArray *segments;
        @end
        @implementation Cal
        - (NSArray *)segmentsFrom:(NSArray *)larger {
            return self.segments = [NSArray arrayWithArray:larger];
        }
        @end
        """
      ], containing: ["self.segments = easelAssigned; return easelAssigned }())"])
  }
}
