import Foundation

/// How R.swift turns a resource's name into a Swift identifier, and which names it skips.
///
/// A name is cut at every character that cannot be in an identifier (white space,
/// punctuation, symbols, control and illegal characters; `_` and emoji are kept), each piece
/// after the first gets an upper-case first character, and the pieces are joined; leading
/// digits are dropped; the start is lower-cased (a leading run of capitals as one word:
/// `URLString` gives `urlString`, `ABC` gives `abC`); a keyword is written in backquotes.
/// Names that give the same identifier are all skipped, as are names that give none, as R.swift
/// skips them with a warning: neither is in its `R`.
enum RswiftNames {
  /// The identifier R.swift makes of `name`; `lowercaseStart` false keeps the first
  /// character's case (the types R.swift names after a nib). Empty when nothing is left.
  static func identifier(_ name: String, lowercaseStart: Bool = true) -> String {
    let pieces = name.unicodeScalars.split(
      omittingEmptySubsequences: false, whereSeparator: isDisallowed
    ).map { String(String.UnicodeScalarView($0)) }
    guard let first = pieces.first else { return "" }
    let joined = pieces.dropFirst().reduce(first) { $0 + uppercaseFirst($1) }
    let trimmed = String(joined.drop { $0.isASCII && $0.isNumber })
    let cased = lowercaseStart ? lowercasePrefix(trimmed) : trimmed
    return keywords.contains(cased) ? "`\(cased)`" : cased
  }

  /// `names` that R.swift keeps, each with its identifier, in the order given: those whose
  /// identifier is not empty and is no other name's.
  static func unique(_ names: [String], lowercaseStart: Bool = true) -> [(
    name: String, identifier: String
  )] {
    var seen: Set<String> = []
    let distinct = names.filter { seen.insert($0).inserted }
    let made = distinct.map { ($0, identifier($0, lowercaseStart: lowercaseStart)) }
    var counts: [String: Int] = [:]
    for (_, id) in made { counts[id, default: 0] += 1 }
    return made.filter { !$0.1.isEmpty && counts[$0.1] == 1 }.map { (name: $0.0, identifier: $0.1) }
  }

  /// Whether R.swift cuts a name at `scalar`.
  static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "_" { return false }
    let emoji: [ClosedRange<UInt32>] = [
      0x2600...0x27BF, 0x1F300...0x1F6FF, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF,
    ]
    if emoji.contains(where: { $0.contains(scalar.value) }) { return false }
    return disallowed.contains(scalar)
  }

  private static let disallowed: CharacterSet = CharacterSet.whitespacesAndNewlines
    .union(.punctuationCharacters).union(.symbols).union(.illegalCharacters)
    .union(.controlCharacters)

  private static func uppercaseFirst(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.uppercased() + s.dropFirst()
  }

  private static func lowercaseFirst(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.lowercased() + s.dropFirst()
  }

  /// Lower-cases a leading run of ASCII capitals that a character other than a lower-case
  /// ASCII letter follows (the longest such run), else the first character.
  private static func lowercasePrefix(_ s: String) -> String {
    let chars = Array(s)
    let run = chars.prefix { $0.isASCII && $0.isUppercase }.count
    guard run > 0 else { return lowercaseFirst(s) }
    let next = run < chars.count ? chars[run] : nil
    let isLowerASCII = next.map { $0.isASCII && $0.isLowercase } ?? false
    let length = next != nil && !isLowerASCII ? run : run - 1
    guard length > 0 else { return lowercaseFirst(s) }
    return chars[..<length].map { $0.lowercased() }.joined() + String(chars[length...])
  }

  /// Swift's keywords, as R.swift escapes them.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "rethrows", "super",
    "self", "Self", "throw", "throws", "true", "try",
  ]
}
