import Foundation

/// Numbers the way Interface Builder writes them: `0.0` for zero, integers without a
/// fraction (`393`), anything else with 17 significant digits (`0.29999999999999999`).
public enum XcodeNumber {
  /// The text Xcode writes for `value`.
  public static func format(_ value: Double) -> String {
    if value == 0 { return "0.0" }
    if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
    return String(format: "%.17g", value)
  }

  /// The text Xcode writes for a `CGFloat`.
  public static func format(_ value: CGFloat) -> String { format(Double(value)) }
}
