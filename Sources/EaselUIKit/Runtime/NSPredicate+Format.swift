import Foundation

// Predicate format strings, which Linux's Foundation declares unavailable ("Predicate strings
// and key-value coding are not supported"): `NSPredicate(format: "SELF MATCHES %@", regex)`,
// the usual way an iOS text field checks an e-mail address, and Objective-C's
// `[NSPredicate predicateWithFormat:@"SELF beginswith 'border_'"]`. The string is parsed once,
// by the grammar of Apple's "Predicate Format String Syntax", into a tree that the predicate's
// block evaluates, reading key paths through key-value coding as Foundation does.
//
// Differs from Foundation: no function expressions (`FUNCTION(…)`, `now()`), no subqueries, no
// `@distinctUnionOf…` operators; a format that uses them raises, as an unparsable one does.

extension NSPredicate {
  /// A predicate parsed from a format string, its `%@`, `%K`, `%d`, `%f` … taking the
  /// arguments in order. An unparsable format raises `NSInvalidArgumentException`, as on iOS.
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate parsed from a format string with its arguments in an array.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let parsed: PredicateFormat.Node
    do {
      parsed = try PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
    } catch {
      terminateWithUncaughtException(
        .invalidArgumentException,
        reason: "Unable to parse the format string \"\(predicateFormat)\" (\(error))")
    }
    self.init(block: { object, bindings in
      parsed.evaluate(object, bindings ?? [:])
    })
  }
}

/// The parsed form of a predicate format string and its evaluation.
enum PredicateFormat {
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  /// A predicate.
  indirect enum Node {
    case constant(Bool)
    case not(Node)
    case and(Node, Node)
    case or(Node, Node)
    case comparison(Quantifier?, Expression, Operator, Options, Expression)
  }

  /// An expression: a value, a key path, an aggregate, arithmetic.
  indirect enum Expression {
    case value(Any?)
    case evaluatedObject
    case keyPath(Expression, [String])
    case variable(String)
    case aggregate([Expression])
    case arithmetic(Expression, Character, Expression)
  }

  enum Quantifier { case any, all, none }

  enum Operator {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case beginsWith, endsWith, contains, like, matches, isIn, between
  }

  struct Options: OptionSet {
    let rawValue: Int
    static let caseInsensitive = Options(rawValue: 1)
    static let diacriticInsensitive = Options(rawValue: 2)
  }

  static func parse(_ format: String, arguments: [Any]) throws -> Node {
    var parser = Parser(tokens: try tokenize(format, arguments: arguments))
    let node = try parser.predicate()
    guard parser.isAtEnd else {
      throw ParseError(description: "unexpected \(parser.peek.map { "\($0)" } ?? "end")")
    }
    return node
  }

  // MARK: Tokens

  enum Token: Equatable, CustomStringConvertible {
    case word(String)
    case keyPathArgument(String)
    case value(Int)
    case symbol(String)

    var description: String {
      switch self {
      case .word(let w): return w
      case .keyPathArgument(let k): return k
      case .value: return "value"
      case .symbol(let s): return s
      }
    }
  }

  /// The tokens of `format`, and the values its literals and arguments stand for (a
  /// `.value(i)` token is `values[i]`).
  struct Tokens {
    var list: [Token] = []
    var values: [Any?] = []

    mutating func append(value: Any?) {
      list.append(.value(values.count))
      values.append(value)
    }
  }

