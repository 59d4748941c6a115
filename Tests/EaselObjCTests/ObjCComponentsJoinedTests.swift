import Foundation
import Testing

@testable import EaselObjC

/// `-[NSArray componentsJoinedByString:]`, which Swift's array lacks (it is `NSArray`'s
/// `componentsJoined(by:)`): the elements' descriptions joined with the separator, as
/// Foundation joins them. garora12/ExtendedTextFieldObjectiveC's ExtendedTextField (draw 43)
/// failed on "value of type '[Any]' has no member 'componentsJoined'".
@Suite struct ObjCComponentsJoinedTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface DigitsLabel : UILabel
    @property (nonatomic, strong) NSArray *parts;
    @end
    @implementation DigitsLabel
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSArray *components = [@"1-2-3" componentsSeparatedByCharactersInSet:
            [NSCharacterSet decimalDigitCharacterSet].invertedSet];
        NSString *digits = [components componentsJoinedByString:@""];
        self.text = [digits stringByAppendingString:[self.parts componentsJoinedByString:@","]];
    }
    @end
    """

  @Test func elementsAreJoined() throws {
    try ObjCTestSupport.expectTranslation(
      ["DigitsLabel.m": Self.source],
      containing: [".map { String(describing: $0) }.joined(separator: \"\")"])
  }
}

/// `-[NSArray reverseObjectEnumerator]` and `objectEnumerator`, which Swift's array lacks:
/// the Foundation object's enumerator over the same elements (FSCalendar's transition
/// coordinator, draw 45, spent: "value of type '[Date]' has no member
/// 'reverseObjectEnumerator'").
@Suite struct ObjCArrayEnumeratorTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Picked : UIView
    @property (nonatomic, strong) NSArray<NSDate *> *dates;
    @property (nonatomic, strong) NSArray *names;
    @end
    @implementation Picked
    - (void)layoutSubviews {
        [super layoutSubviews];
        NSMutableArray *latest = self.dates.reverseObjectEnumerator.allObjects.mutableCopy;
        NSEnumerator *forward = [self.names objectEnumerator];
        self.hidden = latest.count == 0 && [forward nextObject] == nil;
        for (NSDate *date in self.dates.reverseObjectEnumerator) {
            self.alpha = date.timeIntervalSince1970 > 0 ? 1 : 0.5;
        }
    }
    @end
    """

  @Test func enumeratorsAreFoundations() throws {
    try ObjCTestSupport.expectTranslation(
      ["Picked.m": Self.source],
      containing: [
        "((self.dates) as NSArray?)?.reverseObjectEnumerator()",
        "((self.names) as NSArray?)?.objectEnumerator()",
        "?? NSArray().objectEnumerator())",
      ])
  }
}
