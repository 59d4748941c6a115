internal import EaselGraphics
import Foundation

/// The font faces iOS ships (`UIFont.familyNames` and `fontNames(forFamilyName:)` on a device),
/// with the installed families Easel draws each with.
///
/// Linux has none of iOS's fonts. A face is drawn with the first of its family's stand-ins
/// fontconfig has: the iOS family itself when the user installed it, else a metric- or
/// stylistically-similar Debian face (`scripts/install-dependencies` installs them), else the
/// last, always-installed one. Drawing with anything but the iOS family is reported once per
/// face (`FontSubstitutions`).
package struct IOSFontFace: Hashable, Sendable {
  /// The PostScript name (`Futura-Medium`), what `UIFont.fontName` reports.
  package var postScriptName: String
  /// The family (`Futura`), what `UIFont.familyName` reports.
  package var family: String
  /// The weight the name's style words give.
  package var weight: UIFont.Weight
  /// Whether the face slants.
  package var italic: Bool
  /// The families to draw it with, best first: the iOS family, then its stand-ins.
  package var candidates: [String]

  /// Creates a face.
  package init(
    postScriptName: String, family: String, weight: UIFont.Weight, italic: Bool,
    candidates: [String]
  ) {
    self.postScriptName = postScriptName
    self.family = family
    self.weight = weight
    self.italic = italic
    self.candidates = candidates
  }
}

