import EaselDiagnostics

/// `@objc` protocols: made class-bound, their `optional` requirements made required with
/// default implementations.
extension RewritePass {
  /// Finds every `@objc protocol` and rewrites its header and optional requirements.
  mutating func rewriteObjCProtocols() {
    var depth = 0
    var k = 0
    while k < tokens.count {
      let t = tokens[k]
      if t.isPunct("{") { depth += 1 }
      if t.isPunct("}") { depth -= 1 }
      if t.kind == .attribute && t.text == "objc" {
        var j = attributeEnd(k)
        var isPublic = false
        while let m = token(j), m.kind == .attribute || SwiftKeywords.modifiers.contains(m.text) {
          if m.isWord("public") || m.isWord("open") { isPublic = true }
          j = m.kind == .attribute ? attributeEnd(j) : j + 1
        }
        if let p = token(j), p.isWord("protocol"), let name = token(j + 1), name.kind == .identifier
        {
          k = objcProtocol(nameAt: j + 1, isPublic: isPublic, atFileScope: depth == 0)
          continue
        }
      }
      k += 1
    }
  }

  /// Rewrites the protocol whose name is at `n`; returns the index past its body.
  private mutating func objcProtocol(nameAt n: Int, isPublic: Bool, atFileScope: Bool) -> Int {
    var h = n + 1
    var colon: SwiftToken?
    var classBound = false
    while let t = token(h), !t.isPunct("{"), !t.isPunct("}"), !t.isPunct(";") {
      if t.isPunct(":") && colon == nil { colon = t }
      if ["class", "AnyObject", "NSObjectProtocol"].contains(t.text) && t.kind == .identifier {
        classBound = true
      }
      h += 1
    }
    if !classBound {
      if let colon {
        edits.append(SourceEdit(start: colon.end, end: colon.end, replacement: " AnyObject,"))
      } else {
        let name = tokens[n]
        edits.append(SourceEdit(start: name.end, end: name.end, replacement: ": AnyObject"))
      }
      count(.classBoundProtocol)
    }
    guard let open = token(h), open.isPunct("{") else { return h }
    var close = h
    var depth = 0
    var defaults: [String] = []
    while close < tokens.count {
      let t = tokens[close]
      if t.isPunct("{") { depth += 1 }
      if t.isPunct("}") {
        depth -= 1
        if depth == 0 { break }
      }
      if depth == 1 && t.kind == .attribute && t.text == "available"
        && text(close, attributeEnd(close)).contains("unavailable")
      {
        // Only an `@objc` protocol may mark a requirement unavailable; nothing can call or
        // need one, so it goes, lines and columns kept.
        let end = requirementEnd(after: attributeEnd(close))
        blank(t.start, tokens[end - 1].end)
        count(.unavailableRequirement)
        close = end
        continue
      }
      if depth == 1 && t.isWord("optional") {
        blank(t.start, t.end)
        count(.optionalRequirement)
        if let d = defaultImplementation(after: close, isPublic: isPublic) { defaults.append(d) }
      }
      close += 1
    }
    guard !defaults.isEmpty, let end = token(close) else { return close + 1 }
    if atFileScope {
      let text = "; extension \(tokens[n].text) { " + defaults.joined(separator: "; ") + " }"
      edits.append(SourceEdit(start: end.end, end: end.end, replacement: text))
    } else {
      report(
        "protocol '\(tokens[n].text)' is nested in a type; its optional requirements get no default implementations",
        id: "objc-optional-requirement", at: tokens[n])
    }
    return close + 1
  }

