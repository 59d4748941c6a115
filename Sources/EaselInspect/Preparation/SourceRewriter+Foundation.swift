/// Declarations that Apple's Foundation lacks and swift-corelibs-foundation has.
///
/// On Linux `NSNumber` is `Comparable`, so Foundation declares `NSNumber.<`; code written for
/// Darwin declares its own (SwiftyJSON: `func < (lhs: NSNumber, rhs: NSNumber) -> Bool`),
/// and every `a < b` of two numbers becomes ambiguous. Such a file-scope operator function is
/// blanked, lines and columns kept, and uses compare through Foundation's, which orders the
/// numbers as the blanked one does.
extension RewritePass {
  /// Static members Linux's `CGFloat` declares (unavailable: `max` "renamed to
  /// greatestFiniteMagnitude") that shadow the standard library's functions in an
  /// `extension CGFloat` body; Apple's has none, so `abs(a - self)` (Lottie's MathKit) means
  /// `Swift.abs` there.
  static let cgFloatShadowingMembers: Set<String> = ["abs", "max", "min"]

  /// Qualifies calls of the functions `cgFloatShadowingMembers` names inside extensions of
  /// `CGFloat` (`abs(x)` → `Swift.abs(x)`; the line's later columns move by six).
  mutating func qualifyCallsShadowedByCGFloat() {
    var k = 0
    while k < tokens.count {
      guard tokens[k].isWord("extension") else {
        k += 1
        continue
      }
      var j = k + 1
      if let m = token(j), m.isWord("CoreGraphics") || m.isWord("Foundation"),
        let dot = token(j + 1), dot.isPunct(".")
      {
        j += 2
      }
      guard let name = token(j), name.isWord("CGFloat") else {
        k += 1
        continue
      }
      while j < tokens.count, !tokens[j].isPunct("{") { j += 1 }
      let end = pastBraces(j)
      for c in j..<end where Self.cgFloatShadowingMembers.contains(tokens[c].text) {
        guard tokens[c].kind == .identifier, let open = token(c + 1), open.isPunct("("),
          !open.spaceBefore
        else { continue }
        if let before = token(c - 1), before.isPunct(".") || before.isWord("func") { continue }
        edits.append(
          SourceEdit(start: tokens[c].start, end: tokens[c].start, replacement: "Swift."))
        count(.linuxFoundation)
      }
      k = end
    }
  }

  /// Makes `ProcessInfo()` (and `ProcessInfo.init()`) the shared `ProcessInfo.processInfo`:
  /// Apple's `NSProcessInfo` inherits `NSObject`'s public `init()`, swift-corelibs-foundation
  /// keeps it internal (DeviceKit's `ProcessInfo().environment`). A new instance and the
  /// shared one answer every question about the process alike. The line's later columns move
  /// by ten (five for `.init()`).
  mutating func shareProcessInfo() {
    for k in tokens.indices where tokens[k].isWord("ProcessInfo") {
      if token(k - 1)?.isWord("func") ?? false { continue }
      if let dot = token(k - 1), dot.isPunct("."),
        !(token(k - 2)?.isWord("Foundation") ?? false)
      {
        continue
      }
      var open = k + 1
      if let dot = token(open), dot.isPunct("."), let i = token(open + 1), i.isWord("init"),
        !dot.spaceBefore
      {
        open += 2
      }
      guard let paren = token(open), paren.isPunct("("), !paren.spaceBefore,
        let close = token(open + 1), close.isPunct(")")
      else { continue }
      edits.append(
        SourceEdit(start: tokens[k].end, end: close.end, replacement: ".processInfo"))
      count(.linuxFoundation)
    }
  }

  /// Foundation's classes that Linux's toolchain will not let another module subclass (the
  /// locks' mutex, `Thread`'s members are ones it cannot load) → the `ObjectiveC` façade's
  /// stand-in for each.
  static let subclassableStandIns: [String: String] = [
    "NSLock": "EaselNSLock", "NSRecursiveLock": "EaselNSRecursiveLock",
    "NSCondition": "EaselNSCondition", "Thread": "EaselThread",
  ]

