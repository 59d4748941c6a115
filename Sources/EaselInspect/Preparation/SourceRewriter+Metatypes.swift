/// Classes made and found by name the way Objective-C's runtime allows and Linux's Swift does
/// not.
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
    for k in tokens.indices where tokens[k].kind == .identifier {
      let t = tokens[k]
      if t.text == "init" {
        guard let dot = token(k - 1), dot.isPunct("."), let receiver = token(k - 2),
          let open = token(k + 1), open.isPunct("("), !open.spaceBefore,
          let label = token(k + 2), label.isWord("frame"), let colon = token(k + 3),
          colon.isPunct(":"), Self.isMetatypeValue(receiver)
        else { continue }
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
