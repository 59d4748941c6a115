import Foundation

/// Turns SVG and PDF output into text references that compare across machines and library
/// versions, keeping what Easel decides (what is drawn where, in which colour, clipped how)
/// and dropping what legitimately varies:
///
/// - **ids**: SVG element ids (`glyph0-1`, `surface5`, `clip2`, …) are renumbered per family
///   in order of appearance, references included;
/// - **float noise**: every decimal number is rounded to two places (a hundredth of a point);
/// - **the fonts' own outlines and programs**: SVG glyph symbols keep their ids but not their
///   path data, and PDF font files are named, not dumped — they are the font package's;
/// - **embedded images** (shadows, photos): base64 PNG and image streams are named with
///   their size — their bytes depend on the zlib that compressed them (the pixels are the
///   PNG golden images' business);
/// - **PDF bookkeeping**: the producer, dates, the cross-reference table and `startxref`
///   offsets, stream lengths and font subset tags; compressed content streams are inflated,
///   so the reference shows the drawing operators themselves.
public enum VectorNormalizer {
  /// Decimal places kept.
  static let places = 2

  /// `text` with every decimal number rounded to `places` (`-0` written `0`, trailing
  /// zeros dropped). Numbers inside names (`glyph0-1`, `f-0-0`) are not decimals and stay.
  public static func roundingNumbers(in text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var previous: Unicode.Scalar? = nil
    while index < scalars.count {
      let scalar = scalars[index]
      let startsNumber =
        isDigit(scalar)
        || (scalar == "-" && index + 1 < scalars.count && isDigit(scalars[index + 1]))
      guard startsNumber, previous.map({ !isWordCharacter($0) }) ?? true else {
        out.unicodeScalars.append(scalar)
        previous = scalar
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, isDigit(scalars[end]) { end += 1 }
      var isDecimal = false
      if end + 1 < scalars.count, scalars[end] == ".", isDigit(scalars[end + 1]) {
        isDecimal = true
        end += 1
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
      }
      var token = String(String.UnicodeScalarView(scalars[index..<end]))
      if isDecimal, let value = Double(token) { token = format(value) }
      out += token
      previous = scalars[end - 1]
      index = end
    }
    return out
  }

  /// `value` rounded to `places`, without trailing zeros; never `-0`.
  static func format(_ value: Double) -> String {
    let scale = pow(10, Double(places))
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.\(places)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// Letters, digits and the joiners of names, after which digits belong to a name.
  static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || scalar == "_" || scalar == "-" || scalar == "."
  }

  /// `text` with every match of `pattern` replaced by `template` (`$1` for groups).
  static func replacing(_ pattern: String, in text: String, with template: String) -> String {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
    let range = NSRange(text.startIndex..., in: text)
    return regex.stringByReplacingMatches(in: text, range: range, withTemplate: template)
  }

  /// Every match of `pattern`'s first group in `text`, in order.
  static func captures(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