package enum IOSFonts {
  // Stand-in lists, best first; the last of each is installed wherever Easel is.
  private static let helvetica = ["Nimbus Sans", "Liberation Sans", "DejaVu Sans"]
  private static let narrow = ["Nimbus Sans Narrow", "Nimbus Sans", "DejaVu Sans"]
  private static let times = ["Nimbus Roman", "Liberation Serif", "DejaVu Serif"]
  private static let courier = ["Nimbus Mono PS", "Liberation Mono", "DejaVu Sans Mono"]
  private static let schoolbook = ["C059", "Nimbus Roman", "DejaVu Serif"]
  private static let palatino = ["P052", "Nimbus Roman", "DejaVu Serif"]
  private static let chancery = ["Z003", "DejaVu Serif"]
  /// Futura: a geometric sans with Futura's letterforms, then Avant Garde's (URW Gothic).
  private static let geometric = ["BetecknaGS", "URW Gothic", FontSpec.systemFamily]
  /// Avenir: geometric, with Avenir's large x-height.
  private static let avenir = ["URW Gothic", FontSpec.systemFamily]
  /// Gill Sans: a humanist sans drawn after Gill's.
  private static let gill = ["Gillius ADF", FontSpec.systemFamily]
  private static let system = [FontSpec.systemFamily]
  private static let dejaVuSans = ["DejaVu Sans"]
  private static let dejaVuSerif = ["DejaVu Serif"]
  private static let mono = ["DejaVu Sans Mono"]

  /// Each family, its stand-ins, and its faces' PostScript names.
  private static let table: [(family: String, standIns: [String], faces: String)] = [
    ("Academy Engraved LET", schoolbook, "AcademyEngravedLetPlain"),
    ("Al Nile", dejaVuSans, "AlNile AlNile-Bold"),
    (
      "American Typewriter", courier,
      "AmericanTypewriter AmericanTypewriter-Bold AmericanTypewriter-Condensed "
        + "AmericanTypewriter-CondensedBold AmericanTypewriter-CondensedLight "
        + "AmericanTypewriter-Light AmericanTypewriter-Semibold"
    ),
    ("Apple Color Emoji", ["Noto Color Emoji"], "AppleColorEmoji"),
    (
      "Apple SD Gothic Neo", ["Noto Sans CJK KR"],
      "AppleSDGothicNeo-Regular AppleSDGothicNeo-Bold AppleSDGothicNeo-Light "
        + "AppleSDGothicNeo-Medium AppleSDGothicNeo-SemiBold AppleSDGothicNeo-Thin "
        + "AppleSDGothicNeo-UltraLight"
    ),
    ("Apple Symbols", dejaVuSans, "AppleSymbols"),
    ("Arial", helvetica, "ArialMT Arial-BoldMT Arial-ItalicMT Arial-BoldItalicMT"),
    ("Arial Hebrew", dejaVuSans, "ArialHebrew ArialHebrew-Bold ArialHebrew-Light"),
    ("Arial Rounded MT Bold", system, "ArialRoundedMTBold"),
    (
      "Avenir", avenir,
      "Avenir-Book Avenir-Roman Avenir-Black Avenir-BlackOblique Avenir-BookOblique "
        + "Avenir-Heavy Avenir-HeavyOblique Avenir-Light Avenir-LightOblique Avenir-Medium "
        + "Avenir-MediumOblique Avenir-Oblique"
    ),
    (
      "Avenir Next", avenir,
      "AvenirNext-Regular AvenirNext-Bold AvenirNext-BoldItalic AvenirNext-DemiBold "
        + "AvenirNext-DemiBoldItalic AvenirNext-Heavy AvenirNext-HeavyItalic AvenirNext-Italic "
        + "AvenirNext-Medium AvenirNext-MediumItalic AvenirNext-UltraLight "
        + "AvenirNext-UltraLightItalic"
    ),
    (
      "Avenir Next Condensed", avenir,
      "AvenirNextCondensed-Regular AvenirNextCondensed-Bold AvenirNextCondensed-BoldItalic "
        + "AvenirNextCondensed-DemiBold AvenirNextCondensed-DemiBoldItalic "
        + "AvenirNextCondensed-Heavy AvenirNextCondensed-HeavyItalic "
        + "AvenirNextCondensed-Italic AvenirNextCondensed-Medium "
        + "AvenirNextCondensed-MediumItalic AvenirNextCondensed-UltraLight "
        + "AvenirNextCondensed-UltraLightItalic"
    ),
    (
      "Baskerville", schoolbook,
      "Baskerville Baskerville-Bold Baskerville-BoldItalic Baskerville-Italic "
        + "Baskerville-SemiBold Baskerville-SemiBoldItalic"
    ),
    (
      "Bodoni 72", schoolbook,
      "BodoniSvtyTwoITCTT-Book BodoniSvtyTwoITCTT-Bold BodoniSvtyTwoITCTT-BookIta"
    ),
    (
      "Bodoni 72 Oldstyle", schoolbook,
      "BodoniSvtyTwoOSITCTT-Book BodoniSvtyTwoOSITCTT-Bold BodoniSvtyTwoOSITCTT-BookIt"
    ),
    ("Bodoni 72 Smallcaps", schoolbook, "BodoniSvtyTwoSCITCTT-Book"),
    ("Bodoni Ornaments", dejaVuSans, "BodoniOrnamentsITCTT"),
    ("Bradley Hand", chancery, "BradleyHandITCTT-Bold"),
    ("Chalkboard SE", system, "ChalkboardSE-Regular ChalkboardSE-Bold ChalkboardSE-Light"),
    ("Chalkduster", system, "Chalkduster"),
    (
      "Charter", times,
      "Charter-Roman Charter-Black Charter-BlackItalic Charter-Bold Charter-BoldItalic "
        + "Charter-Italic"
    ),
    ("Cochin", times, "Cochin Cochin-Bold Cochin-BoldItalic Cochin-Italic"),
    ("Copperplate", system, "Copperplate Copperplate-Bold Copperplate-Light"),
    ("Courier", courier, "Courier Courier-Bold Courier-BoldOblique Courier-Oblique"),
    (
      "Courier New", courier,
      "CourierNewPSMT CourierNewPS-BoldMT CourierNewPS-ItalicMT CourierNewPS-BoldItalicMT"
    ),
    ("DIN Alternate", system, "DINAlternate-Bold"),
    ("DIN Condensed", narrow, "DINCondensed-Bold"),
    ("Damascus", dejaVuSans, "Damascus DamascusBold DamascusLight DamascusMedium DamascusSemiBold"),
    ("Devanagari Sangam MN", dejaVuSans, "DevanagariSangamMN DevanagariSangamMN-Bold"),
    ("Didot", schoolbook, "Didot Didot-Bold Didot-Italic"),
    ("Euphemia UCAS", dejaVuSans, "EuphemiaUCAS EuphemiaUCAS-Bold EuphemiaUCAS-Italic"),
    ("Farah", dejaVuSans, "Farah"),
    (
      "Futura", geometric,
      "Futura-Medium Futura-MediumItalic Futura-Bold Futura-CondensedMedium "
        + "Futura-CondensedExtraBold"
    ),
    ("Galvji", system, "Galvji Galvji-Bold"),
    ("Geeza Pro", dejaVuSans, "GeezaPro GeezaPro-Bold"),
    ("Georgia", dejaVuSerif, "Georgia Georgia-Bold Georgia-BoldItalic Georgia-Italic"),
    (
      "Gill Sans", gill,
      "GillSans GillSans-Bold GillSans-BoldItalic GillSans-Italic GillSans-Light "
        + "GillSans-LightItalic GillSans-SemiBold GillSans-SemiBoldItalic GillSans-UltraBold"
    ),
    ("Grantha Sangam MN", dejaVuSans, "GranthaSangamMN-Regular GranthaSangamMN-Bold"),
    ("Heiti SC", ["Noto Sans CJK SC"], "STHeitiSC-Light STHeitiSC-Medium"),
    ("Heiti TC", ["Noto Sans CJK TC"], "STHeitiTC-Light STHeitiTC-Medium"),
    (
      "Helvetica", helvetica,
      "Helvetica Helvetica-Bold Helvetica-BoldOblique Helvetica-Light Helvetica-LightOblique "
        + "Helvetica-Oblique"
    ),
    (
      "Helvetica Neue", helvetica,
      "HelveticaNeue HelveticaNeue-Bold HelveticaNeue-BoldItalic HelveticaNeue-CondensedBlack "
        + "HelveticaNeue-CondensedBold HelveticaNeue-Italic HelveticaNeue-Light "
        + "HelveticaNeue-LightItalic HelveticaNeue-Medium HelveticaNeue-MediumItalic "
        + "HelveticaNeue-Thin HelveticaNeue-ThinItalic HelveticaNeue-UltraLight "
        + "HelveticaNeue-UltraLightItalic"
    ),
    ("Hiragino Kaku Gothic ProN", ["Noto Sans CJK JP"], "HiraKakuProN-W3 HiraKakuProN-W6"),
    ("Hiragino Maru Gothic ProN", ["Noto Sans CJK JP"], "HiraMaruProN-W4"),
    ("Hiragino Mincho ProN", ["Noto Serif CJK JP"], "HiraMinProN-W3 HiraMinProN-W6"),
    (
      "Hiragino Sans", ["Noto Sans CJK JP"],
      "HiraginoSans-W3 HiraginoSans-W4 HiraginoSans-W5 HiraginoSans-W6 HiraginoSans-W7 "
        + "HiraginoSans-W8"
    ),
    (
      "Hoefler Text", times,
      "HoeflerText-Regular HoeflerText-Black HoeflerText-BlackItalic HoeflerText-Italic"
    ),
    ("Impact", narrow, "Impact"),
    (
      "Iowan Old Style", times,
      "IowanOldStyle-Roman IowanOldStyle-Bold IowanOldStyle-BoldItalic IowanOldStyle-Italic"
    ),
    ("Kailasa", dejaVuSans, "Kailasa Kailasa-Bold"),
    ("Kefa", dejaVuSans, "Kefa-Regular"),
    ("Khmer Sangam MN", dejaVuSans, "KhmerSangamMN"),
    (
      "Kohinoor Bangla", dejaVuSans,
      "KohinoorBangla-Regular KohinoorBangla-Light KohinoorBangla-Semibold"
    ),
    (
      "Kohinoor Devanagari", dejaVuSans,
      "KohinoorDevanagari-Regular KohinoorDevanagari-Light KohinoorDevanagari-Semibold"
    ),
    (
      "Kohinoor Gujarati", dejaVuSans,
      "KohinoorGujarati-Regular KohinoorGujarati-Bold KohinoorGujarati-Light"
    ),
    (
      "Kohinoor Telugu", dejaVuSans,
      "KohinoorTelugu-Regular KohinoorTelugu-Light KohinoorTelugu-Medium"
    ),
    ("Lao Sangam MN", dejaVuSans, "LaoSangamMN"),
    ("Malayalam Sangam MN", dejaVuSans, "MalayalamSangamMN MalayalamSangamMN-Bold"),
    ("Marker Felt", system, "MarkerFelt-Thin MarkerFelt-Wide"),
    ("Menlo", mono, "Menlo-Regular Menlo-Bold Menlo-BoldItalic Menlo-Italic"),
    ("Mishafi", dejaVuSans, "DiwanMishafi"),
    ("Mukta Mahee", dejaVuSans, "MuktaMahee-Regular MuktaMahee-Bold MuktaMahee-Light"),
    ("Myanmar Sangam MN", dejaVuSans, "MyanmarSangamMN MyanmarSangamMN-Bold"),
    ("Noteworthy", system, "Noteworthy-Light Noteworthy-Bold"),
    ("Noto Nastaliq Urdu", dejaVuSans, "NotoNastaliqUrdu NotoNastaliqUrdu-Bold"),
    (
      "Optima", helvetica,
      "Optima-Regular Optima-Bold Optima-BoldItalic Optima-ExtraBlack Optima-Italic"
    ),
    ("Palatino", palatino, "Palatino-Roman Palatino-Bold Palatino-BoldItalic Palatino-Italic"),
    ("Papyrus", system, "Papyrus Papyrus-Condensed"),
    ("Party LET", chancery, "PartyLetPlain"),
    (
      "PingFang HK", ["Noto Sans CJK HK"],
      "PingFangHK-Regular PingFangHK-Light PingFangHK-Medium PingFangHK-Semibold "
        + "PingFangHK-Thin PingFangHK-Ultralight"
    ),
    (
      "PingFang SC", ["Noto Sans CJK SC"],
      "PingFangSC-Regular PingFangSC-Light PingFangSC-Medium PingFangSC-Semibold "
        + "PingFangSC-Thin PingFangSC-Ultralight"
    ),
    (
      "PingFang TC", ["Noto Sans CJK TC"],
      "PingFangTC-Regular PingFangTC-Light PingFangTC-Medium PingFangTC-Semibold "
        + "PingFangTC-Thin PingFangTC-Ultralight"
    ),
    (
      "Rockwell", dejaVuSerif,
      "Rockwell-Regular Rockwell-Bold Rockwell-BoldItalic Rockwell-Italic"
    ),
    ("Savoye LET", chancery, "SavoyeLetPlain"),
    ("Sinhala Sangam MN", dejaVuSans, "SinhalaSangamMN SinhalaSangamMN-Bold"),
    ("Snell Roundhand", chancery, "SnellRoundhand SnellRoundhand-Black SnellRoundhand-Bold"),
    ("Symbol", ["Standard Symbols PS", "DejaVu Sans"], "Symbol"),
    ("Tamil Sangam MN", dejaVuSans, "TamilSangamMN TamilSangamMN-Bold"),
    ("Thonburi", dejaVuSans, "Thonburi Thonburi-Bold Thonburi-Light"),
    (
      "Times New Roman", times,
      "TimesNewRomanPSMT TimesNewRomanPS-BoldMT TimesNewRomanPS-ItalicMT "
        + "TimesNewRomanPS-BoldItalicMT"
    ),
    (
      "Trebuchet MS", dejaVuSans,
      "TrebuchetMS TrebuchetMS-Bold TrebuchetMS-Italic Trebuchet-BoldItalic"
    ),
    ("Verdana", dejaVuSans, "Verdana Verdana-Bold Verdana-BoldItalic Verdana-Italic"),
    ("Zapf Dingbats", ["D050000L", "DejaVu Sans"], "ZapfDingbatsITC"),
    ("Zapfino", chancery, "Zapfino"),
  ]

  /// Every face, in the table's order.
  package static let faces: [IOSFontFace] = table.flatMap { entry in
    entry.faces.split(separator: " ").map { name in
      let (weight, italic) = style(of: String(name), family: entry.family)
      return IOSFontFace(
        postScriptName: String(name), family: entry.family, weight: weight, italic: italic,
        candidates: [entry.family] + entry.standIns)
    }
  }

  /// Faces by lower-cased PostScript name, full name and family name (a family's name means
  /// its regular face), as `UIFont(name:size:)` looks them up.
  private static let byName: [String: IOSFontFace] = {
    var names: [String: IOSFontFace] = [:]
    for face in faces {
      names[face.postScriptName.lowercased()] = face
    }
    for family in Set(faces.map(\.family)) {
      if names[family.lowercased()] == nil, let regular = regularFace(of: family) {
        names[family.lowercased()] = regular
      }
    }
    for face in faces {
      let full = fullName(of: face).lowercased()
      if names[full] == nil { names[full] = face }
    }
    return names
  }()

  /// The face iOS means by `name`, matched as Core Text matches a font name: its PostScript
  /// name, else a family's name (its regular face), else a face's full name, ignoring case.
  package static func face(named name: String) -> IOSFontFace? {
    byName[name.lowercased()]
  }

  /// The family names, sorted.
  static var familyNames: [String] {
    Array(Set(faces.map(\.family))).sorted()
  }

  /// The PostScript names of `family`'s faces (none for a family iOS lacks).
  static func faceNames(ofFamily family: String) -> [String] {
    faces.filter { $0.family == family }.map(\.postScriptName)
  }

  /// The face of `family` nearest `weight` with the slant asked for, if the family is iOS's.
  static func face(inFamily family: String, weight: UIFont.Weight, italic: Bool) -> IOSFontFace? {
    faces.filter { $0.family == family }
      .min { a, b in
        rank(a, weight: weight, italic: italic) < rank(b, weight: weight, italic: italic)
      }
  }

  /// The family's regular face: upright, weight nearest regular, shortest name (so
  /// `Futura-Medium` before `Futura-CondensedMedium`).
  private static func regularFace(of family: String) -> IOSFontFace? {
    face(inFamily: family, weight: .regular, italic: false)
  }

  private static func rank(_ face: IOSFontFace, weight: UIFont.Weight, italic: Bool) -> (
    Int, CGFloat, Int
  ) {
    (
      face.italic == italic ? 0 : 1, abs(face.weight.rawValue - weight.rawValue),
      face.postScriptName.count
    )
  }

  /// The full name (`Helvetica Neue Bold Italic`): the family and the name's style words.
  package static func fullName(of face: IOSFontFace) -> String {
    let style = styleSuffix(of: face.postScriptName, family: face.family)
    var words: [String] = []
    for character in style where character.isLetter || character.isNumber {
      if character.isUppercase || words.isEmpty {
        words.append(String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    return ([face.family] + words).joined(separator: " ")
  }

  /// The style part of a PostScript name: after its first hyphen, else what follows the
  /// family's name (`DamascusBold`); vendor tails (`MT`, `PS`) dropped.
  private static func styleSuffix(of name: String, family: String) -> String {
    let compactFamily = family.replacingOccurrences(of: " ", with: "")
    var style: String
    if let dash = name.firstIndex(of: "-") {
      style = String(name[name.index(after: dash)...])
    } else if name.hasPrefix(compactFamily) {
      style = String(name.dropFirst(compactFamily.count))
    } else {
      style = ""
    }
    for tail in ["PSMT", "MT", "PS"] where style.hasSuffix(tail) { style.removeLast(tail.count) }
    return style
  }

  /// The weight and slant a face's name gives (`W3`…`W8`, Hiragino's weights, as hundreds).
  private static func style(of name: String, family: String) -> (UIFont.Weight, Bool) {
    let style = styleSuffix(of: name, family: family)
    if style.count == 2, style.first == "W", let n = Int(style.dropFirst()) {
      return (UIFont.Weight(cssWeight: n * 100), false)
    }
    return UIFont.parseStyle(style)
  }
}
