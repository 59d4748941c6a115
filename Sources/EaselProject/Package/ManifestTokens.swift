/// The tokens and expressions of a `Package.swift`, as far as ``PackageManifest`` needs them.
enum ManifestToken: Equatable {
  case string(String)
  case identifier(String)
  case punctuation(Character)
}

/// A manifest expression, read without evaluating anything.
indirect enum ManifestExpression: Equatable {
  case string(String)
  case array([ManifestExpression])
  /// `.name(label: value, …)`, `Type.name(…)` or `name(…)`; the call's last name.
  case call(String, [(label: String?, value: ManifestExpression)])
  /// `.name`, `name` or `Type.name` that is not called.
  case member(String)
  /// Anything else (numbers, operators, closures, interpolations).
  case other

  static func == (l: ManifestExpression, r: ManifestExpression) -> Bool {
    switch (l, r) {
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.member(let a), .member(let b)): a == b
    case (.other, .other): true
    case (.call(let a, let x), .call(let b, let y)):
      a == b && x.count == y.count
        && zip(x, y).allSatisfy { $0.label == $1.label && $0.value == $1.value }
    default: false
    }
  }

  /// The argument labelled `label`.
  func argument(_ label: String) -> ManifestExpression? {
    guard case .call(_, let args) = self else { return nil }
    return args.first { $0.label == label }?.value
  }

  /// The string, if this is a string literal.
  var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The string literals of an array literal.
  var strings: [String] {
    if case .array(let items) = self { return items.compactMap(\.string) }
    return []
  }
}

/// Splits manifest text into tokens; comments and white space are dropped.
func manifestTokens(_ text: String) -> [ManifestToken] {
  var tokens: [ManifestToken] = []
  let chars = Array(text.unicodeScalars)
  var i = 0
  func peek(_ k: Int) -> Unicode.Scalar? { i + k < chars.count ? chars[i + k] : nil }
  while i < chars.count {
    let c = chars[i]
    if c == "/" && peek(1) == "/" {
      while i < chars.count && chars[i] != "\n" { i += 1 }
    } else if c == "/" && peek(1) == "*" {
      var depth = 1
      i += 2
      while i < chars.count && depth > 0 {
        if chars[i] == "/" && peek(1) == "*" {
          depth += 1
          i += 1
        } else if chars[i] == "*" && peek(1) == "/" {
          depth -= 1
          i += 1
        }
        i += 1
      }
    } else if c == "\"" || (c == "#" && peek(1) == "\"") {
      var hashes = 0
      while i < chars.count && chars[i] == "#" {
        hashes += 1
        i += 1
      }
      let triple = peek(1) == "\"" && peek(2) == "\""
      i += triple ? 3 : 1
      var value = ""
      var interpolated = false
      while i < chars.count {
        let d = chars[i]
        if d == "\\" && hashes == 0 {
          if peek(1) == "(" { interpolated = true }
          if let e = peek(1) { value.unicodeScalars.append(e == "n" ? "\n" : e == "t" ? "\t" : e) }
          i += 2
          continue
        }
        if d == "\"" && (!triple || (peek(1) == "\"" && peek(2) == "\"")) {
          var k = triple ? 3 : 1
          var closing = 0
          while closing < hashes && i + k < chars.count && chars[i + k] == "#" {
            closing += 1
            k += 1
          }
          if closing == hashes {
            i += k
            break
          }
        }
        value.unicodeScalars.append(d)
        i += 1
      }
      tokens.append(interpolated ? .punctuation("?") : .string(value))
    } else if c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) {
      var name = ""
      while i < chars.count,
        chars[i].properties.isAlphabetic || chars[i] == "_" || ("0"..."9").contains(chars[i])
      {
        name.unicodeScalars.append(chars[i])
        i += 1
      }
      tokens.append(.identifier(name))
    } else if c.properties.isWhitespace {
      i += 1
    } else {
      tokens.append(.punctuation(Character(c)))
      i += 1
    }
  }
  return tokens
}

/// Reads expressions from manifest tokens.
struct ManifestExpressionReader {
  let tokens: [ManifestToken]
  var index = 0

  /// Reads one expression at `index`; stops before `,`, `)` or `]` at depth 0.
  mutating func expression(depth: Int = 0) -> ManifestExpression {
    guard depth < 64, index < tokens.count else { return .other }
    var result: ManifestExpression = .other
    switch tokens[index] {
    case .string(let s):
      index += 1
      result = .string(s)
    case .punctuation("["):
      index += 1
      var items: [ManifestExpression] = []
      while index < tokens.count, tokens[index] != .punctuation("]") {
        let start = index
        defer { if index == start { index += 1 } }  // always make progress
        items.append(expression(depth: depth + 1))
        if index < tokens.count,
          tokens[index] == .punctuation(",") || tokens[index] == .punctuation(":")
        {
          index += 1
        } else if index < tokens.count, tokens[index] != .punctuation("]") {
          index += 1  // something unreadable: step over it
        }
      }
      index += 1
      result = .array(items)
    case .punctuation("."), .identifier:
      var name = ""
      while index < tokens.count {
        if tokens[index] == .punctuation(".") {
          index += 1
        } else if case .identifier(let n) = tokens[index] {
          name = n
          index += 1
          if index < tokens.count, tokens[index] == .punctuation(".") { continue }
          break
        } else {
          break
        }
      }
      if index < tokens.count, tokens[index] == .punctuation("(") {
        index += 1
        result = .call(name, arguments(depth: depth + 1))
      } else {
        result = .member(name)
      }
    default:
      break
    }
    skipToSeparator(depth: depth)
    return result
  }

  /// The arguments of a call whose `(` has been read; reads the closing `)`.
  mutating func arguments(depth: Int) -> [(label: String?, value: ManifestExpression)] {
    var args: [(label: String?, value: ManifestExpression)] = []
    while index < tokens.count, tokens[index] != .punctuation(")") {
      let start = index
      defer { if index == start { index += 1 } }  // always make progress
      var label: String?
      if case .identifier(let n) = tokens[index], index + 1 < tokens.count,
        tokens[index + 1] == .punctuation(":")
      {
        label = n
        index += 2
      }
      args.append((label, expression(depth: depth)))
      if index < tokens.count, tokens[index] == .punctuation(",") { index += 1 }
    }
    index += 1
    return args
  }

  /// Steps over the rest of an expression (operators, closures, chained calls) up to a `,`,
  /// `)` or `]` at this level.
  mutating func skipToSeparator(depth: Int) {
    var nesting = 0
    while index < tokens.count {
      switch tokens[index] {
      case .punctuation("("), .punctuation("["), .punctuation("{"): nesting += 1
      case .punctuation(")"), .punctuation("]"), .punctuation("}"):
        if nesting == 0 { return }
        nesting -= 1
      case .punctuation(","), .punctuation(":"):
        if nesting == 0 { return }
      default: break
      }
      index += 1
    }
  }
}
