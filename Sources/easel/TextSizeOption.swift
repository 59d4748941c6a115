import EaselCommandLine
import EaselDiagnostics
import EaselInterface

/// `--text-size NAME` of `easel render` and `easel layout`.
enum TextSizeOption {
  /// The content size category `name` names (nil for no option), or a usage error naming
  /// the sizes.
  static func category(_ name: String?) throws -> String? {
    guard let name else { return nil }
    guard let category = TextSize.category(named: name) else {
      let hint = Suggestion.hint(for: name, among: TextSize.names)
      throw UsageError(
        message: "unknown text size '\(name)'\(hint); sizes: "
          + TextSize.names.joined(separator: ", "))
    }
    return category
  }
}
