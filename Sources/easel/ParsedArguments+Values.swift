import EaselCommandLine
import EaselDiagnostics
import EaselInterface
import EaselLint
import EaselResources
import Foundation

/// Values several commands read alike: `--scale`, `--size`, `--device`, `--text-size`.
extension ParsedArguments {
  /// Pixels per point (`--scale N` of render and snapshot): above 0, at most 8.
  func scale(_ option: KeyPath<Options, Option>) throws(UsageError) -> Double? {
    try number(option, "a number from 0 to 8") { $0 > 0 && $0 <= 8 }
  }

  /// The size `--size WxH` gives (render's and snapshot's): a width and a height in points
  /// (`RenderSettings.viewSize(parsing:)`).
  func size(_ option: KeyPath<Options, Option>) throws(UsageError) -> CGSize? {
    let largest = Int(RenderSettings.largestViewSide)
    return try value(
      of: option, as: "WIDTHxHEIGHT in points (320x568), each above 0 and at most \(largest)",
      RenderSettings.viewSize(parsing:))
  }

  /// The device `--device NAME` names, or a usage error with the nearest name and the
  /// devices there are.
  func device(_ option: KeyPath<Options, Option>) throws(UsageError) -> Device? {
    guard let name = value(of: option) else { return nil }
    guard let device = Device.named(name) else {
      throw UsageError(
        message: "unknown device '\(name)'\(Suggestion.hint(for: name, among: Device.names)); "
          + "devices: " + Device.names.joined(separator: ", "))
    }
    return device
  }

  /// The content size category `--text-size NAME` names (render's and layout's), or a
  /// usage error with the nearest name and the sizes there are.
  func contentSizeCategory(_ option: KeyPath<Options, Option>) throws(UsageError) -> String? {
    guard let name = value(of: option) else { return nil }
    guard let category = TextSize.category(named: name) else {
      throw UsageError(
        message: "unknown text size '\(name)'\(Suggestion.hint(for: name, among: TextSize.names)); "
          + "sizes: " + TextSize.names.joined(separator: ", "))
    }
    return category
  }
}

extension ParsedArguments {
  /// The report format `--format FORMAT` names (`text`, `json`, `sarif`, `github`), `json`
  /// for the older `--json`, else `text`; a usage error for another name or for both.
  func reportFormat(
    _ option: KeyPath<Options, Option>, json: KeyPath<Options, Option>
  ) throws(UsageError) -> ReportFormat {
    let names = ReportFormat.allCases.map(\.rawValue)
    guard let name = value(of: option) else { return has(json) ? .json : .text }
    guard let format = ReportFormat(rawValue: name) else {
      throw UsageError(
        message: "unknown format '\(name)'\(Suggestion.hint(for: name, among: names)); "
          + "formats: " + names.joined(separator: ", "))
    }
    if has(json) && format != .json {
      throw UsageError(message: "\(self.name(json)) and \(self.name(option)) \(name) disagree")
    }
    return format
  }
}
