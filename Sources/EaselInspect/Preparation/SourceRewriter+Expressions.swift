import EaselDiagnostics

/// `#selector`, `#keyPath`, calls of optional requirements, and the runtime API reported.
extension RewritePass {
  /// Functions of `<objc/runtime.h>` Easel's generated runtime answers
  /// (`Sources/EaselUIKit/Runtime`: associated objects, selectors by name, classes and their
  /// methods and properties as the tables list them, `@synchronized`'s lock); other `objc_`,
  /// `class_`, `method_`, `object_`, `sel_` and `ivar_` calls are reported where they are
  /// called. `RuntimeFunctionListTests` checks it against the runtime's source.
  static let answeredRuntimeFunctions: Set<String> = [
    "objc_getAssociatedObject", "objc_setAssociatedObject", "objc_removeAssociatedObjects",
    "objc_getClass", "objc_lookUpClass", "objc_sync_enter", "objc_sync_exit",
    "sel_registerName", "sel_getName", "sel_isEqual", "NSSelectorFromString",
    "NSStringFromSelector", "class_getInstanceMethod", "class_getClassMethod",
    "class_copyMethodList", "class_copyPropertyList", "class_getProperty", "class_getName",
    "class_getSuperclass", "class_isMetaClass", "class_respondsToSelector",
    "class_getMethodImplementation", "object_getClass", "object_getClassName", "method_getName",
    "method_getImplementation", "method_getTypeEncoding",
  ]
  static let runtimeFunctionPrefixes = ["objc_", "class_", "method_", "object_", "sel_", "ivar_"]
  /// Functions that swap or add method implementations at run time: they compile and change
  /// nothing (`ObjCSwizzling.swift`); the scene's report says so once per class, when they run.
  static let swizzlingFunctions: Set<String> = [
    "method_exchangeImplementations", "method_setImplementation", "class_replaceMethod",
    "class_addMethod",
  ]
  static let unansweredRuntimeFunctions: Set<String> = ["NSProtocolFromString"]
  /// NSObject methods whose overrides Linux cannot dispatch (they are declared in an
  /// extension of Foundation's `NSObject`), reported where overridden.
  static let runtimeMethods: Set<String> = ["perform", "method", "instancesRespond"]
  /// NSObject members a subclass overrides on iOS that the façade declares in an extension,
  /// which Linux cannot override (`RuntimeOverrides.key` of each): an override loses its
  /// `override` and becomes the class's own member. The runtime's `responds(to:)`,
  /// `forwardingTarget(for:)` (`NSObject+Runtime.swift`), `methodSignature(for:)` and
  /// `forwardInvocation(_:)` (`NSInvocation.swift`), which the generated tables list and
  /// the runtime runs, and UIKit's NSObject categories the inventory declares for the protocol
  /// (`facadeNSObjectMembers`, and `facadeClassMembers` outside the classes that declare
  /// them).
  static let runtimeOverridables: Set<String> =
    Set(["responds(to", "forwardingTarget(for", "methodSignature(for", "forwardInvocation(_"])
    .union(facadeNSObjectMembers)
    .union(facadeClassMembers.keys)

  /// The `override` among the modifiers of the instance method whose `func` is at `k`.
  private func overrideModifier(ofFuncAt k: Int) -> Int? {
    var j = k - 1
    var found: Int?
    while let t = token(j), t.kind == .identifier {
      if t.isWord("override") {
        found = j
      } else if t.isWord("class") || t.isWord("static") {
        return nil
      } else if !Self.memberModifiers.contains(t.text) {
        break
      }
      j -= 1
    }
    return found
  }

  private static let memberModifiers: Set<String> = [
    "public", "open", "internal", "fileprivate", "private", "final", "dynamic", "required",
  ]

  /// `#selector(…)` at `k` → `Selector("objcName")`; returns the index past it.
  mutating func selector(at k: Int) -> Int {
    guard let open = token(k + 1), open.isPunct("(") else { return k + 1 }
    let end = pastGroup(k + 1)
    guard let name = selectorName(from: k + 2, to: end - 1) else { return end }
    replace(k, end, with: "Selector(\"\(name)\")")
    count(.selector)
    return end
  }

  /// The Objective-C selector `#selector(…)` names, from its tokens `start..<close`.
  func selectorName(from start: Int, to close: Int) -> String? {
    var k = start
    var accessor: String?
    if let a = token(k), a.isWord("getter") || a.isWord("setter"),
      token(k + 1)?.isPunct(":") == true
    {
      accessor = a.text
      k += 2
    }
    var path: [String] = []
    var labels: [String]?
    while k < close {
      let t = tokens[k]
      if t.kind == .identifier {
        path.append(t.text)
      } else if t.isPunct("(") {
        labels = []
        var j = k + 1
        while j < close, let l = token(j), l.kind == .identifier, token(j + 1)?.isPunct(":") == true
        {
          labels?.append(l.text)
          j += 2
        }
        break
      } else if !t.isPunct(".") && !t.isPunct("?") && !t.isPunct("!") {
        return nil  // `#selector(foo as (Int) -> Void)`, overload coercions: not followed
      }
      k += 1
    }
    guard let name = path.last else { return nil }
    switch accessor {
    case "getter": return name
    case "setter": return "set" + ObjCNames.capitalized(name) + ":"
    default: break
    }
    let known = functionLabels[name].map { Set($0) }
    let resolved = labels ?? (known?.count == 1 ? known?.first : nil) ?? []
    return ObjCNames.selector(name, labels: resolved)
  }

