import EaselUIKit
import Foundation
import Testing

/// `NSLocale (NSExtendedLocale)`'s members, which Linux's Foundation keeps internal or lacks:
/// each is what the locale's key gives (GRTextField's category reads
/// `[[NSLocale currentLocale] languageCode]` to find its `.lproj`).
@Suite struct LocaleExtendedMembersTests {
  @Test func aLocalesComponentsAndConventions() {
    let locale = NSLocale(localeIdentifier: "pt_BR")
    #expect(locale.localeIdentifier == "pt_BR")
    #expect(locale.languageCode == "pt")
    #expect(locale.countryCode == "BR")
    #expect(locale.scriptCode == nil)
    #expect(locale.variantCode == nil)
    #expect(locale.calendarIdentifier == "gregorian")
    #expect(locale.usesMetricSystem)
    #expect(locale.decimalSeparator == ",")
    #expect(locale.groupingSeparator == ".")
    #expect(locale.currencyCode == "BRL")
    #expect(locale.currencySymbol == "R$")
    #expect(locale.quotationBeginDelimiter == "\u{201C}")
    #expect(locale.localizedString(forLanguageCode: "en") == "inglês")
    #expect(locale.localizedString(forCountryCode: "BR") == "Brasil")
  }
}
