/// `AnyObject`'s dynamic member lookup, for `NSObject`'s members.
///
/// On iOS any `@objc` member can be called on an `AnyObject` value; Swift without the
/// Objective-C runtime has no such lookup ("value of type 'AnyObject' has no member
/// 'performSelector'"). A value the file declares `AnyObject` (a property, a local or a
/// parameter: `weak var target: AnyObject?`) or makes one in place (`(sender as AnyObject)`)
/// that is sent a member `NSObject` declares (`nsObjectMembers`) is cast to `NSObject` there:
/// `target?.performSelector(onMainThread:…)` → `(target as! NSObject?)?.performSelector(…)`.
/// The forced cast traps for an object that is not an `NSObject`, as the unrecognized
/// selector's exception ends the app on iOS. Its class is sent `NSObject`'s class methods so
/// too (SnapKit's `type(of: object).description()` →
/// `(type(of: object) as! NSObject.Type).description()`). A member of one of the façade's
/// classes (`SourceRewriter.dynamicMemberOwners`) is sent so to that class:
/// `(copy as AnyObject).mutableString` → `(copy as! NSMutableAttributedString).mutableString`
/// (on iOS the lookup's result is optional; the cast gives it unwrapped, as code that calls
/// on through it expects). A member several of the façade's classes declare apart
/// (`text`), or the project's own, is left alone. The line's later columns move.
extension RewritePass {
  /// The members the SDK declares on `NSObject` that code sends to an `AnyObject`: the
  /// `NSObject` protocol and class (`NSObject.h`), `NSThreadPerformAdditions` (`NSThread.h`),
  /// `NSDelayedPerforming` (`NSRunLoop.h`), `NSKeyValueCoding` and `NSKeyValueObserving`, by
  /// their Swift base names.
  static let nsObjectMembers: Set<String> = [
    "isEqual", "hash", "superclass", "isProxy", "isKind", "isMember", "conforms", "responds",
    "instancesRespond",
    "description", "debugDescription", "copy", "mutableCopy", "perform", "performSelector",
    "value", "setValue", "setValuesForKeys", "dictionaryWithValues", "mutableArrayValue",
    "mutableSetValue", "validateValue", "setNilValueForKey", "addObserver", "removeObserver",
    "willChangeValue", "didChangeValue", "observeValue",
  ]

  /// The class an `AnyObject` sent `member` is cast to: `NSObject` for `NSObject`'s members,
  /// else the one façade class declaring it; nil for any other member.
  func dynamicLookupOwner(of member: String) -> String? {
    Self.nsObjectMembers.contains(member) ? "NSObject" : dynamicMemberOwners[member]
  }

  /// How a name the file declares `AnyObject` is typed.
  enum AnyObjectBinding {
    /// `AnyObject`.
    case plain
    /// `AnyObject?`.
    case optional
    /// `AnyObject!`.
    case implicitlyUnwrapped
  }

  /// The names the file declares with the type `AnyObject`, `AnyObject?` or `AnyObject!`:
  /// `var`/`let` declarations and parameters. Type names (a generic parameter's
  /// `<T: AnyObject>`, a class-bound protocol) start with a capital and are left out; so is a
  /// name the file also declares with another type or binds to another value (`let x = S()`,
  /// `for x in`, a closure's `{ x in`, `case let x`), in another scope: only `if let x = x`,
  /// which unwraps it, keeps it. A condition of an `if` or `while` binding the name to another
  /// value (`if let object = object as? ConstraintView {`) hides it in its body alone, as
  /// Swift's scopes have it: those tokens are in `shadowed`, and the name keeps its type
  /// elsewhere (SnapKit's `descriptionForObject(_:)` sends `type(of: object).description()`
  /// before such a binding).
  func anyObjectBindings() -> [String: AnyObjectBinding] {
    anyObjectScopes().bindings
  }

