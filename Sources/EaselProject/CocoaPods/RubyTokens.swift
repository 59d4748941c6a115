import EaselDiagnostics

// The Ruby of Podfiles and podspecs, as far as Easel reads it: never run, only the literal
// forms. A file is split into tokens (comments and heredoc bodies dropped, each token with
// its line and UTF-8 column) and the tokens into statements, one per logical line.

/// One token of Ruby source.
struct RubyToken: Equatable {
  enum Kind: Equatable {
    /// A name or keyword (`pod`, `do`, `end`, `source_files`), `?`/`!` suffix included.
    case identifier(String)
    /// A string literal; `interpolated` when it holds `#{…}`, kept as written.
    case string(String, interpolated: Bool)
    /// A word array, `%w[a b]`.
    case words([String])
    /// A symbol, `:path`.
    case symbol(String)
    /// A hash label, `path:`.
    case label(String)
    /// Operators and brackets: `.`, `,`, `=`, `=>`, `::`, `(`, `|`, `+`, …
    case punctuation(String)
    /// Numbers and anything else.
    case other(String)
  }

  var kind: Kind
  var line: Int
  var column: Int

  /// The identifier's name, if this is one.
  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  func isPunctuation(_ text: String) -> Bool { kind == .punctuation(text) }

  func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }
}

/// A logical line of Ruby: its tokens, with brackets and line continuations joined.
typealias RubyStatement = [RubyToken]

enum RubySource {
  /// The statements of `text`: tokens up to a line break or `;` outside brackets, a line
  /// that ends in an operator or `,` continuing on the next.
  static func statements(_ text: String) -> [RubyStatement] {
    var statements: [RubyStatement] = []
    var current: RubyStatement = []
    var depth = 0
    for token in tokens(text) {
      switch token.kind {
      case .punctuation("\n"), .punctuation(";"):
        let continues =
          depth > 0
          || current.last.map { last in
            [",", "=", "=>", "+", ".", "\\", "&&", "||", "<<"].contains {
              last.isPunctuation($0)
            }
          } ?? false
        if !continues && !current.isEmpty {
          statements.append(current)
          current = []
        }
        continue
      case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
      case .punctuation(")"), .punctuation("]"), .punctuation("}"): depth = max(0, depth - 1)
      default: break
      }
      if !token.isPunctuation("\\") { current.append(token) }
    }
    if !current.isEmpty { statements.append(current) }
    return statements
  }

  /// The tokens of `text`, line breaks included as `\n` punctuation.
  static func tokens(_ text: String) -> [RubyToken] {
    var lexer = RubyLexer(bytes: Array(text.utf8))
    return lexer.run()
  }
}

