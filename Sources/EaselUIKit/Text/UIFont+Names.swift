internal import EaselGraphics
import Foundation

extension UIFont {
  /// The system font's private names (`.SFUI-Semibold`, `.SFNS-Regular`): what iOS reports as
  /// the system font's `fontName`, found by `init?(lookingUp:size:)` (a descriptor's name).
  static let systemNamePrefixes: [(prefix: String, family: String, installed: String)] = [
    (".SFUI", ".AppleSystemUIFont", FontSpec.systemFamily),
    (".SFNS", ".AppleSystemUIFont", FontSpec.systemFamily),
    (".SFMono", ".AppleSystemUIFontMonospaced", "DejaVu Sans Mono"),
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

  /// A font by name, as iOS finds it: an app's registered font by PostScript or full name,
  /// else one of iOS's faces (`IOSFonts`) by PostScript, family or full name, ignoring case
  /// (`"futura"` is Futura-Medium); nil for a name iOS has no font for.
  ///
  /// A name with a leading dot is one Core Text keeps for the system's own fonts
  /// (`.SFUI-Semibold`, the `fontName` of `boldSystemFont(ofSize:)`): since iOS 13 Core Text
  /// answers it with Times New Roman (TimesNewRomanPSMT), and logs "Client requested name …,
  /// it will get TimesNewRomanPSMT rather than the intended font"; so does this, with a
  /// warning once per name (`FontSubstitutions`). Code that copies a system font by its name
  /// draws in Times on iOS too.
  ///
  /// Differs from UIKit: iOS's faces are drawn with the installed font of their family, or
  /// else a stand-in, reported once per face (`FontSubstitutions`).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    if fontName.hasPrefix(".") {
      FontSubstitutions.shared.record(privateName: fontName, answeredWith: Self.privateNameAnswer)
      self.init(lookingUp: Self.privateNameAnswer, size: fontSize)
    } else {
      self.init(lookingUp: fontName, size: fontSize)
    }
  }

  /// The face Core Text gives for a private name (`init?(name:size:)`).
  static let privateNameAnswer = "TimesNewRomanPSMT"

  /// The font `init?(name:size:)` finds, the system font's private names included: a font
  /// descriptor's name (`UIFont.systemFont(ofSize:).fontDescriptor` names `.SFUI-Regular`,
  /// and iOS makes the system font of it, by the descriptor's other attributes).
  convenience init?(lookingUp fontName: String, size fontSize: CGFloat) {
    let size = fontSize > 0 && fontSize.isFinite ? fontSize : 17
    if let face = FontRegistry.face(named: fontName) {
      // A font the app registered (`CTFontManagerRegisterGraphicsFont`): drawn as itself.
      self.init(
        fontSpec: FontSpec(
          family: face.family, size: size, weight: face.weight, italic: face.italic),
        fontName: fontName, familyName: face.family)
      return
    }
    if let face = IOSFonts.face(named: fontName) {
      self.init(
        fontSpec: FontSpec(
          family: face.drawnFamily(requested: fontName), size: size,
          weight: face.weight.cssWeight, italic: face.italic),
        fontName: face.postScriptName, familyName: face.family)
      return
    }
    let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
    guard let system = UIFont.systemNamePrefixes.first(where: { $0.prefix == parts.first }) else {
      return nil
    }
    let (weight, italic) = UIFont.parseStyle(parts.count > 1 ? parts[1] : "")
    self.init(
      fontSpec: FontSpec(
        family: system.installed, size: size, weight: weight.cssWeight, italic: italic),
      fontName: fontName, familyName: system.family)
  }

  /// Helvetica at `size`, the font Core Graphics and Core Text draw text with when none is
  /// given (`NSAttributedString` without a font, `CATextLayer`): drawn with its stand-in
  /// without a report, since no code or document named it.
  static func defaultHelvetica(size: CGFloat) -> UIFont {
    guard let face = IOSFonts.face(named: "Helvetica") else { return systemFont(ofSize: size) }
    return UIFont(
      fontSpec: FontSpec(
        family: face.drawnFamily(requested: "Helvetica", recordingIn: nil), size: size,
        weight: face.weight.cssWeight, italic: face.italic),
      fontName: face.postScriptName, familyName: face.family)
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