  /// `anyObjectBindings()`, with the token ranges in which an `if`/`while` condition binds
  /// each name to another value; with `classes`, the same for the names declared `AnyClass`
  /// or `AnyObject.Type` (and their optionals), which Darwin sends class methods the same way.
  func anyObjectScopes(classes: Bool = false) -> (
    bindings: [String: AnyObjectBinding], shadowed: [String: [ClosedRange<Int>]]
  ) {
    // Where the type at `j` ends, when it is the one looked for.
    func typeEnd(at j: Int) -> Int? {
      guard let t = token(j) else { return nil }
      let metatype =
        token(j + 1)?.isPunct(".") == true && token(j + 2)?.isWord("Type") == true
      if classes {
        if t.isWord("AnyClass") { return j }
        return t.isWord("AnyObject") && metatype ? j + 2 : nil
      }
      return t.isWord("AnyObject") && !metatype ? j : nil
    }
    var found: [String: AnyObjectBinding] = [:]
    var shadowed: [String: [ClosedRange<Int>]] = [:]
    var conflicting: Set<String> = []
    for k in tokens.indices {
      guard let end = typeEnd(at: k), let colon = token(k - 1), colon.isPunct(":"),
        let name = token(k - 2),
        name.kind == .identifier, let first = name.text.first, first.isLowercase || first == "_"
      else { continue }
      let before = token(k - 3)
      let declares =
        before.map {
          $0.isWord("var") || $0.isWord("let") || $0.isPunct("(") || $0.isPunct(",")
            || $0.kind == .identifier
        } ?? false
      guard declares else { continue }
      var binding = AnyObjectBinding.plain
      if let mark = token(end + 1), !mark.spaceBefore {
        if mark.isPunct("?") { binding = .optional }
        if mark.isPunct("!") { binding = .implicitlyUnwrapped }
      }
      if let other = found[name.text], other != binding { conflicting.insert(name.text) }
      found[name.text] = binding
    }
    // A `var` or `let` of that name with another type, in another scope of the file, or
    // with a type inferred from another value (`if let target = target` only unwraps it).
    for k in tokens.indices where tokens[k].isWord("var") || tokens[k].isWord("let") {
      guard let name = token(k + 1), found[name.text] != nil, let next = token(k + 2) else {
        continue
      }
      if next.isPunct(":") {
        if typeEnd(at: k + 3) == nil { conflicting.insert(name.text) }
      } else if next.isPunct("=") && unwraps(name.text, at: k + 3) {
        continue
      } else if next.isPunct("="), let body = conditionalBody(binding: k) {
        shadowed[name.text, default: []].append(k...body)
      } else {
        conflicting.insert(name.text)  // a value bound by a pattern (`case let x`) or another
      }
    }
    // A loop's or a closure's parameter of that name (`for x in`, `{ x in`, `{ x, y in`).
    for k in tokens.indices where found[tokens[k].text] != nil && tokens[k].kind == .identifier {
      guard let before = token(k - 1), let after = token(k + 1) else { continue }
      let loop = before.isWord("for") && after.isWord("in")
      let closure =
        (before.isPunct("{") || before.isPunct(",") || before.isPunct("("))
        && (after.isWord("in") || after.isPunct(","))
        && !(token(k + 2)?.isPunct(":") ?? false)
      if loop || (closure && closureParameters(reachIn: k)) { conflicting.insert(tokens[k].text) }
    }
    for name in conflicting {
      found[name] = nil
      shadowed[name] = nil
    }
    return (found, shadowed)
  }

  /// When the `let` or `var` at `k` is a condition of an `if` or `while` (`if let x = y as? T,
  /// …  {`), the index of the `}` closing its body, where the binding ends; nil for any other
  /// binding (a `guard`'s holds to the end of its scope).
  private func conditionalBody(binding k: Int) -> Int? {
    // Back to the statement's keyword, over the condition's earlier clauses.
    var j = k - 1
    var depth = 0
    while let t = token(j) {
      if t.isPunct(")") || t.isPunct("]") { depth += 1 }
      if t.isPunct("(") || t.isPunct("[") {
        if depth == 0 { return nil }
        depth -= 1
      }
      if depth == 0 {
        if t.isWord("if") || t.isWord("while") { break }
        if t.isPunct("{") || t.isPunct("}") || t.isPunct(";") || t.isWord("guard") {
          return nil
        }
      }
      j -= 1
    }
    guard j >= 0 else { return nil }
    // Forward to the body's `{`, then to its `}`.
    var open = k + 1
    depth = 0
    while let t = token(open) {
      if t.isPunct("(") || t.isPunct("[") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") { depth -= 1 }
      if depth == 0 && t.isPunct("{") { break }
      if depth < 0 || t.isPunct("}") { return nil }
      open += 1
    }
    var close = open
    depth = 0
    while let t = token(close) {
      if t.isPunct("{") { depth += 1 }
      if t.isPunct("}") {
        depth -= 1
        if depth == 0 { return close }
      }
      close += 1
    }
    return nil
  }

  /// Whether the names from `k` on are a closure's parameter list: plain names and commas
  /// (in parentheses or not) up to `in`.
  private func closureParameters(reachIn k: Int) -> Bool {
    var j = k
    while let t = token(j) {
      if t.isWord("in") { return true }
      guard t.kind == .identifier || t.isPunct(",") || t.isPunct(")") else { return false }
      j += 1
    }
    return false
  }

  /// Whether the tokens at `k` are `name` or `self.name` alone, up to the binding's end (`if
  /// let target = target {`, `guard let target = self.target else`).
  private func unwraps(_ name: String, at k: Int) -> Bool {
    var j = k
    if token(j)?.isWord("self") == true, token(j + 1)?.isPunct(".") == true { j += 2 }
    guard token(j)?.isWord(name) == true, let end = token(j + 1) else { return false }
    return end.isPunct("{") || end.isPunct(",") || end.isWord("else")
  }

