/// Classes made and found by name the way Objective-C's runtime allows and Linux's Swift does
/// not.
///
/// `init()` through a framework class's metatype (`(cls as? UIView.Type)?.init()`, `let c =
/// NSClassFromString(n) as! UICollectionViewCell.Type; c.init()`) is Objective-C's too: the
/// façade's `NSObject.init()` is not `required`, so Swift rejects it the same way. Such a call
/// is made `.__easelInit()`, which makes the receiver's own class (`NSObject.__easelInit()`).
/// Only casts to an SDK class's metatype and names bound to one in the file are rewritten: a
/// protocol's `Self.init()` or a Swift class's `required init()` compile as written.
///
/// On iOS a view's `init(frame:)` is an Objective-C initializer, dispatched dynamically, so
/// Swift lets code call it through a metatype value: `type(of: self).init(frame:)`,
/// `viewClass.init(frame:)`, `(cls as? UIView.Type)?.init(frame:)`, `Self.init(frame:)`. The
/// façade's `UIView` is a Swift class whose `init(frame:)` is not `required`, and making it
/// `required` would break every subclass that overrides it, so Swift rejects those calls
/// ("constructing an object of class type 'UIView' with a metatype value must use a
/// 'required' initializer"). Such a call is made `.__easelInit(frame:)`, a class method of the
/// façade's `UIView` that makes the receiver's own class through the generated registration
/// (the project's classes) or the façade's table (UIKit's views). A call on a type written
/// by name (`GaugeView.init(frame:)`, which Swift accepts) and `self.init`/`super.init` are
/// left alone; the line's later columns move by six.
///
/// `NSClassFromString` and `NSStringFromClass` are declared by Linux's Foundation (which
/// knows only `Module.Class` names of loaded Swift classes, none of UIKit's) and by the
/// façade (which knows the project's classes by every name Objective-C gives them, and
/// UIKit's by their Objective-C names); in a file importing UIKit each call is qualified
/// `EaselUIKit.`, so it is not ambiguous.
extension RewritePass {
  /// The façade functions that share a name with Linux Foundation's.
  static let classLookupFunctions: Set<String> = ["NSClassFromString", "NSStringFromClass"]

  /// Rewrites calls of `init(frame:)` through a metatype value and qualifies class lookups.
  mutating func metatypeInitializersAndClassLookups() {
    let importsUIKit = tokens.indices.contains { k in
      tokens[k].isWord("import")
        && (token(k + 1).map { $0.isWord("UIKit") || $0.isWord("QuartzCore") } ?? false)
    }
    let frameworkMetatypes = frameworkMetatypeNames()
    for k in tokens.indices where tokens[k].kind == .identifier {
      let t = tokens[k]
      if t.text == "init" {
        guard let dot = token(k - 1), dot.isPunct("."), let receiver = token(k - 2),
          let open = token(k + 1), open.isPunct("("), !open.spaceBefore,
          let label = token(k + 2)
        else { continue }
        if label.isWord("frame") {
          guard let colon = token(k + 3), colon.isPunct(":"), Self.isMetatypeValue(receiver)
          else { continue }
        } else {
          // `init()`: only on a framework class's metatype (an `init()` Swift would call
          // through a metatype only if `required`), not on any type's (`Self.init()` of a
          // protocol with an `init()` requirement, a Swift class's `required init()`).
          guard label.isPunct(")"),
            isFrameworkMetatype(receiverEnd: k - 2, variables: frameworkMetatypes)
          else { continue }
        }
        edits.append(SourceEdit(start: t.start, end: t.end, replacement: "__easelInit"))
        count(.metatypeInitializer)
      } else if importsUIKit, Self.classLookupFunctions.contains(t.text) {
        guard let open = token(k + 1), open.isPunct("("), !open.spaceBefore else { continue }
        if let before = token(k - 1), before.isPunct(".") || before.isWord("func") { continue }
        edits.append(SourceEdit(start: t.start, end: t.start, replacement: "EaselUIKit."))
        count(.metatypeInitializer)
      }
    }
  }

