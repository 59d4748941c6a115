/// What one file declares that moving overrides out of extensions needs: its classes (with
/// the token of each body's closing brace), the `override` members of its extensions and
/// their `@objc` or `dynamic` ones, the names it overrides, the names it declares `private`
/// or `fileprivate`, and its unconditional imports.
///
/// Design note: a token walk with a scope stack, not a parser. A `{` opens the body of the
/// type or extension declared since the previous one, or an anonymous scope; a member of an
/// extension starts with an attribute, a modifier or a declaration keyword on a new line and
/// ends with the `}` that closes its body. Local classes (inside a function) are not listed.
struct TypeOutline {
  /// A class declared in the file, not inside a function.
  struct ClassDeclaration {
    /// Qualified by the types (or extensions) it is nested in: `Outer.Inner`.
    var name: String
    /// The token index of the `}` closing its body.
    var close: Int
    /// The `#if` conditions the closing brace is under, normalised.
    var conditions: [String]
    /// Whether its body declares `init()` itself (`init?()` and `init!()` too).
    var declaresPlainInit = false
  }

  /// An `override` member declared in an extension (or, in `objcMembers`, an `@objc` one).
  struct ExtensionOverride {
    /// The extended type as written, without spaces: `Outer.Inner`, `Box<Int>`.
    var typeName: String
    /// Whether the extension is constrained (`where`, or generic arguments).
    var isConstrained: Bool
    /// The extension's access modifier (`public extension`), if any.
    var extensionAccess: String?
    /// Whether the member has its own access modifier.
    var hasAccess: Bool
    /// Token indices of the member's first token and of its closing `}`.
    var first: Int
    var last: Int
    /// The token naming the member (`layoutSubviews`, `init`, `frame`).
    var nameToken: Int
    /// The `#if` conditions the member is under, normalised.
    var conditions: [String]
  }

  var classes: [ClassDeclaration] = []
  var overrides: [ExtensionOverride] = []
  /// The members of extensions declared `@objc` or `dynamic`, not `override`: the
  /// Objective-C runtime dispatches them, so a subclass may override them.
  var objcMembers: [ExtensionOverride] = []
  /// The names of the members the file declares `override`, in classes and extensions.
  var overriddenNames: Set<String> = []
  /// Names declared `private` or `fileprivate` anywhere in the file (members of a private
  /// extension too), with the tokens of the modifiers that make them so.
  var privateNames: [String: [Int]] = [:]
  /// Every identifier in the file.
  var identifiers: Set<String> = []
  /// `import …` declarations at file scope outside `#if`, as written on one line.
  var imports: [String] = []

