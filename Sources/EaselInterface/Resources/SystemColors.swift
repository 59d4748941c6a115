import EaselUIKit

/// Interface Builder's names for UIKit's system colours.
@MainActor
enum SystemColors {
  /// A `systemColor="…"` name (`labelColor`, `systemBlueColor`, `tintColor`); names not
  /// listed here are looked up in UIKit's table (`systemMintColor`, `darkTextColor`).
  static func named(_ name: String) -> UIColor? {
    switch name {
    case "labelColor": .label
    case "secondaryLabelColor": .secondaryLabel
    case "tertiaryLabelColor": .tertiaryLabel
    case "quaternaryLabelColor": .quaternaryLabel
    case "systemBackgroundColor": .systemBackground
    case "secondarySystemBackgroundColor": .secondarySystemBackground
    case "tertiarySystemBackgroundColor": .tertiarySystemBackground
    case "systemGroupedBackgroundColor": .systemGroupedBackground
    case "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground
    case "systemFillColor": .systemFill
    case "separatorColor": .separator
    case "opaqueSeparatorColor": .opaqueSeparator
    case "linkColor": .link
    case "placeholderTextColor": .placeholderText
    case "tintColor", "systemBlueColor": .systemBlue
    case "systemRedColor": .systemRed
    case "systemGreenColor": .systemGreen
    case "systemOrangeColor": .systemOrange
    case "systemYellowColor": .systemYellow
    case "systemPinkColor": .systemPink
    case "systemPurpleColor": .systemPurple
    case "systemTealColor": .systemTeal
    case "systemIndigoColor": .systemIndigo
    case "systemBrownColor": .systemBrown
    case "systemGrayColor": .systemGray
    case "systemGray2Color": .systemGray2
    case "systemGray3Color": .systemGray3
    case "systemGray4Color": .systemGray4
    case "systemGray5Color": .systemGray5
    case "systemGray6Color": .systemGray6
    case "whiteColor": .white
    case "blackColor": .black
    case "clearColor": .clear
    default: UIColor.systemColor(named: name)
    }
  }

  /// An old `cocoaTouchSystemColor="…"` name, as iOS 13 and later draw it (the grouped
  /// table colours follow the appearance, as `UIColor.groupTableViewBackground` does).
  static func cocoaTouch(_ name: String) -> UIColor? {
    switch name {
    case "darkTextColor": .black
    case "lightTextColor": UIColor(white: 1, alpha: 0.6)
    case "groupTableViewBackgroundColor": .systemGroupedBackground
    case "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground
    case "scrollViewTexturedBackgroundColor":
      UIColor(red: 0.435, green: 0.443, blue: 0.475, alpha: 1)
    case "viewFlipsideBackgroundColor":
      UIColor(red: 0.122, green: 0.129, blue: 0.141, alpha: 1)
    default: named(name)
    }
  }
}
