import EaselDiagnostics

/// `var` / `let` declarations: names, types, initial values, accessors, and the checks
/// Interface Builder would make on an `@IBInspectable`.
extension SwiftDeclarationWalker {
  /// One name of a `var a, b: T` declaration.
  private struct Binding {
    var name: SwiftToken
    var type: Range<Int>?
    var value: Range<Int>?
    var accessors: Accessors?
  }

  /// What an accessor block holds.
  struct Accessors {
    var words: Set<String>
    /// `{ return x }`: a getter without the `get` keyword.
    var isImplicitGetter: Bool

    var hasSetter: Bool {
      !isImplicitGetter
        && !words.isDisjoint(with: ["set", "_modify", "unsafeMutableAddress", "didSet", "willSet"])
    }
    var isObserved: Bool { !words.isDisjoint(with: ["didSet", "willSet"]) }
  }

  static let accessorWords: Set<String> = [
    "get", "set", "didSet", "willSet", "_read", "_modify", "unsafeAddress",
    "unsafeMutableAddress", "init",
  ]

  mutating func parseProperty(in scope: TypeScope?) {
    let attrs = pending
    pending = Pending()
    let keyword = tokens[i]
    let isLet = keyword.text == "let"
    i += 1
    var bindings: [Binding] = []
    while let name = token(i) {
      guard name.kind == .identifier else {
        skipStatement()  // a tuple or other pattern: never inspectable
        break
      }
      i += 1
      var b = Binding(name: name)
      if let colon = token(i), colon.isPunct(":") {
        i += 1
        b.type = parseType()
      }
      if let eq = token(i), eq.isPunct("=") {
        i += 1
        b.value = parseExpression()
      }
      if let open = token(i), open.isPunct("{") {
        b.accessors = readAccessors()
      }
      bindings.append(b)
      guard let comma = token(i), comma.isPunct(",") else { break }
      i += 1
    }
    // `var a, b: Int`: a name without type or value takes the next annotation.
    var nextType: Range<Int>?
    for k in bindings.indices.reversed() {
      if let t = bindings[k].type {
        nextType = t
      } else if bindings[k].value == nil {
        bindings[k].type = nextType
      }
    }
    for b in bindings {
      record(b, isLet: isLet, attrs: attrs, scope: scope)
    }
  }

  /// Reads the accessor block at `i` and skips past it.
  private mutating func readAccessors() -> Accessors {
    let open = i
    skipBalanced(open: "{", close: "}")
    var words: Set<String> = []
    var implicit: Bool?
    var depth = 0
    for k in (open + 1)..<max(open + 1, i - 1) {
      let t = tokens[k]
      if depth == 0 {
        if t.kind == .identifier && Self.accessorWords.contains(t.text) {
          words.insert(t.text)
          if implicit == nil { implicit = false }
        } else if t.kind == .attribute || t.kind == .directive
          || (t.kind == .identifier && Self.accessorModifiers.contains(t.text))
        {
          // neither decides
        } else if implicit == nil {
          implicit = true
        }
      }
      if t.isPunct("{") || t.isPunct("(") { depth += 1 }
      if t.isPunct("}") || t.isPunct(")") { depth -= 1 }
    }
    let isImplicit = implicit ?? true
    return Accessors(words: isImplicit ? [] : words, isImplicitGetter: isImplicit)
  }

  static let accessorModifiers: Set<String> = [
    "mutating", "nonmutating", "__consuming", "async", "throws",
  ]