  /// A default implementation of the requirement after `optional` at `k`, or `nil` (with a
  /// warning) when its result is neither `Void` nor an `Optional`.
  private mutating func defaultImplementation(after k: Int, isPublic: Bool) -> String? {
    var start = k + 1
    while let t = token(start), t.kind == .attribute { start = attributeEnd(start) }
    var keyword = start
    while let t = token(keyword), !t.isWord("func"), !t.isWord("var"),
      SwiftKeywords.modifiers.contains(t.text)
    {
      keyword += 1
    }
    guard let kw = token(keyword), let name = token(keyword + 1) else { return nil }
    let access = isPublic ? "public " : ""
    if kw.isWord("var") {
      var brace = keyword
      while let t = token(brace), !t.isPunct("{"), !t.isPunct("}") { brace += 1 }
      guard let open = token(brace), open.isPunct("{") else { return nil }
      var closeBrace = brace
      while let t = token(closeBrace), !t.isPunct("}") { closeBrace += 1 }
      let header = text(start, brace)
      let typeStart = (keyword...brace).first { tokens[$0].isPunct(":") }.map { $0 + 1 } ?? brace
      let type = text(typeStart, brace)
      let value =
        Self.isOptionalType(type)
        ? "nil" : Self.valueAtRest(of: type) ?? integerEnumerationZeros[type]
      guard let value else {
        noDefault(name, type)
        return nil
      }
      let settable = (brace..<closeBrace).contains { tokens[$0].isWord("set") }
      return access + header + (settable ? " { get { \(value) } set {} }" : " { \(value) }")
    }
    guard kw.isWord("func") else { return nil }
    var j = keyword + 2
    while let t = token(j), !t.isPunct("(") { j += 1 }
    let (end, arrow) = signatureEnd(pastParameters: pastGroup(j))
    let header = text(start, end)
    guard let arrow else { return access + header + " {}" }
    let result = text(arrow + 1, end)
    if result == "Void" || result == "()" { return access + header + " {}" }
    let value =
      Self.isOptionalType(result)
      ? "nil" : Self.valueAtRest(of: result) ?? integerEnumerationZeros[result]
    guard let value else {
      noDefault(name, result)
      return nil
    }
    return access + header + " { \(value) }"
  }

  /// What a message to nil returns for a result of `type` (`NO`, `0`, a zero struct), which
  /// an unimplemented optional requirement answers: callers ask `responds(to:)` first, which
  /// the default does not change (it is not the class's member). Nil for other types.
  static func valueAtRest(of type: String) -> String? {
    let name = type.filter { $0 != " " }
    switch name {
    case "Bool", "ObjCBool": return name == "Bool" ? "false" : "ObjCBool(false)"
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "CGFloat", "Double", "Float", "TimeInterval", "NSInteger", "NSUInteger", "CFTimeInterval":
      return "0"
    case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "CGVector", "NSRange",
      "NSDirectionalEdgeInsets", "UIOffset", "CGAffineTransform":
      return name == "CGAffineTransform" ? ".identity" : name + "()"
    case "String": return "\"\""
    default: return nil
    }
  }

  /// The index past the requirement whose attributes and modifiers start at `k`: a `func`'s
  /// signature to the end of its line, a `var`'s accessor block.
  func requirementEnd(after k: Int) -> Int {
    var j = k
    while let t = token(j), t.kind == .attribute || SwiftKeywords.modifiers.contains(t.text) {
      j = t.kind == .attribute ? attributeEnd(j) : j + 1
    }
    guard let kw = token(j) else { return j }
    if kw.isWord("var") {
      while let t = token(j), !t.isPunct("{"), !t.isPunct("}") { j += 1 }
      guard let open = token(j), open.isPunct("{") else { return j }
      while let t = token(j), !t.isPunct("}") { j += 1 }
      return min(j + 1, tokens.count)
    }
    while let t = token(j), !t.isPunct("("), !t.isPunct("}") { j += 1 }
    guard let open = token(j), open.isPunct("(") else { return j }
    return signatureEnd(pastParameters: pastGroup(j)).end
  }

  /// The end (index past) of a function signature whose parameter list ends before `k`: the
  /// end of its line (or a `;` or `}`), with the last top-level `->` on the way, if any.
  func signatureEnd(pastParameters k: Int) -> (end: Int, arrow: Int?) {
    var end = k
    var arrow: Int?
    var depth = 0
    while let t = token(end) {
      if depth == 0 && (t.newlineBefore || t.isPunct(";") || t.isPunct("}")) { break }
      if t.isPunct("->") && depth == 0 { arrow = end }
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("<") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isPunct(">") { depth -= 1 }
      end += 1
    }
    return (end, arrow)
  }

  private mutating func noDefault(_ name: SwiftToken, _ type: String) {
    report(
      "optional requirement '\(name.text)' has the non-optional type '\(type)'; it becomes required and has no default implementation",
      id: "objc-optional-requirement", at: name)
  }

  static func isOptionalType(_ type: String) -> Bool {
    type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
  }

  /// The source text of tokens `from..<to`, line breaks made spaces.
  func text(_ from: Int, _ to: Int) -> String {
    guard from < to, to <= tokens.count else { return "" }
    let slice = bytes[tokens[from].start..<tokens[to - 1].end].map {
      $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? UInt8(ascii: " ") : $0
    }
    return String(decoding: slice, as: UTF8.self)
  }
}