  /// Whether the expression ending at token `end` (before `.init()`) is a framework class's
  /// metatype: a cast to it (`(cls as? UIView.Type)?`, `(cls as! UICollectionViewCell.Type)`)
  /// or a name `frameworkMetatypeNames()` lists.
  func isFrameworkMetatype(receiverEnd end: Int, variables: Set<String>) -> Bool {
    guard let receiver = token(end) else { return false }
    if receiver.kind == .identifier {
      return variables.contains(receiver.text)
    }
    var close = end
    if receiver.isPunct("?") || receiver.isPunct("!") { close -= 1 }
    guard let paren = token(close), paren.isPunct(")"), close >= 3 else { return false }
    return tokens[close - 1].isWord("Type") && tokens[close - 2].isPunct(".")
      && Self.isFrameworkClassName(tokens[close - 3])
  }

  /// The names this file binds to a framework class's metatype: `let cls = x as! UIView.Type`,
  /// `if let cls = x as? UIView.Type`, `guard let cls = … as? UICollectionViewCell.Type`,
  /// `var cls: UIView.Type`, a parameter `cls: UIView.Type`. A name is a name for the whole
  /// file (no scopes): one bound so anywhere counts everywhere.
  func frameworkMetatypeNames() -> Set<String> {
    var names: Set<String> = []
    for k in tokens.indices where tokens[k].isWord("Type") {
      guard k >= 3, tokens[k - 1].isPunct("."), Self.isFrameworkClassName(tokens[k - 2]) else {
        continue
      }
      var before = k - 3
      if tokens[before].isPunct("?") || tokens[before].isPunct("!") { before -= 1 }
      guard before >= 0 else { continue }
      if tokens[before].isPunct(":"), before >= 1, tokens[before - 1].kind == .identifier {
        names.insert(tokens[before - 1].text)
        continue
      }
      guard tokens[before].isWord("as") else { continue }
      // The binding `name =` this cast ends: back to the statement's `=`.
      var j = before - 1
      var depth = 0
      while j >= 1 {
        let u = tokens[j]
        if u.isPunct(")") || u.isPunct("]") { depth += 1 }
        if u.isPunct("(") || u.isPunct("[") {
          if depth == 0 { break }
          depth -= 1
        }
        if depth == 0, u.isPunct("=") {
          if tokens[j - 1].kind == .identifier { names.insert(tokens[j - 1].text) }
          break
        }
        if depth == 0, u.isPunct("{") || u.isPunct("}") || u.isPunct(";") { break }
        j -= 1
      }
    }
    return names
  }

  /// Whether `token` names a class of the iOS SDK whose `init()` Swift on Linux calls through a
  /// metatype only by Easel's runtime (not a layer: `CALayer.init()` is `required`).
  static func isFrameworkClassName(_ token: SwiftToken) -> Bool {
    guard token.kind == .identifier else { return false }
    let name = token.text
    return (name == "NSObject" || UIKitClasses.sdkSuperclasses[name] != nil)
      && !UIKitClasses.isLayer(name)
  }

  /// Whether the token before `.init` ends an expression whose value is a metatype, not a
  /// type written by name: a call's or subscript's close (`type(of: self)`), an optional
  /// chain (`?`, `!`), `Self`, or a lowercase name (a variable or parameter).
  static func isMetatypeValue(_ receiver: SwiftToken) -> Bool {
    if receiver.isPunct(")") || receiver.isPunct("]") || receiver.isPunct("?")
      || receiver.isPunct("!")
    {
      return true
    }
    guard receiver.kind == .identifier else { return false }
    if receiver.text == "self" || receiver.text == "super" { return false }
    if receiver.text == "Self" { return true }
    return receiver.text.first.map { $0.isLowercase || $0 == "_" } ?? false
  }
}
