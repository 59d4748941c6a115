import EaselDiagnostics

/// One pass over a file's tokens collecting `RuntimeNames`: the selectors and keys its code
/// spells, and the first place it makes one from a value at run time.
///
/// Design note: tokens, not types. A call is known by its name and labels only
/// (`setValue(_:forKey:)` of a dictionary is taken for key-value coding too), so the walker
/// errs towards "made at run time", which keeps every member listed. Every string literal
/// without interpolation counts as a name, since `Selector` is expressible by a string
/// literal (`addTarget(self, action: "tap:", for: .touchUpInside)`) and a literal may reach a
/// lookup through a variable (`let key = "tint"; value(forKey: key)` is still made at run
/// time, the call's argument not being a literal).
struct RuntimeNameWalker {
  /// Functions and initializers that make a selector from a string: a literal argument is a
  /// name; anything else is a selector made at run time.
  static let selectorMakers: Set<String> = [
    "NSSelectorFromString", "Selector", "sel_registerName", "sel_getUid",
  ]
  /// Key-value coding calls that look a key up; the key is the argument labelled
  /// `forKey` or `forKeyPath`.
  static let keyedCalls: Set<String> = [
    "value", "setValue", "mutableArrayValue", "mutableSetValue", "mutableOrderedSetValue",
    "validateValue", "addObserver",
  ]
  /// Key-value coding calls whose keys come in a collection: always made at run time here.
  static let collectionKeyedCalls: Set<String> = [
    "setValuesForKeys", "dictionaryWithValues",
  ]

  let tokens: [SwiftToken]
  let path: String
  var result = RuntimeNames()

  init(tokens: [SwiftToken], path: String) {
    self.tokens = tokens
    self.path = path
  }

  func token(_ index: Int) -> SwiftToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  /// Walks the file.
  mutating func run() -> RuntimeNames {
    for k in tokens.indices {
      let t = tokens[k]
      switch t.kind {
      case .string:
        if let contents = Self.plainContents(of: t.text) { result.names.insert(contents) }
      case .pound where t.text == "#selector" || t.text == "#keyPath":
        guard token(k + 1)?.isPunct("(") == true else { continue }
        for j in (k + 2)..<pastGroup(k + 1) where tokens[j].kind == .identifier {
          result.names.insert(tokens[j].text)
        }
      case .identifier:
        guard token(k + 1)?.isPunct("(") == true, token(k - 1)?.isWord("func") != true else {
          continue
        }
        call(at: k)
      default:
        continue
      }
    }
    return result
  }

  /// A call of the identifier at `k`, its `(` at `k + 1`.
  private mutating func call(at k: Int) {
    let name = tokens[k].text
    if Self.collectionKeyedCalls.contains(name) {
      noteMade(at: tokens[k])
      return
    }
    let isMaker = Self.selectorMakers.contains(name)
    guard isMaker || Self.keyedCalls.contains(name) else { return }
    for argument in arguments(ofGroupAt: k + 1) {
      if isMaker {
        // `Selector("tap:")`, `Selector(stringLiteral: "tap:")`, `NSSelectorFromString(s)`.
        guard argument.label == nil || argument.label == "stringLiteral" else { continue }
      } else {
        guard argument.label == "forKey" || argument.label == "forKeyPath" else { continue }
      }
      if !isSpelled(argument.range) { noteMade(at: tokens[argument.range.lowerBound]) }
    }
  }

  /// Whether tokens `range` are one name spelled in the source: a string literal without
  /// interpolation, or a `#keyPath(…)` / `#selector(…)` (whose names `run` collects).
  private func isSpelled(_ range: Range<Int>) -> Bool {
    guard let first = token(range.lowerBound) else { return false }
    if first.kind == .string {
      return range.count == 1 && Self.plainContents(of: first.text) != nil
    }
    if first.kind == .pound && (first.text == "#keyPath" || first.text == "#selector") {
      return token(range.lowerBound + 1)?.isPunct("(") == true
        && pastGroup(range.lowerBound + 1) == range.upperBound
    }
    return false
  }

  private mutating func noteMade(at t: SwiftToken) {
    if result.madeAtRunTime == nil {
      result.madeAtRunTime = SourceLocation(file: path, line: t.line, column: t.column)
    }
  }

  /// The arguments of the parenthesised group opening at `open`: each one's label (nil when
  /// unlabelled) and the token range of its value.
  func arguments(ofGroupAt open: Int) -> [(label: String?, range: Range<Int>)] {
    let close = pastGroup(open) - 1
    var out: [(label: String?, range: Range<Int>)] = []
    func finish(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      if let l = token(range.lowerBound), l.kind == .identifier,
        token(range.lowerBound + 1)?.isPunct(":") == true, range.count > 2
      {
        out.append((l.text, (range.lowerBound + 2)..<range.upperBound))
      } else {
        out.append((nil, range))
      }
    }
    var start = open + 1
    var depth = 0
    var j = open + 1
    while j < close {
      let t = tokens[j]
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") { depth -= 1 }
      if depth == 0 && t.isPunct(",") {
        finish(start..<j)
        start = j + 1
      }
      j += 1
    }
    finish(start..<max(start, close))
    return out
  }

  /// The index past the bracket group opening at `open` (or the end of the file).
  func pastGroup(_ open: Int) -> Int {
    var depth = 0
    var j = open
    while j < tokens.count {
      let t = tokens[j]
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") {
        depth -= 1
        if depth == 0 { return j + 1 }
      }
      j += 1
    }
    return tokens.count
  }

  /// The contents of a string literal as written (`"tap:"`, `#"tap:"#`, a multi-line one),
  /// or nil when it interpolates a value (or is a regex literal).
  static func plainContents(of literal: String) -> String? {
    var body = Substring(literal)
    var hashes = 0
    while body.first == "#" {
      hashes += 1
      body = body.dropFirst()
    }
    guard body.count >= hashes, body.hasSuffix(String(repeating: "#", count: hashes)) else {
      return nil
    }
    body = body.dropLast(hashes)
    let quotes = body.hasPrefix("\"\"\"") && body.count >= 6 ? 3 : 1
    guard body.first == "\"", body.count >= 2 * quotes, body.last == "\"" else { return nil }
    body = body.dropFirst(quotes).dropLast(quotes)
    if body.contains("\\" + String(repeating: "#", count: hashes) + "(") { return nil }
    return String(body)
  }
}
