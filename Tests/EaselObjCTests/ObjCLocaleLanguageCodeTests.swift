import Foundation
import Testing

@testable import EaselObjC

/// `-[NSLocale languageCode]` and the other members of `NSLocale (NSExtendedLocale)` are the
/// façade's: GRTextField's category `NSString (GRTextField)` failed ("no visible @interface for
/// 'NSLocale' declares the selector 'languageCode'", NSString+GRTextField.m:16:50), and with it
/// GRTextField, which uses the category.
@Suite struct ObjCLocaleLanguageCodeTests {
  @Test func aLocalesLanguageCodeTranslates() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "NSString+Localized.m": """
        #import <Foundation/Foundation.h>
        @interface NSString (Localized)
        - (NSString *)localized;
        @end
        @implementation NSString (Localized)
        - (NSString *)localized {
            NSLocale *locale = [NSLocale currentLocale];
            NSString *code = [locale languageCode];
            NSString *country = locale.countryCode ?: @"";
            NSString *path = [[NSBundle mainBundle] pathForResource:code ofType:@"lproj"];
            return path ? [country stringByAppendingString:self] : self;
        }
        @end
        """
      ],
      containing: ["locale.languageCode", "locale.countryCode"])
  }
}
