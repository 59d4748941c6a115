/// A Core Foundation object a C function gives back through a pointer (`CFErrorRef *error`,
/// `CTFontManagerRegisterGraphicsFont(font, &error)`), which Swift's importer takes as
/// `UnsafeMutablePointer<Unmanaged<T>?>`, where Objective-C passes the address of its
/// variable: the function's object goes into `variable`.
public enum ObjCUnmanagedOut {
  /// Calls `call` with a pointer to `variable`'s object, unmanaged, and then sets `variable` to
  /// the object the function put there, taking the reference it gives (Core Foundation's
  /// create rule, which such an object follows: `CFErrorRef` out-parameters are the caller's
  /// to release); `variable` stays as it was when the function puts nothing there.
  public static func passing<T: AnyObject, Result>(
    _ variable: inout T?, _ call: (UnsafeMutablePointer<Unmanaged<T>?>) throws -> Result
  ) rethrows -> Result {
    let given = variable.map { Unmanaged.passUnretained($0) }
    var slot = given
    defer {
      if slot?.toOpaque() != given?.toOpaque() { variable = slot?.takeRetainedValue() }
    }
    return try call(&slot)
  }
}