  static func tokenize(_ format: String, arguments: [Any]) throws -> Tokens {
    var tokens = Tokens()
    let chars = Array(format)
    var i = 0
    var nextArgument = 0
    func argument() throws -> Any {
      guard nextArgument < arguments.count else {
        throw ParseError(description: "more format specifiers than arguments")
      }
      defer { nextArgument += 1 }
      return arguments[nextArgument]
    }
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace {
        i += 1
      } else if c == "'" || c == "\"" {
        var text = ""
        i += 1
        while i < chars.count, chars[i] != c {
          if chars[i] == "\\", i + 1 < chars.count {
            i += 1
            switch chars[i] {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            default: text.append(chars[i])
            }
          } else {
            text.append(chars[i])
          }
          i += 1
        }
        guard i < chars.count else { throw ParseError(description: "unterminated string") }
        i += 1
        tokens.append(value: text)
      } else if c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isNumber) {
        var text = ""
        if c == "0", i + 1 < chars.count, "xXbBoO".contains(chars[i + 1]) {
          let radix = ["x": 16, "b": 2, "o": 8][chars[i + 1].lowercased()] ?? 16
          i += 2
          while i < chars.count, chars[i].isHexDigit {
            text.append(chars[i])
            i += 1
          }
          guard let n = Int(text, radix: radix) else {
            throw ParseError(description: "bad number")
          }
          tokens.append(value: n)
          continue
        }
        while i < chars.count,
          chars[i].isNumber || chars[i] == "."
            || ((chars[i] == "e" || chars[i] == "E") && !text.isEmpty)
            || ((chars[i] == "-" || chars[i] == "+") && (text.last == "e" || text.last == "E"))
        {
          text.append(chars[i])
          i += 1
        }
        if let n = Int(text) {
          tokens.append(value: n)
        } else if let d = Double(text) {
          tokens.append(value: d)
        } else {
          throw ParseError(description: "bad number \(text)")
        }
      } else if c == "%" {
        i += 1
        var spec = ""
        while i < chars.count, "hlqLzjt0123456789.".contains(chars[i]) {
          spec.append(chars[i])
          i += 1
        }
        guard i < chars.count else { throw ParseError(description: "incomplete format specifier") }
        let conversion = chars[i]
        i += 1
        switch conversion {
        case "@":
          let value = try argument()
          tokens.append(value: value is NSNull ? nil : value)
        case "K":
          let key = try argument()
          guard let path = PredicateFormat.string(key) else {
            throw ParseError(description: "%K needs a string argument")
          }
          tokens.list.append(.keyPathArgument(path))
        case "d", "i", "u", "x", "X", "o", "c", "D", "U", "O":
          let value = try argument()
          guard let n = PredicateFormat.number(value) else {
            throw ParseError(description: "%\(spec)\(conversion) needs a number argument")
          }
          tokens.append(value: Int(exactly: n) ?? Int(n))
        case "f", "F", "e", "E", "g", "G", "a", "A":
          let value = try argument()
          guard let n = PredicateFormat.number(value) else {
            throw ParseError(description: "%\(spec)\(conversion) needs a number argument")
          }
          tokens.append(value: n)
        case "s", "S":
          tokens.append(value: PredicateFormat.string(try argument()))
        case "%":
          throw ParseError(description: "unexpected %")
        default:
          throw ParseError(description: "unknown format specifier %\(conversion)")
        }
      } else if c == "$" {
        i += 1
        var name = ""
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" {
          name.append(chars[i])
          i += 1
        }
        tokens.list.append(.symbol("$" + name))
      } else if c.isLetter || c == "_" || c == "@" || c == "#" {
        var name = ""
        if c == "@" || c == "#" {
          name.append(c)
          i += 1
        }
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" {
          name.append(chars[i])
          i += 1
        }
        tokens.list.append(.word(name))
      } else {
        let two = i + 1 < chars.count ? String([c, chars[i + 1]]) : ""
        if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
          tokens.list.append(.symbol(two))
          i += 2
        } else if "()[]{},.=<>!+-*/".contains(c) {
          tokens.list.append(.symbol(String(c)))
          i += 1
        } else {
          throw ParseError(description: "unexpected character '\(c)'")
        }
      }
    }
    return tokens
  }

  // MARK: Parsing

  struct Parser {
    let tokens: [Token]
    let values: [Any?]
    var position = 0

    init(tokens: Tokens) {
      self.tokens = tokens.list
      self.values = tokens.values
    }

    var isAtEnd: Bool { position >= tokens.count }
    var peek: Token? { isAtEnd ? nil : tokens[position] }

    /// Whether the next token is the keyword `word` (any case) or one of `symbols`.
    func at(_ word: String? = nil, _ symbols: String...) -> Bool { matches(word, symbols) }

    /// Takes the next token when it is the keyword `word` or one of `symbols`.
    mutating func take(_ word: String? = nil, _ symbols: String...) -> Bool {
      guard matches(word, symbols) else { return false }
      position += 1
      return true
    }

    private func matches(_ word: String?, _ symbols: [String]) -> Bool {
      switch peek {
      case .word(let w)?: return word.map { w.caseInsensitiveCompare($0) == .orderedSame } ?? false
      case .symbol(let s)?: return symbols.contains(s)
      default: return false
      }
    }

    mutating func expect(_ symbol: String) throws {
      guard take(nil, symbol) else {
        throw ParseError(description: "expected \(symbol) before \(peek.map { "\($0)" } ?? "end")")
      }
    }

    mutating func predicate() throws -> Node {
      var node = try conjunction()
      while take("OR", "||") {
        node = .or(node, try conjunction())
      }
      return node
    }

    mutating func conjunction() throws -> Node {
      var node = try negation()
      while take("AND", "&&") {
        node = .and(node, try negation())
      }
      return node
    }

    mutating func negation() throws -> Node {
      if take("NOT", "!") { return .not(try negation()) }
      if take("TRUEPREDICATE") { return .constant(true) }
      if take("FALSEPREDICATE") { return .constant(false) }
      if at(nil, "(") {
        // A parenthesised predicate, or a comparison whose left side starts with one.
        let start = position
        position += 1
        if let inner = try? predicate(), take(nil, ")") { return inner }
        position = start
      }
      return try comparison()
    }

    mutating func comparison() throws -> Node {
      var quantifier: Quantifier?
      if take("ANY") || take("SOME") {
        quantifier = .any
      } else if take("ALL") {
        quantifier = .all
      } else if take("NONE") {
        quantifier = .none
      }
      let left = try expression()
      let op: Operator
      if take(nil, "=", "==") {
        op = .equal
      } else if take(nil, "!=", "<>") {
        op = .notEqual
      } else if take(nil, "<") {
        op = .less
      } else if take(nil, "<=", "=<") {
        op = .lessOrEqual
      } else if take(nil, ">") {
        op = .greater
      } else if take(nil, ">=", "=>") {
        op = .greaterOrEqual
      } else if take("BEGINSWITH") {
        op = .beginsWith
      } else if take("ENDSWITH") {
        op = .endsWith
      } else if take("CONTAINS") {
        op = .contains
      } else if take("LIKE") {
        op = .like
      } else if take("MATCHES") {
        op = .matches
      } else if take("IN") {
        op = .isIn
      } else if take("BETWEEN") {
        op = .between
      } else {
        throw ParseError(
          description: "expected a comparison before \(peek.map { "\($0)" } ?? "end")")
      }
      var options: Options = []
      if take(nil, "[") {
        guard case .word(let letters)? = peek else {
          throw ParseError(description: "expected comparison options")
        }
        position += 1
        for letter in letters.lowercased() {
          switch letter {
          case "c": options.insert(.caseInsensitive)
          case "d": options.insert(.diacriticInsensitive)
          case "n", "l": break  // normalized / locale-sensitive: the comparison is the same here
          default: throw ParseError(description: "unknown comparison option \(letter)")
          }
        }
        try expect("]")
      }
      let right = try expression()
      return .comparison(quantifier, left, op, options, right)
    }

    mutating func expression() throws -> Expression {
      var e = try term()
      while at(nil, "+", "-") {
        guard case .symbol(let s)? = peek else { break }
        position += 1
        e = .arithmetic(e, Character(s), try term())
      }
      return e
    }

    mutating func term() throws -> Expression {
      var e = try unary()
      while at(nil, "*", "/") {
        guard case .symbol(let s)? = peek else { break }
        position += 1
        e = .arithmetic(e, Character(s), try unary())
      }
      return e
    }

    mutating func unary() throws -> Expression {
      if take(nil, "-") { return .arithmetic(.value(0), "-", try unary()) }
      var e = try primary()
      // Key paths after any value: `SELF.name`, `%@.count`, `tags.@count`.
      while take(nil, ".") {
        let keys = try keyPath()
        if case .keyPath(let base, let earlier) = e {
          e = .keyPath(base, earlier + keys)
        } else {
          e = .keyPath(e, keys)
        }
      }
      return e
    }

    mutating func keyPath() throws -> [String] {
      switch peek {
      case .word(let w)?:
        position += 1
        return [w.hasPrefix("#") ? String(w.dropFirst()) : w]
      case .keyPathArgument(let k)?:
        position += 1
        return k.split(separator: ".").map(String.init)
      default:
        throw ParseError(description: "expected a key after '.'")
      }
    }

    mutating func primary() throws -> Expression {
      guard let token = peek else { throw ParseError(description: "unexpected end") }
      position += 1
      switch token {
      case .value(let i):
        return .value(values[i])
      case .keyPathArgument(let k):
        return .keyPath(.evaluatedObject, k.split(separator: ".").map(String.init))
      case .symbol(let s) where s.hasPrefix("$"):
        return .variable(String(s.dropFirst()))
      case .symbol("("):
        let e = try expression()
        try expect(")")
        return e
      case .symbol("{"):
        var items: [Expression] = []
        if !take(nil, "}") {
          repeat { items.append(try expression()) } while take(nil, ",")
          try expect("}")
        }
        return .aggregate(items)
      case .word(let w):
        switch w.uppercased() {
        case "SELF": return .evaluatedObject
        case "NULL", "NIL": return .value(nil)
        case "TRUE", "YES": return .value(true)
        case "FALSE", "NO": return .value(false)
        // Reserved words of the syntax that start no expression here (a key named `size` is
        // an error on iOS too).
        case "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FETCH", "FUNCTION", "CAST",
          "CASEINSENSITIVE", "CI", "AND", "OR", "NOT", "IN",
          "LIKE", "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN", "ANY", "ALL",
          "NONE", "SOME":
          throw ParseError(description: "\(w) is not supported here")
        default:
          if w.hasPrefix("@") { return .keyPath(.evaluatedObject, [w]) }
          if at(nil, "(") { throw ParseError(description: "function \(w)() is not supported") }
          return .keyPath(.evaluatedObject, [w.hasPrefix("#") ? String(w.dropFirst()) : w])
        }
      case .symbol(let s):
        throw ParseError(description: "unexpected \(s)")
      }
    }
  }
}

