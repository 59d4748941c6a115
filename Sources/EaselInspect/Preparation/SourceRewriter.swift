import EaselDiagnostics

/// Rewrites the Swift 5 that Xcode accepts and Linux's `swiftc` rejects (no Objective-C
/// runtime) into code that compiles the same way against Easel's UIKit façade.
///
/// Design note: it works on `SwiftLexer` tokens, so nothing inside a comment or a string
/// literal is touched, and it keeps every line where it was: a blanked attribute becomes
/// spaces (columns kept), a replacement that spans lines keeps its line breaks, and text
/// generated for a protocol's optional requirements goes on the line of the protocol's
/// closing brace. Measured with `swiftc -swift-version 5 -typecheck` on Linux, these fail
/// and are rewritten: `@objc` in every form, `@objcMembers`, `@IBOutlet` (non-`@objc`
/// type), `@IBOutletCollection`, `@IBAction` without exactly one argument or with a
/// result, `#selector`, `#keyPath`, `@objc protocol` (not class-bound, so `weak` fails),
/// `optional` requirements and their `?(` calls; `override` members of extensions (moved
/// into their class, see `rewrite(module:)`); and `#if os(iOS)`, false on Linux (see
/// `PlatformConditions`). These compile and are left alone:
/// `dynamic`, `@nonobjc`, `@IBSegueAction`, `@GKInspectable`, `@IBInspectable`,
/// `@IBDesignable`; `@NSManaged` is given accessors later (`MissingImports.managedProperty`).
/// Reported, not rewritten: overrides of `responds(to:)` and `perform(_:)`, and the runtime
/// API Easel's generated runtime does not answer (swizzling, `objc_getClass`, …);
/// `responds(to:)`, `perform(_:)`, `NSSelectorFromString` and associated objects compile and
/// run against it.
public struct SourceRewriter: Sendable {
  /// The names of optional requirements of `@objc` protocols anywhere in the project: their
  /// call sites (`delegate?.didTap?(self)`) are rewritten in every file.
  public var optionalRequirements: Set<String>
  /// Layer classes of the module (qualified names) that declare designated initializers but
  /// no `init()`: `rewrite(module:)` gives each the `required init()` the façade's `CALayer`
  /// asks for, one that traps as Swift's unimplemented-initializer stub does on iOS.
  public var layerClassesWithoutPlainInit: Set<String> = []
  /// The type names the module's files declare (`class Thread`, a chat app's model): a
  /// Foundation class of that name is not theirs, so it is never given a stand-in.
  public var declaredTypeNames: Set<String> = []
  /// The instance members of the façade's classes that Darwin finds on an `AnyObject` by
  /// dynamic lookup, by Swift base name, each with the one class that declares it (and its
  /// subclasses inherit): `mutableString` → `NSMutableAttributedString`. A name the module's
  /// files declare themselves (`var`, `let`, `func`; `declaredMemberNames`) is left
  /// out: the value may be one of the project's classes. `NSObject`'s members are
  /// `RewritePass.nsObjectMembers`.
  public var dynamicMemberOwners: [String: String] = [:]
  /// The names the module's files declare with `var`, `let` or `func`.
  var declaredMemberNames: Set<String> = []
  /// The SDK's constants of type `CFStringRef` (`kCTFontAttributeName`), which iOS
  /// bridges toll-free to `NSString` (`SourceRewriter+CoreFoundationStrings.swift`).
  public var cfStringConstants: Set<String> = []
  /// The Swift names of the string structs Swift's importer makes of typed string constants
  /// (`NSAttributedString.Key`), to which an `NSString` converts with `as` on iOS.
  public var stringStructs: Set<String> = []
  /// The enumerations the module's files declare with an integer raw type (`enum
  /// OBDropAction: Int`, an `NS_ENUM` translated from Objective-C), each with its value at
  /// rest, what a message to nil gives: the case of raw value 0, else the first
  /// (`OBDropAction.none`).
  var integerEnumerationZeros: [String: String] = [:]

  /// A rewriter that knows the project's optional requirements.
  public init(optionalRequirements: Set<String> = []) {
    self.optionalRequirements = optionalRequirements
  }

