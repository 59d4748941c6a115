/// The identifiers and string literals of a Swift or Objective-C source, with their byte
/// ranges, comments skipped: enough to rename a name everywhere code spells it and nowhere
/// else (not inside a longer name, not in a comment).
///
/// It is a lexer, not a parser: it knows comments (Swift's nest), string and character
/// literals with escapes, Swift's multi-line and raw strings, and identifiers. The contents
/// of multi-line, raw and interpolating strings are skipped as a whole (a name there is not
/// renamed).
struct SourceTokens {
  /// What a token is.
  enum Kind: Equatable {
    /// A name: `redClr`, `UIColor`, `class`.
    case identifier
    /// A plain one-line string literal; the range is of its contents, between the quotes.
    case string
  }

  /// One token: its kind, text and bytes.
  struct Token: Equatable {
    var kind: Kind
    var text: String
    var range: Range<Int>
  }

  /// The tokens, in order.
  let tokens: [Token]

  /// Reads `bytes` (UTF-8).
  init(_ bytes: [UInt8]) {
    var out: [Token] = []
    var i = 0
    let n = bytes.count
    func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
    while i < n {
      let c = bytes[i]
      if c == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "/") {
        while i < n && bytes[i] != 0x0A { i += 1 }
      } else if c == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
        var depth = 1
        i += 2
        while i < n && depth > 0 {
          if bytes[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
            depth += 1
            i += 2
          } else if bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
            depth -= 1
            i += 2
          } else {
            i += 1
          }
        }
      } else if c == UInt8(ascii: "#") && (at(i + 1) == UInt8(ascii: "\"") || at(i + 1) == c) {
        // A raw string: #"…"#, ##"…"##; skipped whole.
        var hashes = 0
        while at(i) == UInt8(ascii: "#") {
          hashes += 1
          i += 1
        }
        guard at(i) == UInt8(ascii: "\"") else { continue }
        i += 1
        while i < n {
          if bytes[i] == UInt8(ascii: "\"") {
            var k = i + 1
            var count = 0
            while count < hashes && at(k) == UInt8(ascii: "#") {
              count += 1
              k += 1
            }
            if count == hashes {
              i = k
              break
            }
          }
          i += 1
        }
      } else if c == UInt8(ascii: "\"") && at(i + 1) == c && at(i + 2) == c {
        // A multi-line string; skipped whole.
        i += 3
        while i < n && !(bytes[i] == c && at(i + 1) == c && at(i + 2) == c) {
          i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        i += 3
      } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        let start = i + 1
        var plain = true
        i += 1
        while i < n && bytes[i] != c && bytes[i] != 0x0A {
          if bytes[i] == UInt8(ascii: "\\") {
            plain = false
            i += 2
          } else {
            i += 1
          }
        }
        let end = i
        let closed = i < n && bytes[i] == c
        i += 1
        if c == UInt8(ascii: "\""), plain, closed {
          out.append(
            Token(
              kind: .string, text: String(decoding: bytes[start..<end], as: UTF8.self),
              range: start..<end))
        }
      } else if Self.startsIdentifier(c) {
        let start = i
        while i < n && Self.continuesIdentifier(bytes[i]) { i += 1 }
        out.append(
          Token(
            kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self),
            range: start..<i))
      } else if c >= 0x30 && c <= 0x39 {
        // A number: 0x1F, 1e5, 12_000; its letters are not a name.
        while i < n && Self.continuesIdentifier(bytes[i]) { i += 1 }
      } else {
        i += 1
      }
    }
    tokens = out
  }

  /// Whether `c` may begin a name (ASCII letters, `_`, `$`, and any non-ASCII byte).
  static func startsIdentifier(_ c: UInt8) -> Bool {
    (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_")
      || c == UInt8(ascii: "$") || c >= 0x80
  }

  /// Whether `c` may continue a name.
  static func continuesIdentifier(_ c: UInt8) -> Bool {
    startsIdentifier(c) || (c >= 0x30 && c <= 0x39)
  }

  /// Whether `name` is a valid Swift and Objective-C identifier (ASCII).
  static func isIdentifier(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard let first = bytes.first, first < 0x80, startsIdentifier(first), first != 0x24 else {
      return false
    }
    return bytes.allSatisfy { $0 < 0x80 && continuesIdentifier($0) && $0 != 0x24 }
  }
}
