import Foundation

// `NSObject`'s Objective-C runtime methods, which Linux's Foundation lacks, answered by the
// generated tables of `ObjCRuntime.shared`. Their signatures are iOS's, so code written for
// it (`UIColor.perform(sel)?.takeUnretainedValue()`) compiles unchanged.

/// The selector named `aSelectorName`, as `NSSelectorFromString`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(aSelectorName)
}

/// The name of `aSelector`, as `NSStringFromSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The selector named `str`, as `<objc/runtime.h>`'s `sel_registerName`.
public func sel_registerName(_ str: UnsafePointer<CChar>) -> Selector {
  Selector(String(cString: str))
}

/// The name of `sel`, as `sel_getName` (a C string that lives as long as the process).
public func sel_getName(_ sel: Selector) -> UnsafePointer<CChar> {
  SelectorNames.shared.cString(sel.name)
}

/// Whether two selectors are the same, as `sel_isEqual`.
public func sel_isEqual(_ lhs: Selector, _ rhs: Selector) -> Bool { lhs == rhs }

/// C strings of selector names, made once each and never freed (as the runtime's own are).
final class SelectorNames: @unchecked Sendable {
  static let shared = SelectorNames()
  private let lock = NSLock()
  private var names: [String: UnsafeMutablePointer<CChar>] = [:]

  func cString(_ name: String) -> UnsafePointer<CChar> {
    lock.withLock {
      if let p = names[name] { return UnsafePointer(p) }
      let bytes = Array(name.utf8CString)
      let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
      p.initialize(from: bytes, count: bytes.count)
      names[name] = p
      return UnsafePointer(p)
    }
  }
}

extension NSObject {
  /// The class's description: its name as Objective-C knows it, `Module.Name` for a Swift
  /// class (`+[NSObject description]`; `Base.description().components(separatedBy: ".")`
  /// is a common way to a nib's name).
  public class func description() -> String { NSStringFromClass(self) }

  /// Whether the class itself answers `aSelector` (a `class func` or `class var`).
  public class func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    return ObjCRuntime.shared.classResponds(self, to: aSelector.name)
  }

  /// Whether instances of the class answer `aSelector`.
  public class func instancesRespond(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    let cls: AnyClass = self
    return MainActor.assumeIsolated { ObjCRuntime.shared.instancesRespond(cls, to: aSelector.name) }
  }

  /// Sends `aSelector` to the object and returns its result; an unanswered selector ends
  /// the process, as its exception does on iOS.
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    ObjCRuntime.shared.performing(aSelector, on: self, [])
  }

  /// Sends `aSelector` with one argument (see `perform(_:)`).
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    ObjCRuntime.shared.performing(aSelector, on: self, [object])
  }

  /// Sends `aSelector` with two arguments (see `perform(_:)`).
  @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
  {
    ObjCRuntime.shared.performing(aSelector, on: self, [object1, object2])
  }

  /// Sends `aSelector` to the class itself and returns its result (seed 002's
  /// `[UIColor performSelector:sel]`).
  @discardableResult
  public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    ObjCRuntime.shared.performing(aSelector, onClass: self, [])
  }

  /// Sends `aSelector` to the class with one argument.
  @discardableResult
  public class func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    ObjCRuntime.shared.performing(aSelector, onClass: self, [object])
  }

  /// Sends `aSelector` to the class with two arguments.
  @discardableResult
  public class func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
  {
    ObjCRuntime.shared.performing(aSelector, onClass: self, [object1, object2])
  }
}

