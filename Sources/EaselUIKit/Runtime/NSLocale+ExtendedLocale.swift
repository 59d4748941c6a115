import Foundation

// `NSLocale (NSExtendedLocale)`'s members (iOS 10): the locale's identifier and components,
// its conventions, and the localized names of other locales' components. Linux's Foundation
// keeps them internal or lacks them; each is what `object(forKey:)` or `displayName(forKey:
// value:)` gives for the key the SDK documents it as, as Foundation defines them.

extension NSLocale {
  /// The locale's identifier (`NSLocaleIdentifier`).
  public var localeIdentifier: String { string(.identifier) ?? "" }
  /// The locale's language code (`NSLocaleLanguageCode`).
  public var languageCode: String { string(.languageCode) ?? "" }
  /// The locale's country code (`NSLocaleCountryCode`), if it has one.
  public var countryCode: String? { string(.countryCode) }
  /// The locale's script code (`NSLocaleScriptCode`), if it has one.
  public var scriptCode: String? { string(.scriptCode) }
  /// The locale's variant code (`NSLocaleVariantCode`), if it has one.
  public var variantCode: String? { string(.variantCode) }
  /// The characters the locale's language uses (`NSLocaleExemplarCharacterSet`).
  public var exemplarCharacterSet: CharacterSet {
    (object(forKey: .exemplarCharacterSet) as? CharacterSet)
      ?? (object(forKey: .exemplarCharacterSet) as? NSCharacterSet).map { $0 as CharacterSet }
      ?? CharacterSet()
  }
  /// The identifier of the locale's calendar (`NSLocaleCalendar`'s).
  public var calendarIdentifier: String {
    let calendar = object(forKey: .calendar)
    return (calendar as? Calendar).map { Self.identifier(of: $0) }
      ?? (calendar as? NSCalendar)?.calendarIdentifier.rawValue ?? "gregorian"
  }
  /// The locale's collation identifier (`NSLocaleCollationIdentifier`), if it has one.
  public var collationIdentifier: String? { string(.collationIdentifier) }
  /// Whether the locale uses the metric system (`NSLocaleUsesMetricSystem`).
  public var usesMetricSystem: Bool {
    (object(forKey: .usesMetricSystem) as? Bool)
      ?? (object(forKey: .usesMetricSystem) as? NSNumber)?.boolValue ?? true
  }
  /// The locale's decimal separator (`NSLocaleDecimalSeparator`).
  public var decimalSeparator: String { string(.decimalSeparator) ?? "." }
  /// The locale's grouping separator (`NSLocaleGroupingSeparator`).
  public var groupingSeparator: String { string(.groupingSeparator) ?? "," }
  /// The locale's currency symbol (`NSLocaleCurrencySymbol`).
  public var currencySymbol: String { string(.currencySymbol) ?? "" }
  /// The locale's currency code (`NSLocaleCurrencyCode`), if it has one.
  public var currencyCode: String? { string(.currencyCode) }
  /// The locale's collator identifier (`NSLocaleCollatorIdentifier`).
  public var collatorIdentifier: String { string(.collatorIdentifier) ?? localeIdentifier }
  /// The locale's opening quotation mark (`NSLocaleQuotationBeginDelimiterKey`).
  public var quotationBeginDelimiter: String { string(.quotationBeginDelimiterKey) ?? "\u{201C}" }
  /// The locale's closing quotation mark (`NSLocaleQuotationEndDelimiterKey`).
  public var quotationEndDelimiter: String { string(.quotationEndDelimiterKey) ?? "\u{201D}" }
  /// The locale's alternate opening quotation mark
  /// (`NSLocaleAlternateQuotationBeginDelimiterKey`).
  public var alternateQuotationBeginDelimiter: String {
    string(.alternateQuotationBeginDelimiterKey) ?? "\u{2018}"
  }
  /// The locale's alternate closing quotation mark (`NSLocaleAlternateQuotationEndDelimiterKey`).
  public var alternateQuotationEndDelimiter: String {
    string(.alternateQuotationEndDelimiterKey) ?? "\u{2019}"
  }

  /// The name of the locale `localeIdentifier` names, in this locale's language.
  public func localizedString(forLocaleIdentifier localeIdentifier: String) -> String {
    displayName(forKey: .identifier, value: localeIdentifier) ?? localeIdentifier
  }
  /// The name of a language, in this locale's language.
  public func localizedString(forLanguageCode languageCode: String) -> String? {
    displayName(forKey: .languageCode, value: languageCode)
  }
  /// The name of a country, in this locale's language.
  public func localizedString(forCountryCode countryCode: String) -> String? {
    displayName(forKey: .countryCode, value: countryCode)
  }
  /// The name of a script, in this locale's language.
  public func localizedString(forScriptCode scriptCode: String) -> String? {
    displayName(forKey: .scriptCode, value: scriptCode)
  }
  /// The name of a variant, in this locale's language.
  public func localizedString(forVariantCode variantCode: String) -> String? {
    displayName(forKey: .variantCode, value: variantCode)
  }
  /// The name of a calendar, in this locale's language.
  public func localizedString(forCalendarIdentifier calendarIdentifier: String) -> String? {
    displayName(forKey: .calendar, value: calendarIdentifier)
  }
  /// The name of a collation, in this locale's language.
  public func localizedString(forCollationIdentifier collationIdentifier: String) -> String? {
    displayName(forKey: .collationIdentifier, value: collationIdentifier)
  }
  /// The name of a currency, in this locale's language.
  public func localizedString(forCurrencyCode currencyCode: String) -> String? {
    displayName(forKey: .currencyCode, value: currencyCode)
  }
  /// The name of a collator, in this locale's language.
  public func localizedString(forCollatorIdentifier collatorIdentifier: String) -> String? {
    displayName(forKey: .collatorIdentifier, value: collatorIdentifier)
  }

  /// The string `object(forKey:)` gives for `key`; nil for none or an empty one.
  private func string(_ key: NSLocale.Key) -> String? {
    let value = object(forKey: key)
    let s = (value as? String) ?? (value as? NSString).map { $0 as String }
    return s?.isEmpty == false ? s : nil
  }

  /// A calendar's identifier as Foundation spells it (`gregorian`, `buddhist` …).
  private static func identifier(of calendar: Calendar) -> String {
    (calendar as NSCalendar).calendarIdentifier.rawValue
  }
}
