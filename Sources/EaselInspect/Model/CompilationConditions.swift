/// Evaluates `#if` conditions as far as they can be known without a compiler.
///
/// Handles `&&`, `||`, `!`, parentheses, `true` / `false` and flags (defined or not).
/// Anything else — `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)` — is unknown, and unknown
/// propagates (Kleene logic): `DEBUG || os(iOS)` is unknown when `DEBUG` is not defined.
public enum CompilationConditions {
  /// The flags the designables agent compiles with.
  public static let designTime: Set<String> = ["TARGET_INTERFACE_BUILDER", "DEBUG"]

  /// Whether all `conditions` hold with `defined` flags; `nil` when it cannot be known.
  public static func evaluate(_ conditions: [String], defined: Set<String> = designTime) -> Bool? {
    var result: Bool? = true
    for c in conditions {
      var parser = Parser(tokens: tokenize(c), defined: defined)
      let value = parser.parseOr()
      guard parser.atEnd else { return nil }
      result = and(result, value)
    }
    return result
  }

  private static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
    if a == false || b == false { return false }
    if a == nil || b == nil { return nil }
    return true
  }

  private static func or(_ a: Bool?, _ b: Bool?) -> Bool? {
    if a == true || b == true { return true }
    if a == nil || b == nil { return nil }
    return false
  }

  private static func tokenize(_ s: String) -> [String] {
    var tokens: [String] = []
    var chars = Array(s)[...]
    while let c = chars.first {
      if c == " " || c == "\t" {
        chars.removeFirst()
      } else if c == "&" || c == "|" {
        tokens.append(String(chars.prefix(2)))
        chars.removeFirst(min(2, chars.count))
      } else if c == "!" || c == "(" || c == ")" {
        tokens.append(String(c))
        chars.removeFirst()
      } else {
        let word = chars.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if word.isEmpty {
          tokens.append(String(c))
          chars.removeFirst()
        } else {
          tokens.append(String(word))
          chars.removeFirst(word.count)
        }
      }
    }
    return tokens
  }

  /// A recursive-descent parser over condition tokens.
  private struct Parser {
    var tokens: [String]
    var defined: Set<String>
    var k = 0

    var atEnd: Bool { k >= tokens.count }

    mutating func parseOr() -> Bool? {
      var value = parseAnd()
      while k < tokens.count, tokens[k] == "||" {
        k += 1
        value = CompilationConditions.or(value, parseAnd())
      }
      return value
    }

    mutating func parseAnd() -> Bool? {
      var value = parseUnary()
      while k < tokens.count, tokens[k] == "&&" {
        k += 1
        value = CompilationConditions.and(value, parseUnary())
      }
      return value
    }

    mutating func parseUnary() -> Bool? {
      guard k < tokens.count else { return nil }
      let t = tokens[k]
      k += 1
      switch t {
      case "!": return parseUnary().map { !$0 }
      case "(":
        let v = parseOr()
        if k < tokens.count, tokens[k] == ")" { k += 1 }
        return v
      case "true": return true
      case "false": return false
      default:
        if k < tokens.count, tokens[k] == "(" {
          // A platform condition such as os(iOS): skip its argument, value unknown.
          var depth = 0
          while k < tokens.count {
            if tokens[k] == "(" { depth += 1 }
            if tokens[k] == ")" { depth -= 1 }
            k += 1
            if depth == 0 { break }
          }
          return nil
        }
        return defined.contains(t)
      }
    }
  }
}
