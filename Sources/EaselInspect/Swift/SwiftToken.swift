/// One token of Swift source, located by UTF-8 byte offsets.
struct SwiftToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// An identifier or keyword, backticks removed from `text`.
    case identifier
    /// `@name`; `text` is the name without `@`.
    case attribute
    /// An integer or floating-point literal.
    case number
    /// A string literal of any form; `text` is the literal as written.
    case string
    /// `#if`, `#elseif`, `#else`, `#endif`; `text` is the directive, `condition` the rest.
    case directive
    /// `#name` other than a conditional directive (`#selector`, `#colorLiteral`, ...).
    case pound
    /// One punctuation or operator character, or `->`.
    case punctuation
  }

  var kind: Kind
  var text: String
  /// The condition of an `#if` / `#elseif`, trimmed.
  var condition: String = ""
  /// Byte offset of the first byte.
  var start: Int
  /// Byte offset past the last byte.
  var end: Int
  /// 1-based line.
  var line: Int
  /// 1-based column in UTF-8 bytes.
  var column: Int
  /// Whether a line break separates this token from the previous one.
  var newlineBefore: Bool
  /// Whether whitespace or a comment separates this token from the previous one.
  var spaceBefore: Bool

  /// Whether this is the punctuation `p`.
  func isPunct(_ p: String) -> Bool { kind == .punctuation && text == p }
  /// Whether this is the identifier (or keyword) `w`.
  func isWord(_ w: String) -> Bool { kind == .identifier && text == w }
}

/// A problem the lexer found: an unterminated comment or literal.
struct LexProblem: Sendable, Equatable {
  var message: String
  var id: String
  var line: Int
  var column: Int
}
