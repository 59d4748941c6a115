import Foundation

// Dynamic Type: the point size of each text style at each content size category, as iOS
// sets them (Apple's Human Interface Guidelines, "Dynamic Type sizes"). A text-style font
// (`preferredFont(forTextStyle:)`, a document's `<fontDescription style=…>`) takes the size
// of the category in effect (`ResourceEnvironment.contentSizeCategory`, `--text-size`);
// `UIFontMetrics` scales other fonts and values by the style's ratio to its Large size.

extension UIContentSizeCategory {
  /// The categories from extra small to accessibility XXXL (`unspecified` left out).
  public static let allSizes: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The names `--text-size` takes, as Xcode's environment overrides name the sizes, in
  /// `allSizes` order.
  public static let optionNames = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibilityMedium",
    "accessibilityLarge", "accessibilityXLarge", "accessibilityXXLarge", "accessibilityXXXLarge",
  ]

  /// The category an option name or a raw value names (any case; `AX1`…`AX5` for the
  /// accessibility sizes), or nil.
  public init?(optionName name: String) {
    let key = name.lowercased()
    let ax = ["ax1", "ax2", "ax3", "ax4", "ax5"]
    if let i = Self.optionNames.firstIndex(where: { $0.lowercased() == key }) {
      self = Self.allSizes[i]
    } else if let i = ax.firstIndex(of: key) {
      self = Self.allSizes[7 + i]
    } else if let c = Self.allSizes.first(where: { $0.rawValue.lowercased() == key }) {
      self = c
    } else {
      return nil
    }
  }

  /// The index of the category in `allSizes` (Large for `unspecified` and unknown values).
  var sizeIndex: Int { Self.allSizes.firstIndex(of: self) ?? 3 }
}

extension UIFont.TextStyle {
  /// The style's point size at each category of `UIContentSizeCategory.allSizes`.
  var dynamicSizes: [CGFloat] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    }
  }

  /// The style's point size at `category`.
  public func pointSize(for category: UIContentSizeCategory) -> CGFloat {
    dynamicSizes[category.sizeIndex]
  }

  /// How much larger the style is at `category` than at Large.
  func scale(for category: UIContentSizeCategory) -> CGFloat {
    pointSize(for: category) / pointSize(for: .large)
  }
}
