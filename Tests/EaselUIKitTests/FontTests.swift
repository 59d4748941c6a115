import EaselUIKit
import Foundation
import Testing

@Suite struct FontTests {
  /// iOS's faces with the tests' pinned fonts (Inter, DejaVu, Noto): each drawn with the
  /// first stand-in installed there, the one every stand-in list ends with.
  @Test(arguments: [
    ("HelveticaNeue-Bold", "DejaVu Sans", 700, false),
    ("Helvetica", "DejaVu Sans", 400, false),
    ("Avenir-Heavy", "Inter", 800, false),
    ("AvenirNext-DemiBoldItalic", "Inter", 600, true),
    ("Menlo-Regular", "DejaVu Sans Mono", 400, false),
    ("Courier-BoldOblique", "DejaVu Sans Mono", 700, true),
    ("TimesNewRomanPS-BoldMT", "DejaVu Serif", 700, false),
    ("HelveticaNeue-Light", "DejaVu Sans", 300, false),
    ("Georgia-Italic", "DejaVu Serif", 400, true),
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

  /// iOS finds a font by PostScript name, family name or full name, ignoring case (Core
  /// Text's order), and reports the face it found: `[UIFont fontWithName:@"futura" …]`
  /// draws Futura-Medium on iOS.
  @Test(arguments: [
    ("futura", "Futura-Medium", "Futura"),
    ("FUTURA-BOLD", "Futura-Bold", "Futura"),
    ("Helvetica Neue", "HelveticaNeue", "Helvetica Neue"),
    ("helvetica neue bold italic", "HelveticaNeue-BoldItalic", "Helvetica Neue"),
    ("Gill Sans", "GillSans", "Gill Sans"),
    ("avenir", "Avenir-Book", "Avenir"),
    ("times new roman", "TimesNewRomanPSMT", "Times New Roman"),
    ("hiraginosans-w6", "HiraginoSans-W6", "Hiragino Sans"),
  ])
  func namesMatchAsIOSDoes(name: String, postScriptName: String, family: String) throws {
    let f = try #require(UIFont(name: name, size: 20))
    #expect(f.fontName == postScriptName)
    #expect(f.familyName == family)
  }

  /// A name iOS has no font for is nil, as `fontWithName:size:` returns: not the nearest
  /// family by prefix, nor a font only macOS has.
  @Test(arguments: ["NoSuchFont-Bold", "HelveticaFoo", "Futurama", "SFProText-Regular", ""])
  func unknownFontsAreNil(name: String) {
    #expect(UIFont(name: name, size: 12) == nil)
  }

  /// A face Linux lacks is drawn with its stand-in and reported once, naming the face and
  /// the family drawn (here the pinned fonts' Inter: BetecknaGS and URW Gothic are not pinned).
  @Test func substitutedFacesAreReportedOnce() throws {
    let futura = try #require(IOSFonts.face(named: "futura"))
    #expect(futura.candidates == ["Futura", "BetecknaGS", "URW Gothic", "Inter"])
    let record = FontSubstitutions()
    #expect(futura.drawnFamily(requested: "futura", recordingIn: record) == "Inter")
    #expect(futura.drawnFamily(requested: "Futura-Medium", recordingIn: record) == "Inter")
    let taken = record.take()
    #expect(taken.count == 1)
    #expect(taken.first?.drawnWith == "Inter")
    #expect(
      taken.first?.message
        == "font 'futura' (iOS's Futura-Medium) is one of iOS's, which Linux lacks: drawn with "
        + "Inter, the closest installed stand-in for Futura")
    #expect(record.take().isEmpty)
  }

  /// A private name of the system's fonts (the `fontName` of the system font) is Times New
  /// Roman, as Core Text answers it since iOS 13 ("Client requested name '.SFUI-Semibold', it
  /// will get TimesNewRomanPSMT"), said once per name; the system font's descriptor, which
  /// carries that name, still makes the system font.
  @Test func aSystemFontsPrivateNameIsTimesNewRoman() throws {
    let bold = UIFont.boldSystemFont(ofSize: 15)
    #expect(bold.fontName.hasPrefix(".SFUI-"))
    let copied = try #require(UIFont(name: bold.fontName, size: 12))
    #expect(copied.fontName == "TimesNewRomanPSMT")
    #expect(copied.familyName == "Times New Roman")
    #expect(copied.fontSpec.weight == 400 && !copied.fontSpec.italic)
    #expect(copied.pointSize == 12)
    #expect(UIFont(name: ".AppleSystemUIFont", size: 12)?.fontName == "TimesNewRomanPSMT")
    let described = UIFont(descriptor: bold.fontDescriptor, size: 12)
    #expect(described.familyName == bold.familyName && described.fontSpec.weight == 700)
    let record = FontSubstitutions()
    record.record(privateName: ".SFUI-Semibold", answeredWith: "TimesNewRomanPSMT")
    record.record(privateName: ".SFUI-Semibold", answeredWith: "TimesNewRomanPSMT")
    #expect(
      record.take().map(\.message) == [
        "font '.SFUI-Semibold' is a private name of the system font: since iOS 13 Core Text "
          + "gives TimesNewRomanPSMT for it, and so does Easel (the system font is "
          + "UIFont.systemFont(ofSize:weight:), or the font's descriptor)"
      ])
  }

  /// A face whose own family is installed is drawn with it, and nothing is reported.
  @Test func installedIOSFamiliesAreDrawnAsThemselves() throws {
    let face = IOSFontFace(
      postScriptName: "DejaVuSans", family: "DejaVu Sans", weight: .regular, italic: false,
      candidates: ["DejaVu Sans", "Inter"])
    let record = FontSubstitutions()
    #expect(face.drawnFamily(requested: "DejaVuSans", recordingIn: record) == "DejaVu Sans")
    #expect(record.take().isEmpty)
  }

  /// Every family `familyNames` lists gives faces, each found by its own name.
  @Test func everyListedFaceIsFound() throws {
    #expect(UIFont.familyNames.contains("Futura"))
    for family in UIFont.familyNames {
      let names = UIFont.fontNames(forFamilyName: family)
      #expect(!names.isEmpty, "\(family)")
      for name in names {
        #expect(IOSFonts.face(named: name)?.postScriptName == name)
        #expect(IOSFonts.face(named: name)?.candidates.first == family)
      }
    }
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
