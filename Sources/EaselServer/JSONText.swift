import Foundation

/// The JSON the server writes. The typed answers (`DocumentOutline`, `ObjectInspector`,
/// `DesignerStatus`, …) through `JSONEncoder` (`encoded(_:)`), which escapes as
/// `JSONSerialization` does. The small messages built on the spot — a pushed frame's head,
/// the WebSocket's replies — written directly (`encode(_:)`), each value as
/// `JSONSerialization` writes it (the same escapes), keys sorted by code point
/// (`JSONSerialization` sorts them by a locale-aware comparison; no reader depends on the
/// order): strings, whole numbers, finite `Double`s, booleans, arrays and string-keyed
/// dictionaries of them.
/// Linux's `JSONSerialization` bridges every value through Foundation objects first, which
/// made the head of each pushed frame cost half a millisecond. Any other value (a `Float`,
/// an `NSNumber`, a date) gives nil, and the caller falls back on `JSONSerialization`.
enum JSONText {
  /// `value` as JSON data, keys sorted; nil when it holds what JSON cannot (a number that
  /// is not finite).
  static func data(_ value: some Encodable) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try? encoder.encode(value)
  }

  /// `value` as JSON text (`{}` when it holds what JSON cannot).
  static func encoded(_ value: some Encodable) -> String {
    data(value).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// `value` as JSON text, or nil when it holds a value this writer leaves to
  /// `JSONSerialization`.
  static func encode(_ value: Any) -> String? {
    var out = ""
    out.reserveCapacity(256)
    return write(value, into: &out) ? out : nil
  }

  private static func write(_ value: Any, into out: inout String) -> Bool {
    // Exact types only: on Linux an `NSNumber` also casts to `Bool` and `Int`.
    let type = ObjectIdentifier(Swift.type(of: value))
    if type == ObjectIdentifier(String.self), let string = value as? String {
      writeString(string, into: &out)
    } else if type == ObjectIdentifier(Int.self), let int = value as? Int {
      out += String(int)
    } else if type == ObjectIdentifier(Double.self), let double = value as? Double {
      // A view's laid-out frame: whole points as integers, others as Swift prints them (the
      // shortest text that reads back as the same number).
      guard double.isFinite else { return false }
      out += double.rounded() == double && abs(double) < 1e15 ? String(Int64(double)) : "\(double)"
    } else if type == ObjectIdentifier(Bool.self), let bool = value as? Bool {
      out += bool ? "true" : "false"
    } else if let object = value as? [String: Any] {
      out += "{"
      for (n, key) in object.keys.sorted().enumerated() {
        if n > 0 { out += "," }
        writeString(key, into: &out)
        out += ":"
        guard let item = object[key], write(item, into: &out) else { return false }
      }
      out += "}"
    } else if let array = value as? [Any] {
      out += "["
      for (n, item) in array.enumerated() {
        if n > 0 { out += "," }
        guard write(item, into: &out) else { return false }
      }
      out += "]"
    } else {
      return false
    }
    return true
  }

  /// A string in quotes, escaped as `JSONSerialization` escapes it (`/` included).
  private static func writeString(_ string: String, into out: inout String) {
    out += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "/": out += "\\/"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
