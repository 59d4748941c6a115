import EaselDiagnostics

/// Members Objective-C sees (`ObjCMember`): which they are, and their selectors.
extension SwiftDeclarationWalker {
  /// Attributes that make a member visible to Objective-C by themselves.
  static let objcExposingAttributes: Set<String> = [
    "objc", "IBAction", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable",
    "IBSegueAction",
  ]

  /// Whether a member with `attrs` in `scope` is visible to Objective-C, and the name an
  /// `@objc(name)` gives it.
  func objcExposure(_ attrs: Pending, in scope: TypeScope?) -> (visible: Bool, name: String?) {
    guard let scope, scope.kind == .class || scope.kind == .extension, !scope.isGeneric,
      attrs.attribute("nonobjc") == nil
    else { return (false, nil) }
    let named = attrs.attribute("objc").flatMap { a -> String? in
      let inner = String(a.arguments.dropFirst().dropLast()).trimmingSpaces()
      return inner.isEmpty ? nil : inner.replacingOccurrences(of: " ", with: "")
    }
    let visible =
      attrs.attributes.contains { Self.objcExposingAttributes.contains($0.name) }
      || attrs.modifiers.contains("dynamic") || scope.exposesMembersToObjC
      || (scope.kind == .class && attrs.modifiers.contains("override"))
    return (visible, named)
  }

  /// Whether a member with `attrs` in `scope` that Swift 4's rules hide is visible to
  /// Objective-C under Swift 3's inference: a member of a class or of an extension (of a
  /// class descending from `NSObject`, which the build decides) that is not `private`,
  /// `fileprivate` or `@nonobjc`.
  func isSwift3Inferred(_ attrs: Pending, in scope: TypeScope?) -> Bool {
    guard let scope, scope.kind == .class || scope.kind == .extension, !scope.isGeneric,
      attrs.attribute("nonobjc") == nil
    else { return false }
    return min(attrs.access ?? .internal, scope.memberAccessCap).isVisibleToOtherFiles
  }

  /// Records the method whose `func` keyword is at `keyword`, if Objective-C sees it (or
  /// would under Swift 3's inference).
  mutating func recordObjCMethod(keyword: Int, attrs: Pending, in scope: TypeScope?) {
    let exposure = objcExposure(attrs, in: scope)
    let inferred = !exposure.visible && isSwift3Inferred(attrs, in: scope)
    guard exposure.visible || inferred, let scope,
      let signature = methodSignature(after: keyword)
    else {
      return
    }
    let isStatic = attrs.modifiers.contains("static") || attrs.modifiers.contains("class")
    let swiftName = signature.name + "(" + signature.labels.map { $0 + ":" }.joined() + ")"
    let overridden =
      attrs.modifiers.contains("override") && !isStatic
      ? ObjCNames.nsObjectOverrideSelectors[swiftName] : nil
    let member = ObjCMember(
      kind: .method, name: signature.name, labels: signature.labels,
      parameterTypes: signature.types, resultType: signature.result, isStatic: isStatic,
      selector: exposure.name ?? overridden
        ?? ObjCNames.selector(signature.name, labels: signature.labels),
      access: min(attrs.access ?? .internal, scope.memberAccessCap),
      location: location(tokens[keyword + 1]), conditions: activeConditions)
    append(member, to: scope, inferred: inferred)
  }

  /// Records a property Objective-C sees (or would under Swift 3's inference).
  mutating func recordObjCProperty(
    name: SwiftToken, type: String?, isSettable: Bool, attrs: Pending, in scope: TypeScope?
  ) {
    let exposure = objcExposure(attrs, in: scope)
    let inferred = !exposure.visible && isSwift3Inferred(attrs, in: scope)
    guard exposure.visible || inferred, let scope else { return }
    let member = ObjCMember(
      kind: .property, name: name.text, propertyType: type, isSettable: isSettable,
      isStatic: attrs.modifiers.contains("static") || attrs.modifiers.contains("class"),
      selector: exposure.name ?? name.text,
      access: min(attrs.access ?? .internal, scope.memberAccessCap), location: location(name),
      conditions: activeConditions, isOutlet: attrs.attribute("IBOutlet") != nil)
    append(member, to: scope, inferred: inferred)
  }

