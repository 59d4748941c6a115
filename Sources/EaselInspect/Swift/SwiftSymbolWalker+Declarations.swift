import EaselDiagnostics

/// Declarations at file scope, in type bodies and in extensions; local declarations.
extension SwiftSymbolWalker {
  /// Handles a word where declarations are looked at; returns whether it consumed tokens.
  mutating func declaration(_ t: SwiftToken) -> Bool {
    switch t.text {
    case "import":
      parseImport()
    case "class", "struct", "enum", "protocol", "actor":
      guard let next = token(i + 1), next.kind == .identifier,
        !SwiftKeywords.declarationStarts.contains(next.text)
      else {
        pendingAttributes = []
        i += 1
        return true  // `class func`, `class var`: a modifier
      }
      i += 1
      record(next.text, kind: t.text)
      pendingType = .type(qualifiedName: qualify(next.text), extended: nil)
      i += 1
    case "extension":
      parseExtension()
    case "func":
      i += 1
      guard let name = token(i) else { return true }
      if name.kind == .identifier {
        record(name.text, kind: "func")
        i += 1
      } else if name.kind == .punctuation {
        let run = operatorRun(at: i)
        record(run.text, kind: "func")
        i = run.end
        if scopes.isEmpty && !pendingPrivate {
          symbols.operatorOperandTypes[run.text, default: []].formUnion(operandTypes(from: i))
        }
      }
      parseSignature(recordInitAs: nil)
    case "init":
      // `UIColor.init(hex:)` in a property's initial value calls an initializer: its labels
      // are references, as any call's, not parameters declared.
      if let dot = token(i - 1), dot.isPunct(".") { return false }
      i += 1
      parseSignature(recordInitAs: currentExtendedType)
    case "subscript":
      i += 1
      parseSignature(recordInitAs: nil, recordSubscriptOf: currentExtendedType)
    case "var", "let":
      i += 1
      for name in bindingNames() { record(name, kind: t.text) }
    case "typealias", "associatedtype", "precedencegroup", "macro":
      i += 1
      if let name = token(i), name.kind == .identifier {
        record(name.text, kind: t.text)
        i += 1
        if t.text == "typealias" { recordAliasTarget(of: name.text) }
      }
    case "operator":
      i += 1
      guard token(i)?.kind == .punctuation else { return true }
      let run = operatorRun(at: i)
      symbols.declaredOperators.insert(run.text)
      if scopes.isEmpty { symbols.topLevelNames.insert(run.text) }
      i = run.end
    default:
      return false
    }
    pendingAttributes = []
    pendingPrivate = false
    pendingPublic = false
    return true
  }

  /// For a file-scope `typealias name = Target` (a simple or dotted name, no generic
  /// arguments) in code the agent compiles, records `Target`: where `#if os(iOS)` and
  /// `#else` give it two targets (SnapKit's `ConstraintView`, `UIView` or `NSView`), the
  /// one iOS compiles.
  mutating func recordAliasTarget(of name: String) {
    guard scopes.isEmpty, !pendingPrivate, let equals = token(i), equals.isPunct("="),
      PlatformConditions.holdAtDesignTime(activeConditions) != false
    else { return }
    var parts: [String] = []
    var k = i + 1
    while let t = token(k), t.kind == .identifier {
      parts.append(t.text)
      k += 1
      guard let dot = token(k), dot.isPunct("."), !dot.spaceBefore else { break }
      k += 1
    }
    if let next = token(k), next.isPunct("<") || next.isPunct("&") || next.isPunct("?") {
      return
    }
    if !parts.isEmpty { symbols.typeAliases[name] = parts.joined(separator: ".") }
  }

  /// The extended type of the innermost scope when it is an extension body.
  var currentExtendedType: String? {
    if case .type(_, let extended, _)? = scopes.last?.kind { return extended }
    return nil
  }

  /// `name` qualified by the enclosing type, if any.
  func qualify(_ name: String) -> String {
    if case .type(let q, _, _)? = scopes.last?.kind { return q + "." + name }
    return name
  }

  /// Records a declaration named `name` where the walk is.
  mutating func record(_ name: String, kind: String) {
    // A declaration in a branch iOS does not compile (SnapKit's `typealias ConstraintView =
    // NSView` under `#else`, a `#if os(macOS)` extension of `NSView`) declares nothing the
    // agent sees: a name used elsewhere must not be taken as its.
    if !frames.isEmpty && PlatformConditions.holdAtDesignTime(activeConditions) == false {
      return
    }
    guard let scope = scopes.last else {
      // A private or fileprivate declaration is invisible to other files.
      if !pendingPrivate { symbols.topLevelNames.insert(name) }
      return
    }
    guard case .type(let qualified, let extended, let isPrivate) = scope.kind else { return }
    if SwiftKeywords.typeKeywords.contains(kind) || kind == "typealias" {
      symbols.nestedTypeNames.insert(qualified + "." + name)
      symbols.nestedTypeNames.insert(name)
    }
    if let extended, !isPrivate, !pendingPrivate {
      symbols.extensionMembers.append(
        ExtensionMember(
          extendedType: extended, name: name, kind: kind,
          isPublic: scope.isPublic || pendingPublic, constraints: extensionConstraints))
    }
  }

