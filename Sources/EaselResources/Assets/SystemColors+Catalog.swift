extension SystemColors {
  /// A system catalog name (`<color name="…" catalog="System" colorSpace="catalog"/>`).
  ///
  /// Xcode 7 to 10 wrote these for a colour picked from the colour panel's Developer list,
  /// which offers UIKit's names and AppKit's. A name UIKit has (`labelColor`,
  /// `systemRedColor`, `separatorColor`) is UIKit's colour; an AppKit-only name is the
  /// colour AppKit gives it in the light (Aqua) appearance, which ibtool compiled into the
  /// nib.
  ///
  /// Differs from UIKit: ibtool compiled the value of the Mac that built the nib (its
  /// macOS version and accent colour); Easel takes macOS 10.14's defaults, blue accent.
  public static func catalog(_ name: String) -> Meaning {
    let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    return appKitOnly[bare] ?? named(name)
  }

  private static func grey(_ white: Double, alpha: Double = 1) -> Meaning {
    .sRGB(red: white, green: white, blue: white, alpha: alpha)
  }

  /// AppKit's system colours that UIKit has no colour of the same name for, by name
  /// without the `Color` suffix, in the light appearance.
  static let appKitOnly: [String: Meaning] = [
    "controlAccent": .sRGB(red: 0, green: 0.478, blue: 1, alpha: 1),
    "keyboardFocusIndicator": .sRGB(red: 0, green: 0.404, blue: 0.957, alpha: 0.5),
    "alternateSelectedControl": .sRGB(red: 0, green: 0.388, blue: 0.882, alpha: 1),
    "selectedContentBackground": .sRGB(red: 0, green: 0.388, blue: 0.882, alpha: 1),
    "selectedMenuItem": .sRGB(red: 0, green: 0.388, blue: 0.882, alpha: 1),
    "selectedControl": .sRGB(red: 0.702, green: 0.843, blue: 1, alpha: 1),
    "selectedTextBackground": .sRGB(red: 0.702, green: 0.843, blue: 1, alpha: 1),
    "findHighlight": .sRGB(red: 1, green: 1, blue: 0, alpha: 1),
    "text": grey(0),
    "selectedText": grey(0),
    "unemphasizedSelectedText": grey(0),
    "controlText": grey(0, alpha: 0.85),
    "selectedControlText": grey(0, alpha: 0.85),
    "headerText": grey(0, alpha: 0.85),
    "windowFrameText": grey(0, alpha: 0.85),
    "disabledControlText": grey(0, alpha: 0.25),
    "controlDarkShadow": grey(0),
    "shadow": grey(0),
    "knob": grey(0, alpha: 0.5),
    "selectedKnob": grey(0, alpha: 0.5),
    "controlShadow": grey(0.502),
    "windowFrame": grey(0.667),
    "unemphasizedSelectedContentBackground": grey(0.863),
    "unemphasizedSelectedTextBackground": grey(0.863),
    "secondarySelectedControl": grey(0.863),
    "grid": grey(0.902),
    "windowBackground": grey(0.925),
    "underPageBackground": grey(0.588),
    "alternatingContentBackground": grey(0.961),
    "scrollBar": grey(1),
    "control": grey(1),
    "controlBackground": grey(1),
    "controlHighlight": grey(1),
    "controlLightHighlight": grey(1),
    "textBackground": grey(1),
    "header": grey(1),
    "highlight": grey(1),
    "alternateSelectedControlText": grey(1),
    "selectedMenuItemText": grey(1),
  ]
}