  /// `#keyPath(…)` at `k` → its string, a leading type name dropped; returns the index past.
  mutating func keyPath(at k: Int) -> Int {
    guard let open = token(k + 1), open.isPunct("(") else { return k + 1 }
    let end = pastGroup(k + 1)
    var parts: [String] = []
    for j in (k + 2)..<max(k + 2, end - 1) {
      let t = tokens[j]
      if t.kind == .identifier {
        parts.append(t.text)
      } else if !t.isPunct(".") && !t.isPunct("?") && !t.isPunct("!") {
        return end
      }
    }
    if parts.count > 1, let c = parts[0].first, c.isUppercase { parts.removeFirst() }
    guard !parts.isEmpty else { return end }
    replace(k, end, with: "\"" + parts.joined(separator: ".") + "\"")
    count(.keyPath)
    return end
  }

  /// Replaces tokens `from..<to` with `text`, followed by the line breaks they spanned.
  mutating func replace(_ from: Int, _ to: Int, with text: String) {
    let start = tokens[from].start
    let end = tokens[to - 1].end
    let breaks = bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
    edits.append(
      SourceEdit(start: start, end: end, replacement: text + String(repeating: "\n", count: breaks))
    )
  }

  /// The `=` of a conditional binding (`if let r =`, `guard var r =`, `, let r =`) whose
  /// initializer is the member chain ending at the name at `k`, or nil.
  func bindingEquals(beforeReceiverOf k: Int) -> Int? {
    var j = k - 1
    while j >= 0 {
      let t = tokens[j]
      if t.isPunct(".") || t.isPunct("?") || t.isPunct("!") || t.kind == .identifier
        || t.isWord("self") || t.isWord("super")
      {
        j -= 1
      } else if t.isPunct(")") || t.isPunct("]") {
        let (open, close) = t.isPunct(")") ? ("(", ")") : ("[", "]")
        var depth = 0
        while j >= 0 {
          if tokens[j].isPunct(close) { depth += 1 }
          if tokens[j].isPunct(open) {
            depth -= 1
            if depth == 0 { break }
          }
          j -= 1
        }
        j -= 1
      } else {
        break
      }
    }
    guard j >= 3, tokens[j].isPunct("="), tokens[j - 1].kind == .identifier,
      tokens[j - 2].isWord("let") || tokens[j - 2].isWord("var"),
      tokens[j - 3].isWord("if") || tokens[j - 3].isWord("guard") || tokens[j - 3].isWord("while")
        || tokens[j - 3].isPunct(",")
    else { return nil }
    return j
  }

  /// Calls of optional requirements; the runtime's API, reported.
  mutating func identifier(at k: Int) {
    let t = tokens[k]
    let previous = token(k - 1)
    if optionalRequirements.contains(t.text), previous?.isPunct(".") == true,
      let mark = token(k + 1), mark.isPunct("?") || mark.isPunct("!"), !mark.spaceBefore,
      let open = token(k + 2), open.isPunct("("), !open.spaceBefore
    {
      blank(mark.start, mark.end)
      count(.optionalCall)
      // `if let r = d.f?(x) {`: the call was optional, so it bound; now that it is not, it
      // is wrapped (`Optional(d.f (x))`) so that the binding still binds.
      let end = pastGroup(k + 2)
      if let equals = bindingEquals(beforeReceiverOf: k), end <= tokens.count,
        token(end).map({ $0.isPunct(",") || $0.isPunct("{") || $0.isWord("else") }) ?? true
      {
        let at = tokens[equals].end
        edits.append(SourceEdit(start: at, end: at, replacement: " Optional("))
        let close = tokens[end - 1].end
        edits.append(SourceEdit(start: close, end: close, replacement: ")"))
      }
      return
    }
    if previous?.isWord("var") == true, Self.runtimeOverridables.contains(t.text),
      !inheritedRuntimeOverrides.contains(k - 1), let modifier = overrideModifier(ofFuncAt: k - 1)
    {
      blank(tokens[modifier].start, tokens[modifier].end)
      count(.runtimeOverride)
      return
    }
    guard previous?.isWord("func") != true else {
      if let key = RuntimeOverrides.key(tokens, nameAt: k), key.contains("("),
        Self.runtimeOverridables.contains(key), !inheritedRuntimeOverrides.contains(k - 1),
        let modifier = overrideModifier(ofFuncAt: k - 1)
      {
        blank(tokens[modifier].start, tokens[modifier].end)
        count(.runtimeOverride)
        return
      }
      // `override func perform()` of a segue is UIKit's; NSObject's take a selector.
      if previous != nil, token(k - 2)?.isWord("override") == true,
        Self.runtimeMethods.contains(t.text), token(k + 1)?.isPunct("(") == true,
        token(k + 2)?.isPunct(")") == false
      {
        report(
          "'override func \(t.text)' overrides NSObject's Objective-C runtime API, which Easel answers from its generated tables and Linux cannot dispatch to an override; left as written",
          id: "objc-runtime-api", at: t)
      }
      return
    }
    let isCall = token(k + 1)?.isPunct("(") == true
    guard isCall || Self.unansweredRuntimeFunctions.contains(t.text) else { return }
    if Self.swizzlingFunctions.contains(t.text) { return }
    if Self.unansweredRuntimeFunctions.contains(t.text)
      || (!Self.answeredRuntimeFunctions.contains(t.text)
        && Self.runtimeFunctionPrefixes.contains { t.text.hasPrefix($0) })
    {
      report(
        "'\(t.text)' is Objective-C runtime API Easel's generated runtime does not answer; left as written",
        id: "objc-runtime-api", at: t)
    }
  }
}