// MARK: Evaluation

extension PredicateFormat.Node {
  func evaluate(_ object: Any?, _ bindings: [String: Any]) -> Bool {
    switch self {
    case .constant(let b): return b
    case .not(let n): return !n.evaluate(object, bindings)
    case .and(let a, let b): return a.evaluate(object, bindings) && b.evaluate(object, bindings)
    case .or(let a, let b): return a.evaluate(object, bindings) || b.evaluate(object, bindings)
    case .comparison(let quantifier, let left, let op, let options, let right):
      let l = left.value(object, bindings)
      let r = right.value(object, bindings)
      guard let quantifier else { return PredicateFormat.compare(l, op, options, r) }
      let items = PredicateFormat.collection(l) ?? []
      switch quantifier {
      case .any: return items.contains { PredicateFormat.compare($0, op, options, r) }
      case .all: return items.allSatisfy { PredicateFormat.compare($0, op, options, r) }
      case .none: return !items.contains { PredicateFormat.compare($0, op, options, r) }
      }
    }
  }
}

extension PredicateFormat.Expression {
  func value(_ object: Any?, _ bindings: [String: Any]) -> Any? {
    switch self {
    case .value(let v): return v
    case .evaluatedObject: return object
    case .variable(let name): return bindings[name]
    case .aggregate(let items): return items.map { $0.value(object, bindings) as Any }
    case .keyPath(let base, let keys):
      return keys.reduce(base.value(object, bindings)) { PredicateFormat.value(of: $0, key: $1) }
    case .arithmetic(let a, let op, let b):
      guard let x = PredicateFormat.number(a.value(object, bindings)),
        let y = PredicateFormat.number(b.value(object, bindings))
      else { return nil }
      switch op {
      case "+": return x + y
      case "-": return x - y
      case "*": return x * y
      default: return x / y
      }
    }
  }
}

