import EaselDiagnostics

/// Splits Swift source into tokens, understanding what can hide a declaration.
///
/// Design note: this is not a parser. It knows exactly the lexical structures that can
/// make text look like code when it is not, or hide code that is: line and nested block
/// comments, string literals (single-line, multi-line `"""`, raw `#"…"#`, with nested
/// interpolation `\(…)` that may itself hold strings), conditional-compilation lines, and
/// extended regex literals `#/…/#`. Everything else is identifiers, numbers and one
/// punctuation character at a time (`->` excepted), which is all the scanner needs.
/// Offsets are UTF-8 bytes, so columns match the compiler's.
struct SwiftLexer {
  private let bytes: [UInt8]
  private let lines: LineIndex
  private var i = 0
  private(set) var tokens: [SwiftToken] = []
  private(set) var problems: [LexProblem] = []

  /// Tokenizes `source`.
  static func tokenize(_ source: String) -> (tokens: [SwiftToken], problems: [LexProblem]) {
    var lexer = SwiftLexer(bytes: Array(source.utf8))
    lexer.run()
    return (lexer.tokens, lexer.problems)
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    self.lines = LineIndex(bytes)
  }

  private func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

  private func text(_ from: Int, _ to: Int) -> String {
    String(decoding: bytes[from..<min(to, bytes.count)], as: UTF8.self)
  }

  private mutating func problem(_ message: String, id: String, at offset: Int) {
    let p = lines.position(of: offset)
    problems.append(LexProblem(message: message, id: id, line: p.line, column: p.column))
  }

  private mutating func run() {
    var newline = true
    var space = false
    while i < bytes.count {
      let c = bytes[i]
      switch c {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        newline = true
        space = true
        i += 1
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        space = true
        i += 1
        continue
      case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
        while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
        space = true
        continue
      case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
        if skipBlockComment() { newline = true }
        space = true
        continue
      default:
        break
      }
      let start = i
      let kind = lexOne()
      var token = makeToken(kind, start, i, newline: newline, space: space)
      if kind == .directive { token.condition = directiveCondition() }
      tokens.append(token)
      newline = false
      space = false
    }
  }

  private func makeToken(
    _ kind: SwiftToken.Kind, _ start: Int, _ end: Int, newline: Bool, space: Bool
  ) -> SwiftToken {
    var t = text(start, end)
    switch kind {
    case .attribute: t.removeFirst()
    case .identifier where t.hasPrefix("`") && t.hasSuffix("`") && t.count >= 2:
      t = String(t.dropFirst().dropLast())
    default: break
    }
    let p = lines.position(of: start)
    return SwiftToken(
      kind: kind, text: t, start: start, end: end, line: p.line, column: p.column,
      newlineBefore: newline, spaceBefore: space)
  }

