internal import EaselGraphics
import Foundation

extension UIColor {
  /// Every system colour by its UIKit name, with its iOS light and dark values (sRGB 0...255,
  /// alpha 0...1). Storyboards name these in `<systemColor name="systemBlueColor">`.
  static let systemColorTable: [(name: String, light: RGBA, dark: RGBA)] = [
    (
      "systemBlue", RGBA(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1),
      RGBA(red: 10 / 255, green: 132 / 255, blue: 255 / 255, alpha: 1)
    ),
    (
      "systemRed", RGBA(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1),
      RGBA(red: 255 / 255, green: 69 / 255, blue: 58 / 255, alpha: 1)
    ),
    (
      "systemGreen", RGBA(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1),
      RGBA(red: 48 / 255, green: 209 / 255, blue: 88 / 255, alpha: 1)
    ),
    (
      "systemOrange", RGBA(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1),
      RGBA(red: 255 / 255, green: 159 / 255, blue: 10 / 255, alpha: 1)
    ),
    (
      "systemYellow", RGBA(red: 255 / 255, green: 204 / 255, blue: 0 / 255, alpha: 1),
      RGBA(red: 255 / 255, green: 214 / 255, blue: 10 / 255, alpha: 1)
    ),
    (
      "systemPink", RGBA(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1),
      RGBA(red: 255 / 255, green: 55 / 255, blue: 95 / 255, alpha: 1)
    ),
    (
      "systemPurple", RGBA(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1),
      RGBA(red: 191 / 255, green: 90 / 255, blue: 242 / 255, alpha: 1)
    ),
    (
      "systemTeal", RGBA(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1),
      RGBA(red: 64 / 255, green: 200 / 255, blue: 224 / 255, alpha: 1)
    ),
    (
      "systemIndigo", RGBA(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1),
      RGBA(red: 94 / 255, green: 92 / 255, blue: 230 / 255, alpha: 1)
    ),
    (
      "systemBrown", RGBA(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1),
      RGBA(red: 172 / 255, green: 142 / 255, blue: 104 / 255, alpha: 1)
    ),
    (
      "systemMint", RGBA(red: 0 / 255, green: 199 / 255, blue: 190 / 255, alpha: 1),
      RGBA(red: 99 / 255, green: 230 / 255, blue: 226 / 255, alpha: 1)
    ),
    (
      "systemCyan", RGBA(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1),
      RGBA(red: 100 / 255, green: 210 / 255, blue: 255 / 255, alpha: 1)
    ),
    (
      "systemGray", RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1),
      RGBA(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    ),
    (
      "systemGray2", RGBA(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1),
      RGBA(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1)
    ),
    (
      "systemGray3", RGBA(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1),
      RGBA(red: 72 / 255, green: 72 / 255, blue: 74 / 255, alpha: 1)
    ),
    (
      "systemGray4", RGBA(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1),
      RGBA(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1)
    ),
    (
      "systemGray5", RGBA(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1),
      RGBA(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
    ),
    (
      "systemGray6", RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1),
      RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
    ),
    (
      "label", RGBA(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1),
      RGBA(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
    ),
    (
      "secondaryLabel", RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
      RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
    ),
    (
      "tertiaryLabel", RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
      RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
    ),
    (
      "quaternaryLabel", RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
      RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16)
    ),
    (
      "systemFill", RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
      RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36)
    ),
    (
      "secondarySystemFill", RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
      RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32)
    ),
    (
      "tertiarySystemFill", RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
      RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)
    ),
    (
      "quaternarySystemFill", RGBA(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08),
      RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18)
    ),
    (
      "placeholderText", RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
      RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
    ),
    (
      "systemBackground", RGBA(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1),
      RGBA(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1)
    ),
    (
      "secondarySystemBackground",
      RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1),
      RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
    ),
    (
      "tertiarySystemBackground", RGBA(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1),
      RGBA(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
    ),
    (
      "systemGroupedBackground", RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1),
      RGBA(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1)
    ),
    (
      "secondarySystemGroupedBackground",
      RGBA(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1),
      RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
    ),
    (
      "tertiarySystemGroupedBackground",
      RGBA(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1),
      RGBA(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
    ),
    (
      "separator", RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
      RGBA(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
    ),
    (
      "opaqueSeparator", RGBA(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1),
      RGBA(red: 56 / 255, green: 56 / 255, blue: 58 / 255, alpha: 1)
    ),
    (
      "link", RGBA(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1),
      RGBA(red: 9 / 255, green: 132 / 255, blue: 255 / 255, alpha: 1)
    ),
    (
      "darkText", RGBA(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1),
      RGBA(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1)
    ),
    (
      "lightText", RGBA(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 0.6),
      RGBA(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 0.6)
    ),
  ]

  static func system(_ name: String) -> UIColor {
    guard let e = systemColorTable.first(where: { $0.name == name }) else { return .black }
    return UIColor(light: e.light, dark: e.dark, name: name)
  }

  /// A system colour by name (`"systemBlue"` or a storyboard's `"systemBlueColor"`); nil if unknown.
  public static func systemColor(named name: String) -> UIColor? {
    let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    guard let e = systemColorTable.first(where: { $0.name == bare }) else {
      return standardColorTable.first(where: { $0.name == bare }).map {
        UIColor(rgba: $0.value, name: bare)
      }
    }
    return UIColor(light: e.light, dark: e.dark, name: bare)
  }

}