  private mutating func append(_ member: ObjCMember, to scope: TypeScope, inferred: Bool) {
    if let c = scope.classIndex {
      if inferred {
        classes[c].swift3ObjCMembers.append(member)
      } else {
        classes[c].objcMembers.append(member)
      }
    } else if let e = scope.extensionIndex {
      if inferred {
        extensions[e].swift3ObjCMembers.append(member)
      } else {
        extensions[e].objcMembers.append(member)
      }
    }
  }

  /// A method's name, labels, parameter types and result type, read from the tokens after
  /// its `func` keyword; `nil` for what Objective-C cannot call (generic, `async`,
  /// `throws`, `inout`, variadic, an operator).
  func methodSignature(after keyword: Int) -> (
    name: String, labels: [String], types: [String], result: String?
  )? {
    guard let nameToken = token(keyword + 1), nameToken.kind == .identifier,
      let open = token(keyword + 2), open.isPunct("(")
    else { return nil }
    var k = keyword + 3
    var labels: [String] = []
    var types: [String] = []
    var depth = 0
    var parameter: [SwiftToken] = []
    while let t = token(k) {
      k += 1
      if depth == 0 && (t.isPunct(",") || t.isPunct(")")) {
        if !parameter.isEmpty {
          guard let (label, type) = Self.parameter(parameter) else { return nil }
          labels.append(label)
          types.append(type)
        }
        parameter = []
        if t.isPunct(")") { break }
        continue
      }
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("<") || t.isPunct("{") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isPunct(">") || t.isPunct("}") { depth -= 1 }
      if depth < 0 { return nil }
      parameter.append(t)
    }
    var result: String?
    var resultTokens: [SwiftToken]?
    while let t = token(k) {
      if t.isPunct("{") || t.isPunct("}") || t.isPunct(";") || t.kind == .directive { break }
      if t.newlineBefore && resultTokens == nil && startsDeclaration(t) { break }
      if t.isWord("async") || t.isWord("throws") || t.isWord("rethrows") { return nil }
      if t.isWord("where") { return nil }
      if t.isPunct("->") {
        resultTokens = []
      } else if resultTokens != nil {
        if t.newlineBefore && startsDeclaration(t) { break }
        resultTokens?.append(t)
      }
      k += 1
    }
    if let r = resultTokens {
      guard !r.isEmpty else { return nil }
      result = Self.text(r)
      if result == "Void" || result == "()" { result = nil }
    }
    return (nameToken.text, labels, types, result)
  }

  /// One parameter's label and type: `_ sender: Any` is (`_`, `Any`), `color: UIColor` is
  /// (`color`, `UIColor`); `nil` for `inout`, variadic and unreadable parameters.
  private static func parameter(_ tokens: [SwiftToken]) -> (String, String)? {
    guard let colon = tokens.firstIndex(where: { $0.isPunct(":") }), colon >= 1, colon <= 2,
      tokens[0].kind == .identifier
    else { return nil }
    let label = tokens[0].text
    var typeTokens = Array(tokens[(colon + 1)...])
    if let equals = typeTokens.firstIndex(where: { $0.isPunct("=") }) {
      typeTokens = Array(typeTokens[..<equals])
    }
    guard !typeTokens.isEmpty,
      !typeTokens.contains(where: { $0.isWord("inout") })
    else { return nil }
    let type = text(typeTokens)
    guard !type.hasSuffix("...") else { return nil }
    return (label, type)
  }

  /// Tokens as text, with one space where the source had any.
  static func text(_ tokens: [SwiftToken]) -> String {
    var s = ""
    for (n, t) in tokens.enumerated() {
      if n > 0 && t.spaceBefore { s += " " }
      s += t.kind == .attribute ? "@" + t.text : t.text
    }
    return s
  }
}
