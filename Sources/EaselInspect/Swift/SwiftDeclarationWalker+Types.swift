import EaselDiagnostics

/// Type declarations (`class`, `struct`, `enum`, `protocol`, `actor`, `extension`) and the
/// headers of functions and initializers.
extension SwiftDeclarationWalker {
  mutating func parseTypeDeclaration(_ kind: TypeKind, in parent: TypeScope?) {
    let attrs = pending
    pending = Pending()
    let keyword = tokens[i]
    i += 1
    guard let nameToken = token(i) else { return }
    let name: String
    if kind == .extension {
      name = TypeNames.withoutModule(joined(parseType()))
    } else {
      name = nameToken.text
      i += 1
    }
    var isGeneric = parent?.isGeneric ?? false
    if let t = token(i), t.isPunct("<") {
      isGeneric = true
      skipAngles()
    }
    var inherited: [String] = []
    if let t = token(i), t.isPunct(":") {
      i += 1
      while true {
        let range = parseType()
        if range.isEmpty { break }
        inherited.append(joined(range))
        guard let comma = token(i), comma.isPunct(",") else { break }
        i += 1
      }
    }
    while let t = token(i), !t.isPunct("{"), !t.isPunct("}"), t.kind != .directive {
      if t.isPunct("(") {
        skipBalanced(open: "(", close: ")")
      } else {
        i += 1
      }
    }
    let hasBody = token(i)?.isPunct("{") ?? false

    let designable = attrs.attribute("IBDesignable")
    if let designable, kind != .class && kind != .extension {
      diagnose(
        .error,
        "@IBDesignable can only be applied to classes and class extensions, not \(kind.rawValue) '\(name)'",
        id: "designable-not-class", at: designable.token)
    }
    if let ib = attrs.attribute("IBInspectable") {
      diagnose(
        .error, "@IBInspectable can only be applied to a 'var' of a class",
        id: "inspectable-not-property", at: ib.token)
    }
    let ownAccess = attrs.access ?? .internal
    let effective = min(ownAccess, parent?.memberAccessCap ?? .open)
    let qualified =
      kind == .extension ? name : (parent.map { "\($0.qualifiedName).\(name)" } ?? name)
    var scope = TypeScope(
      kind: kind, qualifiedName: qualified, classIndex: nil, extensionIndex: nil,
      isGeneric: isGeneric,
      memberAccessCap: kind == .extension ? (attrs.access ?? .open) : effective,
      exposesMembersToObjC: attrs.attribute("objcMembers") != nil)

    switch kind {
    case .class:
      if let designable, isGeneric {
        diagnose(
          .warning,
          "generic class '\(qualified)' cannot be instantiated from a document; Interface Builder cannot render it",
          id: "designable-generic", at: designable.token)
      }
      let objcName = attrs.attribute("objc").flatMap { a -> String? in
        let inner = String(a.arguments.dropFirst().dropLast()).trimmingSpaces()
        return inner.isEmpty ? nil : inner.trimmingCharacters(in: ":")
      }
      classes.append(
        ScannedClass(
          name: name, qualifiedName: qualified, objcName: objcName,
          superclassName: inherited.first.map(TypeNames.withoutModule),
          inheritedTypes: inherited, isDesignable: designable != nil, isGeneric: isGeneric,
          access: effective, isFinal: attrs.modifiers.contains("final"),
          isCoderInitUnavailable: false, exposesMembersToObjC: scope.exposesMembersToObjC,
          properties: [], location: location(nameToken), conditions: activeConditions,
          language: .swift))
      scope.classIndex = classes.count - 1
    case .extension:
      extensions.append(
        ScannedExtension(
          extendedType: name, isDesignable: designable != nil, categoryName: nil, properties: [],
          location: location(nameToken), conditions: activeConditions, language: .swift))
      scope.extensionIndex = extensions.count - 1
    default:
      _ = keyword
    }
    if hasBody {
      scopes.append(.type(scope))
      i += 1
    }
  }

  /// Whether the parameter list opening at token `open` has one parameter: no comma at its
  /// own depth before its closing parenthesis.
  func hasOneParameter(from open: Int) -> Bool {
    var depth = 0
    var k = open
    while let t = token(k) {
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("<") {
        depth += 1
      } else if t.isPunct(")") || t.isPunct("]") || t.isPunct(">") {
        depth -= 1
        if depth == 0 { return true }
      } else if t.isPunct(","), depth == 1 {
        return false
      }
      k += 1
    }
    return false
  }

