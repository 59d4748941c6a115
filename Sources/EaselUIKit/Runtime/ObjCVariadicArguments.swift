import Foundation

/// The arguments a C variadic function was given after its fixed parameters, read one by one
/// as `<stdarg.h>`'s `va_list` reads them: the translation of `static id box(const char *type,
/// ...)` takes them as `_ easelVariadicArguments: Any?...`, `va_start(v, type)` starts a list
/// over them, and `va_arg(v, double)` is `v.next(Double.self)`.
///
/// Each is converted as `NSInvocation` converts an argument (`ObjCArguments.convert`): C's
/// default argument promotions (a `float` passed as `double`, a `short` as `int`) and Swift's
/// separate number types (`CGFloat` read as `double`) come out as the type asked for.
/// Differs from C: reading a type the argument cannot be, or past the last argument, which C
/// leaves undefined, ends the process with the argument's position and types.
public struct ObjCVariadicArguments {
  private let values: [Any?]
  private var index = 0

  /// A list not started yet (a `va_list` declared before `va_start`).
  public init() { values = [] }

  /// A list over `values`, as `va_start` starts one.
  public init(_ values: [Any?]) { self.values = values }

  /// The next argument as a `T`, as `va_arg(list, T)`.
  public mutating func next<T>(_ type: T.Type) -> T {
    defer { index += 1 }
    let value = index < values.count ? values[index] : nil
    if let converted: T = ObjCArguments.convert(value) { return converted }
    fatalError(
      "va_arg: variadic argument \(index + 1) of \(values.count) is "
        + "\(ObjCRuntime.typeName(value)), which cannot be read as \(T.self)")
  }
}
