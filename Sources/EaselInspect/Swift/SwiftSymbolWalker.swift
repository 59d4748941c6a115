import EaselDiagnostics

/// One pass over a file's tokens collecting `FileSymbols`: what the file declares at file
/// scope and in extensions, what it refers to, its imports and whether it is an entry point.
///
/// Design note: like `SwiftDeclarationWalker` this follows braces, not a grammar. A brace
/// opens a type body when a type declaration's header precedes it, otherwise a body whose
/// declarations are local. Parentheses are counted per brace so that a declaration keyword
/// inside an argument list is never taken for a declaration.
struct SwiftSymbolWalker {
  /// What a pair of braces encloses.
  enum ScopeKind: Equatable {
    /// A type body; `extended` is the extended type's name for an extension.
    case type(qualifiedName: String, extended: String?, isPrivate: Bool = false)
    /// A function, closure, accessor or statement body.
    case body
  }

  struct Scope {
    var kind: ScopeKind
    /// The parenthesis depth when the brace opened.
    var parenBase: Int
    /// Whether it is the body of a `public extension`, whose members other modules see.
    var isPublic = false
  }

  let tokens: [SwiftToken]
  let path: String
  var i = 0
  var scopes: [Scope] = []
  var parenDepth = 0
  var pendingType: ScopeKind?
  var pendingAttributes: [String] = []
  /// `private` or `fileprivate` was read before the declaration being read.
  var pendingPrivate = false
  /// Whether the declaration being read is `public` or `open`.
  var pendingPublic = false
  /// Whether the extension whose body comes next is `public`.
  var pendingTypeIsPublic = false
  /// The generic arguments and `where` clause of the extension last read
  /// (`ExtensionMember.constraints`); extensions only sit at file scope, so one at a time.
  var extensionConstraints = ""
  var frames: [(previous: [String], current: String?)] = []
  var identifiers: Set<String> = []
  /// Identifiers written as argument labels (`Scanner(string: text)`), which are not in
  /// `identifiers` for that use: those written only so refer to nothing but an initializer
  /// or subscript whose first label they are (`FileSymbols.labelOnlyReferences`).
  var labels: Set<String> = []
  /// The brackets open where the walker is (`(`, `[`, `{`), innermost last.
  var brackets: [String] = []
  /// Identifiers after a `.` (`color.rgba`): members, which a local of the same name
  /// (`let rgba = color.rgba`) does not hide.
  var memberIdentifiers: Set<String> = []
  /// Attributes' names (`Protected` of `@Protected`), which no local hides.
  var attributes: Set<String> = []
  var locals: Set<String> = []
  var symbols = FileSymbols()

  init(tokens: [SwiftToken], path: String) {
    self.tokens = tokens
    self.path = path
  }

  func token(_ index: Int) -> SwiftToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  /// Whether declarations seen now belong to the file or to a type body (not local).
  var atDeclarationLevel: Bool {
    guard let last = scopes.last else { return parenDepth == 0 }
    if case .type = last.kind { return parenDepth == last.parenBase }
    return false
  }

  var activeConditions: [String] {
    frames.flatMap { f in
      f.previous.map { "!" + SwiftDeclarationWalker.parenthesized($0) }
        + (f.current.map { [SwiftDeclarationWalker.parenthesized($0)] } ?? [])
    }
  }

  mutating func run() {
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    if fileName == "main.swift" { symbols.entryPoint = .mainFile }
    while i < tokens.count {
      step()
    }
    let used = identifiers.subtracting(locals).union(memberIdentifiers)
      .subtracting(SwiftKeywords.all).union(attributes)
    symbols.labelOnlyReferences = labels.subtracting(used).subtracting(locals)
      .subtracting(SwiftKeywords.all)
    symbols.references = used.union(symbols.labelOnlyReferences)
    symbols.guardConditions = guardConditions()
  }