// `responds(to:)` and `forwardingTarget(for:)` are the protocol's, not the class's: a member
// of an extension of Foundation's `NSObject` cannot be overridden on Linux, while a class
// may declare its own beside a protocol extension's. Preparation takes the `override` off a
// class's own (`SourceRewriter`), the generated tables list it, and these send the selector
// through the runtime, which runs the class's member first (`ObjCRuntime.responds(_:to:)`),
// so that it answers however the object is typed, as Objective-C's dispatch would. Being the
// protocol's, they also answer a delegate typed `NSObjectProtocol` or a protocol refining it.
extension NSObjectProtocol {
  /// Whether the object answers `aSelector`: its class's `responds(to:)` if it declares one
  /// (whose `super.responds(to:)` comes back here), else a member of its class or a
  /// superclass that Objective-C sees, a key UIKit's key-value table knows, or `NSObject`'s
  /// own.
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    nonisolated(unsafe) let receiver = self
    return onMainActor { ObjCRuntime.shared.responds(receiver, to: aSelector.name) }
  }

  /// The object an unanswered `aSelector` goes to: its class's `forwardingTarget(for:)` if
  /// it declares one, else none (`NSObject`'s).
  public func forwardingTarget(for aSelector: Selector!) -> Any? {
    guard let aSelector else { return nil }
    nonisolated(unsafe) let receiver = self
    return onMainActor { ObjCRuntime.shared.forwardingTarget(of: receiver, for: aSelector.name) }
  }

  /// Whether the object adopts `aProtocol` (`conforms(to: UITextInput.self)`): the
  /// protocol's type stands for the Objective-C protocol object Swift passes on Darwin, and
  /// the answer is Swift's conformance check.
  public func conforms<P>(to aProtocol: P.Type) -> Bool { self is P }

  /// Whether the object is an instance of `aClass` or of a subclass of it, as NSObject's
  /// protocol asks of any object (`[delegate isKindOfClass:[UIView class]]` on an
  /// `id<UIScrollViewDelegate>`), which Linux's protocol leaves to the class.
  public func isKind(of aClass: AnyClass) -> Bool {
    if let object = self as? NSObject { return object.isKind(of: aClass) }
    return sequence(first: type(of: self) as AnyClass, next: { _getSuperclass($0) }).contains {
      $0 == aClass
    }
  }

  /// Whether the object is an instance of `aClass` itself (not of a subclass).
  public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension ObjCRuntime {
  /// `perform(_:)` on an instance: the result retained by the pool and passed unretained.
  func performing(_ selector: Selector?, on receiver: NSObject, _ arguments: [Any?])
    -> Unmanaged<AnyObject>?
  {
    nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
    return performing(selector, receiver: "\(type(of: receiver))") {
      try self.send($0, to: receiver, arguments)
    }
  }

  /// `perform(_:)` on a class.
  func performing(_ selector: Selector?, onClass cls: AnyClass, _ arguments: [Any?])
    -> Unmanaged<AnyObject>?
  {
    nonisolated(unsafe) let arguments = arguments
    return performing(selector, receiver: "\(cls)") { try self.send($0, toClass: cls, arguments) }
  }

  /// Sends the selector with `send` on the main thread; an error ends the process as the
  /// exception it is on iOS.
  private func performing(
    _ selector: Selector?, receiver: String, _ send: @MainActor (String) throws -> Any?
  ) -> Unmanaged<AnyObject>? {
    let name = selector?.name ?? "(null)"
    switch onMainActor({ Result { try send(name) } }) {
    case .success(let value): return unmanaged(value)
    case .failure(let error): Self.messageFailed(name, receiver: receiver, error)
    }
  }

  /// Sends `selector` to `receiver` as target–action and notifications do: an unanswered
  /// selector ends the process, as on iOS.
  @preconcurrency @MainActor
  func deliver(_ selector: String, to receiver: AnyObject, _ arguments: [Any?]) {
    do {
      _ = try send(selector, to: receiver, arguments)
    } catch {
      Self.messageFailed(selector, receiver: "\(type(of: receiver))", error)
    }
  }

  private func unmanaged(_ value: Any?) -> Unmanaged<AnyObject>? {
    guard let value = ObjCArguments.unwrapped(value) else { return nil }
    let object = value as AnyObject
    autorelease(object)
    return Unmanaged.passUnretained(object)
  }

  /// Ends the process as the exception a failed message raises on iOS
  /// (`NSInvalidArgumentException`: "unrecognized selector sent to instance").
  static func messageFailed(_ selector: String, receiver: String, _ error: Error) -> Never {
    let reason =
      (error as? ObjCMessageError)?.description ?? "-[\(receiver) \(selector)]: \(error)"
    terminateWithUncaughtException(.invalidArgumentException, reason: reason)
  }
}

/// Runs `body`, which UIKit's main-actor code may run in, on the main thread the caller is
/// on: Objective-C's runtime calls are not isolated, and designables only ever run on the
/// main thread. Unlike `MainActor.assumeIsolated`, the result need not be `Sendable` (it is
/// returned to the same thread).
func onMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
  MainActor.preconditionIsolated("Objective-C runtime calls run on the main thread")
  return try withoutActuallyEscaping(body) { main in
    try unsafeBitCast(main, to: (() throws -> T).self)()
  }
}