  private mutating func record(_ b: Binding, isLet: Bool, attrs: Pending, scope: TypeScope?) {
    recordObjCProperty(
      name: b.name, type: b.type.map { Self.text(Array(tokens[$0])) },
      isSettable: !isLet && (b.accessors?.hasSetter ?? true),
      attrs: attrs, in: scope)
    let ib = attrs.attribute("IBInspectable")
    let objc = attrs.attribute("objc") != nil || (scope?.exposesMembersToObjC ?? false)
    guard ib != nil || objc else { return }
    let name = b.name
    let written = b.type.map(joined)
    var typeText = written
    if typeText == nil, let v = b.value {
      typeText = DefaultValueType.infer(tokens[v])
    }
    let unwrapped = typeText.map(TypeNames.unwrap)
    let kind = unwrapped.flatMap { InspectableKind(swiftType: $0.base) }
    let isStatic = attrs.modifiers.contains("static") || attrs.modifiers.contains("class")
    let access = min(attrs.access ?? .internal, scope?.memberAccessCap ?? .open)
    let setterAccess = attrs.setterAccess.map { min($0, access) }
    let storage: PropertyStorage =
      b.accessors.map { $0.isObserved ? .observed : .computed } ?? .stored
    let property = ScannedProperty(
      name: name.text, typeText: typeText, isTypeInferred: written == nil && typeText != nil,
      baseTypeName: unwrapped?.base, kind: kind, isOptional: unwrapped?.optional ?? false,
      isImplicitlyUnwrapped: unwrapped?.implicitlyUnwrapped ?? false,
      hasSetter: !isLet && (b.accessors?.hasSetter ?? true), isConstant: isLet, storage: storage,
      defaultExpression: b.value.map(joined), access: access, setterAccess: setterAccess,
      isStatic: isStatic, isLazy: attrs.modifiers.contains("lazy"), isInspectable: ib != nil,
      location: location(name), conditions: activeConditions, language: .swift)

    guard let scope, scope.kind == .class || scope.kind == .extension else {
      if ib != nil {
        let place = scope.map { "\($0.kind.rawValue) '\($0.qualifiedName)'" } ?? "file scope"
        diagnose(
          .error,
          "@IBInspectable '\(name.text)' is declared in \(place); only properties of classes and class extensions can be inspectable",
          id: "inspectable-not-in-class", at: name)
      }
      return
    }
    if ib != nil {
      checkInspectable(property, token: name, hasValueOrType: b.type != nil || b.value != nil)
    } else if kind == nil || !property.hasSetter || isStatic {
      return  // only @objc: silently not key-value settable here
    }
    if let c = scope.classIndex {
      classes[c].properties.append(property)
    } else if let e = scope.extensionIndex {
      extensions[e].properties.append(property)
    }
  }

  /// Diagnoses what makes an `@IBInspectable` useless or unreachable, as Xcode would.
  private mutating func checkInspectable(
    _ p: ScannedProperty, token: SwiftToken, hasValueOrType: Bool
  ) {
    let n = "'\(p.name)'"
    if p.isStatic {
      diagnose(
        .error, "only instance properties can be declared @IBInspectable (\(n) is static)",
        id: "inspectable-static", at: token)
      return
    }
    if p.isConstant {
      diagnose(
        .warning, "@IBInspectable \(n) is a 'let' constant; Interface Builder cannot set it",
        id: "inspectable-let", at: token)
    } else if !p.hasSetter {
      diagnose(
        .warning, "@IBInspectable \(n) has no setter; Interface Builder cannot set it",
        id: "inspectable-get-only", at: token)
    }
    if p.typeText == nil {
      let why =
        hasValueOrType
        ? "cannot infer its type from '\(p.defaultExpression ?? "")'" : "it has no type"
      diagnose(
        .warning, "@IBInspectable \(n): \(why); add a type annotation",
        id: "inspectable-unknown-type", at: token)
    } else if p.kind == nil {
      diagnose(
        .warning,
        "@IBInspectable \(n) has type '\(p.typeText ?? "")', which Interface Builder cannot inspect; it is ignored",
        id: "inspectable-unsupported-type", at: token)
    }
    if p.isLazy {
      diagnose(
        .note, "@IBInspectable \(n) is lazy; setting it by key replaces the lazy value",
        id: "inspectable-lazy", at: token)
    }
  }
}