  private mutating func parseExtension() {
    i += 1
    var parts: [String] = []
    while let t = token(i), t.kind == .identifier {
      parts.append(t.text)
      identifiers.insert(t.text)
      i += 1
      guard let dot = token(i), dot.isPunct("."), !dot.spaceBefore else { break }
      i += 1
    }
    let name = TypeNames.withoutModule(parts.joined(separator: "."))
    guard !name.isEmpty else { return }
    if !pendingPrivate { symbols.extendedTypes.insert(name) }
    extensionConstraints = constraints(from: i)
    if let colon = token(i), colon.isPunct(":") {
      symbols.conformingExtensions.insert(name)
      // The protocols listed up to the body or a `where` clause (generic arguments skipped).
      var k = i + 1
      var depth = 0
      var listed: [String] = []
      var afterDot = false
      while let t = token(k), !t.isPunct("{"), !(depth == 0 && t.isWord("where")) {
        if t.isPunct("<") { depth += 1 }
        if t.isPunct(">") { depth -= 1 }
        if depth == 0 && t.kind == .identifier {
          if afterDot, let last = listed.popLast() {
            listed.append(last + "." + t.text)
          } else {
            listed.append(t.text)
          }
        }
        afterDot = depth == 0 && (t.isPunct(".") && !listed.isEmpty)
        k += 1
      }
      symbols.adoptedProtocols[name, default: []].formUnion(listed.map(TypeNames.withoutModule))
    }
    pendingType = .type(qualifiedName: name, extended: name, isPrivate: pendingPrivate)
    pendingTypeIsPublic = pendingPublic
  }

  /// An extension's generic arguments and `where` clause, read from `start` (just after the
  /// extended type's name) to its body's brace: `<Int>` of `extension Array<Int>`, `where
  /// Element == Int`; the conformances listed between them do not tell declarations apart.
  func constraints(from start: Int) -> String {
    var parts: [String] = []
    var k = start
    var depth = 0
    var inWhere = false
    var conformances = false
    while let t = token(k), !t.isPunct("{"), !t.isPunct("}") {
      if t.isPunct("<") { depth += 1 }
      let generic = depth > 0 && !conformances
      if t.isPunct(">") { depth -= 1 }
      if depth == 0 && t.isPunct(":") && !inWhere { conformances = true }
      if depth == 0 && t.isWord("where") { inWhere = true }
      if generic || inWhere { parts.append(t.text) }
      k += 1
    }
    return parts.joined(separator: " ")
  }

  /// The names a `var`/`let` binds: one identifier or the identifiers of a tuple pattern.
  /// Further bindings after commas (`let a = 1, b = 2`) are not followed.
  mutating func bindingNames() -> [String] {
    guard let t = token(i) else { return [] }
    if t.kind == .identifier {
      i += 1
      return [t.text]
    }
    guard t.isPunct("(") else { return [] }
    var names: [String] = []
    var depth = 0
    while let p = token(i) {
      if p.isPunct("(") { depth += 1 }
      if p.isPunct(")") {
        depth -= 1
        if depth == 0 {
          i += 1
          break
        }
      }
      if p.kind == .identifier && !SwiftKeywords.all.contains(p.text) { names.append(p.text) }
      i += 1
    }
    return names
  }

  /// Walks a function's generic clause and parameter list; parameter names become locals,
  /// labels are not references. An initializer inside an extension is recorded as a member.
  ///
  /// A subscript of an extension is recorded as a member named by its labels
  /// (`subscript(safe:)`), found by its first: its uses (`items[safe: 2]`) show no other name.
  mutating func parseSignature(
    recordInitAs extended: String?, recordSubscriptOf subscripted: String? = nil
  ) {
    while let t = token(i), !t.isPunct("("), !t.isPunct("{"), !t.isPunct("}"),
      t.kind != .directive
    {
      if t.kind == .identifier { identifiers.insert(t.text) }
      i += 1
    }
    guard let open = token(i), open.isPunct("(") else { return }
    let labels = parseParameters(subscriptLabels: subscripted != nil)
    if subscripted != nil, let label = labels.first, label != "_" {
      record("subscript(" + labels.map { $0 + ":" }.joined() + ")", kind: "subscript")
    }
    if let extended {
      let name = "init(" + labels.map { $0 + ":" }.joined() + ")"
      symbols.extensionMembers.append(
        ExtensionMember(
          extendedType: extended, name: name, kind: "init",
          isPublic: scopes.last?.isPublic == true || pendingPublic,
          constraints: extensionConstraints))
    }
  }