/// Splits Ruby source into ``RubyToken``s.
private struct RubyLexer {
  let bytes: [UInt8]
  var index = 0
  /// Where the lines start, for the tokens' lines and columns.
  let lines: LineIndex
  var tokens: [RubyToken] = []
  /// Heredocs opened on this line, whose bodies start on the next: terminator, `<<-`/`<<~`.
  var pendingHeredocs: [(terminator: String, indented: Bool)] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
    lines = LineIndex(bytes)
  }

  func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  static func isNameStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
  }
  static func isName(_ b: UInt8) -> Bool { isNameStart(b) || (b >= 0x30 && b <= 0x39) }

  mutating func add(_ kind: RubyToken.Kind, at start: Int) {
    let (line, column) = lines.position(of: start)
    tokens.append(RubyToken(kind: kind, line: line, column: column))
  }

  mutating func run() -> [RubyToken] {
    while index < bytes.count {
      let b = bytes[index]
      let start = index
      switch b {
      case 0x0A:  // \n
        add(.punctuation("\n"), at: start)
        index += 1
        skipHeredocBodies()
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x23:  // # comment
        while let c = peek(), c != 0x0A { index += 1 }
      case 0x3D where (index == 0 || bytes[index - 1] == 0x0A) && matches("=begin"):
        // A block comment, up to the line starting with `=end`.
        while index < bytes.count {
          if bytes[index] == 0x0A {
            index += 1
            if matches("=end") { break }
          } else {
            index += 1
          }
        }
        while let c = peek(), c != 0x0A { index += 1 }
      case 0x27, 0x22:  // ' "
        let (value, interpolated) = quoted(until: b, interpolates: b == 0x22)
        add(.string(value, interpolated: interpolated), at: start)
      case 0x25 where percentLiteral(start: start):  // %w[…]
        break
      case 0x3C where heredoc(start: start):  // <<~EOS
        break
      case 0x3A where peek(1) == 0x3A:  // ::
        index += 2
        add(.punctuation("::"), at: start)
      case 0x3A where peek(1).map(Self.isNameStart) == true:  // :symbol
        index += 1
        let name = name()
        add(.symbol(name), at: start)
      case 0x3A where peek(1) == 0x22 || peek(1) == 0x27:  // :"symbol"
        index += 1
        let quote = bytes[index]
        let (value, _) = quoted(until: quote, interpolates: false)
        add(.symbol(value), at: start)
      case _ where Self.isNameStart(b):
        let name = name()
        if peek() == 0x3A && peek(1) != 0x3A {  // label `path:`
          index += 1
          add(.label(name), at: start)
        } else {
          add(.identifier(name), at: start)
        }
      case 0x30...0x39:
        while let c = peek(), Self.isName(c) || c == 0x2E { index += 1 }
        add(.other(text(start, index)), at: start)
      default:
        let pairs = ["=>", "==", "&&", "||", "<<", "+=", "||=", "!="]
        if let pair = pairs.first(where: { matches($0) }) {
          index += pair.utf8.count
          add(.punctuation(pair), at: start)
        } else {
          index += 1
          add(.punctuation(text(start, index)), at: start)
        }
      }
    }
    return tokens
  }

  func matches(_ s: String) -> Bool {
    let u = Array(s.utf8)
    return index + u.count <= bytes.count && Array(bytes[index..<index + u.count]) == u
  }

  func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }

  mutating func name() -> String {
    let start = index
    while let c = peek(), Self.isName(c) { index += 1 }
    if let c = peek(), c == 0x3F || c == 0x21, peek(1) != 0x3D { index += 1 }  // ? !
    return text(start, index)
  }

  /// A quoted literal whose opening quote is at `index`; `#{…}` is kept as written and
  /// reported when `interpolates`.
  mutating func quoted(until quote: UInt8, interpolates: Bool, opening: UInt8? = nil)
    -> (String, Bool)
  {
    index += 1
    var out: [UInt8] = []
    var interpolated = false
    var nesting = 0
    while index < bytes.count {
      let c = bytes[index]
      if c == 0x5C, index + 1 < bytes.count {  // backslash
        let next = bytes[index + 1]
        if interpolates {
          out.append(next == 0x6E ? 0x0A : next == 0x74 ? 0x09 : next)
        } else {
          if next != quote && next != 0x5C { out.append(c) }
          out.append(next)
        }
        index += 2
        continue
      }
      if let opening, c == opening {
        nesting += 1
      } else if c == quote {
        if nesting == 0 { break }
        nesting -= 1
      }
      if interpolates && c == 0x23 && index + 1 < bytes.count && bytes[index + 1] == 0x7B {
        interpolated = true
      }
      if c == 0x0A {
        out.append(c)
        index += 1
        continue
      }
      out.append(c)
      index += 1
    }
    index += 1
    return (String(decoding: out, as: UTF8.self), interpolated)
  }

  /// `%w[…]`, `%W(…)`, `%i{…}` word arrays and `%q(…)`, `%Q(…)`, `%(…)` strings.
  mutating func percentLiteral(start: Int) -> Bool {
    guard var kind = peek(1) else { return false }
    var delimiter = kind
    if [0x77, 0x57, 0x69, 0x49, 0x71, 0x51].contains(kind) {  // w W i I q Q
      guard let d = peek(2) else { return false }
      delimiter = d
    } else {
      kind = 0x51  // %(…) is %Q(…)
    }
    let closing: [UInt8: UInt8] = [0x5B: 0x5D, 0x28: 0x29, 0x7B: 0x7D, 0x3C: 0x3E]
    guard
      let close = closing[delimiter] ?? ([0x7C, 0x21, 0x2F].contains(delimiter) ? delimiter : nil)
    else { return false }
    index += delimiter == peek(1) ? 1 : 2
    let (value, interpolated) = quoted(
      until: close, interpolates: kind == 0x57 || kind == 0x51,
      opening: close == delimiter ? nil : delimiter)
    if kind == 0x71 || kind == 0x51 {
      add(.string(value, interpolated: interpolated), at: start)
    } else {
      let words = value.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
      add(.words(words.map(String.init)), at: start)
    }
    return true
  }

  /// `<<~EOS`, `<<-EOS`, `<<EOS` (an upper-case name) or `<<~'EOS'`: a string whose body
  /// starts on the next line, dropped.
  mutating func heredoc(start: Int) -> Bool {
    guard peek(1) == 0x3C else { return false }
    var offset = 2
    var indented = false
    if let c = peek(offset), c == 0x7E || c == 0x2D {
      indented = true
      offset += 1
    }
    var quote: UInt8?
    if let c = peek(offset), c == 0x27 || c == 0x22 {
      quote = c
      offset += 1
    }
    var end = index + offset
    while end < bytes.count, Self.isName(bytes[end]) { end += 1 }
    let name = text(index + offset, end)
    guard !name.isEmpty, quote != nil || indented || name == name.uppercased() else {
      return false
    }
    if quote != nil { end += 1 }
    index = end
    pendingHeredocs.append((name, indented))
    add(.string("", interpolated: false), at: start)
    return true
  }

  /// After a line break: the bodies of the heredocs opened on the line before.
  mutating func skipHeredocBodies() {
    while !pendingHeredocs.isEmpty {
      let (terminator, indented) = pendingHeredocs.removeFirst()
      while index < bytes.count {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        let lineText = text(index, end)
        let candidate = indented ? lineText.trimmed(of: " \t\r") : lineText.trimmed(of: "\r")
        index = end
        if index < bytes.count { index += 1 }
        if candidate == terminator { break }
      }
    }
  }
}

extension String {
  /// The string without the characters of `set` at either end.
  fileprivate func trimmed(of set: String) -> String {
    let chars = Set(set)
    var s = Substring(self)
    while let f = s.first, chars.contains(f) { s = s.dropFirst() }
    while let l = s.last, chars.contains(l) { s = s.dropLast() }
    return String(s)
  }
}
