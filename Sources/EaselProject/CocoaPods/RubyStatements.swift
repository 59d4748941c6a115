import Foundation

/// How statements of a Podfile or podspec open and close Ruby blocks, which is all Easel
/// needs of Ruby's control flow: it never evaluates a condition.
extension [RubyToken] {
  /// Keywords that open a block when they start a statement (`pod 'X' if y` opens none).
  static let blockKeywords: Set<String> = [
    "if", "unless", "while", "until", "case", "begin", "def", "class", "module", "for",
  ]
  /// Keywords that open a block whose statements may not run.
  static let conditionalKeywords: Set<String> = ["if", "unless", "case", "while", "until"]

  /// The blocks the statement opens: one for a leading keyword, one per `do`.
  var blocksOpened: Int {
    let keyword = first?.identifier.map { Self.blockKeywords.contains($0) } == true ? 1 : 0
    return keyword + filter { $0.identifier == "do" }.count
  }

  /// The blocks it closes: one per `end`.
  var blocksClosed: Int { filter { $0.identifier == "end" }.count }

  /// Whether its leading keyword makes what it opens conditional.
  var opensConditional: Bool {
    first?.identifier.map { Self.conditionalKeywords.contains($0) } == true
  }

  /// The name of a block's parameter: `s` of `… do |s|`.
  var blockParameter: String? {
    guard let bar = lastIndex(where: { $0.isPunctuation("|") }), bar >= 2,
      self[bar - 2].isPunctuation("|")
    else { return nil }
    return self[bar - 1].identifier
  }

  /// The comma-separated items of the statement from `start` on, outside brackets, each as
  /// its tokens; a `(` right after the callee is stepped over.
  func arguments(from start: Int) -> [[RubyToken]] {
    var index = start
    var closing: Int?
    if index < count, self[index].isPunctuation("(") {
      index += 1
      closing = 1
    }
    var items: [[RubyToken]] = []
    var current: [RubyToken] = []
    var depth = 0
    while index < count {
      let token = self[index]
      index += 1
      switch token.kind {
      case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
      case .punctuation(")"), .punctuation("]"), .punctuation("}"):
        if depth == 0 && closing != nil { return items + (current.isEmpty ? [] : [current]) }
        depth -= 1
      case .punctuation(",") where depth == 0:
        items.append(current)
        current = []
        continue
      case .identifier("do") where depth == 0,
        .identifier("if") where depth == 0, .identifier("unless") where depth == 0:
        return items + (current.isEmpty ? [] : [current])
      default: break
      }
      current.append(token)
    }
    return items + (current.isEmpty ? [] : [current])
  }
}

/// Reading literal values from a statement's items.
extension [RubyToken] {
  /// The strings an item spells: a string literal, a word array `%w[…]`, or an array
  /// literal of those; `#{…}` interpolations are answered by `interpolate` (the text
  /// between the braces → its value). Nil when the item is anything else, or an
  /// interpolation has no answer: Easel does not run Ruby.
  func literalStrings(interpolate: (String) -> String? = { _ in nil }) -> [String]? {
    if count == 1 {
      switch self[0].kind {
      case .string(let value, let interpolated):
        guard interpolated else { return [value] }
        return Self.interpolating(value, interpolate).map { [$0] }
      case .words(let words): return words
      default: return nil
      }
    }
    guard count >= 2, self[0].isPunctuation("["), self[count - 1].isPunctuation("]") else {
      return nil
    }
    let inner = Array(self[1..<(count - 1)])
    var out: [String] = []
    var item: [RubyToken] = []
    var depth = 0
    for token in inner + [RubyToken(kind: .punctuation(","), line: 0, column: 0)] {
      if token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation("]") { depth -= 1 }
      if token.isPunctuation(",") && depth == 0 {
        if !item.isEmpty {
          guard let strings = item.literalStrings(interpolate: interpolate) else { return nil }
          out += strings
        }
        item = []
      } else {
        item.append(token)
      }
    }
    return out
  }

  /// `text` with each `#{…}` replaced by `interpolate`'s answer; nil when one has none.
  static func interpolating(_ text: String, _ interpolate: (String) -> String?) -> String? {
    var out = ""
    var rest = Substring(text)
    while let open = rest.range(of: "#{") {
      out += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].firstIndex(of: "}"),
        let value = interpolate(
          String(rest[open.upperBound..<close]).filter { !$0.isWhitespace })
      else { return nil }
      out += value
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }
}
