import Foundation

// C variadic functions of the project (`static inline id _MASBoxValue(const char *type, ...)`,
// Masonry's boxing of any value): Swift cannot declare a C variadic function, but a Swift
// variadic `Any?...` parameter carries the same arguments, and `<stdarg.h>`'s reading of them
// is a list over that array (`ObjCVariadicArguments`, the façade's):
//
//     va_list v;            var v = ObjCVariadicArguments()
//     va_start(v, type);    v = ObjCVariadicArguments(easelVariadicArguments)
//     va_arg(v, CGPoint)    v.next(CGPoint.self)
//     va_end(v);            (nothing)
//
// A call passes the arguments after the fixed ones as they are; `va_arg` converts each to the
// type asked for as `NSInvocation` converts an argument (C promotes a `float` to `double`,
// Swift keeps a `CGFloat`).

extension FileTranslator {
  /// The name of a translated variadic function's `Any?...` parameter.
  static let variadicArguments = "easelVariadicArguments"

  /// Whether clang's `type` (of a declaration) is `va_list`.
  static func isVariadicList(_ type: String?) -> Bool {
    guard let type else { return false }
    return ["va_list", "__builtin_va_list", "__gnuc_va_list"].contains(type)
  }

  /// `va_start`, `va_end`, `va_copy` (clang's builtins), or nil for another call.
  func variadicListCall(_ name: String, _ arguments: [ClangNode]) -> Expr? {
    switch (name, arguments.count) {
    case ("__builtin_va_start", 2), ("__builtin_c23_va_start", _):
      guard let list = arguments.first else { return nil }
      return Expr(
        text: expr(list).text + " = ObjCVariadicArguments(" + Self.variadicArguments + ")",
        type: .void, isAtomic: false)
    case ("__builtin_va_end", 1):
      return Expr(text: "_ = " + expr(arguments[0]).text, type: .void, isAtomic: false)
    case ("__builtin_va_copy", 2):
      return Expr(
        text: expr(arguments[0]).text + " = " + expr(arguments[1]).text, type: .void,
        isAtomic: false)
    default:
      return nil
    }
  }

  /// `va_arg(list, T)`: the list's next argument as a `T`.
  func variadicArgument(_ node: ClangNode) -> Expr {
    guard let list = node.children.first else { return untranslated("`va_arg`", at: node) }
    let (type, nullability) = read(node.type)
    let selfName = context?.className ?? "Self"
    let spelled =
      type.isReference
      ? declared(type, .nullable, selfName: selfName) : type.spelled(selfName: selfName)
    return Expr(
      text: expr(list).text + ".next(" + spelled + ".self)", type: type,
      isOptional: type.isReference && nullability != .nonnull, isAtomic: true)
  }
}