  private mutating func step() {
    let t = tokens[i]
    switch t.kind {
    case .directive:
      handleDirective(t)
      i += 1
    case .string:
      collectInterpolations(t)
      i += 1
    case .attribute:
      if scopes.isEmpty, SwiftKeywords.entryAttributes.contains(t.text) {
        noteEntryPoint(.attribute(t.text, line: t.line))
      }
      pendingAttributes.append(t.text)
      // A custom attribute names a declaration: a property wrapper (`@Protected var state`),
      // a result builder, a global actor, declared in another file of the module.
      attributes.insert(t.text)
      i += 1
    case .punctuation:
      punctuation(t)
    case .identifier:
      identifier(t)
    case .number, .pound:
      pendingAttributes = []
      i += 1
    }
  }

  private mutating func punctuation(_ t: SwiftToken) {
    switch t.text {
    case "(", "[", "{": brackets.append(t.text)
    case ")", "]", "}": _ = brackets.popLast()
    default: break
    }
    switch t.text {
    case "{":
      scopes.append(
        Scope(
          kind: pendingType ?? .body, parenBase: parenDepth,
          isPublic: pendingType != nil && pendingTypeIsPublic))
      pendingType = nil
      pendingTypeIsPublic = false
      pendingAttributes = []
      pendingPrivate = false
      pendingPublic = false
    case "}":
      if let last = scopes.popLast() { parenDepth = last.parenBase }
      pendingType = nil
      pendingTypeIsPublic = false
      pendingAttributes = []
      pendingPrivate = false
      pendingPublic = false
    case "(", "[":
      parenDepth += 1
    case ")", "]":
      parenDepth = max(parenDepth - 1, scopes.last?.parenBase ?? 0)
    default:
      let run = operatorRun(at: i)
      if run.text.count > 1 || SwiftKeywords.operatorCharacters.contains(t.text) {
        identifiers.insert(run.text)
      }
      i = run.end
      return
    }
    i += 1
  }

  /// The operator spelled by adjacent punctuation tokens from `start`, and where it ends.
  func operatorRun(at start: Int) -> (text: String, end: Int) {
    var k = start
    var text = ""
    // The lexer reads `->` as one token, the arrow; glued to operator characters before it,
    // it ends an operator (`<->`, declared and used), which must not read as `<`.
    while let t = token(k), t.kind == .punctuation,
      SwiftKeywords.operatorCharacters.contains(t.text) || (t.text == "->" && k > start),
      k == start || !t.spaceBefore
    {
      text += t.text
      k += 1
    }
    return text.isEmpty ? (tokens[start].text, start + 1) : (text, k)
  }

  private mutating func identifier(_ t: SwiftToken) {
    if scopes.isEmpty && parenDepth == 0 && isStatementStart(i) {
      noteEntryPoint(.topLevelStatement(line: t.line))
    }
    if atDeclarationLevel {
      if declaration(t) { return }
    } else if localDeclaration(t) {
      return
    }
    if isArgumentLabel(i) { labels.insert(t.text) } else { identifiers.insert(t.text) }
    if let dot = token(i - 1), dot.isPunct(".") { memberIdentifiers.insert(t.text) }
    if isImplicitMember(i) { symbols.implicitMemberReferences.insert(t.text) }
    if t.isWord("private") || t.isWord("fileprivate") { pendingPrivate = true }
    if t.isWord("public") || t.isWord("open") { pendingPublic = true }
    if !SwiftKeywords.modifiers.contains(t.text) {
      pendingAttributes = []
      pendingPrivate = false
      pendingPublic = false
    }
    i += 1
  }

  /// Whether the identifier at `k` is an argument label (`string` of `Scanner(string: s)`,
  /// `alpha` of `f(x, alpha: 1)`): right after the `(` or a `,` of a parenthesized list, and
  /// before a `:`. Not a dictionary literal's key (`[key: value]`) nor a ternary's branch.
  func isArgumentLabel(_ k: Int) -> Bool {
    guard brackets.last == "(", let colon = token(k + 1), colon.isPunct(":"),
      let before = token(k - 1), before.isPunct("(") || before.isPunct(",")
    else { return false }
    return true
  }

  /// Whether the identifier at `k` follows a dot that has no expression before it.
  func isImplicitMember(_ k: Int) -> Bool {
    guard let dot = token(k - 1), dot.isPunct("."), !dot.newlineBefore else { return false }
    guard let before = token(k - 2) else { return true }
    switch before.kind {
    case .punctuation:
      if [")", "]", "}"].contains(before.text) { return false }
      if ["?", "!", ">"].contains(before.text) { return dot.spaceBefore }
      return true
    case .identifier:
      return ["return", "case", "in", "else", "throw", "where", "is", "as", "try", "await"]
        .contains(before.text)
    default:
      return false
    }
  }

