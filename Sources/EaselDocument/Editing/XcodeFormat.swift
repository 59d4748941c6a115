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

/// Escaping for attribute values written by edits: the five XML specials, and tab,
/// newline and carriage return as character references so that they survive reading.
enum XMLEscaping {
  static func attribute(_ value: String) -> String {
    var out = ""
    out.reserveCapacity(value.utf8.count)
    for ch in value.unicodeScalars {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\t": out += "&#9;"
      case "\r": out += "&#13;"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out
  }

  /// `<name a="1" b="2"/>` (or `>` when `selfClosing` is false).
  static func tag(_ name: String, _ attributes: [(String, String)], selfClosing: Bool = true)
    -> String
  {
    var out = "<" + name
    for (k, v) in attributes { out += " \(k)=\"\(attribute(v))\"" }
    return out + (selfClosing ? "/>" : ">")
  }
}
