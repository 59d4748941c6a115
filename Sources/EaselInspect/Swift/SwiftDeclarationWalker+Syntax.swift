/// Skipping and measuring pieces of syntax: balanced groups, types, expressions.
extension SwiftDeclarationWalker {
  /// Skips from the opening token at `i` past its matching closing token. Braces met inside
  /// a parenthesized group are balanced too (closures in arguments).
  mutating func skipBalanced(open: String, close: String) {
    var depth = 0
    var braces = 0
    while let t = token(i) {
      if t.kind == .punctuation {
        if t.text == open {
          depth += 1
        } else if t.text == close {
          depth -= 1
        } else if t.text == "{" {
          braces += 1
        } else if t.text == "}" {
          if braces == 0 { return }  // the enclosing scope closes: unbalanced input
          braces -= 1
        }
      }
      i += 1
      if depth <= 0 { return }
    }
  }

  /// Skips `<…>` generic arguments or parameters starting at `i`.
  mutating func skipAngles() {
    var depth = 0
    while let t = token(i) {
      if t.isPunct("<") { depth += 1 }
      if t.isPunct(">") { depth -= 1 }
      if t.isPunct("{") || t.isPunct("}") || t.isPunct(";") || t.isPunct("=") { return }
      if t.isPunct("(") {
        skipBalanced(open: "(", close: ")")
        continue
      }
      i += 1
      if depth <= 0 { return }
    }
  }

  /// The text of tokens `range`, with one space where the source had any.
  func joined(_ range: Range<Int>) -> String {
    var s = ""
    for k in range where k < tokens.count {
      if k != range.lowerBound && tokens[k].spaceBefore { s += " " }
      s += tokens[k].text
    }
    return s
  }

  static let typePrefixWords: Set<String> = [
    "some", "any", "inout", "borrowing", "consuming", "isolated", "sending", "__owned", "__shared",
  ]

  /// Parses a type starting at `i`; returns its token range.
  mutating func parseType() -> Range<Int> {
    let start = i
    parseTypeAtom()
    return start..<i
  }

  private mutating func parseTypeAtom() {
    while let t = token(i) {
      if t.kind == .attribute {
        i += 1
        if let p = token(i), p.isPunct("("), !p.spaceBefore { skipBalanced(open: "(", close: ")") }
      } else if t.kind == .identifier && Self.typePrefixWords.contains(t.text) {
        i += 1
      } else {
        break
      }
    }
    guard let t = token(i) else { return }
    if t.isPunct("(") {
      skipBalanced(open: "(", close: ")")
    } else if t.isPunct("[") {
      skipBalanced(open: "[", close: "]")
    } else if t.kind == .identifier {
      i += 1
      while let n = token(i) {
        if n.isPunct("<") && !n.spaceBefore {
          skipAngles()
        } else if n.isPunct("."), let m = token(i + 1), m.kind == .identifier, !n.newlineBefore {
          i += 2
        } else {
          break
        }
      }
    } else {
      return
    }
    while let s = token(i), (s.isPunct("?") || s.isPunct("!")) && !s.spaceBefore { i += 1 }
    // Function types: `(A) async throws -> B`, compositions: `A & B`.
    var k = i
    while let w = token(k), w.kind == .identifier, ["async", "throws", "rethrows"].contains(w.text)
    {
      k += 1
      if let p = token(k), p.isPunct("("), !p.spaceBefore {  // typed throws
        i = k
        skipBalanced(open: "(", close: ")")
        k = i
      }
    }
    if let arrow = token(k), arrow.isPunct("->") {
      i = k + 1
      parseTypeAtom()
    } else if let amp = token(i), amp.isPunct("&") {
      i += 1
      parseTypeAtom()
    }
  }

  /// Parses an initial-value expression starting at `i`; returns its token range. It ends
  /// at a `,` `;` or unmatched closer at depth 0, at a `{` that opens observers, or at a
  /// line break that cannot continue the expression.
  mutating func parseExpression() -> Range<Int> {
    let start = i
    var depth = 0
    while let t = token(i) {
      if depth == 0 && i > start {
        if t.isPunct(",") || t.isPunct(";") { break }
        if t.isPunct("{"), let n = token(i + 1), n.kind == .identifier,
          ["didSet", "willSet"].contains(n.text)
        {
          break
        }
        if t.newlineBefore && !Self.continuesExpression(previous: tokens[i - 1], next: t) { break }
      }
      if t.kind == .punctuation {
        switch t.text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
          if depth == 0 { return start..<i }
          depth -= 1
        default: break
        }
      }
      // A directive ends the expression only outside brackets: inside a closure's body
      // (`lazy var label: UILabel = { #if … #else … #endif }()`) it is part of it, and
      // stopping there would leave the closure's `}` to close the type's body.
      if t.kind == .directive && depth == 0 { break }
      i += 1
    }
    return start..<i
  }

  private static let operatorCharacters = Set("=-+*/%<>!&|^~?.:")

  /// Whether `next`, first on a new line, continues the expression ending with `previous`.
  static func continuesExpression(previous: SwiftToken, next: SwiftToken) -> Bool {
    if next.kind == .punctuation, let c = next.text.first, operatorCharacters.contains(c),
      next.text != "!" && next.text != "?"
    {
      return true
    }
    if previous.kind == .punctuation, let c = previous.text.first,
      operatorCharacters.contains(c) || c == "(" || c == "[" || c == ","
    {
      return previous.text != "?" && previous.text != "!"
    }
    return false
  }

  /// Skips to the end of the current statement: a line break or `;` at depth 0, or a `}`.
  mutating func skipStatement() {
    let start = i
    while let t = token(i) {
      if i > start && t.newlineBefore { return }
      if t.isPunct(";") {
        i += 1
        return
      }
      if t.isPunct("}") { return }
      if t.isPunct("(") {
        skipBalanced(open: "(", close: ")")
        continue
      }
      if t.isPunct("[") {
        skipBalanced(open: "[", close: "]")
        continue
      }
      if t.isPunct("{") {
        skipBalanced(open: "{", close: "}")
        continue
      }
      i += 1
    }
  }
}