  /// A rewriter for `sources`, having gathered their optional requirements first. The SDK
  /// protocols' optional requirements (`textField(_:shouldChangeCharactersIn:…)`, which the
  /// façade declares required with a default) are among them, unless the sources declare a
  /// property of that name, which may be an optional closure (`self.action?()`).
  public init(gatheringFrom sources: [String]) {
    var names: Set<String> = []
    var types: Set<String> = []
    var properties: Set<String> = []
    var functions: Set<String> = []
    var zeros: [String: String] = [:]
    for s in sources {
      let tokens = SwiftLexer.tokenize(s).tokens
      names.formUnion(Self.optionalRequirementNames(in: tokens))
      types.formUnion(Self.declaredTypeNames(in: tokens))
      properties.formUnion(Self.declaredPropertyNames(in: tokens))
      functions.formUnion(Self.declaredFunctionNames(in: tokens))
      zeros.merge(Self.integerEnumerationZeros(in: tokens)) { first, _ in first }
    }
    names.formUnion(Self.sdkOptionalRequirements.subtracting(properties))
    self.init(optionalRequirements: names)
    declaredTypeNames = types
    declaredMemberNames = properties.union(functions)
    integerEnumerationZeros = zeros
  }

  /// The integer raw types an enumeration's value at rest is found for.
  static let integerRawTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// The enumerations the tokens declare with an integer raw type (`enum Name: Int {`), each
  /// with its case of raw value 0 (`case none = 0`, or a first case without a value, which
  /// Swift numbers 0), else its first case, as `Name.case`.
  static func integerEnumerationZeros(in tokens: [SwiftToken]) -> [String: String] {
    var zeros: [String: String] = [:]
    for (k, t) in tokens.enumerated() where t.isWord("enum") && t.kind != .attribute {
      guard k + 4 < tokens.count, tokens[k + 1].kind == .identifier, tokens[k + 2].isPunct(":"),
        integerRawTypes.contains(tokens[k + 3].text), tokens[k + 4].isPunct("{")
      else { continue }
      var first: String?
      var zero: String?
      var depth = 0
      var j = k + 4
      while j < tokens.count {
        let u = tokens[j]
        if u.isPunct("{") { depth += 1 }
        if u.isPunct("}") {
          depth -= 1
          if depth == 0 { break }
        }
        if depth == 1, u.isWord("case"), j + 1 < tokens.count, tokens[j + 1].kind == .identifier {
          let name = tokens[j + 1].text
          let valued = j + 2 < tokens.count && tokens[j + 2].isPunct("=")
          if first == nil {
            first = name
            if !valued { zero = name }
          }
          if valued, j + 3 < tokens.count, tokens[j + 3].text == "0",
            j + 4 >= tokens.count || !tokens[j + 4].isPunct(".")
          {
            zero = zero ?? name
          }
        }
        j += 1
      }
      if let value = zero ?? first {
        zeros[tokens[k + 1].text] = tokens[k + 1].text + "." + value
      }
    }
    return zeros
  }

  /// The names the tokens declare with `func`.
  static func declaredFunctionNames(in tokens: [SwiftToken]) -> Set<String> {
    var names: Set<String> = []
    for (k, t) in tokens.enumerated() where t.isWord("func") {
      guard k + 1 < tokens.count, tokens[k + 1].kind == .identifier else { continue }
      names.insert(tokens[k + 1].text)
    }
    return names
  }

  /// The names the tokens declare with `var` or `let` (properties, locals, parameters' `let`s
  /// alike: a superset is enough).
  static func declaredPropertyNames(in tokens: [SwiftToken]) -> Set<String> {
    var names: Set<String> = []
    for (k, t) in tokens.enumerated() where t.isWord("var") || t.isWord("let") {
      guard k + 1 < tokens.count, tokens[k + 1].kind == .identifier else { continue }
      names.insert(tokens[k + 1].text)
    }
    return names
  }

