import Foundation

// A call through an `IMP` cast to the function type it is
// (`((BOOL (*)(id, SEL, id))imp)(self, _cmd, text)`).

extension FileTranslator {
  /// `((R (*)(id, SEL, A…))imp)(receiver, sel, a…)` → `(ObjCRuntime.callImplementation(imp,
  /// receiver, sel, [a…]) as R)`: the façade's `IMP` is the method it was taken from, which
  /// the runtime runs on the receiver (`ObjCMethodImplementation.swift`); nil when the callee
  /// is not an `IMP` cast to a function pointer taking the receiver and the selector first.
  func implementationCall(_ node: ClangNode, callee: ClangNode, _ arguments: [ClangNode])
    -> Expr?
  {
    var cast = callee
    while cast.kind == "ParenExpr", let inner = cast.children.first { cast = unwrapped(inner) }
    guard cast.kind == "CStyleCastExpr", let operand = cast.children.first,
      unwrapped(operand).type == "IMP", arguments.count >= 2
    else { return nil }
    let (resultType, nullability) = read(node.type)
    let result =
      resultType == .void
      ? "Void"
      : declared(
        resultType, nullability == .unspecified ? .nullable : nullability,
        selfName: context?.className ?? "Self")
    let rest = arguments.dropFirst(2).map { expr($0).text }
    return Expr(
      text: "(ObjCRuntime.callImplementation(" + expr(operand).text + ", "
        + expr(arguments[0]).text + ", " + expr(arguments[1]).text + ", ["
        + rest.joined(separator: ", ") + "]) as " + result + ")",
      type: resultType, isOptional: resultType.isReference && nullability != .nonnull)
  }
}
