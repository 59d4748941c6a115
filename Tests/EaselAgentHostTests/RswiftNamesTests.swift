import Foundation
import Testing

@testable import EaselAgentHost

/// R.swift's identifiers for resource names: cut at characters no identifier holds, the
/// pieces joined camel-cased, leading digits dropped, a leading run of capitals lower-cased
/// as one word, keywords in backquotes; names that clash or give nothing are skipped.
struct RswiftNamesTests {
  @Test(arguments: [
    ("comment_icon", "comment_icon"),
    ("comment-icon", "commentIcon"),
    ("Comment Icon", "commentIcon"),
    ("badge.caption", "badgeCaption"),
    ("worktimeform_error_greater_than", "worktimeform_error_greater_than"),
    ("IRANSansMobile-Bold", "iranSansMobileBold"),
    ("URLString", "urlString"),
    ("ABC", "abC"),
    ("A1", "a1"),
    ("Profile", "profile"),
    ("TableHeaderView", "tableHeaderView"),
    ("1st place", "stPlace"),
    ("badges.json", "badgesJson"),
    ("default", "`default`"),
    ("Self", "`self`"),
    ("café au lait", "caféAuLait"),
    ("???", ""),
  ])
  func identifiers(name: String, expected: String) {
    #expect(RswiftNames.identifier(name) == expected)
  }

  @Test func aTypesNameKeepsItsCase() {
    #expect(RswiftNames.identifier("TableHeaderView", lowercaseStart: false) == "TableHeaderView")
  }

  @Test func namesThatClashOrGiveNothingAreSkipped() {
    let kept = RswiftNames.unique(["icon-star", "icon_star", "iconStar", "Icon Star", "%%", "moon"])
    // "icon-star", "iconStar" and "Icon Star" all give iconStar: none is kept.
    #expect(kept.map(\.name) == ["icon_star", "moon"])
    #expect(kept.map(\.identifier) == ["icon_star", "moon"])
  }
}

/// The parameters of a localized string's function: one per format specifier, typed by its
/// conversion, positions honoured.
struct RswiftFormatTests {
  @Test(arguments: [
    ("Hello", [String]()),
    ("%d new", ["Int"]),
    ("%@ has %ld of %lu (%.1f%%)", ["String", "Int", "UInt", "Double"]),
    ("%2$@ before %1$d", ["Int", "String"]),
    ("100%% sure", []),
    ("%c", ["Character"]),
  ])
  func argumentTypes(format: String, expected: [String]) {
    #expect(RswiftFormat.argumentTypes(of: format) == expected)
  }

  @Test func aStringsdictEntrysVariablesAreItsArguments() {
    let entry: [String: Any] = [
      "NSStringLocalizedFormatKey": "%#@items@ in %@",
      "items": [
        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
        "NSStringFormatValueTypeKey": "d", "one": "%d item", "other": "%d items",
      ],
    ]
    #expect(RswiftFormat.argumentTypes(of: RswiftFormat.pluralFormat(entry)) == ["Int", "String"])
  }
}