  /// The names the tokens declare as types (`class`, `struct`, `enum`, `protocol`, `actor`,
  /// `typealias`), at any depth.
  static func declaredTypeNames(in tokens: [SwiftToken]) -> Set<String> {
    var names: Set<String> = []
    let kinds: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    for (k, t) in tokens.enumerated() where t.kind != .attribute && kinds.contains(t.text) {
      guard k + 1 < tokens.count, tokens[k + 1].kind == .identifier else { continue }
      names.insert(tokens[k + 1].text)
    }
    return names
  }

  /// The names of the `optional func` / `optional var` requirements the tokens declare.
  static func optionalRequirementNames(in tokens: [SwiftToken]) -> Set<String> {
    var names: Set<String> = []
    for (k, t) in tokens.enumerated() where t.isWord("optional") {
      var j = k + 1
      while j < tokens.count,
        tokens[j].kind == .attribute || SwiftKeywords.modifiers.contains(tokens[j].text)
      {
        j += 1
      }
      guard j + 1 < tokens.count, tokens[j].isWord("func") || tokens[j].isWord("var") else {
        continue
      }
      if tokens[j + 1].kind == .identifier { names.insert(tokens[j + 1].text) }
    }
    return names
  }

  /// Rewrites `source` as a module of one file; `path` is used for the diagnostics'
  /// locations and the `#sourceLocation` of overrides moved out of extensions.
  public func rewrite(_ source: String, path: String) -> SourceRewrite {
    rewrite(module: [SourceFile(path: path, text: source)])[0]
  }
}

/// One rewrite of one file.
struct RewritePass {
  let bytes: [UInt8]
  let tokens: [SwiftToken]
  let path: String
  let optionalRequirements: Set<String>
  /// `SourceRewriter.declaredTypeNames`.
  var declaredTypeNames: Set<String> = []
  /// `SourceRewriter.dynamicMemberOwners`.
  var dynamicMemberOwners: [String: String] = [:]
  /// `SourceRewriter.cfStringConstants`, less the names the module declares itself.
  var cfStringConstants: Set<String> = []
  /// `SourceRewriter.stringStructs`.
  var stringStructs: Set<String> = []
  /// `SourceRewriter.integerEnumerationZeros`.
  var integerEnumerationZeros: [String: String] = [:]
  var edits: [SourceEdit] = []
  var counts: [SourceRewrite.Kind: Int] = [:]
  var diagnostics: [Diagnostic] = []
  /// Function name → the argument labels of each declaration of it in this file.
  var functionLabels: [String: [[String]]] = [:]
  /// Token indices already handled (attributes removed with their protocol).
  var handled: Set<Int> = []
  /// The `func`/`var` tokens of overrides of `runtimeOverridables` that override a
  /// superclass's of the module, which keep their `override` (`RuntimeOverrides`).
  var inheritedRuntimeOverrides: Set<Int> = []

  static let blanked: [String: SourceRewrite.Kind] = [
    "objc": .objcAttribute, "objcMembers": .objcAttribute, "main": .entryPointAttribute,
    "UIApplicationMain": .entryPointAttribute, "NSApplicationMain": .entryPointAttribute,
    "IBOutlet": .outletAttribute, "IBOutletCollection": .outletAttribute,
  ]

  init(source: String, path: String, optionalRequirements: Set<String>) {
    bytes = Array(source.utf8)
    tokens = SwiftLexer.tokenize(source).tokens
    self.path = path
    self.optionalRequirements = optionalRequirements
  }

  func token(_ k: Int) -> SwiftToken? { k >= 0 && k < tokens.count ? tokens[k] : nil }

  mutating func count(_ kind: SourceRewrite.Kind) { counts[kind, default: 0] += 1 }

  mutating func report(_ message: String, id: String, at t: SwiftToken) {
    diagnostics.append(
      Diagnostic(
        .warning, message, id: id,
        at: SourceLocation(file: path, line: t.line, column: t.column)))
  }

  /// Replaces bytes `start..<end` with spaces, line breaks kept.
  mutating func blank(_ start: Int, _ end: Int) {
    let text = bytes[start..<min(end, bytes.count)].map { b -> Character in
      b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") ? Character(UnicodeScalar(b)) : " "
    }
    edits.append(SourceEdit(start: start, end: end, replacement: String(text)))
  }

