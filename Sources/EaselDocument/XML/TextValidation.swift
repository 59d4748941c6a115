import EaselDiagnostics

/// The first pass over a file: checks that it is UTF-8 text.
///
/// Rejects what cannot be an Interface Builder document before the tokenizer sees it:
/// UTF-16 (by its byte-order mark), NUL and other control bytes (binary data), and
/// invalid, overlong or surrogate UTF-8 sequences. Runs eight ASCII bytes at a time.
enum TextValidation {
  /// Validates `p`.
  static func validate(_ p: UnsafeBufferPointer<UInt8>, path: String) throws(DocumentError) {
    let n = p.count
    guard let base = p.baseAddress else { return }
    if n >= 2, (base[0] == 0xFE && base[1] == 0xFF) || (base[0] == 0xFF && base[1] == 0xFE) {
      throw error(
        "the file is UTF-16; Easel reads UTF-8 documents (re-save it from Xcode)",
        at: 0, in: p, path: path)
    }
    var i = 0
    while i < n {
      // Fast path: eight bytes that are all printable ASCII.
      if i + 8 <= n {
        let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        let high: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = (w &- 0x2020_2020_2020_2020) & ~w & high
        if (w & high) == 0 && belowSpace == 0 {
          i += 8
          continue
        }
      }
      let c = base[i]
      if c < 0x80 {
        if c < 0x20 && c != 0x0A && c != 0x09 && c != 0x0D {
          throw error(
            c == 0
              ? "binary data: NUL byte in the file" : "binary data: control byte 0x\(hex(c))",
            at: i, in: p, path: path)
        }
        i += 1
        continue
      }
      let length = sequenceLength(base, i, n)
      if length == 0 {
        throw error("invalid UTF-8 byte 0x\(hex(c))", at: i, in: p, path: path)
      }
      i += length
    }
  }

  /// The length of the valid UTF-8 sequence starting at `i`, or 0 if it is invalid.
  private static func sequenceLength(_ b: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> Int {
    let c = b[i]
    func cont(_ k: Int) -> Bool { i + k < n && b[i + k] & 0xC0 == 0x80 }
    switch c {
    case 0xC2...0xDF:
      return cont(1) ? 2 : 0
    case 0xE0...0xEF:
      guard cont(1), cont(2) else { return 0 }
      let c1 = b[i + 1]
      if c == 0xE0 && c1 < 0xA0 { return 0 }  // overlong
      if c == 0xED && c1 >= 0xA0 { return 0 }  // surrogate
      return 3
    case 0xF0...0xF4:
      guard cont(1), cont(2), cont(3) else { return 0 }
      let c1 = b[i + 1]
      if c == 0xF0 && c1 < 0x90 { return 0 }
      if c == 0xF4 && c1 >= 0x90 { return 0 }
      return 4
    default:
      return 0
    }
  }

  private static func hex(_ c: UInt8) -> String {
    let s = String(c, radix: 16, uppercase: true)
    return s.count == 1 ? "0" + s : s
  }

  private static func error(
    _ message: String, at offset: Int, in p: UnsafeBufferPointer<UInt8>, path: String
  ) -> DocumentError {
    let lines = LineIndex(UnsafeBufferPointer(rebasing: p[..<offset]))
    return DocumentError(.encoding, message, at: lines.location(of: offset, in: path))
  }
}
