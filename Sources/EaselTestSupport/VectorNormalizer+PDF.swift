internal import CEaselTestSupport
import Foundation

extension VectorNormalizer {
  /// The PDF document `data` as a text reference (see `VectorNormalizer`): its objects'
  /// dictionaries and, for each stream, the inflated operators when they are text, or a line
  /// naming the binary data (image, font program) when they are not.
  ///
  /// A stream ends at the first `endstream` after it starts (Cairo writes lengths as
  /// indirect objects, after the stream); compressed data that happened to hold that word
  /// would be cut short — the reference would then change, not silently pass.
  public static func pdf(_ data: Data) -> String {
    let bytes = [UInt8](data)
    var out = ""
    var index = 0
    while index < bytes.count {
      guard let start = streamStart(in: bytes, from: index) else {
        out += pdfText(bytes[index...])
        break
      }
      let before = bytes[index..<start.keyword]
      out += pdfText(before)
      let end = find(Array("endstream".utf8), in: bytes, from: start.data) ?? bytes.count
      // The end of line before `endstream`; a carriage return before it may be data (Cairo
      // writes a bare line feed), and zlib ignores what follows the end of its stream.
      let stop = end > start.data && bytes[end - 1] == 0x0A ? end - 1 : end
      let recent = String(decoding: before.suffix(600), as: UTF8.self)
      let dictionary =
        recent.range(of: " obj", options: .backwards).map {
          String(recent[$0.upperBound...])
        } ?? recent
      out += "stream\n" + streamText(Array(bytes[start.data..<stop]), dictionary: dictionary)
      out += "endstream"
      index = min(bytes.count, end + "endstream".utf8.count)
    }
    out = replacing(#"(\d+ \d+ obj\s*)\d+(\s*endobj)"#, in: out, with: "$1(length)$2")
    return out.hasSuffix("\n") ? out : out + "\n"
  }

  /// Where the next stream's keyword and its data begin.
  private static func streamStart(in bytes: [UInt8], from index: Int) -> (keyword: Int, data: Int)?
  {
    let keyword = Array("stream".utf8)
    var from = index
    while let hit = find(keyword, in: bytes, from: from) {
      let after = hit + keyword.count
      let isEnd = hit >= 3 && bytes[(hit - 3)..<hit].elementsEqual(Array("end".utf8))
      if !isEnd, after < bytes.count {
        if bytes[after] == 0x0A { return (hit, after + 1) }
        if bytes[after] == 0x0D, after + 1 < bytes.count, bytes[after + 1] == 0x0A {
          return (hit, after + 2)
        }
      }
      from = after
    }
    return nil
  }

  /// The first index of `needle` in `bytes` at or after `from`.
  private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, needle.count <= bytes.count else { return nil }
    var index = from
    while index + needle.count <= bytes.count {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The text between streams, normalised: no cross-reference table, offsets, producer,
  /// dates, direct lengths or subset tags; binary comment lines named; numbers rounded.
  static func pdfText(_ bytes: ArraySlice<UInt8>) -> String {
    var lines: [String] = []
    var inCrossReference = false
    var afterStartXref = false
    for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      var line = String(decoding: raw, as: UTF8.self)
      if line.hasSuffix("\r") { line.removeLast() }
      if afterStartXref {
        afterStartXref = false
        lines.append("(offset)")
        continue
      }
      if line == "xref" { inCrossReference = true }
      if inCrossReference {
        if line.hasPrefix("trailer") { inCrossReference = false } else { continue }
      }
      if line == "startxref" { afterStartXref = true }
      if line.unicodeScalars.contains(where: { $0.value >= 0x7F || $0 == "\u{FFFD}" }) {
        lines.append("(binary comment)")
        continue
      }
      lines.append(line)
    }
    var text = lines.joined(separator: "\n")
    text = replacing(
      #"/(Producer|Creator) *\((?:[^()\\]|\\.|\([^()]*\))*\)"#, in: text, with: "/$1 (…)")
    text = replacing(#"/(CreationDate|ModDate) *\([^)]*\)"#, in: text, with: "/$1 (…)")
    text = replacing(#"/(Length\d?) +\d+\b(?! +\d+ +R)"#, in: text, with: "/$1 (length)")
    text = replacing(#"/[A-Z]{6}\+"#, in: text, with: "/XXXXXX+")
    text = replacing(#"/ID *\[[^\]]*\]"#, in: text, with: "/ID […]")
    return roundingNumbers(in: text)
  }

  /// A stream's content for the reference: inflated when it is compressed, its lines when
  /// they are text, else one line naming the data. `dictionary` is the stream's own.
  static func streamText(_ bytes: [UInt8], dictionary: String) -> String {
    var content = bytes
    if dictionary.contains("/FlateDecode") {
      guard let inflated = inflate(bytes) else {
        return "(compressed data that does not inflate)\n"
      }
      content = inflated
    }
    let isText = content.allSatisfy {
      $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || (0x20..<0x7F).contains($0)
    }
    if isText {
      let text = String(decoding: content, as: UTF8.self)
      return roundingNumbers(in: text.hasSuffix("\n") || text.isEmpty ? text : text + "\n")
    }
    if dictionary.contains("/Subtype /Image") {
      let width = captures(#"/Width (\d+)"#, in: dictionary).last ?? "?"
      let height = captures(#"/Height (\d+)"#, in: dictionary).last ?? "?"
      return "(image data, \(width)×\(height))\n"
    }
    if dictionary.contains("/Length1") || dictionary.contains("/Subtype /Type1C")
      || dictionary.contains("/Subtype /CIDFontType0C") || dictionary.contains("/Subtype /OpenType")
    {
      return "(font program)\n"
    }
    return "(binary data)\n"
  }

  /// `bytes` inflated by zlib, or `nil`.
  static func inflate(_ bytes: [UInt8]) -> [UInt8]? {
    var length = 0
    let result = bytes.withUnsafeBufferPointer { buffer -> UnsafeMutablePointer<UInt8>? in
      guard let base = buffer.baseAddress else { return nil }
      return easel_inflate(base, buffer.count, &length)
    }
    guard let result else { return nil }
    defer { free(result) }
    return Array(UnsafeBufferPointer(start: result, count: length))
  }
}