  /// The index past the `)` matching the `(` at `k`.
  func pastGroup(_ k: Int) -> Int { past(k, opening: "(", closing: ")") }

  /// The index past the `}` matching the `{` at `k`.
  func pastBraces(_ k: Int) -> Int { past(k, opening: "{", closing: "}") }

  /// The index past the `closing` punctuation matching the `opening` one at `k`.
  func past(_ k: Int, opening: String, closing: String) -> Int {
    var depth = 0
    var j = k
    while j < tokens.count {
      if tokens[j].isPunct(opening) { depth += 1 }
      if tokens[j].isPunct(closing) {
        depth -= 1
        if depth == 0 { return j + 1 }
      }
      j += 1
    }
    return j
  }

  /// The end (index past) of the attribute at `k`, with its arguments.
  func attributeEnd(_ k: Int) -> Int {
    if let open = token(k + 1), open.isPunct("("), !open.spaceBefore { return pastGroup(k + 1) }
    return k + 1
  }

  mutating func run() {
    collectFunctionLabels()
    rewriteObjCProtocols()
    qualifyCallsShadowedByCGFloat()
    shareProcessInfo()
    subclassableLocks()
    metatypeInitializersAndClassLookups()
    castAnyObjectReceivers()
    bridgeCoreFoundationStrings()
    var k = 0
    while k < tokens.count {
      let t = tokens[k]
      if handled.contains(k) {
        k += 1
        continue
      }
      switch t.kind {
      case .attribute:
        k = attribute(at: k)
        continue
      case .pound where t.text == "#selector" || t.text == "#keyPath":
        k = t.text == "#selector" ? selector(at: k) : keyPath(at: k)
        continue
      case .identifier where t.text == "private" || t.text == "fileprivate":
        privateInitializer(at: k)
      case .identifier where t.text == "func":
        if let end = linuxFoundationOperator(at: k) {
          k = end
          continue
        }
        identifier(at: k)
      case .identifier:
        identifier(at: k)
      case .directive where t.text == "#if" || t.text == "#elseif":
        platformCondition(after: t)
      default:
        break
      }
      k += 1
    }
  }

  /// Blanks the `private` or `fileprivate` at `k` when it makes an `init(frame:)`,
  /// `init(coder:)` or `init(layer:)` (`private override init(frame: CGRect)`, `fileprivate
  /// required init?(coder:)`) inaccessible to the registration Easel generates.
  private mutating func privateInitializer(at k: Int) {
    // `private(set)` is a setter's access, not a declaration's.
    if token(k + 1)?.isPunct("(") == true { return }
    var j = k + 1
    let modifiers: Set<String> = [
      "override", "required", "convenience", "dynamic", "final", "nonisolated", "public",
    ]
    while let m = token(j), m.kind == .identifier, modifiers.contains(m.text) { j += 1 }
    guard token(j)?.isWord("init") == true else { return }
    j += 1
    if let mark = token(j), mark.isPunct("?") || mark.isPunct("!") { j += 1 }
    guard token(j)?.isPunct("(") == true, let label = token(j + 1),
      ["frame", "coder", "layer"].contains(label.text)
    else { return }
    blank(tokens[k].start, tokens[k].end)
    count(.privateInitializer)
  }

  /// Handles the attribute at `k`; returns the index to go on from.
  private mutating func attribute(at k: Int) -> Int {
    let t = tokens[k]
    let end = attributeEnd(k)
    if let kind = Self.blanked[t.text] {
      blank(t.start, tokens[end - 1].end)
      count(kind)
    } else if t.text == "IBAction", actionIsRejected(after: end) {
      blank(t.start, t.end)
      count(.actionAttribute)
    } else if t.text == "available", text(k, end).contains("unavailable"),
      inspectableDeclaration(around: k, attributeEnd: end)
    {
      // Interface Builder sets an inspectable through the Objective-C runtime, which Swift's
      // availability does not bind ("reserved for Interface Builder"); the generated key-value
      // coding calls it from Swift, so the attribute goes. No code that compiles on iOS names
      // it, so nothing else changes.
      blank(t.start, tokens[end - 1].end)
      count(.unavailableInspectable)
    }
    return end
  }