  /// The type names an operator function's generic clause and parameters spell from `start`
  /// (`<A: Applicable>(f: A, g: NSAttributedString)`: `A`, `Applicable`,
  /// `NSAttributedString`): the capitalised identifiers up to the parameters' closing `)`.
  func operandTypes(from start: Int) -> Set<String> {
    var types: Set<String> = []
    var k = start
    var depth = 0
    while let t = token(k), !t.isPunct("{"), !t.isPunct("}") {
      if t.isPunct("(") { depth += 1 }
      if t.isPunct(")") {
        depth -= 1
        if depth <= 0 { break }
      }
      if t.kind == .identifier, t.text.first?.isUppercase == true { types.insert(t.text) }
      k += 1
    }
    return types
  }

  /// Walks `( … )` at `i`; returns the argument labels (`_` for none). A subscript's
  /// parameter has a label only when it names one before its own (`safe index: Int`).
  mutating func parseParameters(subscriptLabels: Bool = false) -> [String] {
    var labels: [String] = []
    var depth = 0
    var segment: [String] = []
    var beforeColon = true
    while let t = token(i) {
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") || t.isPunct("<") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") || t.isPunct(">") { depth -= 1 }
      if depth == 0 {
        i += 1
        break
      }
      if depth == 1 && t.isPunct(",") {
        beforeColon = true
        segment = []
      } else if depth == 1 && t.isPunct(":") && beforeColon {
        beforeColon = false
        if let first = segment.first {
          labels.append(subscriptLabels && segment.count < 2 ? "_" : first)
        }
        if let last = segment.last { locals.insert(last) }
      } else if t.kind == .identifier {
        if depth == 1 && beforeColon { segment.append(t.text) } else { identifiers.insert(t.text) }
      } else if t.kind == .string {
        collectInterpolations(t)
      }
      i += 1
    }
    return labels
  }

  /// Handles a word in a body; returns whether it consumed tokens.
  mutating func localDeclaration(_ t: SwiftToken) -> Bool {
    switch t.text {
    case "let", "var":
      i += 1
      locals.formUnion(bindingNames())
      return true
    case "func":
      i += 1
      if let name = token(i), name.kind == .identifier {
        locals.insert(name.text)
        i += 1
      }
      parseSignature(recordInitAs: nil)
      return true
    case "for":
      i += 1
      if let name = token(i), name.kind == .identifier, !SwiftKeywords.all.contains(name.text) {
        locals.insert(name.text)
        i += 1
      }
      return true
    case "in":
      markClosureParameters(before: i)
      return false
    default:
      return false
    }
  }

  /// `{ a, (b: T) in`: the names before `in` that follow `{`, `(`, `,` or a capture list.
  private mutating func markClosureParameters(before k: Int) {
    var j = k - 1
    while j >= 0, !tokens[j].isPunct("{") {
      if tokens[j].isPunct("}") || tokens[j].isPunct(";") || k - j > 40 { return }
      j -= 1
    }
    guard j >= 0 else { return }
    for m in (j + 1)..<k where tokens[m].kind == .identifier {
      let before = tokens[m - 1]
      let after = tokens[m + 1]
      let starts =
        before.isPunct("{") || before.isPunct("(") || before.isPunct(",")
        || before.isPunct("]")
      let ends =
        after.isPunct(",") || after.isPunct(")") || after.isPunct(":") || after.isWord("in")
      if starts && ends { locals.insert(tokens[m].text) }
    }
  }

  private mutating func parseImport() {
    let keyword = tokens[i]
    var access: String?
    if let previous = token(i - 1), previous.line == keyword.line,
      ["public", "internal", "package", "private", "fileprivate"].contains(previous.text)
    {
      access = previous.text
    }
    i += 1
    var kind: String?
    if let k = token(i), k.kind == .identifier,
      ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"].contains(k.text)
    {
      kind = k.text
      i += 1
    }
    guard let first = token(i), first.kind == .identifier else { return }
    var parts: [String] = []
    while let t = token(i), t.kind == .identifier || (t.kind == .punctuation && t.text != "."),
      t.line == first.line
    {
      if t.kind == .identifier {
        parts.append(t.text)
        i += 1
        guard let dot = token(i), dot.isPunct(".") else { break }
        i += 1
      } else {
        parts.append(operatorRun(at: i).text)  // import func Module.+
        i = operatorRun(at: i).end
        break
      }
    }
    // An import in a branch iOS does not compile (SnapKit's `import AppKit` under the `#else`
    // of `#if os(iOS) || os(tvOS)`) is no import of the file's: nothing needs the module.
    guard PlatformConditions.holdAtDesignTime(activeConditions) != false else { return }
    symbols.imports.append(
      ImportDeclaration(
        module: first.text, path: parts.joined(separator: "."), kind: kind,
        attributes: pendingAttributes, accessLevel: access, conditions: activeConditions,
        location: SourceLocation(file: path, line: first.line, column: first.column)))
  }
}
