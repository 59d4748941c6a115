import Foundation

extension VectorNormalizer {
  /// The SVG document `data` as a text reference (see `VectorNormalizer`).
  public static func svg(_ data: Data) -> String {
    var text = String(decoding: data, as: UTF8.self)
    text = withoutGlyphOutlines(text)
    text = replacing(
      #"(data:image/[a-z]+;base64,)[A-Za-z0-9+/=\s]+"#, in: text, with: "$1(image data)")
    text = renumberingIDs(in: text)
    // The XML declaration's version is a version, not a measure: it is kept as written.
    var declaration = ""
    if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
      declaration = String(text[..<end.upperBound])
      text = String(text[end.upperBound...])
    }
    text = declaration + roundingNumbers(in: text)
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  /// `text` with the path data of each glyph `<symbol>` replaced: the outline is the font's,
  /// the glyph's id (and so where it is used) stays.
  static func withoutGlyphOutlines(_ text: String) -> String {
    var out = ""
    var rest = text[...]
    while let open = rest.range(of: "<symbol"), let close = rest.range(of: "</symbol>") {
      guard open.lowerBound < close.lowerBound else { break }
      out += rest[..<open.lowerBound]
      out += replacing(
        #"\bd="[^"]*""#, in: String(rest[open.lowerBound..<close.upperBound]),
        with: #"d="(glyph outline)""#)
      rest = rest[close.upperBound...]
    }
    return out + rest
  }

  /// `text` with every element id renumbered within its family (the id without its digits:
  /// `glyph0-1` is of `glyph-`), in order of definition, and every reference to it
  /// (`#id`, `url(#id)`) following.
  static func renumberingIDs(in text: String) -> String {
    var names: [String: String] = [:]
    var counts: [String: Int] = [:]
    for id in captures(#"\bid="([^"]+)""#, in: text) where names[id] == nil {
      let family = String(id.unicodeScalars.filter { !isDigit($0) })
      counts[family, default: 0] += 1
      names[id] = family + String(counts[family] ?? 0)
    }
    guard !names.isEmpty,
      let regex = try? NSRegularExpression(pattern: #"(\bid="|#)([A-Za-z_][\w.-]*)"#)
    else { return text }
    var out = ""
    var last = text.startIndex
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let whole = Range(match.range, in: text),
        let prefix = Range(match.range(at: 1), in: text),
        let name = Range(match.range(at: 2), in: text),
        let renamed = names[String(text[name])]
      else { continue }
      out += text[last..<whole.lowerBound]
      out += text[prefix] + renamed
      last = whole.upperBound
    }
    return out + text[last...]
  }
}
