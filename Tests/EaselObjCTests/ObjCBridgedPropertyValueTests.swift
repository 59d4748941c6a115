import Testing

/// A framework property Swift declares as a bridged value (`NSDateFormatter.timeZone` is a
/// `TimeZone`, `locale` a `Locale`) takes the Objective-C object converted with `as`, whether
/// set by a setter message or dot syntax.
@Suite struct ObjCBridgedPropertyValueTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface DateLabel : UILabel
    @end

    @implementation DateLabel
    - (void)awakeFromNib {
        [super awakeFromNib];
        NSDateFormatter *formatter = [[NSDateFormatter alloc] init];
        [formatter setLocale:[[NSLocale alloc] initWithLocaleIdentifier:@"en_US_POSIX"]];
        NSTimeZone *zone = [NSTimeZone systemTimeZone];
        [formatter setTimeZone:zone];
        formatter.timeZone = zone;
        formatter.dateFormat = @"yyyy";
        self.text = [formatter stringFromDate:[NSDate date]];
    }
    @end
    """

  @Test func objectsAreGivenAsTheValues() throws {
    try ObjCTestSupport.expectTranslation(
      ["DateLabel.m": Self.source], containing: ["as Locale", "formatter.timeZone = (zone as TimeZone"])
  }

  /// An instance variable (`T!`) given to a framework method that takes the value
  /// non-optional (`formUnionWithCharacterSet:`) is unwrapped after the conversion.
  @Test func anImplicitlyUnwrappedObjectIsUnwrapped() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Scanner2 : NSObject {
          NSCharacterSet *_spaces;
          NSMutableCharacterSet *_stops;
      }
      @end
      @implementation Scanner2
      - (id)init {
          self = [super init];
          _spaces = [NSCharacterSet whitespaceAndNewlineCharacterSet];
          _stops = [[NSMutableCharacterSet alloc] init];
          [_stops formUnionWithCharacterSet:_spaces];
          return self;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Scanner2.m": source], containing: ["formUnion(with: (self._spaces as CharacterSet?)!)"])
  }
}
