import Foundation

// `NSException`, which Linux's Foundation lacks: code written for iOS raises it on a
// programming error (`NSException(name: .internalInconsistencyException, reason: …).raise()`).
// Raising ends the process with the exception's name and reason, as an uncaught exception
// ends an app on iOS: Easel's designables agent then reports the class Crashed with them.

/// Ends the process as an uncaught Objective-C exception ends an iOS app. Only user code in
/// the designables agent gets here (raising, or sending a message nobody answers), and the
/// supervisor reports its class Crashed with this message. A trap rather than `abort()`: the
/// backtrace then shows the designable's own frames (after `abort()` it stops in libc).
func terminateWithUncaughtException(_ name: NSExceptionName, reason: String) -> Never {
  fatalError(
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'")
}

extension NSExceptionName {
  /// A generic error.
  public static let genericException = NSExceptionName("NSGenericException")
  /// An index out of bounds.
  public static let rangeException = NSExceptionName("NSRangeException")
  /// An invalid argument.
  public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
  /// An internal inconsistency.
  public static let internalInconsistencyException = NSExceptionName(
    "NSInternalInconsistencyException")
  /// Memory could not be allocated.
  public static let mallocException = NSExceptionName("NSMallocException")
  /// A key-value coding key the object does not have.
  public static let undefinedKeyException = NSExceptionName("NSUndefinedKeyException")
  /// A file could not be read or written.
  public static let fileHandleOperationException = NSExceptionName(
    "NSFileHandleOperationException")
  /// A character conversion failed.
  public static let characterConversionException = NSExceptionName(
    "NSCharacterConversionException")
  /// A parse failed.
  public static let parseErrorException = NSExceptionName("NSParseErrorException")
}

/// An exception, as `NSException`: made and inspected freely; `raise()` ends the process.
open class NSException: NSObject, @unchecked Sendable {
  /// The exception's name.
  public let name: NSExceptionName
  /// Why it was raised.
  public let reason: String?
  /// More about it.
  public let userInfo: [AnyHashable: Any]?

  /// An exception with a name, a reason and more information.
  public init(
    name aName: NSExceptionName, reason aReason: String?,
    userInfo aUserInfo: [AnyHashable: Any]? = nil
  ) {
    name = aName
    reason = aReason
    userInfo = aUserInfo
    super.init()
  }

  /// Raises the exception: the process ends with its name and reason, as an uncaught
  /// exception ends an iOS app.
  open func raise() {
    terminateWithUncaughtException(name, reason: reason ?? "")
  }

  /// Raises an exception named `name` with a formatted reason.
  public class func raise(
    _ name: NSExceptionName, format: String, arguments argList: CVaListPointer
  ) {
    NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
  }

  open override var description: String { reason ?? name.rawValue }
}
