import EaselDocument
import Foundation

/// A `UIColor` inspectable's default as the code writes it (`ScannedProperty.defaultExpression`),
/// read as a colour value the page shows: `UIColor(red: 37.0 / 255, …, alpha: 1)`,
/// `UIColor(white:alpha:)`, `#colorLiteral(…)`, `UIColor.gray` / `.gray`, `.systemBlue` and
/// UIKit's other system colours, `UIColor(named: "Brand")`. The components may be arithmetic
/// on number literals (`+ - * /`, parentheses, `CGFloat(…)`). Anything else is not guessed.
enum CodeDefaultColor {
  /// The colour `expression` makes, as `ValueText` writes colours; `nil` when not certain.
  static func text(_ expression: String) -> String? {
    var e = Substring(expression.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !e.isEmpty else { return nil }
    // A literal: `#colorLiteral(red: …)`.
    if e.hasPrefix("#colorLiteral(") {
      e = e.dropFirst("#colorLiteral".count)
      return call(e).flatMap(components)
    }
    for prefix in ["UIColor.init", "UIColor", ".init"] where e.hasPrefix(prefix) {
      let rest = e.dropFirst(prefix.count)
      if rest.hasPrefix("(") { return call(rest).flatMap(components) }
      if prefix == "UIColor", rest.hasPrefix(".") { return member(rest.dropFirst()) }
    }
    if e.hasPrefix(".") { return member(e.dropFirst()) }
    return nil
  }

  /// `UIColor`'s named colours, as sRGB components.
  static let basic: [String: (Double, Double, Double, Double)] = [
    "black": (0, 0, 0, 1), "darkGray": (1 / 3, 1 / 3, 1 / 3, 1),
    "lightGray": (2 / 3, 2 / 3, 2 / 3, 1), "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1),
    "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1), "cyan": (0, 1, 1, 1),
    "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1),
    "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
  ]

  /// UIKit's semantic colours that are not `system…` by name (Interface Builder adds `Color`).
  static let semantic: Set<String> = [
    "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
    "separator", "opaqueSeparator", "tintColor", "darkText", "lightText",
  ]

  /// `red` → `#FF0000FF`, `systemBlue` → `system:systemBlueColor`.
  private static func member(_ name: Substring) -> String? {
    let name = String(name)
    guard name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
    if let (r, g, b, a) = basic[name] {
      return ValueText.text(.rgb(red: r, green: g, blue: b, alpha: a, space: .sRGB))
    }
    if name == "tintColor" { return "system:tintColor" }
    if name.hasPrefix("system") || semantic.contains(name) { return "system:\(name)Color" }
    return nil
  }

  /// The labelled arguments of a call `(label: value, …)` that is the whole rest of the text.
  private static func call(_ text: Substring) -> [String: Substring]? {
    guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
    let inner = text.dropFirst().dropLast()
    var arguments: [String: Substring] = [:]
    var depth = 0
    var start = inner.startIndex
    var inString = false
    func take(_ end: Substring.Index) -> Bool {
      let part = inner[start..<end]
      guard let colon = part.firstIndex(of: ":") else { return false }
      let label = part[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
      arguments[label] = part[part.index(after: colon)...]
      return true
    }
    for i in inner.indices {
      let c = inner[i]
      if c == "\"" { inString.toggle() }
      if inString { continue }
      if c == "(" { depth += 1 }
      if c == ")" { depth -= 1 }
      if c == ",", depth == 0 {
        guard take(i) else { return nil }
        start = inner.index(after: i)
      }
    }
    guard depth == 0, !inString, take(inner.endIndex) else { return nil }
    return arguments
  }

  /// `red:green:blue:alpha:`, `white:alpha:` or `named:`.
  private static func components(_ arguments: [String: Substring]) -> String? {
    if arguments.count == 1, let name = arguments["named"] {
      let quoted = name.trimmingCharacters(in: .whitespacesAndNewlines)
      guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return nil }
      let inner = quoted.dropFirst().dropLast()
      guard !inner.isEmpty, !inner.contains("\\"), !inner.contains("\"") else { return nil }
      return "named:" + inner
    }
    func value(_ label: String) -> Double? {
      arguments[label].flatMap { Arithmetic.evaluate($0) }
    }
    if arguments.count == 4, let r = value("red"), let g = value("green"), let b = value("blue"),
      let a = value("alpha")
    {
      return ValueText.text(.rgb(red: r, green: g, blue: b, alpha: a, space: .sRGB))
    }
    if arguments.count == 2, let w = value("white"), let a = value("alpha") {
      return ValueText.text(.white(white: w, alpha: a, space: .sRGB))
    }
    return nil
  }

  /// Arithmetic on number literals: `+ - * /`, unary minus, parentheses, `CGFloat(…)`,
  /// `Double(…)`, `Float(…)`.
  enum Arithmetic {
    static func evaluate(_ text: Substring) -> Double? {
      var p = Parser(text: Array(text.unicodeScalars))
      guard let v = p.sum(), p.atEnd, v.isFinite else { return nil }
      return v
    }

    struct Parser {
      var text: [Unicode.Scalar]
      var at = 0

      var atEnd: Bool {
        mutating get {
          skipSpaces()
          return at == text.count
        }
      }

      mutating func skipSpaces() {
        while at < text.count, text[at].properties.isWhitespace { at += 1 }
      }

      mutating func eat(_ c: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard at < text.count, text[at] == c else { return false }
        at += 1
        return true
      }

      mutating func sum() -> Double? {
        guard var v = product() else { return nil }
        while true {
          if eat("+") {
            guard let r = product() else { return nil }
            v += r
          } else if eat("-") {
            guard let r = product() else { return nil }
            v -= r
          } else {
            return v
          }
        }
      }

      mutating func product() -> Double? {
        guard var v = factor() else { return nil }
        while true {
          if eat("*") {
            guard let r = factor() else { return nil }
            v *= r
          } else if eat("/") {
            guard let r = factor(), r != 0 else { return nil }
            v /= r
          } else {
            return v
          }
        }
      }

      mutating func factor() -> Double? {
        if eat("-") { return factor().map { -$0 } }
        if eat("(") {
          guard let v = sum(), eat(")") else { return nil }
          return v
        }
        skipSpaces()
        var word = ""
        while at < text.count, text[at].properties.isAlphabetic {
          word.unicodeScalars.append(text[at])
          at += 1
        }
        if !word.isEmpty {
          guard ["CGFloat", "Double", "Float"].contains(word), eat("("), let v = sum(), eat(")")
          else { return nil }
          return v
        }
        var number = ""
        while at < text.count,
          text[at].properties.numericType != nil || text[at] == "." || text[at] == "_"
        {
          if text[at] != "_" { number.unicodeScalars.append(text[at]) }
          at += 1
        }
        return Double(number)
      }
    }
  }
}
