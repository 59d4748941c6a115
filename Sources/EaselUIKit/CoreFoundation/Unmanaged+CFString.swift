import Foundation

/// A Core Foundation function that returns a string it created or copied
/// (`UTTypeCreatePreferredIdentifierForTag`, `CFUUIDCreateString`) returns
/// `Unmanaged<CFString>` on iOS. `CFString` is Swift's `String` here, which `Unmanaged` cannot
/// hold, so the façade's such functions return `Unmanaged<NSString>`; taking the value out gives
/// the `CFString` iOS code gets, which it passes on to functions taking a `CFString`
/// (`UTTypeCopyPreferredTagWithClass(id, kUTTagClassMIMEType)`) and casts `as String`.
/// Where the context asks for an `NSString`, the object itself is taken.
extension Unmanaged where Instance == NSString {
  /// The string, its reference released: `CFString` as iOS returns it.
  public func takeRetainedValue() -> CFString {
    let string: NSString = takeRetainedValue()
    return string as String
  }

  /// The string, its reference kept: `CFString` as iOS returns it.
  public func takeUnretainedValue() -> CFString {
    let string: NSString = takeUnretainedValue()
    return string as String
  }
}
