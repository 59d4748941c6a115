import Foundation

// An Objective-C initializer returns whatever object its `return` gives: `return
// CommonInit([super initWithCoder:d]);`, `return [self commonInit];`, `return [[super
// initWithFrame:f] setup];`. Swift's initializer returns the object it initialized and no
// other. The initializer message inside the returned expression is the superclass's (or the
// class's own) initializer call, made first, as `self = [super init…]` is; the rest of the
// expression is evaluated with `self` in its place; and what it gives is checked where the
// initializer returns (`ObjCInitializerFailure.returned`): `self` returns, nil fails the
// initializer as `return nil;` does, and another object stops the agent with the location.

extension FileTranslator {
  /// `return expression;` in an initializer, where the expression is neither `self`, nil nor
  /// an initializer message itself.
  func returnedObject(_ value: ClangNode, at node: ClangNode, _ context: MethodContext) -> String {
    var value = value
    var prefix = ""
    if let call = firstInitializerMessage(in: value) {
      prefix = expr(call).text + "; "
      self.context?.hasInitialized = true
      let shadow = shadowingSelf()
      if !shadow.isEmpty { prefix += shadow + "; " }
      value = replacing(call, in: value)
    } else if !context.hasInitialized {
      return untranslated(
        "an initializer returning an object before its superclass's initializer has run",
        at: node
      ).text
    }
    let check =
      "ObjCInitializerFailure.returned(" + expr(value).text + ", by: self, at: \""
      + initializerPlace(node, context) + "\", in: \"-[" + context.className + " "
      + context.selector + "]\")"
    return prefix
      + (context.isFailable ? "if !" + check + " { return nil }; return" : check + "; return")
  }

  /// Where `node` is, as `file:line:column` (`PKCircleView.m:38:5`), for the runtime's
  /// messages about an initializer's result.
  func initializerPlace(_ node: ClangNode, _ context: MethodContext) -> String {
    (node.begin ?? node.location).map {
      URL(fileURLWithPath: $0.file).lastPathComponent + ":\($0.line):\($0.column)"
    } ?? context.className + ".m"
  }

  /// The first initializer message to `super` or `self` in `node`, outside its blocks.
  private func firstInitializerMessage(in node: ClangNode) -> ClangNode? {
    if node.kind == "BlockExpr" { return nil }
    if isInitializerMessage(node) { return node }
    for child in node.children {
      if let found = firstInitializerMessage(in: child) { return found }
    }
    return nil
  }

  /// `node` with `call` (by clang id) replaced by a reference to `self`.
  private func replacing(_ call: ClangNode, in node: ClangNode) -> ClangNode {
    if node.id == call.id {
      return ClangNode(
        kind: "DeclRefExpr", id: call.id, location: call.location, begin: call.begin,
        end: call.end,
        fields: [
          "referencedDecl.kind": "ImplicitParamDecl", "referencedDecl.name": "self",
          "type.qualType": (context?.className).map { $0 + " *" } ?? "id",
        ],
        children: [])
    }
    var copy = node
    copy.children = node.children.map { replacing(call, in: $0) }
    return copy
  }
}
