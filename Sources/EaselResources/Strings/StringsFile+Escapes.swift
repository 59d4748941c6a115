import Foundation

/// Builds a quoted string's value from raw UTF-8 runs and backslash escapes, as
/// `getSlashedChar` in `CFOldStylePList.c` resolves them:
///
/// - `\a \b \f \n \r \t \v` are control characters, `\"` a quote, and a backslash before
///   a newline keeps the newline;
/// - `\U` takes up to four hex digits as one UTF-16 code unit (two in a row make a
///   surrogate pair);
/// - `\` and up to three octal digits is a byte in the NeXTSTEP encoding (ASCII below 128);
/// - a backslash before anything else keeps that character: `\\`, `\'` silently, others
///   with a warning, since they are usually typos (`\ n`, or `\u00e9`, which Foundation
///   reads as `u00e9`).
///
/// Differs from Foundation: `\U` with no hex digit after it adds nothing (Foundation adds
/// U+0000), and an unpaired surrogate becomes U+FFFD; both are warned about.
struct StringsFileUnescaper {
  private var utf8: [UInt8] = []
  private var pendingHigh: UInt16?
  /// Set when an escape produced half a surrogate pair.
  private(set) var loneSurrogateWarning: String?

  /// The value so far.
  var string: String {
    var copy = self
    copy.flushPendingSurrogate()
    return String(decoding: copy.utf8, as: UTF8.self)
  }

  /// Appends literal bytes (already valid UTF-8).
  mutating func appendRaw(_ run: ArraySlice<UInt8>) {
    guard !run.isEmpty else { return }
    flushPendingSurrogate()
    utf8.append(contentsOf: run)
  }

  /// Resolves the escape whose first character (after the backslash) is at `i`, advancing
  /// `i` past it; returns a warning when the escape is probably a mistake.
  mutating func appendEscape(in bytes: [UInt8], at i: inout Int) -> String? {
    let c = bytes[i]
    i += 1
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var num = c &- UInt8(ascii: "0")
      var digits = 1
      while digits < 3, i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i])
      {
        num = num &<< 3 &+ (bytes[i] &- UInt8(ascii: "0"))
        i += 1
        digits += 1
      }
      appendScalar(Self.nextStepScalar(num))
      return nil
    case UInt8(ascii: "U"):
      var unit: UInt16 = 0
      var digits = 0
      while digits < 4, i < bytes.count, let v = Self.hexValue(bytes[i]) {
        unit = unit << 4 | UInt16(v)
        i += 1
        digits += 1
      }
      guard digits > 0 else {
        return "'\\U' is not followed by hex digits; Foundation reads it as U+0000"
      }
      appendUnit(unit)
      return nil
    case UInt8(ascii: "a"): appendScalar("\u{07}")
    case UInt8(ascii: "b"): appendScalar("\u{08}")
    case UInt8(ascii: "f"): appendScalar("\u{0C}")
    case UInt8(ascii: "n"): appendScalar("\n")
    case UInt8(ascii: "r"): appendScalar("\r")
    case UInt8(ascii: "t"): appendScalar("\t")
    case UInt8(ascii: "v"): appendScalar("\u{0B}")
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), 0x0A, 0x0D:
      appendRaw([c][...])
    default:
      // Any other character, kept as it is: copy its whole UTF-8 sequence.
      var end = i
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      let start = i - 1
      appendRaw(bytes[start..<end])
      i = end
      let shown = String(decoding: bytes[start..<end], as: UTF8.self)
      if c == UInt8(ascii: "u") {
        return "'\\u' is not an escape in .strings files (Foundation reads 'u'); "
          + "write '\\U' followed by four hex digits"
      }
      return "'\\\(shown)' is not an escape; Foundation reads it as '\(shown)'"
    }
    return nil
  }

  private mutating func appendScalar(_ scalar: Unicode.Scalar) {
    flushPendingSurrogate()
    utf8.append(contentsOf: String(scalar).utf8)
  }

  /// One UTF-16 code unit from `\U`: pairs surrogates, replaces unpaired ones.
  private mutating func appendUnit(_ unit: UInt16) {
    if UTF16.isLeadSurrogate(unit) {
      flushPendingSurrogate()
      pendingHigh = unit
    } else if UTF16.isTrailSurrogate(unit) {
      if let high = pendingHigh {
        pendingHigh = nil
        let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
        appendScalar(Unicode.Scalar(value) ?? "\u{FFFD}")
      } else {
        markLoneSurrogate(unit)
      }
    } else {
      appendScalar(Unicode.Scalar(unit) ?? "\u{FFFD}")
    }
  }

  private mutating func flushPendingSurrogate() {
    guard let high = pendingHigh else { return }
    pendingHigh = nil
    markLoneSurrogate(high)
  }

  private mutating func markLoneSurrogate(_ unit: UInt16) {
    utf8.append(contentsOf: "\u{FFFD}".utf8)
    loneSurrogateWarning = String(
      format: "'\\U%04X' is half of a surrogate pair; it is shown as U+FFFD", unit)
  }

  private static func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A byte in the NeXTSTEP encoding, as Foundation converts octal escapes.
  static func nextStepScalar(_ byte: UInt8) -> Unicode.Scalar {
    if byte < 0x80 { return Unicode.Scalar(byte) }
    return String(bytes: [byte], encoding: .nextstep)?.unicodeScalars.first ?? "\u{FFFD}"
  }
}
