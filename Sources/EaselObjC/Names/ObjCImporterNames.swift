// Swift names for Objective-C selectors by the rules Swift's importer applies (SE-0005,
// "Better Translation of Objective-C APIs Into Swift"), so that a translated class is called
// from Swift by the names it would have on iOS: `initWithColor:` is `init(color:)`,
// `moveToPoint:` is `move(to:)`, `drawRect:` is `draw(_:)`, `setupWithTitle:` is
// `setup(withTitle:)`.
//
// What is applied: `init` methods and class factory methods become initializers; a first
// selector piece loses trailing words that repeat its parameter's type name, then splits at
// its last preposition into base name and first argument label; later labels lose trailing
// words repeating their parameter's type. Not applied (the façade's table gives those names
// as the importer does): pruning a leading word that matches the result type
// (`colorWithAlphaComponent:` is `withAlphaComponent(_:)` on iOS), and the importer's
// special cases for Boolean properties and plural collections.

/// A Swift function name: base name and argument labels (`_` for none).
struct SwiftName: Equatable, CustomStringConvertible {
  var base: String
  var labels: [String]
  /// Whether it names an initializer (`base` is `init`).
  var isInitializer: Bool { base == "init" }

  /// `move(to:)`, `draw(_:)`, `layoutSubviews()`.
  var description: String { base + "(" + labels.map { $0 + ":" }.joined() + ")" }

  /// Reads `insetBy(dx:dy:)`, `init(red:green:blue:alpha:)`, `clear` (no parentheses: a
  /// property, labels nil).
  static func parse(_ text: String) -> (base: String, labels: [String]?) {
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return (text, nil) }
    let base = String(text[..<open])
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    return (base, inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init))
  }
}

enum ObjCImporterNames {
  /// Prepositions the importer splits a first selector piece at.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "like", "of", "on", "onto",
    "over", "since", "through", "to", "toward", "towards", "under", "until", "upon", "using",
    "via", "with", "within", "without",
  ]

  /// The Swift name of a method of `className` with `selector`, whose parameters have
  /// `parameterTypes`. `returnsInstance` says a class method returns its class (a factory);
  /// `returnsObject`, that an instance method returns an object, without which an `init…`
  /// selector is no initializer.
  static func methodName(
    selector: String, parameterTypes: [SwiftType], isClassMethod: Bool, className: String,
    returnsInstance: Bool, returnsObject: Bool = true
  ) -> SwiftName {
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
    guard !pieces.isEmpty else { return SwiftName(base: selector, labels: []) }
    let types = parameterTypes + Array(repeating: SwiftType.any, count: pieces.count)
    var labels = zip(pieces.dropFirst(), types.dropFirst()).map { piece, type in
      piece.isEmpty ? "_" : label(trimming: piece, matching: type)
    }
    let first = pieces[0]
    if !isClassMethod, returnsObject, first.hasPrefix("init"),
      first == "init" || isUpper(first, at: 4)
    {
      var rest = String(first.dropFirst(4))
      if rest.hasPrefix("With") { rest = String(rest.dropFirst(4)) }
      labels.insert(rest.isEmpty ? "_" : lowerFirst(rest), at: 0)
      return SwiftName(base: "init", labels: labels)
    }
    if isClassMethod, returnsInstance, let rest = factoryRest(first, className: className) {
      labels.insert(rest.isEmpty ? "_" : lowerFirst(rest), at: 0)
      return SwiftName(base: "init", labels: labels)
    }
    var words = self.words(first)
    let typeWords = types[0].nameWords
    words = trimmed(words, matching: typeWords)
    // A method outside the `init` family (a class method, `+initWithMask:`, or one returning
    // no object) split before `With` would be named `init`, which only an initializer is:
    // Swift keeps its first piece whole (`initWithMask(_:)`).
    if let split = words.indices.dropFirst().last(where: {
      prepositions.contains(words[$0].lowercased())
    }), words[..<split].joined() != "init" {
      let base = words[..<split].joined()
      let label = lowerFirst(words[split...].joined())
      labels.insert(label, at: 0)
      return SwiftName(base: base, labels: labels)
    }
    labels.insert("_", at: 0)
    return SwiftName(base: words.joined(), labels: labels)
  }

  /// A later selector piece as a label: trailing words repeating the type dropped, as long
  /// as a word is left.
  static func label(trimming piece: String, matching type: SwiftType) -> String {
    lowerFirst(trimmed(words(piece), matching: type.nameWords).joined())
  }

  /// `words` without a tail equal to one of `typeWords`'s tails; at least one word is kept.
  static func trimmed(_ words: [String], matching typeWords: [String]) -> [String] {
    guard words.count > 1 else { return words }
    for count in stride(from: min(words.count - 1, typeWords.count), through: 1, by: -1) {
      let tail = words.suffix(count).map { $0.lowercased() }
      let typeTail = typeWords.suffix(count).map { $0.lowercased() }
      if tail == typeTail { return Array(words.dropLast(count)) }
    }
    // Integer-like types match any one of their words (`atIndex:` of an NSUInteger).
    if typeWords.contains(where: { $0.lowercased() == words.last?.lowercased() }),
      typeWords.count > 1, words.last == "Index"
    {
      return Array(words.dropLast())
    }
    return words
  }

  /// What follows `<classSuffix>With` in a factory method's first piece (`colorWithRed` of
  /// `UIColor` → `Red`), or nil when it is not a factory method.
  static func factoryRest(_ first: String, className: String) -> String? {
    let classWords = words(withoutPrefix(className))
    for count in stride(from: classWords.count, through: 1, by: -1) {
      let stem = lowerFirst(classWords.suffix(count).joined())
      if first.hasPrefix(stem + "With") { return String(first.dropFirst(stem.count + 4)) }
    }
    return nil
  }

  /// `drawRect` → [`draw`, `Rect`]; `URLString` → [`URL`, `String`].
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    let chars = Array(name)
    for (i, c) in chars.enumerated() {
      let startsWord =
        c.isUppercase
        && (i > 0
          && (chars[i - 1].isLowercase || chars[i - 1].isNumber
            || (i + 1 < chars.count && chars[i + 1].isLowercase && chars[i - 1].isUppercase)))
      if startsWord, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(c)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A class or type name without its prefix: `UIColor` → `Color`, `CGRect` → `Rect`.
  static func withoutPrefix(_ name: String) -> String {
    let chars = Array(name)
    var i = 0
    while i + 1 < chars.count, chars[i].isUppercase, chars[i + 1].isUppercase { i += 1 }
    return i > 0 && i < chars.count ? String(chars[i...]) : name
  }

  static func lowerFirst(_ s: String) -> String {
    // An initialism stays upper case after its first letter (`URLString` → `urlString`).
    let w = words(s)
    guard let head = w.first else { return s }
    let lowered =
      head.count > 1 && head.allSatisfy(\.isUppercase)
      ? head.lowercased() : head.prefix(1).lowercased() + head.dropFirst()
    return lowered + w.dropFirst().joined()
  }

  static func upperFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

  private static func isUpper(_ s: String, at offset: Int) -> Bool {
    guard s.count > offset else { return false }
    return s[s.index(s.startIndex, offsetBy: offset)].isUppercase
  }
}