  static let accessWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package",
  ]
  static let memberKeywords: Set<String> = [
    "func", "var", "let", "init", "subscript", "typealias", "deinit", "case", "struct", "enum",
    "protocol", "actor",
  ]

  private enum ScopeKind { case type, classType, extensionType, other }
  private struct Scope {
    var kind: ScopeKind
    var name: String
    var open: Int
    var isConstrained = false
    var access: String?
    var accessToken: Int?
    var declaresPlainInit = false
  }
  private struct Pending {
    var kind: ScopeKind
    var name: String
    var isConstrained: Bool
    var access: String?
    var accessToken: Int?
  }
  /// The member of an extension being read.
  private struct Member {
    var first: Int
    var keywordSeen = false
    var isOverride = false
    var isObjC = false
    var hasAccess = false
    var nameToken: Int?
    var bodyDepth: Int?
  }

  init(tokens: [SwiftToken]) {
    var scopes: [Scope] = []
    var pending: Pending?
    var conditions: [String] = []
    var member: Member?
    var previous: SwiftToken?
    for (k, t) in tokens.enumerated() {
      defer { previous = t }
      if t.kind == .directive {
        Self.track(t, in: &conditions)
        continue
      }
      let inExtension = scopes.last?.kind == .extensionType
      if inExtension { Self.readMember(t, at: k, previous: previous, into: &member) }
      if t.text == "init", t.kind != .string, scopes.last?.kind == .classType {
        var n = k + 1
        if n < tokens.count, tokens[n].isPunct("?") || tokens[n].isPunct("!") { n += 1 }
        if n + 1 < tokens.count, tokens[n].isPunct("("), tokens[n + 1].isPunct(")") {
          scopes[scopes.count - 1].declaresPlainInit = true
        }
      }
      if t.isPunct("{") {
        if let p = pending {
          scopes.append(
            Scope(
              kind: p.kind, name: p.name, open: k, isConstrained: p.isConstrained,
              access: p.access, accessToken: p.accessToken))
          pending = nil
        } else {
          scopes.append(Scope(kind: .other, name: "", open: k))
        }
        if inExtension, member != nil, member?.bodyDepth == nil { member?.bodyDepth = scopes.count }
        continue
      }
      if t.isPunct("}") {
        guard let scope = scopes.popLast() else { continue }
        if scope.kind == .classType, !scopes.contains(where: { $0.kind == .other }) {
          let name = (scopes.map(\.name) + [scope.name]).joined(separator: ".")
          classes.append(
            ClassDeclaration(
              name: name, close: k, conditions: conditions,
              declaresPlainInit: scope.declaresPlainInit))
        }
        if let m = member, m.bodyDepth == scopes.count + 1, let ext = scopes.last,
          ext.kind == .extensionType
        {
          if m.isOverride || m.isObjC, m.keywordSeen {
            let found = ExtensionOverride(
              typeName: ext.name, isConstrained: ext.isConstrained, extensionAccess: ext.access,
              hasAccess: m.hasAccess, first: m.first, last: k,
              nameToken: m.nameToken ?? m.first, conditions: conditions)
            if m.isOverride { overrides.append(found) } else { objcMembers.append(found) }
          }
          member = nil
        }
        continue
      }
      if inExtension, t.isPunct(";") { member = nil }
      if let p = Self.declaration(at: k, in: tokens, scopes: scopes) { pending = p }
      if t.kind == .identifier { identifiers.insert(t.text) }
      if t.isWord("override"), let name = Self.declaredName(after: k, in: tokens) {
        overriddenNames.insert(name)
      }
      if t.isWord("private") || t.isWord("fileprivate"),
        let name = Self.declaredName(after: k, in: tokens)
      {
        privateNames[name, default: []].append(k)
      }
      if inExtension, let ext = scopes.last, ext.access == "private" || ext.access == "fileprivate",
        let modifier = ext.accessToken, t.kind == .identifier, Self.memberKeywords.contains(t.text),
        k + 1 < tokens.count, tokens[k + 1].kind == .identifier
      {
        privateNames[tokens[k + 1].text, default: []].append(modifier)
      }
      if t.isWord("import"), scopes.isEmpty, conditions.isEmpty, t.newlineBefore || k == 0 {
        var end = k + 1
        while end < tokens.count, !tokens[end].newlineBefore, !tokens[end].isPunct(";") {
          end += 1
        }
        imports.append(tokens[k..<end].map(\.text).joined(separator: " "))
      }
    }
  }

  /// Follows the declarations of an extension's body, one member at a time.
  private static func readMember(
    _ t: SwiftToken, at k: Int, previous: SwiftToken?, into member: inout Member?
  ) {
    if let m = member, m.bodyDepth != nil { return }
    let startsDeclaration =
      t.kind == .attribute
      || (t.kind == .identifier && SwiftKeywords.declarationStarts.contains(t.text)
        && !["where", "throws", "rethrows", "async"].contains(t.text))
    let atLineStart = t.newlineBefore || previous?.isPunct("{") == true
    if startsDeclaration, member == nil || (member?.keywordSeen == true && atLineStart) {
      member = Member(first: k)
    }
    guard var m = member else { return }
    if t.isWord("override") { m.isOverride = true }
    if !m.keywordSeen, (t.kind == .attribute && t.text == "objc") || t.isWord("dynamic") {
      m.isObjC = true
    }
    if t.kind == .identifier, accessWords.contains(t.text), !m.keywordSeen { m.hasAccess = true }
    if !m.keywordSeen, t.kind == .identifier, memberKeywords.contains(t.text) {
      m.keywordSeen = true
      m.nameToken = t.isWord("init") || t.isWord("subscript") ? k : k + 1
    }
    member = m
  }

  /// The type or extension whose header starts at `k`, if any.
  private static func declaration(at k: Int, in tokens: [SwiftToken], scopes: [Scope]) -> Pending? {
    let t = tokens[k]
    guard t.kind == .identifier, k + 1 < tokens.count else { return nil }
    let next = tokens[k + 1]
    var access: String?
    var accessToken: Int?
    var back = k - 1
    while back >= 0, tokens[back].kind == .identifier,
      SwiftKeywords.modifiers.contains(tokens[back].text)
    {
      if accessWords.contains(tokens[back].text) {
        access = tokens[back].text
        accessToken = back
      }
      back -= 1
    }
    if t.text == "extension" {
      var j = k + 1
      var name = ""
      var constrained = false
      while j < tokens.count, !tokens[j].isPunct("{"), !tokens[j].isPunct(":"),
        !tokens[j].isWord("where")
      {
        if tokens[j].isPunct("<") { constrained = true }
        name += tokens[j].text
        j += 1
      }
      if j < tokens.count, !tokens[j].isPunct("{") {
        while j < tokens.count, !tokens[j].isPunct("{") {
          if tokens[j].isWord("where") { constrained = true }
          j += 1
        }
      }
      return Pending(
        kind: .extensionType, name: name, isConstrained: constrained, access: access,
        accessToken: accessToken)
    }
    guard SwiftKeywords.typeKeywords.contains(t.text), next.kind == .identifier,
      !SwiftKeywords.all.contains(next.text)
    else { return nil }
    let kind: ScopeKind = t.text == "class" ? .classType : .type
    return Pending(kind: kind, name: next.text, isConstrained: false, access: access)
  }

  /// The name declared by the declaration whose modifiers include the one at `k`.
  private static func declaredName(after k: Int, in tokens: [SwiftToken]) -> String? {
    var j = k + 1
    if j < tokens.count, tokens[j].isPunct("(") { return nil }  // private(set)
    while j < tokens.count,
      tokens[j].kind == .attribute || SwiftKeywords.modifiers.contains(tokens[j].text),
      !(tokens[j].isWord("class") && j + 1 < tokens.count
        && !SwiftKeywords.all.contains(tokens[j + 1].text))
    {
      j += 1
    }
    guard j + 1 < tokens.count, tokens[j].kind == .identifier,
      memberKeywords.contains(tokens[j].text)
        || SwiftKeywords.typeKeywords.contains(tokens[j].text),
      tokens[j + 1].kind == .identifier
    else { return nil }
    return tokens[j + 1].text
  }

  /// Updates the stack of `#if` conditions with the directive `t`.
  private static func track(_ t: SwiftToken, in conditions: inout [String]) {
    let condition = PlatformConditions.designTime(t.condition).text
      .split(separator: " ").joined(separator: " ")
    switch t.text {
    case "#if": conditions.append(condition)
    case "#elseif": conditions = conditions.dropLast() + ["elseif " + condition]
    case "#else": conditions = conditions.dropLast() + ["else " + (conditions.last ?? "")]
    case "#endif": conditions = conditions.dropLast()
    default: break
    }
  }
}
