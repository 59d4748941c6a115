import Foundation

// Foundation, Dispatch and Darwin names that Apple's platforms have and Linux's
// Foundation lacks, for designables that use them.

/// Nanoseconds per second, as Dispatch's `NSEC_PER_SEC`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond, as `NSEC_PER_MSEC`.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond, as `NSEC_PER_USEC`.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second, as `USEC_PER_SEC`.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Milliseconds per second, as `MSEC_PER_SEC`.
public let MSEC_PER_SEC: UInt64 = 1_000

/// The largest finite `Float`, as Darwin's `HUGE` (C's `MAXFLOAT`), the usual
/// "repeat forever" `repeatCount`.
public let HUGE: Float = .greatestFiniteMagnitude
/// The largest finite `Float`, as C's `MAXFLOAT` in Darwin's math.h.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// What Darwin's `sysctl` names `hw.machine`: the machine Interface Builder's agent runs
/// on, a simulator process on the designer's Mac, which reports the Mac's (`arm64` on Apple
/// silicon). Differs from iOS on a device, where it is the model (`iPhone10,3`).
let easelSysctlMachine = "arm64"

/// Darwin's `sysctlbyname(3)`, for what designables ask of it: `hw.machine`
/// (`easelSysctlMachine`), read as Darwin reads a string: with `oldp` nil, `*oldlenp` is set
/// to the size it needs (its NUL included); with a buffer too small, `ENOMEM`. Any other
/// name is `ENOENT`, and setting a value (`newp`) `EPERM`, each returning -1 with `errno` set.
public func sysctlbyname(
  _ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!,
  _ oldlenp: UnsafeMutablePointer<Int>!, _ newp: UnsafeMutableRawPointer!, _ newlen: Int
) -> Int32 {
  guard let name, String(cString: name) == "hw.machine" else {
    errno = ENOENT
    return -1
  }
  if newp != nil {
    errno = EPERM
    return -1
  }
  let bytes = Array(easelSysctlMachine.utf8CString)
  guard let oldlenp else {
    errno = EINVAL
    return -1
  }
  guard let oldp else {
    oldlenp.pointee = bytes.count
    return 0
  }
  guard oldlenp.pointee >= bytes.count else {
    errno = ENOMEM
    return -1
  }
  bytes.withUnsafeBytes { oldp.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
  oldlenp.pointee = bytes.count
  return 0
}

extension Thread {
  /// The main thread, as Apple's Foundation names it: Linux's Foundation has only
  /// `mainThread`, so there `Thread.main` is the instance method `main()`, and
  /// `Thread.current == Thread.main` (MSProgressView) does not compile.
  public class var main: Thread { mainThread }
}

/// Runs `body`, as Objective-C's `autoreleasepool(invoking:)` (there is no pool to drain
/// without Objective-C).
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
  try body()
}

extension NSMutableString {
  /// An empty mutable string, as `NSMutableString()`.
  ///
  /// Differs from UIKit: Linux's Foundation declares `init(capacity:)` designated, so
  /// `NSObject`'s `init()` is not inherited; this stand-in takes a defaulted argument so that
  /// `NSMutableString()` reads as on iOS.
  public convenience init(_ empty: Void = ()) { self.init(string: "") }

  /// Appends a string made from a format and arguments, as `appendFormat(_:_:)`.
  public func appendFormat(_ format: NSString, _ args: any CVarArg...) {
    append(String(format: format as String, arguments: args))
  }
}

/// Records changes so they can be undone, as Foundation's `UndoManager`.
///
/// Differs from UIKit: Linux's Foundation has none; this one records nothing (a render
/// never undoes), so `canUndo` and `canRedo` are always false.
open class UndoManager: NSObject {
  /// Whether there is something to undo (never).
  open var canUndo: Bool { false }
  /// Whether there is something to redo (never).
  open var canRedo: Bool { false }
  /// Whether undoing is under way (never).
  open var isUndoing: Bool { false }
  /// Whether redoing is under way (never).
  open var isRedoing: Bool { false }
  /// Whether registrations are recorded.
  open private(set) var isUndoRegistrationEnabled = true
  /// How many levels are kept (stored).
  open var levelsOfUndo = 0
  /// Whether each run-loop pass is a group (stored).
  open var groupsByEvent = true
  /// The nesting depth of open groups.
  open private(set) var groupingLevel = 0

  /// Creates an undo manager.
  public override init() { super.init() }

  /// Forgets every recorded action.
  open func removeAllActions() {}
  /// Forgets the actions registered with `target`.
  open func removeAllActions(withTarget target: Any) {}
  /// Undoes the last group (nothing).
  open func undo() {}
  /// Redoes the last undone group (nothing).
  open func redo() {}
  /// Opens a group.
  open func beginUndoGrouping() { groupingLevel += 1 }
  /// Closes a group.
  open func endUndoGrouping() { groupingLevel = max(groupingLevel - 1, 0) }
  /// Stops recording registrations.
  open func disableUndoRegistration() { isUndoRegistrationEnabled = false }
  /// Resumes recording registrations.
  open func enableUndoRegistration() { isUndoRegistrationEnabled = true }
  /// Names the action for menus (stored nowhere).
  open func setActionName(_ actionName: String) {}
  /// Registers an undo closure for `target` (not recorded).
  open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping (TargetType) -> Void
  ) {}
}

extension NSAttributedString {
  /// An empty attributed string, as `NSAttributedString()`.
  ///
  /// Differs from UIKit: Linux's Foundation hides `init()`; this stand-in takes a defaulted
  /// argument so that `NSAttributedString()` reads as on iOS.
  public convenience init(_ empty: Void = ()) { self.init(string: "") }
}

