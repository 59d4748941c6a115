/// Decoding of entity and character references (`&amp;`, `&#10;`, `&#x1F600;`).
///
/// Only XML's five predefined entities exist; any other name is an error, since
/// Easel never reads DTD entity declarations.
extension TreeParser {
  /// Decodes `span`; in attribute values literal tab, CR and LF become spaces.
  func decode(_ span: Range<Int>, attribute: Bool) throws(DocumentError) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(span.count)
    var i = span.lowerBound
    while i < span.upperBound {
      let c = p[i]
      if c == UInt8(ascii: "&") {
        guard let semicolon = (i + 1..<min(span.upperBound, i + 12)).first(where: { p[$0] == 0x3B })
        else {
          throw malformed("'&' must start a reference such as &amp;", at: i)
        }
        let scalar = try reference((i + 1)..<semicolon, at: i)
        out.append(contentsOf: scalar.utf8)
        i = semicolon + 1
      } else if attribute && (c == 0x0A || c == 0x09 || c == 0x0D) {
        // XML attribute-value normalisation; a CR LF pair becomes one space.
        if !(c == 0x0D && i + 1 < span.upperBound && p[i + 1] == 0x0A) { out.append(0x20) }
        i += 1
      } else {
        out.append(c)
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private func reference(_ name: Range<Int>, at offset: Int) throws(DocumentError) -> Unicode.Scalar
  {
    let text = source.string(name)
    switch text {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      let value: UInt32? =
        digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, !digits.isEmpty, let scalar = Unicode.Scalar(value), isXMLChar(value) else {
        throw malformed("invalid character reference &\(text);", at: offset)
      }
      return scalar
    }
    throw malformed(
      "unknown entity &\(text); (only &amp; &lt; &gt; &quot; &apos; and character references)",
      at: offset)
  }

  private func isXMLChar(_ v: UInt32) -> Bool {
    v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v)
      || (0x10000...0x10FFFF).contains(v)
  }
}
