internal import EaselGraphics
import Foundation

extension UIFont {
  /// iOS font families (PostScript name prefixes) and the installed family drawn for each.
  ///
  /// Differs from UIKit: iOS's fonts are not installed; each is drawn with a metric or
  /// stylistic stand-in. Names not listed here return nil from `init?(name:size:)`, as an
  /// uninstalled font does on iOS.
  static let familyStandIns: [(prefix: String, iosFamily: String, installed: String)] = [
    (".SFUI", ".AppleSystemUIFont", FontSpec.systemFamily),
    (".SFNS", ".AppleSystemUIFont", FontSpec.systemFamily),
    ("SFProText", "SF Pro Text", FontSpec.systemFamily),
    ("SFProDisplay", "SF Pro Display", FontSpec.systemFamily),
    ("SFPro", "SF Pro", FontSpec.systemFamily),
    ("SFUIText", "SF UI Text", FontSpec.systemFamily),
    ("SFUIDisplay", "SF UI Display", FontSpec.systemFamily),
    ("SFMono", "SF Mono", "DejaVu Sans Mono"),
    ("HelveticaNeue", "Helvetica Neue", "Nimbus Sans"),
    ("Helvetica", "Helvetica", "Nimbus Sans"),
    ("ArialMT", "Arial", "Nimbus Sans"),
    ("Arial", "Arial", "Nimbus Sans"),
    ("Avenir", "Avenir", FontSpec.systemFamily),
    ("AvenirNext", "Avenir Next", FontSpec.systemFamily),
    ("GillSans", "Gill Sans", FontSpec.systemFamily),
    ("Futura", "Futura", FontSpec.systemFamily),
    ("Verdana", "Verdana", "DejaVu Sans"),
    ("TrebuchetMS", "Trebuchet MS", "DejaVu Sans"),
    ("Menlo", "Menlo", "DejaVu Sans Mono"),
    ("Courier", "Courier", "Nimbus Mono PS"),
    ("CourierNewPSMT", "Courier New", "Nimbus Mono PS"),
    ("CourierNew", "Courier New", "Nimbus Mono PS"),
    ("AmericanTypewriter", "American Typewriter", "Nimbus Mono PS"),
    ("TimesNewRomanPSMT", "Times New Roman", "Nimbus Roman"),
    ("TimesNewRoman", "Times New Roman", "Nimbus Roman"),
    ("Times", "Times", "Nimbus Roman"),
    ("Georgia", "Georgia", "DejaVu Serif"),
    ("Palatino", "Palatino", "P052"),
    ("Baskerville", "Baskerville", "C059"),
    ("Didot", "Didot", "C059"),
    ("Optima", "Optima", "Nimbus Sans"),
    ("Zapfino", "Zapfino", "Z003"),
    ("ChalkboardSE", "Chalkboard SE", FontSpec.systemFamily),
    ("MarkerFelt", "Marker Felt", FontSpec.systemFamily),
    ("Noteworthy", "Noteworthy", FontSpec.systemFamily),
    ("PingFangSC", "PingFang SC", "Noto Sans CJK SC"),
    ("PingFangTC", "PingFang TC", "Noto Sans CJK TC"),
    ("PingFangHK", "PingFang HK", "Noto Sans CJK HK"),
    ("HiraginoSans", "Hiragino Sans", "Noto Sans CJK JP"),
    ("HiraKakuProN", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP"),
    ("AppleSDGothicNeo", "Apple SD Gothic Neo", "Noto Sans CJK KR"),
  ]

  /// Style words in PostScript names and the weight and slant they mean.
  static let styleWords: [(word: String, weight: Weight?, italic: Bool)] = [
    ("UltraLight", .ultraLight, false), ("Ultralight", .ultraLight, false),
    ("ExtraLight", .ultraLight, false), ("Thin", .thin, false), ("Light", .light, false),
    ("Book", .regular, false), ("Roman", .regular, false), ("Regular", .regular, false),
    ("Medium", .medium, false), ("DemiBold", .semibold, false), ("Demi", .semibold, false),
    ("SemiBold", .semibold, false), ("Semibold", .semibold, false), ("Bold", .bold, false),
    ("ExtraBold", .heavy, false), ("Heavy", .heavy, false), ("Black", .black, false),
    ("Italic", nil, true), ("Oblique", nil, true), ("It", nil, true),
  ]

  /// A font by PostScript or family name (`"HelveticaNeue-Bold"`, `"Avenir-Heavy"`,
  /// `"Menlo-Regular"`, `"Helvetica"`); nil for fonts Easel has no stand-in for.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    if let face = FontRegistry.face(named: fontName) {
      // A font the app registered (`CTFontManagerRegisterGraphicsFont`): drawn as itself.
      self.init(
        fontSpec: FontSpec(
          family: face.family, size: fontSize > 0 && fontSize.isFinite ? fontSize : 17,
          weight: face.weight, italic: face.italic),
        fontName: fontName, familyName: face.family)
      return
    }
    let compact = fontName.replacingOccurrences(of: " ", with: "")
    let parts = compact.split(separator: "-", maxSplits: 1).map(String.init)
    var family = parts.first ?? compact
    var style = parts.count > 1 ? parts[1] : ""
    // Names such as "AvenirNext" or "HelveticaNeue" are families; longest prefix wins.
    guard
      let entry = UIFont.familyStandIns
        .filter({ family.hasPrefix($0.prefix) })
        .max(by: { $0.prefix.count < $1.prefix.count })
    else { return nil }
    // "TimesNewRomanPS-BoldMT", "Arial-BoldMT": drop vendor tails.
    for tail in ["PSMT", "MT", "PS"] where style.hasSuffix(tail) { style.removeLast(tail.count) }
    if family.count > entry.prefix.count, style.isEmpty {
      style = String(family.dropFirst(entry.prefix.count))
      family = entry.prefix
    }
    let (weight, italic) = UIFont.parseStyle(style)
    let size = fontSize > 0 && fontSize.isFinite ? fontSize : 17
    self.init(
      fontSpec: FontSpec(
        family: entry.installed, size: size, weight: weight.cssWeight, italic: italic),
      fontName: fontName, familyName: entry.iosFamily)
  }

  /// The weight and slant a style suffix (`"BoldItalic"`, `"Light"`) names.
  static func parseStyle(_ style: String) -> (Weight, Bool) {
    var weight = Weight.regular
    var italic = false
    var rest = Substring(style)
    while !rest.isEmpty {
      guard
        let word = styleWords.filter({ rest.hasPrefix($0.word) })
          .max(by: { $0.word.count < $1.word.count })
      else {
        rest = rest.dropFirst()
        continue
      }
      if let w = word.weight { weight = w }
      if word.italic { italic = true }
      rest = rest.dropFirst(word.word.count)
    }
    return (weight, italic)
  }

}
