import EaselDiagnostics

/// Finds classes, extensions and key-value settable properties in Swift source text.
///
/// Works on tokens (see `SwiftLexer`), not a syntax tree: it follows braces to know whether
/// it is in a type body (where declarations are looked at) or in a function, closure or
/// accessor body (skipped), and follows `#if` / `#elseif` / `#else` / `#endif`, treating
/// every branch as present but recording, for each declaration, the conditions it sits
/// under so that generated code can repeat them.
public struct SwiftScanner: Sendable {
  /// Scans one Swift file; `path` is used for locations only.
  public static func scan(source: String, path: String) -> FileScan {
    let (tokens, problems) = SwiftLexer.tokenize(source)
    var walker = SwiftDeclarationWalker(tokens: tokens, path: path)
    for p in problems {
      walker.diagnostics.append(
        Diagnostic(
          .warning, p.message, id: p.id,
          at: SourceLocation(file: path, line: p.line, column: p.column)))
    }
    walker.run()
    var symbols = SwiftSymbolWalker(tokens: tokens, path: path)
    symbols.run()
    var scan = FileScan(
      path: path, language: .swift, classes: walker.classes, extensions: walker.extensions,
      diagnostics: walker.diagnostics, symbols: symbols.symbols)
    var names = RuntimeNameWalker(tokens: tokens, path: path)
    scan.runtimeNames = names.run()
    return scan
  }
}

/// The state of one pass over a file's tokens.
struct SwiftDeclarationWalker {
  /// What a pair of braces encloses.
  enum Scope {
    case type(TypeScope)
    /// A function, closure, accessor or statement body: declarations inside are local.
    case other
  }

  /// The kind of a type declaration.
  enum TypeKind: String {
    case `class`, `struct`, `enum`, `protocol`, `extension`, `actor`
  }

  /// A type body being scanned.
  struct TypeScope {
    var kind: TypeKind
    var qualifiedName: String
    var classIndex: Int?
    var extensionIndex: Int?
    var isGeneric: Bool
    /// The access level members get when they say nothing, capped by enclosing types.
    var memberAccessCap: AccessLevel
    var exposesMembersToObjC: Bool
  }

  /// One `#if … #endif` being walked.
  struct ConditionFrame {
    var previous: [String] = []
    var current: String?
    var scopesAtStart: [Scope]
  }

  /// Attributes and modifiers read before a declaration keyword.
  struct Pending {
    var attributes: [(name: String, arguments: String, token: SwiftToken)] = []
    var modifiers: Set<String> = []
    var access: AccessLevel?
    var setterAccess: AccessLevel?

    func attribute(_ name: String) -> (name: String, arguments: String, token: SwiftToken)? {
      attributes.first { $0.name == name }
    }
  }

  let tokens: [SwiftToken]
  let path: String
  var i = 0
  var scopes: [Scope] = []
  var frames: [ConditionFrame] = []
  var pending = Pending()
  var classes: [ScannedClass] = []
  var extensions: [ScannedExtension] = []
  var diagnostics: [Diagnostic] = []

  init(tokens: [SwiftToken], path: String) {
    self.tokens = tokens
    self.path = path
  }

  /// The token at `index`, or `nil` past the end.
  func token(_ index: Int) -> SwiftToken? { index < tokens.count ? tokens[index] : nil }

  func location(_ t: SwiftToken) -> SourceLocation {
    SourceLocation(file: path, line: t.line, column: t.column)
  }

  mutating func diagnose(_ severity: Severity, _ message: String, id: String, at t: SwiftToken) {
    diagnostics.append(Diagnostic(severity, message, id: id, at: location(t)))
  }

  /// The innermost type body, if declarations are being looked at (file or type scope).
  var declarationScope: TypeScope?? {
    guard let last = scopes.last else { return .some(nil) }
    if case .type(let t) = last { return .some(t) }
    return nil
  }

  /// The conditions in force, outermost first.
  var activeConditions: [String] {
    frames.flatMap { f in
      f.previous.map { "!" + Self.parenthesized($0) }
        + (f.current.map { [Self.parenthesized($0)] } ?? [])
    }
  }

  static func parenthesized(_ c: String) -> String {
    let simple = !c.isEmpty && c.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return simple ? c : "(\(c))"
  }

