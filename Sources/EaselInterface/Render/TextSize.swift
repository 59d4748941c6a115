import EaselUIKit
import Foundation

/// `--text-size NAME`: the Dynamic Type sizes a render or a layout can take.
public enum TextSize {
  /// The names, smallest first: `xSmall` … `xxxLarge`, `accessibilityMedium` …
  /// `accessibilityXXXLarge` (`AX1` … `AX5` are accepted too).
  public static var names: [String] { UIContentSizeCategory.optionNames }

  /// The `UIContentSizeCategory` raw value `name` means, or nil.
  public static func category(named name: String) -> String? {
    UIContentSizeCategory(optionName: name)?.rawValue
  }
}
