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
}