  mutating func run() {
    while i < tokens.count {
      let t = tokens[i]
      if t.kind == .directive {
        handleDirective(t)
        i += 1
        continue
      }
      if t.isPunct("{") {
        scopes.append(.other)
        pending = Pending()
        i += 1
        continue
      }
      if t.isPunct("}") {
        if !scopes.isEmpty { scopes.removeLast() }
        pending = Pending()
        i += 1
        continue
      }
      guard let scope = declarationScope else {
        i += 1
        continue
      }
      if t.kind == .attribute {
        readAttribute()
        continue
      }
      if t.kind == .identifier && handleWord(t, in: scope) { continue }
      if !pending.attributes.isEmpty, let ib = pending.attribute("IBInspectable") {
        diagnose(
          .error, "@IBInspectable can only be applied to a 'var' of a class",
          id: "inspectable-not-property", at: ib.token)
      }
      pending = Pending()
      i += 1
    }
  }

  mutating func handleDirective(_ t: SwiftToken) {
    switch t.text {
    case "#if":
      frames.append(ConditionFrame(current: t.condition, scopesAtStart: scopes))
    case "#elseif", "#else":
      guard var f = frames.popLast() else { return }
      if let c = f.current { f.previous.append(c) }
      f.current = t.text == "#elseif" ? t.condition : nil
      // Each branch starts where the `#if` did, so an unbalanced branch (a class header
      // written twice) does not unbalance the rest of the file.
      scopes = f.scopesAtStart
      frames.append(f)
    default:
      _ = frames.popLast()
    }
  }

  /// Reads `@name` and its parenthesized arguments into `pending`.
  mutating func readAttribute() {
    let t = tokens[i]
    i += 1
    var arguments = ""
    if let open = token(i), open.isPunct("("), !open.newlineBefore {
      let start = i
      skipBalanced(open: "(", close: ")")
      arguments = joined(start..<i)
    }
    pending.attributes.append((t.text, arguments, t))
  }

  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
    "lazy", "weak", "unowned", "override", "required", "convenience", "dynamic", "nonisolated",
    "optional", "mutating", "nonmutating", "indirect", "prefix", "postfix", "infix",
    "distributed", "isolated", "consuming", "borrowing", "__consuming",
  ]

  static let declarationKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor", "var", "let", "func", "init",
    "deinit", "subscript", "typealias", "associatedtype", "import", "case", "operator",
    "precedencegroup", "macro",
  ]

  /// Handles a word at declaration level; returns whether it consumed tokens itself.
  mutating func handleWord(_ t: SwiftToken, in scope: TypeScope?) -> Bool {
    switch t.text {
    case "class":
      if let next = token(i + 1), next.kind == .identifier,
        !Self.modifiers.contains(next.text), !Self.declarationKeywords.contains(next.text)
      {
        parseTypeDeclaration(.class, in: scope)
      } else {
        pending.modifiers.insert("class")
        i += 1
      }
      return true
    case "struct", "enum", "protocol", "extension", "actor":
      if let kind = TypeKind(rawValue: t.text), let next = token(i + 1), next.kind == .identifier {
        parseTypeDeclaration(kind, in: scope)
        return true
      }
      return false
    case "var", "let":
      parseProperty(in: scope)
      return true
    case "func", "init", "deinit", "subscript":
      parseFunctionHeader(in: scope)
      return true
    case "import":
      skipImport()
      return true
    default:
      break
    }
    if Self.modifiers.contains(t.text) {
      readModifier(t)
      return true
    }
    return false
  }

  /// Steps over `import [kind] Module.Path`: the kind of a scoped import (`import class
  /// UIKit.UIView`) declares nothing, and must not be read as a class named `UIKit`.
  mutating func skipImport() {
    i += 1
    if let kind = token(i), kind.kind == .identifier, Self.declarationKeywords.contains(kind.text) {
      i += 1
    }
    while let name = token(i), name.kind == .identifier {
      i += 1
      guard let dot = token(i), dot.isPunct("."), !dot.spaceBefore else { break }
      i += 1
    }
    pending = Pending()
  }

  /// The words a modifier takes in parentheses (`private(set)`, `unowned(unsafe)`).
  static let modifierArguments: Set<String> = ["set", "safe", "unsafe"]

  mutating func readModifier(_ t: SwiftToken) {
    i += 1
    let access = AccessLevel(rawValue: t.text)
    // private(set), unowned(unsafe), nonisolated(unsafe); Swift takes them with a space too
    // (ZGRatingView's `@IBInspectable private (set) var`).
    if let open = token(i), open.isPunct("("),
      !open.spaceBefore || Self.modifierArguments.contains(token(i + 1)?.text ?? "")
    {
      let inner = token(i + 1)?.text
      skipBalanced(open: "(", close: ")")
      if inner == "set", let access {
        pending.setterAccess = access
        return
      }
    }
    if let access {
      pending.access = access
    } else {
      pending.modifiers.insert(t.text)
    }
  }
}