extension Timer {
  /// A timer that never fires until scheduled, as `Timer()`.
  ///
  /// Differs from UIKit: Linux's Foundation hides `init()`; this stand-in takes a defaulted
  /// argument so that `Timer()` reads as on iOS.
  public convenience init(_ unscheduled: Void = ()) {
    self.init(timeInterval: 0, repeats: false) { _ in }
  }
}

extension NSURL {
  /// A file URL for `path`, as Objective-C's `+fileURLWithPath:`: a relative path is taken
  /// from the current directory, and the URL ends with `/` when the path names a directory
  /// that exists (Apple's reads the file system the same way).
  ///
  /// Differs from UIKit only in where it lives: Linux's Foundation has the initializer
  /// `URL(fileURLWithPath:)` and not `NSURL`'s class method, so `[NSURL fileURLWithPath:p]`
  /// had no Swift name.
  public class func fileURL(withPath path: String) -> URL {
    URL(fileURLWithPath: path)
  }

  /// A file URL for `path` that is a directory when `isDir` says so (no file-system read),
  /// as `+fileURLWithPath:isDirectory:`.
  public class func fileURL(withPath path: String, isDirectory isDir: Bool) -> URL {
    URL(fileURLWithPath: path, isDirectory: isDir)
  }

  /// A file URL for `path` taken relative to `baseURL` when the path is relative, as
  /// `+fileURLWithPath:relativeToURL:`.
  public class func fileURL(withPath path: String, relativeTo baseURL: URL?) -> URL {
    URL(fileURLWithPath: path, relativeTo: baseURL)
  }

  /// A file URL for `path`, relative to `baseURL`, a directory when `isDir` says so, as
  /// `+fileURLWithPath:isDirectory:relativeToURL:`.
  public class func fileURL(
    withPath path: String, isDirectory isDir: Bool, relativeTo baseURL: URL?
  ) -> URL {
    URL(fileURLWithPath: path, isDirectory: isDir, relativeTo: baseURL)
  }
}

extension NSData {
  /// Copies all of the data's bytes into `buffer`, which must hold `length` bytes, as
  /// Objective-C's `-getBytes:`.
  public func getBytes(_ buffer: UnsafeMutableRawPointer) {
    getBytes(buffer, length: length)
  }
}

/// The characters `-stringByAddingPercentEscapesUsingEncoding:` leaves as they are: RFC 2396's
/// letters, digits, marks and reserved characters (`#` and `%` are escaped, as Apple's are).
private let percentEscapeLegal = Set(
  ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "-_.!~*'();/?:@&=+$,")
    .unicodeScalars)

/// `text` with every character outside `percentEscapeLegal` replaced by the `%XX` escapes
/// of its bytes in `encoding`; nil when the encoding cannot represent one.
private func percentEscaped(_ text: String, _ encoding: String.Encoding) -> String? {
  var out = ""
  for scalar in text.unicodeScalars {
    if percentEscapeLegal.contains(scalar) {
      out.unicodeScalars.append(scalar)
      continue
    }
    guard let bytes = String(scalar).data(using: encoding) else { return nil }
    for byte in bytes { out += String(format: "%%%02X", byte) }
  }
  return out
}

/// `text` with every `%XX` escape replaced by the character its bytes make in `encoding`
/// (a run of escapes is decoded together); nil for a `%` without two hexadecimal digits or
/// bytes the encoding cannot decode.
private func percentUnescaped(_ text: String, _ encoding: String.Encoding) -> String? {
  var out = ""
  var bytes: [UInt8] = []
  var scalars = Array(text.unicodeScalars)[...]
  func flush() -> Bool {
    guard !bytes.isEmpty else { return true }
    guard let decoded = String(data: Data(bytes), encoding: encoding) else { return false }
    out += decoded
    bytes.removeAll()
    return true
  }
  while let scalar = scalars.popFirst() {
    guard scalar == "%" else {
      guard flush() else { return nil }
      out.unicodeScalars.append(scalar)
      continue
    }
    guard scalars.count >= 2,
      let byte = UInt8(String(String.UnicodeScalarView(scalars.prefix(2))), radix: 16)
    else { return nil }
    scalars = scalars.dropFirst(2)
    bytes.append(byte)
  }
  return flush() ? out : nil
}

extension NSString {
  /// The string with the characters a URL cannot hold percent-escaped in `enc`, as
  /// Objective-C's deprecated `-stringByAddingPercentEscapesUsingEncoding:`: letters, digits
  /// and `-_.!~*'();/?:@&=+$,` stay, everything else (`#`, `%`, space …) is `%XX`.
  public func addingPercentEscapes(using enc: UInt) -> String? {
    percentEscaped(self as String, String.Encoding(rawValue: enc))
  }

  /// The string with its `%XX` escapes replaced by the characters they make in `enc`, as
  /// `-stringByReplacingPercentEscapesUsingEncoding:`; nil when an escape is malformed.
  public func replacingPercentEscapes(using enc: UInt) -> String? {
    percentUnescaped(self as String, String.Encoding(rawValue: enc))
  }
}

extension StringProtocol {
  /// `NSString`'s `addingPercentEscapes(using:)`, as Apple's overlay gives strings.
  public func addingPercentEscapes(using encoding: String.Encoding) -> String? {
    percentEscaped(String(self), encoding)
  }

  /// `NSString`'s `replacingPercentEscapes(using:)`, as Apple's overlay gives strings.
  public func replacingPercentEscapes(using encoding: String.Encoding) -> String? {
    percentUnescaped(String(self), encoding)
  }
}
