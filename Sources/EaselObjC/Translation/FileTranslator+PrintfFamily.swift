import Foundation

// C's printf family. Swift cannot call a C variadic function (Glibc's `printf` is unavailable
// in Swift), but it can call the function's `va_list` form with Swift's arguments as
// `CVarArg`s: `fprintf(stderr, "%s: %d\n", name, n)` is
// `withVaList([name, n]) { vfprintf(stderr, "%s: %d\n", $0) }`. Each argument is passed as
// clang types it after C's default argument promotions: a C string (`const char *`, which a
// literal, `__func__` and `-UTF8String` are) as the pointer, a literal's being its static
// bytes (`ObjCCStringLiteral`), a BOOL as an `int`.

extension FileTranslator {
  /// Each printf-family function: its `va_list` form and how many fixed parameters it has.
  static let printfFamily: [String: (list: String, fixed: Int)] = [
    "printf": ("vprintf", 1), "fprintf": ("vfprintf", 2), "sprintf": ("vsprintf", 2),
    "snprintf": ("vsnprintf", 3),
  ]

  /// A call of a printf-family function, through its `va_list` form; nil for another function.
  func printfCall(_ name: String, _ arguments: [Expr]) -> Expr? {
    guard let form = Self.printfFamily[name], arguments.count >= form.fixed else { return nil }
    let fixed = arguments.prefix(form.fixed).map(\.text)
    let rest = arguments.dropFirst(form.fixed).map(cVariadicArgument)
    return Expr(
      text: "withVaList([" + rest.joined(separator: ", ") + "]) { " + form.list + "("
        + (fixed + ["$0"]).joined(separator: ", ") + ") }",
      type: .integer("Int32"), isAtomic: false)
  }

  /// A value after a C variadic function's fixed parameters, as the `CVarArg` C passes.
  func cVariadicArgument(_ value: Expr) -> String {
    switch value.type {
    case .bool:
      return "Int32(" + convert(value, to: .bool, allowsNil: false).text + " ? 1 : 0)"
    case .pointer(.integer("CChar")), .constPointer(.integer("CChar")):
      if value.text.hasPrefix("\"") { return "ObjCCStringLiteral(" + value.text + ")" }
      // glibc prints a NULL string as `(null)`.
      if value.mayBeNil { return "(" + value.operand + " ?? ObjCCStringLiteral(\"(null)\"))" }
      return value.text
    default:
      return convert(value, to: value.type, allowsNil: false).text
    }
  }
}