  /// Skips a nested block comment at `i`; returns whether it spanned a line break.
  private mutating func skipBlockComment() -> Bool {
    let start = i
    var depth = 0
    var sawNewline = false
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
        depth += 1
        i += 2
      } else if bytes[i] == UInt8(ascii: "*") && byte(i + 1) == UInt8(ascii: "/") {
        depth -= 1
        i += 2
        if depth == 0 { return sawNewline }
      } else {
        if bytes[i] == UInt8(ascii: "\n") { sawNewline = true }
        i += 1
      }
    }
    problem("unterminated '/*' comment", id: "unterminated-comment", at: start)
    return sawNewline
  }

  private static func isIdentStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == UInt8(ascii: "_") || c >= 0x80
  }

  private static func isIdentBody(_ c: UInt8) -> Bool {
    isIdentStart(c) || isDigit(c)
  }

  private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

  /// Lexes one token starting at `i` and returns its kind; `i` ends past it.
  private mutating func lexOne() -> SwiftToken.Kind {
    let c = bytes[i]
    if Self.isIdentStart(c) {
      while i < bytes.count && Self.isIdentBody(bytes[i]) { i += 1 }
      return .identifier
    }
    if c == UInt8(ascii: "$") {
      i += 1
      while i < bytes.count && Self.isIdentBody(bytes[i]) { i += 1 }
      return .identifier
    }
    if c == UInt8(ascii: "`") {
      i += 1
      while i < bytes.count && bytes[i] != UInt8(ascii: "`") && bytes[i] != UInt8(ascii: "\n") {
        i += 1
      }
      if byte(i) == UInt8(ascii: "`") { i += 1 }
      return .identifier
    }
    if Self.isDigit(c) {
      lexNumber()
      return .number
    }
    if c == UInt8(ascii: "\"") {
      lexString(hashes: 0)
      return .string
    }
    if c == UInt8(ascii: "@") && Self.isIdentStart(byte(i + 1)) {
      i += 1
      while i < bytes.count && Self.isIdentBody(bytes[i]) { i += 1 }
      return .attribute
    }
    if c == UInt8(ascii: "#") {
      return lexPound()
    }
    if c == UInt8(ascii: "-") && byte(i + 1) == UInt8(ascii: ">") {
      i += 2
      return .punctuation
    }
    // One byte of punctuation; a stray non-ASCII byte is covered by isIdentStart.
    i += 1
    return .punctuation
  }

  private mutating func lexNumber() {
    let hex = bytes[i] == UInt8(ascii: "0") && (byte(i + 1) | 0x20) == UInt8(ascii: "x")
    if hex { i += 2 }
    while i < bytes.count {
      let c = bytes[i]
      if Self.isIdentBody(c) {
        // Exponent signs: 1e-3, 0x1p+4.
        let lower = c | 0x20
        let isExponent = hex ? lower == UInt8(ascii: "p") : lower == UInt8(ascii: "e")
        i += 1
        if isExponent && (byte(i) == UInt8(ascii: "-") || byte(i) == UInt8(ascii: "+")) { i += 1 }
      } else if c == UInt8(ascii: ".")
        && (Self.isDigit(byte(i + 1)) || (hex && Self.isHexDigit(byte(i + 1))))
      {
        i += 1
      } else {
        break
      }
    }
  }

  private static func isHexDigit(_ c: UInt8) -> Bool {
    isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66)
  }

  /// `#if` & co., raw strings `#"…"#`, regex `#/…/#`, or `#identifier`.
  private mutating func lexPound() -> SwiftToken.Kind {
    let start = i
    var hashes = 0
    while byte(i) == UInt8(ascii: "#") {
      hashes += 1
      i += 1
    }
    if byte(i) == UInt8(ascii: "\"") {
      lexString(hashes: hashes)
      return .string
    }
    if byte(i) == UInt8(ascii: "/") {
      lexRegex(hashes: hashes, start: start)
      return .string
    }
    if hashes == 1 && Self.isIdentStart(byte(i)) {
      let nameStart = i
      while i < bytes.count && Self.isIdentBody(bytes[i]) { i += 1 }
      switch text(nameStart, i) {
      case "if", "elseif", "else", "endif": return .directive
      default: return .pound
      }
    }
    return .punctuation
  }

  /// The rest of a directive's line, without comments.
  private mutating func directiveCondition() -> String {
    let start = i
    while i < bytes.count && bytes[i] != UInt8(ascii: "\n") {
      if bytes[i] == UInt8(ascii: "/")
        && (byte(i + 1) == UInt8(ascii: "/") || byte(i + 1) == UInt8(ascii: "*"))
      {
        break
      }
      i += 1
    }
    return text(start, i).trimmingSpaces()
  }

  /// Lexes a string literal whose opening quote is at `i`, after `hashes` `#`s.
  private mutating func lexString(hashes: Int) {
    let start = i
    let multiline = byte(i + 1) == UInt8(ascii: "\"") && byte(i + 2) == UInt8(ascii: "\"")
    i += multiline ? 3 : 1
    while i < bytes.count {
      let c = bytes[i]
      if c == UInt8(ascii: "\n") && !multiline {
        break
      }
      if c == UInt8(ascii: "\\") && hashesFollow(i + 1, hashes) {
        i += 1 + hashes
        if byte(i) == UInt8(ascii: "(") {
          i += 1
          skipInterpolation()
        } else if i < bytes.count {
          i += 1
        }
        continue
      }
      if c == UInt8(ascii: "\"") {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ byte(i + $0) == UInt8(ascii: "\"") })
          && hashesFollow(i + quotes, hashes)
        {
          i += quotes + hashes
          return
        }
      }
      i += 1
    }
    problem("unterminated string literal", id: "unterminated-string", at: start)
  }

  private func hashesFollow(_ at: Int, _ n: Int) -> Bool {
    (0..<n).allSatisfy { byte(at + $0) == UInt8(ascii: "#") }
  }

  /// Skips the inside of `\(…)` up to and including its closing parenthesis.
  private mutating func skipInterpolation() {
    var depth = 1
    while i < bytes.count {
      let c = bytes[i]
      if c == UInt8(ascii: "(") {
        depth += 1
      } else if c == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          i += 1
          return
        }
      } else if c == UInt8(ascii: "\"") {
        lexString(hashes: 0)
        continue
      } else if c == UInt8(ascii: "#")
        && (byte(i + 1) == UInt8(ascii: "\"") || byte(i + 1) == UInt8(ascii: "#"))
      {
        var n = 0
        while byte(i) == UInt8(ascii: "#") {
          n += 1
          i += 1
        }
        if byte(i) == UInt8(ascii: "\"") { lexString(hashes: n) }
        continue
      } else if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
        _ = skipBlockComment()
        continue
      }
      i += 1
    }
  }

  /// `#/…/#` extended regex literals.
  private mutating func lexRegex(hashes: Int, start: Int) {
    i += 1
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if bytes[i] == UInt8(ascii: "/") && hashesFollow(i + 1, hashes) {
        i += 1 + hashes
        return
      }
      i += 1
    }
    problem("unterminated regex literal", id: "unterminated-string", at: start)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
