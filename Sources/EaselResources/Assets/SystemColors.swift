/// Interface Builder's names for UIKit's system colours: what a document's `systemColor="…"`,
/// an old `cocoaTouchSystemColor="…"` or a colour set's `"reference"` stands for.
///
/// The colours themselves, light and dark, are UIKit's (EaselUIKit's `UIColor` table);
/// EaselInterface's `ColorResolver` looks the names up there. Whether UIKit knows a name is
/// for that table to say: a name it lacks falls back to the document's
/// `<resources><systemColor>` copy.
public enum SystemColors {
  /// What a system colour name stands for.
  public enum Meaning: Sendable, Hashable {
    /// UIKit's colour of that name (`label`, `systemBlue`, `white`).
    case uiKit(String)
    /// A fixed sRGB colour, components in 0...1.
    case sRGB(red: Double, green: Double, blue: Double, alpha: Double)
  }

  /// A `systemColor="…"` name: UIKit's name without the `Color` suffix (`labelColor` →
  /// `label`, `systemMintColor` → `systemMint`, `whiteColor` → `white`), except `tintColor`,
  /// which is `systemBlue`.
  public static func named(_ name: String) -> Meaning {
    if name == "tintColor" { return .uiKit("systemBlue") }
    return .uiKit(name.hasSuffix("Color") ? String(name.dropLast(5)) : name)
  }

  /// An old `cocoaTouchSystemColor="…"` name, as iOS 13 and later draw it (the grouped
  /// table colours follow the appearance, as `UIColor.groupTableViewBackground` does).
  public static func cocoaTouch(_ name: String) -> Meaning {
    switch name {
    case "darkTextColor": .uiKit("black")
    case "lightTextColor": .sRGB(red: 1, green: 1, blue: 1, alpha: 0.6)
    case "groupTableViewBackgroundColor": .uiKit("systemGroupedBackground")
    case "tableCellGroupedBackgroundColor": .uiKit("secondarySystemGroupedBackground")
    case "scrollViewTexturedBackgroundColor":
      .sRGB(red: 0.435, green: 0.443, blue: 0.475, alpha: 1)
    case "viewFlipsideBackgroundColor":
      .sRGB(red: 0.122, green: 0.129, blue: 0.141, alpha: 1)
    default: named(name)
    }
  }
}
