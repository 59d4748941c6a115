import Foundation

// A message a class answers only through a protocol one of its categories adopts
// (`@interface UIViewController (Scrollable) <Scrollable>`, whose `-contentScrollView` no
// category of `UIViewController` implements, only its subclasses' categories do). Clang takes
// `[vc contentScrollView]` as the protocol's method, and on iOS the object answers it when its
// class implements it (an unrecognized selector otherwise). Swift's `UIViewController` has no
// such member (the adoption declares no conformance, as nothing of the class meets it), so
// the translation sends the message by name, as Objective-C does: the agent's runtime answers
// `perform(_:)` from the module's selector tables, which hold each category's implementation.

extension FileTranslator {
  /// `[receiver selector …]` sent by name when `receiver`'s class has the method only
  /// through a protocol a category of its lineage adopts; nil for any other message. Objects
  /// only, as `performSelector:` takes and gives them (at most two arguments): anything else
  /// is a located error.
  func categoryProtocolMessage(
    _ node: ClangNode, _ selector: String, _ receiver: Receiver, _ argumentNodes: [ClangNode]
  ) -> Expr? {
    guard !receiver.isClass, !receiver.isSuper, let owner = receiver.owner,
      module.classes[owner]?.isProtocol != true,
      module.method(selector, isClass: false, on: owner) == nil,
      names.member(selector: selector, owner: owner, isClass: false) == nil,
      adoptedProtocol(declaring: selector, on: owner) != nil
    else { return nil }
    let arguments = argumentNodes.map { expr($0) }
    let (result, _) = read(node.type)
    guard arguments.count <= 2, arguments.allSatisfy({ $0.type.isReference }),
      result == .void || result.isReference
    else {
      return untranslated(
        "`\(selector)`, which the receiver's class has only through a protocol its category "
          + "adopts, with values other than objects (sent by name, it takes and gives objects)",
        at: node)
    }
    let with = arguments.map { ", with: " + $0.text }.joined()
    let send =
      receiver.text + receiver.access + "perform(NSSelectorFromString(\"" + selector + "\")"
      + with + ")"
    if result == .void {
      return Expr(text: "_ = " + send, type: .void, isAtomic: false)
    }
    return Expr(
      text: "(" + send + "?.takeUnretainedValue() as? "
        + result.spelled(classNames: swiftClassName) + ")",
      type: result, isOptional: true)
  }

  /// The module protocol declaring the instance method `selector` that a framework class of
  /// `className`'s lineage adopts in a category. (A class of the module that adopts one gets
  /// a member for each requirement it does not implement, which forwards the message.)
  func adoptedProtocol(declaring selector: String, on className: String) -> String? {
    let key = ObjCClassInfo.key(selector, isClass: false)
    for info in module.lineage(of: className) where !info.isOwn {
      for p in info.protocols {
        let name = module.protocolName(p)
        if module.classes[name]?.isProtocol == true, module.classes[name]?.methods[key] != nil {
          return name
        }
      }
    }
    return nil
  }
}