  mutating func noteEntryPoint(_ e: EntryPoint) {
    switch (symbols.entryPoint, e) {
    case (nil, _), (.topLevelStatement?, .attribute): symbols.entryPoint = e
    default: break
    }
  }

  /// Whether the identifier at `k`, at file scope, begins a statement rather than a
  /// declaration or the continuation of one.
  func isStatementStart(_ k: Int) -> Bool {
    let t = tokens[k]
    guard !SwiftKeywords.declarationStarts.contains(t.text) else { return false }
    guard k > 0 else { return true }
    let previous = tokens[k - 1]
    guard t.newlineBefore || previous.isPunct(";") else { return false }
    if previous.kind == .attribute { return false }
    if previous.isPunct(")"), isAttributeArgumentEnd(k - 1) { return false }
    return !SwiftDeclarationWalker.continuesExpression(previous: previous, next: t)
  }

  /// Whether the `)` at `k` closes an attribute's arguments (`@available(…)`).
  private func isAttributeArgumentEnd(_ k: Int) -> Bool {
    var depth = 0
    var j = k
    while j >= 0 {
      if tokens[j].isPunct(")") { depth += 1 }
      if tokens[j].isPunct("(") {
        depth -= 1
        if depth == 0 { return j > 0 && tokens[j - 1].kind == .attribute }
      }
      j -= 1
    }
    return false
  }

  private mutating func handleDirective(_ t: SwiftToken) {
    switch t.text {
    case "#if":
      frames.append(([], t.condition))
    case "#elseif", "#else":
      guard var f = frames.popLast() else { return }
      if let c = f.current { f.previous.append(c) }
      f.current = t.text == "#elseif" ? t.condition : nil
      frames.append(f)
    default:
      _ = frames.popLast()
    }
  }

  /// Adds the identifiers of `\(…)` interpolations in a string literal.
  mutating func collectInterpolations(_ t: SwiftToken) {
    let bytes = Array(t.text.utf8)
    var k = 0
    while k < bytes.count {
      guard bytes[k] == UInt8(ascii: "\\") else {
        k += 1
        continue
      }
      var j = k + 1
      while j < bytes.count && bytes[j] == UInt8(ascii: "#") { j += 1 }
      guard j < bytes.count, bytes[j] == UInt8(ascii: "(") else {
        k = j + 1
        continue
      }
      var depth = 0
      var end = j
      while end < bytes.count {
        if bytes[end] == UInt8(ascii: "(") { depth += 1 }
        if bytes[end] == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { break }
        }
        end += 1
      }
      let inner = String(decoding: bytes[(j + 1)..<min(end, bytes.count)], as: UTF8.self)
      var nested = SwiftSymbolWalker(tokens: SwiftLexer.tokenize(inner).tokens, path: path)
      nested.scopes = [Scope(kind: .body, parenBase: 0)]
      while nested.i < nested.tokens.count { nested.step() }
      identifiers.formUnion(nested.identifiers)
      labels.formUnion(nested.labels)
      locals.formUnion(nested.locals)
      k = end + 1
    }
  }

  /// The conditions of an `#if … #endif` that wraps all of the file but its imports.
  private func guardConditions() -> [String] {
    var k = 0
    while let t = token(k), t.kind == .attribute || t.isWord("import") {
      let line = t.line
      while let n = token(k), n.line == line, n.kind != .directive { k += 1 }
    }
    guard let first = token(k), first.kind == .directive, first.text == "#if" else { return [] }
    var depth = 0
    var j = k
    while let t = token(j) {
      if t.kind == .directive {
        if t.text == "#if" { depth += 1 }
        if depth == 1 && (t.text == "#else" || t.text == "#elseif") { return [] }
        if t.text == "#endif" {
          depth -= 1
          if depth == 0 { break }
        }
      }
      j += 1
    }
    guard j >= tokens.count - 1 else { return [] }
    return [first.condition]
  }
}