  /// Casts the `AnyObject` receivers of `NSObject`'s members to `NSObject`, and the
  /// `AnyClass` (`AnyObject.Type`) ones to `NSObject.Type`: `cls.description()` →
  /// `(cls as! NSObject.Type).description()`.
  mutating func castAnyObjectReceivers() {
    let (found, shadowed) = anyObjectScopes()
    // The names' bindings at token `k`: none where a condition's binding hides them.
    func bindings(at k: Int) -> [String: AnyObjectBinding] {
      found.filter { name, _ in !(shadowed[name] ?? []).contains { $0.contains(k) } }
    }
    for k in tokens.indices where tokens[k].isPunct(")") {
      castInPlaceAnyObject(closing: k)
      if k >= 1, found[tokens[k - 1].text] != nil {
        castClassOfAnyObject(closing: k, bindings: bindings(at: k))
      }
    }
    castReceivers(anyObjectScopes(), classes: false)
    castReceivers(anyObjectScopes(classes: true), classes: true)
  }

  /// Casts the names `scopes` declares where they are sent a member `NSObject` declares, to
  /// `NSObject.Type` (`classes`) or `NSObject`; an instance sent a façade class's member, to
  /// that class.
  private mutating func castReceivers(
    _ scopes: (bindings: [String: AnyObjectBinding], shadowed: [String: [ClosedRange<Int>]]),
    classes: Bool
  ) {
    let (found, shadowed) = scopes
    func bindings(at k: Int) -> [String: AnyObjectBinding] {
      found.filter { name, _ in !(shadowed[name] ?? []).contains { $0.contains(k) } }
    }
    for k in tokens.indices {
      guard tokens[k].kind == .identifier, found[tokens[k].text] != nil,
        let binding = bindings(at: k)[tokens[k].text]
      else { continue }
      // The name itself or `self.name`; not another value's member of that name.
      var start = k
      if let dot = token(k - 1), dot.isPunct(".") {
        guard let receiver = token(k - 2), receiver.isWord("self") else { continue }
        start = k - 2
      } else if let before = token(k - 1),
        before.isWord("var") || before.isWord("let") || before.isWord("func")
      {
        continue
      }
      var j = k + 1
      var unwrapped = false
      if let mark = token(j), !mark.spaceBefore, mark.isPunct("?") || mark.isPunct("!") {
        unwrapped = true
        j += 1
      }
      guard let dot = token(j), dot.isPunct("."), !dot.spaceBefore, let member = token(j + 1),
        member.kind == .identifier,
        let type = classes
          ? (Self.nsObjectMembers.contains(member.text) ? "NSObject.Type" : nil)
          : dynamicLookupOwner(of: member.text)
      else { continue }
      // `x?.m` and `x!.m` unwrap an optional; `x.m` is sent to a value (a plain one, an
      // implicitly unwrapped one, or an optional unwrapped by `if let x = x`).
      if binding == .plain && unwrapped { continue }  // `x?.` on a plain value: not compiled
      let cast = unwrapped ? type + "?" : type
      edits.append(
        SourceEdit(start: tokens[start].start, end: tokens[start].start, replacement: "("))
      edits.append(
        SourceEdit(start: tokens[k].end, end: tokens[k].end, replacement: " as! \(cast))"))
      count(.anyObjectLookup)
    }
  }

  /// `type(of: name).member` at the `)` `close`, where `name` is declared a plain `AnyObject`,
  /// for an `NSObject` class method: `(type(of: name) as! NSObject.Type).member`.
  private mutating func castClassOfAnyObject(
    closing close: Int, bindings: [String: AnyObjectBinding]
  ) {
    guard close >= 5, bindings[tokens[close - 1].text] == .plain,
      tokens[close - 1].kind == .identifier, tokens[close - 2].isPunct(":"),
      tokens[close - 3].isWord("of"), tokens[close - 4].isPunct("("),
      tokens[close - 5].isWord("type"),
      let dot = token(close + 1), dot.isPunct("."), !dot.spaceBefore, let member = token(close + 2),
      member.kind == .identifier, Self.nsObjectMembers.contains(member.text)
    else { return }
    edits.append(
      SourceEdit(start: tokens[close - 5].start, end: tokens[close - 5].start, replacement: "("))
    edits.append(
      SourceEdit(
        start: tokens[close].end, end: tokens[close].end, replacement: " as! NSObject.Type)"))
    count(.anyObjectLookup)
  }

  /// `(value as AnyObject).member` at the `)` `close`, for an `NSObject` member:
  /// `(value as! NSObject).member`; for a façade class's, `(value as! Owner).member`.
  /// (`NSNumber`'s accessors are bridged before this, by the agent's source preparation.)
  private mutating func castInPlaceAnyObject(closing close: Int) {
    guard close >= 2, tokens[close - 1].isWord("AnyObject"), tokens[close - 2].isWord("as"),
      let dot = token(close + 1), dot.isPunct("."), !dot.spaceBefore, let member = token(close + 2),
      member.kind == .identifier, let type = dynamicLookupOwner(of: member.text)
    else { return }
    edits.append(
      SourceEdit(
        start: tokens[close - 2].start, end: tokens[close - 1].end, replacement: "as! \(type)"))
    count(.anyObjectLookup)
  }
}