  /// The argument labels of the parameter list whose `(` is at `open`, as Swift spells a
  /// selector: `style:reuseIdentifier:`, `_:`; empty for `()`.
  func argumentLabels(from open: Int) -> String {
    guard let t = token(open), t.isPunct("(") else { return "" }
    var labels = ""
    var depth = 0
    var k = open
    var expectsLabel = true
    while let t = token(k) {
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("<") {
        depth += 1
      } else if t.isPunct(")") || t.isPunct("]") || t.isPunct(">") {
        depth -= 1
        if depth == 0 { break }
      } else if t.isPunct(","), depth == 1 {
        expectsLabel = true
      } else if depth == 1, expectsLabel {
        labels += t.text + ":"
        expectsLabel = false
      }
      k += 1
    }
    return labels
  }

  /// Skips a `func` / `init` / `deinit` / `subscript` header, leaving `i` at its body's `{`
  /// (which the main loop then enters as a local scope). Notes an unavailable `init(coder:)`.
  mutating func parseFunctionHeader(in scope: TypeScope?) {
    let attrs = pending
    pending = Pending()
    let keyword = tokens[i]
    if keyword.text == "func" { recordObjCMethod(keyword: i, attrs: attrs, in: scope) }
    i += 1
    if let ib = attrs.attribute("IBInspectable") {
      diagnose(
        .error,
        "@IBInspectable can only be applied to a 'var' of a class, not to '\(keyword.text)'",
        id: "inspectable-not-property", at: ib.token)
    }
    if let d = attrs.attribute("IBDesignable") {
      diagnose(
        .error, "@IBDesignable can only be applied to classes and class extensions",
        id: "designable-not-class", at: d.token)
    }
    if keyword.text == "init", let classIndex = scope?.classIndex {
      var k = i
      if let t = token(k), t.isPunct("?") || t.isPunct("!") { k += 1 }
      let unavailable = attrs.attribute("available")?.arguments.contains("unavailable") ?? false
      if !attrs.modifiers.contains("convenience") {
        classes[classIndex].declaresDesignatedInit = true
        classes[classIndex].designatedInitializers.insert(argumentLabels(from: k))
      }
      if let open = token(k), open.isPunct("("), let close = token(k + 1), close.isPunct(")"),
        !unavailable
      {
        classes[classIndex].declaresPlainInit = true
        classes[classIndex].isPlainInitHidden =
          !(attrs.access?.isVisibleToOtherFiles ?? true)
      }
      // `init(frame:)` itself; or an override of a UIKit designated initializer of the
      // frame family (`UITextView`'s `init(frame:textContainer:)`, `UITableView`'s
      // `init(frame:style:)`), through which that class's own `init(frame:)` runs, so the
      // subclass keeps it. A new initializer `init(frame:kind:)` is another designated
      // initializer: the class inherits none (Swift's initializer inheritance).
      if let open = token(k), open.isPunct("("), let label = token(k + 1), label.isWord("frame"),
        !unavailable, hasOneParameter(from: k) || attrs.modifiers.contains("override")
      {
        classes[classIndex].declaresFrameInit = true
      }
      if let open = token(k), open.isPunct("("), let label = token(k + 1), label.isWord("coder") {
        if unavailable {
          classes[classIndex].isCoderInitUnavailable = true
        } else {
          classes[classIndex].declaresCoderInit = true
        }
      }
    }
    while let t = token(i) {
      if t.isPunct("{") || t.isPunct("}") || t.isPunct(";") || t.kind == .directive { return }
      if t.newlineBefore && startsDeclaration(t) { return }
      if t.isPunct("(") {
        skipBalanced(open: "(", close: ")")
      } else if t.isPunct("[") {
        skipBalanced(open: "[", close: "]")
      } else {
        i += 1
      }
    }
  }

  /// Whether `t`, first on its line, begins another declaration.
  func startsDeclaration(_ t: SwiftToken) -> Bool {
    switch t.kind {
    case .attribute: return true
    case .identifier:
      return Self.declarationKeywords.contains(t.text) || Self.modifiers.contains(t.text)
    default: return false
    }
  }
}

extension String {
  /// The string without leading and trailing `character`s.
  func trimmingCharacters(in character: Character) -> String {
    var s = Substring(self)
    while s.first == character { s.removeFirst() }
    while s.last == character { s.removeLast() }
    return String(s)
  }
}
