import Foundation

/// Xcode's pseudolanguages, for finding truncation, hard-coded text and layouts that do not
/// mirror before any translation exists.
///
/// `pseudo` renders every localizable text — storyboard texts and titles, `localized`
/// runtime attributes, `NSLocalizedString` results — in the development language, accented
/// and lengthened by about 40% (at least two characters) between brackets:
/// `Sign in` → `[Šíğñ íñ~~~]`. A text that stays plain was never localized; a missing `]`
/// means the text is cut off. `pseudo-rtl` does the same, starts each text with a
/// right-to-left mark so it is laid out as a right-to-left paragraph (natural alignment is
/// right), and lays the scene out right to left: leading and trailing constraints and
/// horizontal stack views mirror, as for Arabic or Hebrew.
///
/// Format specifiers (`%@`, `%1$d`, `%.2f`, `%%`) and escapes are kept as they are, so
/// formatted strings still format.
public enum PseudoLanguage: String, Sendable, CaseIterable {
  /// Longer, accented text (`--language pseudo`).
  case accented = "pseudo"
  /// Longer, accented text, laid out right to left (`--language pseudo-rtl`).
  case rightToLeft = "pseudo-rtl"

  /// The pseudolanguage a `--language` code names, if it names one.
  public init?(code: String?) {
    guard let code, let language = Self(rawValue: code.lowercased()) else { return nil }
    self = language
  }

  /// Whether scenes are laid out right to left.
  public var isRightToLeft: Bool { self == .rightToLeft }

  /// The right-to-left mark that starts a `pseudo-rtl` text.
  public static let rightToLeftMark: Character = "\u{200F}"

  /// The text in this pseudolanguage; empty and blank texts stay as they are.
  public func transform(_ text: String) -> String {
    guard text.contains(where: { !$0.isWhitespace }) else { return text }
    var out = ""
    let chars = Array(text)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "%" {
        // A format specifier: %%, %@, %d, %1$@, %-8.2lf, %ld …
        var j = i + 1
        while j < chars.count, "0123456789$#-+ .'lhqLzjt*".contains(chars[j]) { j += 1 }
        if j < chars.count {
          out += String(chars[i...j])
          i = j + 1
          continue
        }
      }
      if let accented = Self.accents[c] {
        out.append(accented)
      } else {
        out.append(c)
      }
      i += 1
    }
    let padding = String(repeating: "~", count: max(2, (text.count * 4 + 9) / 10))
    let body = "[" + out + padding + "]"
    return isRightToLeft ? String(Self.rightToLeftMark) + body : body
  }

  /// Letters and their accented stand-ins, as Xcode's accented pseudolanguage has them.
  static let accents: [Character: Character] = [
    "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ğ", "h": "ĥ", "i": "í",
    "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ḿ", "n": "ñ", "o": "ö", "p": "ṕ", "q": "ʠ", "r": "ŕ",
    "s": "š", "t": "ţ", "u": "ü", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
    "A": "Á", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ğ", "H": "Ĥ", "I": "Í",
    "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ḿ", "N": "Ñ", "O": "Ö", "P": "Ṕ", "Q": "Ǫ", "R": "Ŕ",
    "S": "Š", "T": "Ţ", "U": "Ü", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
  ]
}
