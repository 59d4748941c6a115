/// Swift's keywords and the words the symbol pass treats alike.
enum SwiftKeywords {
  /// Keywords and contextual keywords that never name a user declaration a reference could
  /// find (`self`, `get`, `some`, …).
  static let all: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async",
    "actor", "some", "any", "get", "set", "willSet", "didSet", "lazy", "weak", "unowned",
    "override", "final", "mutating", "nonmutating", "convenience", "required", "dynamic",
    "optional", "indirect", "infix", "prefix", "postfix", "package", "nonisolated", "consume",
    "borrowing", "consuming", "macro", "_", "newValue", "oldValue", "Type", "Protocol",
    "unsafe", "isolated", "sending", "distributed", "left", "right", "none",
    "associativity", "higherThan", "lowerThan", "assignment",
  ]

  /// Words that begin (or modify) a declaration, never a statement.
  static let declarationStarts: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor", "var", "let", "func", "init",
    "deinit", "subscript", "typealias", "associatedtype", "import", "case", "operator",
    "precedencegroup", "macro", "public", "private", "fileprivate", "internal", "open",
    "package", "final", "static", "lazy", "weak", "unowned", "override", "required",
    "convenience", "dynamic", "nonisolated", "optional", "mutating", "nonmutating", "indirect",
    "prefix", "postfix", "infix", "distributed", "where", "throws", "rethrows", "async",
    "consuming", "borrowing",
  ]

  /// Attributes that make a file an app's entry point.
  static let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

  /// Modifiers that may precede a declaration keyword.
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
    "lazy", "weak", "unowned", "override", "required", "convenience", "dynamic", "nonisolated",
    "optional", "mutating", "nonmutating", "indirect", "prefix", "postfix", "infix",
    "distributed", "class",
  ]

  /// The one-character punctuation tokens operators are made of.
  static let operatorCharacters: Set<String> = [
    "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", ".",
  ]

  /// Type declaration keywords.
  static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
}
