import Foundation
import Testing

@testable import EaselObjC

/// `NSCalendar`, `NSDateComponents` and `NSTimeZone` objects, which Swift's importer gives as
/// `Calendar`, `DateComponents` and `TimeZone` in framework members whose methods are not the
/// classes': the translation keeps the objects the Objective-C holds and calls, and converts
/// with `as` where a framework member gives or takes the value (a clock face's hour hand).
@Suite struct ObjCBridgedObjectTests {
  @Test func calendarsAndDateComponentsAreConvertedAtFrameworkMembers() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Clock.m": """
        #import <UIKit/UIKit.h>
        @interface Clock : UIView
        @property (nonatomic) NSDate *date;
        @end
        @implementation Clock
        - (CGFloat)hourAngle {
          NSCalendar *calendar = [NSCalendar currentCalendar];
          NSDateComponents *components =
              [calendar components:(NSCalendarUnitHour | NSCalendarUnitMinute) fromDate:self.date];
          NSDateComponents *step = [[NSDateComponents alloc] init];
          step.day = 1;
          NSDate *next = [calendar dateByAddingComponents:step toDate:self.date options:0];
          NSTimeZone *zone = [NSTimeZone localTimeZone];
          (void)next; (void)zone;
          return (components.hour % 12 + [components minute] / 60.0) * M_PI / 6;
        }
        @end
        """
      ],
      containing: [
        "let calendar: NSCalendar = (NSCalendar.current as NSCalendar)",
        "from: self.date) as NSDateComponents)",
        "calendar.date(byAdding: (step as DateComponents), to: self.date, options: [])",
        "(NSTimeZone.local as NSTimeZone)",
      ])
  }
}

/// `NSCharacterSet` objects, which Swift's importer gives as `CharacterSet` in framework
/// members (`rangeOfCharacter(from:)` takes one), are kept and converted with `as` as the
/// calendar's are: a variable declared `NSCharacterSet *` holding
/// `+lowercaseLetterCharacterSet` failed the working part's safeyou `Validator` on "cannot
/// convert value of type 'CharacterSet' to specified type 'NSCharacterSet'".
@Suite struct ObjCCharacterSetTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface Validator : NSObject
    + (BOOL)isValidPassword:(NSString *)password;
    + (BOOL)isNumber:(NSString *)text;
    @end
    @implementation Validator
    + (BOOL)isValidPassword:(NSString *)password {
        NSCharacterSet *lower = [NSCharacterSet lowercaseLetterCharacterSet];
        NSCharacterSet *digits = [NSCharacterSet decimalDigitCharacterSet];
        return [password rangeOfCharacterFromSet:lower].location != NSNotFound
            && [password rangeOfCharacterFromSet:digits].location != NSNotFound;
    }
    + (BOOL)isNumber:(NSString *)text {
        NSCharacterSet *notDigits = [[NSCharacterSet decimalDigitCharacterSet] invertedSet];
        NSCharacterSet *allowed = [NSCharacterSet characterSetWithCharactersInString:@"0123456789"];
        return [text rangeOfCharacterFromSet:notDigits].location == NSNotFound
            && [allowed characterIsMember:[text characterAtIndex:0]];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    try ObjCTestSupport.expectTranslation(
      ["Validator.m": Self.source],
      containing: [
        "let lower: NSCharacterSet = (NSCharacterSet.lowercaseLetters as NSCharacterSet)",
        "rangeOfCharacter(from: (notDigits as CharacterSet))",
        ".map { (allowed as CharacterSet).contains($0) }",
      ])
  }
}

/// An `NSURLRequest` object, which Swift's importer gives as `URLRequest` in framework members
/// (`-[NSURLSession dataTaskWithRequest:]` takes one), is converted with `as` where it is
/// passed and kept where a member gives it: a network image view's request stopped Swift on
/// "'NSURLRequest' is not implicitly convertible to 'URLRequest'".
@Suite struct ObjCURLRequestTests {
  @Test func aRequestIsConvertedAtFrameworkMembers() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Loader.m": """
        #import <UIKit/UIKit.h>
        @interface Loader : UIView
        @property (nonatomic) NSURL *url;
        @end
        @implementation Loader
        - (NSURLSessionDataTask *)taskIn:(NSURLSession *)session {
          NSURLRequest *request = [[NSURLRequest alloc] initWithURL:self.url
              cachePolicy:NSURLRequestReloadIgnoringLocalAndRemoteCacheData timeoutInterval:30];
          NSURLSessionDataTask *task = [session dataTaskWithRequest:request];
          NSURLRequest *original = task.originalRequest;
          (void)original;
          return task;
        }
        @end
        """
      ],
      containing: [
        "session?.dataTask(with: (request as URLRequest?)!)",
        "(task?.originalRequest as NSURLRequest?)",
      ])
  }
}