  /// Makes the superclass of a class declared as `class RecursiveLock: NSRecursiveLock`
  /// (RxSwift's resource-tracing lock) or `class Worker: Thread` the façade's stand-in, which
  /// locks with Foundation's own lock or runs on Foundation's thread; uses of the class are
  /// unchanged. A superclass named like a type the module declares itself (a chat app's
  /// `Thread`) is the module's, and left alone, unless written `Foundation.Thread`. The
  /// line's later columns move.
  mutating func subclassableLocks() {
    for k in tokens.indices where tokens[k].isWord("class") {
      guard let name = token(k + 1), name.kind == .identifier,
        !SwiftKeywords.modifiers.contains(name.text), name.text != "func", name.text != "var"
      else { continue }
      var colon = k + 2
      if let angle = token(colon), angle.isPunct("<") {
        var depth = 0
        while let t = token(colon) {
          if t.isPunct("<") { depth += 1 }
          if t.isPunct(">") { depth -= 1 }
          colon += 1
          if depth == 0 { break }
        }
      }
      guard let c = token(colon), c.isPunct(":") else { continue }
      var first = colon + 1
      if let module = token(first), module.isWord("Foundation"), let dot = token(first + 1),
        dot.isPunct(".")
      {
        first += 2
      }
      guard let type = token(first), type.kind == .identifier,
        let standIn = Self.subclassableStandIns[type.text],
        !declaredTypeNames.contains(type.text) || tokens[first - 1].isPunct("."),
        !(token(first + 1)?.isPunct(".") ?? false)
      else { continue }
      edits.append(
        SourceEdit(start: tokens[colon + 1].start, end: type.end, replacement: standIn))
      count(.linuxFoundation)
    }
  }

  /// Operator → the type both its operands have in swift-corelibs-foundation's declaration.
  static let linuxFoundationOperators: [String: String] = ["<": "NSNumber"]

  /// Blanks the declaration starting at the `func` at `k` (its modifiers and attributes
  /// before it, its body after) when it is a file-scope operator Linux's Foundation already
  /// declares; returns the index past it, or nil.
  mutating func linuxFoundationOperator(at k: Int) -> Int? {
    guard let op = token(k + 1), op.kind == .punctuation,
      let type = Self.linuxFoundationOperators[op.text],
      let open = token(k + 2), open.isPunct("("), isFileScope(k)
    else { return nil }
    let close = pastGroup(k + 2)
    guard parameterTypes(open: k + 2) == [type, type] else { return nil }
    var body = close
    while body < tokens.count, !tokens[body].isPunct("{") { body += 1 }
    guard body < tokens.count else { return nil }
    let end = pastBraces(body)
    var start = k
    while let before = token(start - 1),
      before.kind == .attribute
        || (before.kind == .identifier && SwiftKeywords.modifiers.contains(before.text))
    {
      start -= 1
    }
    blank(tokens[start].start, tokens[end - 1].end)
    count(.linuxFoundation)
    return end
  }

  /// Whether no brace is open before token `k`.
  func isFileScope(_ k: Int) -> Bool {
    var depth = 0
    for t in tokens[..<k] where t.kind == .punctuation {
      if t.text == "{" { depth += 1 } else if t.text == "}" { depth -= 1 }
    }
    return depth == 0
  }

  /// The type written after the `:` of each parameter of the list whose `(` is at `open`, as
  /// its tokens' text joined.
  func parameterTypes(open: Int) -> [String] {
    parameterSegments(open: open).map { range in
      guard let colon = range.first(where: { tokens[$0].isPunct(":") }) else { return "" }
      return tokens[(colon + 1)..<range.upperBound].map(\.text).joined()
    }
  }
}