extension PredicateFormat {
  /// A number, whatever numeric type holds it.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let n as Int: return Double(n)
    case let n as Double: return n
    case let n as CGFloat: return Double(n)
    case let n as Float: return Double(n)
    case let n as Bool: return n ? 1 : 0
    case let n as NSNumber: return n.doubleValue
    case let n as Int8: return Double(n)
    case let n as Int16: return Double(n)
    case let n as Int32: return Double(n)
    case let n as Int64: return Double(n)
    case let n as UInt: return Double(n)
    case let n as UInt8: return Double(n)
    case let n as UInt16: return Double(n)
    case let n as UInt32: return Double(n)
    case let n as UInt64: return Double(n)
    case let n as Decimal: return NSDecimalNumber(decimal: n).doubleValue
    default: return nil
    }
  }

  static func string(_ value: Any?) -> String? {
    switch value {
    case let s as String: return s
    case let s as NSString: return s as String
    case let s as Substring: return String(s)
    case let c as Character: return String(c)
    case let a as NSAttributedString: return a.string
    default: return nil
    }
  }

  /// The elements of an array, set, ordered set or dictionary (its values), or nil.
  static func collection(_ value: Any?) -> [Any?]? {
    switch value {
    case let a as [Any?]: return a
    case let a as [Any]: return a
    case let a as NSArray: return a.map { $0 }
    case let s as NSSet: return s.map { $0 }
    case let s as NSOrderedSet: return s.array
    case let d as [AnyHashable: Any]: return Array(d.values)
    case let d as NSDictionary: return d.allValues
    case let s as Set<AnyHashable>: return s.map { $0.base }
    default: return nil
    }
  }

  /// `value`'s value for `key`, as key-value coding reads it: a dictionary's entry, an
  /// object's property, each element's for an array, or a collection operator's result.
  static func value(of value: Any?, key: String) -> Any? {
    if key.hasPrefix("@") {
      let items = collection(value) ?? []
      let numbers = items.compactMap { number($0) }
      switch key.lowercased() {
      case "@count": return collection(value)?.count ?? string(value)?.count
      case "@sum": return numbers.reduce(0, +)
      case "@avg": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
      case "@min": return numbers.min()
      case "@max": return numbers.max()
      default: return nil
      }
    }
    if let s = string(value), key == "length" { return s.utf16.count }
    switch value {
    case nil: return nil
    case let d as [String: Any]: return d[key]
    case let d as NSDictionary: return d.object(forKey: key)
    case let o as NSObject:
      if collection(o) != nil { return collection(o)?.map { Self.value(of: $0, key: key) as Any } }
      // Designables evaluate predicates on the main thread, where key-value coding runs.
      nonisolated(unsafe) let object = o
      return onMainActor { object.value(forKey: key) }
    default:
      if let items = collection(value) { return items.map { Self.value(of: $0, key: key) as Any } }
      return Mirror(reflecting: value as Any).children.first { $0.label == key }?.value
    }
  }

  /// Whether `l op r` holds, as `NSComparisonPredicate` decides it.
  static func compare(_ l: Any?, _ op: Operator, _ options: Options, _ r: Any?) -> Bool {
    switch op {
    case .equal: return equal(l, r, options)
    case .notEqual: return !equal(l, r, options)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let order = order(l, r, options) else { return false }
      switch op {
      case .less: return order == .orderedAscending
      case .lessOrEqual: return order != .orderedDescending
      case .greater: return order == .orderedDescending
      default: return order != .orderedAscending
      }
    case .beginsWith, .endsWith, .like, .matches:
      guard let s = string(l), let pattern = string(r) else { return false }
      let text = fold(s, options)
      let p = fold(pattern, options)
      switch op {
      case .beginsWith: return text.hasPrefix(p)
      case .endsWith: return text.hasSuffix(p)
      case .like: return matches(text, likePattern(p))
      default: return matches(text, p, caseInsensitive: options.contains(.caseInsensitive))
      }
    case .contains:
      if let items = collection(l) { return items.contains { equal($0, r, options) } }
      guard let s = string(l), let part = string(r) else { return false }
      return part.isEmpty ? false : fold(s, options).contains(fold(part, options))
    case .isIn:
      if let items = collection(r) { return items.contains { equal(l, $0, options) } }
      guard let s = string(r), let part = string(l) else { return false }
      return part.isEmpty ? false : fold(s, options).contains(fold(part, options))
    case .between:
      guard let bounds = collection(r), bounds.count == 2,
        let low = order(l, bounds[0], options), let high = order(l, bounds[1], options)
      else { return false }
      return low != .orderedAscending && high != .orderedDescending
    }
  }

  static func fold(_ s: String, _ options: Options) -> String {
    var compare: String.CompareOptions = []
    if options.contains(.caseInsensitive) { compare.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { compare.insert(.diacriticInsensitive) }
    return compare.isEmpty ? s : s.folding(options: compare, locale: nil)
  }

  static func equal(_ l: Any?, _ r: Any?, _ options: Options) -> Bool {
    switch (l, r) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    default: break
    }
    if l is NSNull || r is NSNull { return l is NSNull && r is NSNull }
    if let a = number(l), let b = number(r) { return a == b }
    if let a = string(l), let b = string(r) { return fold(a, options) == fold(b, options) }
    if let a = l as? Date, let b = r as? Date { return a == b }
    if let a = l as? NSObject, let b = r as? NSObject { return a.isEqual(b) }
    if let a = l as? AnyHashable, let b = r as? AnyHashable { return a == b }
    return false
  }

  static func order(_ l: Any?, _ r: Any?, _ options: Options) -> ComparisonResult? {
    if let a = number(l), let b = number(r) {
      return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    if let a = string(l), let b = string(r) {
      let x = fold(a, options)
      let y = fold(b, options)
      return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
    if let a = l as? Date, let b = r as? Date { return a.compare(b) }
    return nil
  }

  /// A `LIKE` pattern (`?` one character, `*` any run) as a regular expression.
  static func likePattern(_ pattern: String) -> String {
    var regex = ""
    var escaped = false
    for c in pattern {
      if escaped {
        regex += NSRegularExpression.escapedPattern(for: String(c))
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "?" {
        regex += "."
      } else if c == "*" {
        regex += ".*"
      } else {
        regex += NSRegularExpression.escapedPattern(for: String(c))
      }
    }
    return regex
  }

  /// Whether the regular expression matches the whole of `text`, as `MATCHES` does. A pattern
  /// that is not a regular expression matches nothing.
  static func matches(_ text: String, _ pattern: String, caseInsensitive: Bool = false) -> Bool {
    guard
      let regex = try? NSRegularExpression(
        pattern: "\\A(?:" + pattern + ")\\z",
        options: caseInsensitive ? [.caseInsensitive] : [])
    else { return false }
    let range = NSRange(text.startIndex..., in: text)
    return regex.firstMatch(in: text, options: [], range: range) != nil
  }
}