  /// Whether the attribute at `k` (ending at `end`) belongs to a declaration also marked
  /// `@IBInspectable`: one of the attributes and modifiers after it, or the attribute just
  /// before it.
  private func inspectableDeclaration(around k: Int, attributeEnd end: Int) -> Bool {
    if let before = token(k - 1), before.kind == .attribute, before.text == "IBInspectable" {
      return true
    }
    var j = end
    while let t = token(j) {
      if t.kind == .attribute {
        if t.text == "IBInspectable" { return true }
        j = attributeEnd(j)
      } else if SwiftKeywords.modifiers.contains(t.text) {
        j += 1
        if let open = token(j), open.isPunct("(") { j = pastGroup(j) }  // private(set)
      } else {
        return false
      }
    }
    return false
  }

  /// Replaces `os(…)` and `targetEnvironment(…)` in the condition after `#if` / `#elseif`.
  private mutating func platformCondition(after t: SwiftToken) {
    var end = t.end
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
      let next = end + 1 < bytes.count ? bytes[end + 1] : 0
      if bytes[end] == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
      {
        break
      }
      end += 1
    }
    let condition = String(decoding: bytes[t.end..<end], as: UTF8.self)
    let (text, replaced) = PlatformConditions.designTime(condition)
    guard replaced > 0 else { return }
    edits.append(SourceEdit(start: t.end, end: end, replacement: text))
    counts[.platformCondition, default: 0] += replaced
  }

  /// Whether the function after an `@IBAction` has other than one argument, returns a
  /// value or is static: what `swiftc` rejects without the Objective-C runtime.
  private func actionIsRejected(after start: Int) -> Bool {
    var k = start
    var isStatic = false
    while let t = token(k), !t.isWord("func") {
      guard t.kind == .attribute || SwiftKeywords.modifiers.contains(t.text) else { return false }
      if t.isWord("static") || t.isWord("class") { isStatic = true }
      k = t.kind == .attribute ? attributeEnd(k) : k + 1
    }
    k += 2  // func name
    if let angle = token(k), angle.isPunct("<") {
      while let t = token(k), !t.isPunct("(") { k += 1 }
    }
    guard let open = token(k), open.isPunct("(") else { return false }
    let close = pastGroup(k)
    let labels = parameterLabels(open: k)
    let returns = token(close)?.isPunct("->") ?? false
    return isStatic || labels.count != 1 || returns
  }

  /// The token ranges of the top-level, comma-separated segments of the parameter list whose
  /// `(` is at `open` (`(a: Int, b: [String: Int])` → `a: Int` and `b: [String: Int]`).
  func parameterSegments(open: Int) -> [Range<Int>] {
    let close = max(pastGroup(open) - 1, open + 1)
    var segments: [Range<Int>] = []
    var start = open + 1
    var depth = 0
    for j in start..<min(close, tokens.count) {
      let t = tokens[j]
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("<") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isPunct(">") { depth -= 1 }
      if depth == 0 && t.isPunct(",") {
        segments.append(start..<j)
        start = j + 1
      }
    }
    if start < close { segments.append(start..<min(close, tokens.count)) }
    return segments
  }

  /// The first identifier of each parameter of the list whose `(` is at `open`: its label.
  func parameterLabels(open: Int) -> [String] {
    parameterSegments(open: open).compactMap { range in
      tokens[range].first { $0.kind == .identifier }?.text
    }
  }

  private mutating func collectFunctionLabels() {
    for (k, t) in tokens.enumerated() where t.isWord("func") {
      guard let name = token(k + 1), name.kind == .identifier else { continue }
      var j = k + 2
      if let angle = token(j), angle.isPunct("<") {
        while let a = token(j), !a.isPunct("(") { j += 1 }
      }
      guard let open = token(j), open.isPunct("(") else { continue }
      functionLabels[name.text, default: []].append(parameterLabels(open: j))
    }
  }
}
