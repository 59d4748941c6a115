import EaselUIKit
import Foundation
import Testing

@Suite struct FontTests {
  @Test(arguments: [
    ("HelveticaNeue-Bold", "Nimbus Sans", 700, false),
    ("Helvetica", "Nimbus Sans", 400, false),
    ("Avenir-Heavy", "Inter", 800, false),
    ("AvenirNext-DemiBoldItalic", "Inter", 600, true),
    ("Menlo-Regular", "DejaVu Sans Mono", 400, false),
    ("Courier-BoldOblique", "Nimbus Mono PS", 700, true),
    ("TimesNewRomanPS-BoldMT", "Nimbus Roman", 700, false),
    ("HelveticaNeue-Light", "Nimbus Sans", 300, false),
  ])
  func namedFontsMapToInstalledFamilies(name: String, family: String, weight: Int, italic: Bool)
    throws
  {
    let f = try #require(UIFont(name: name, size: 14))
    #expect(f.fontSpec.family == family)
    #expect(f.fontSpec.weight == weight)
    #expect(f.fontSpec.italic == italic)
    #expect(f.fontName == name)
    #expect(f.pointSize == 14)
  }

  @Test func unknownFontsAreNil() {
    #expect(UIFont(name: "NoSuchFont-Bold", size: 12) == nil)
  }

  @Test func systemFontIsInter() {
    let f = UIFont.systemFont(ofSize: 17)
    #expect(f.fontSpec.family == "Inter")
    #expect(f.familyName == ".AppleSystemUIFont")
    #expect(UIFont.boldSystemFont(ofSize: 12).fontSpec.weight == 700)
    #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontSpec.weight == 600)
    #expect(UIFont.italicSystemFont(ofSize: 12).fontSpec.italic)
    #expect(f.withSize(30).pointSize == 30)
  }

  @Test(arguments: [
    (UIFont.TextStyle.body, 17.0, 400), (.headline, 17, 600), (.subheadline, 15, 400),
    (.footnote, 13, 400), (.caption1, 12, 400), (.caption2, 11, 400), (.title1, 28, 400),
    (.title2, 22, 400), (.title3, 20, 400), (.largeTitle, 34, 400), (.callout, 16, 400),
  ])
  func preferredFontsHaveIOSDefaultSizes(style: UIFont.TextStyle, size: Double, weight: Int) {
    let f = UIFont.preferredFont(forTextStyle: style)
    #expect(f.pointSize == CGFloat(size))
    #expect(f.fontSpec.weight == weight)
  }

  @Test func metricsAreConsistent() {
    let f = UIFont.systemFont(ofSize: 17)
    #expect(f.lineHeight > 17 && f.lineHeight < 24)
    #expect(f.ascender > 0 && f.descender < 0)
    #expect(abs(f.ascender - f.descender - f.lineHeight) < 0.01)
  }
}
