import Foundation

// Foundation's `NSInvocation` and `NSMethodSignature`, on the generated selector tables.
//
// Design note: Swift hides both classes (`NS_SWIFT_UNAVAILABLE`) and Linux's Foundation has
// neither, but Objective-C translated to Swift builds messages with them and forwards messages
// through them (`forwardInvocation:`). An invocation keeps its target, selector and arguments
// as Swift values: the pointer `setArgument:atIndex:` is given (`&item`) is typed by the
// variable it points to, so the value is read as that type, and `invoke` sends the selector
// through `ObjCRuntime.send`, which converts each argument to the parameter type of the member
// that answers, as `perform(_:)` does. A signature is what the tables know of a selector: its
// number of arguments (the selector's colons, plus `self` and `_cmd`).
//
// Differs from Foundation: the tables record no types, so a signature has no type encodings
// (`getArgumentTypeAtIndex:`, `methodReturnType`, `methodReturnLength` and `frameLength` are
// not declared: Objective-C that reads them fails to build at the call), and
// `methodSignatureForSelector:` answers for the selectors the receiver responds to, not for a
// selector one of its protocols declares and nothing implements (the translation forwards
// those itself, `ObjCRuntime.forward(_:of:_:)`). An invocation keeps its target and object
// arguments alive, as after `retainArguments`.

/// The number and kinds of a message's arguments, as the selector tables know them.
open class NSMethodSignature: NSObject {
  /// The message's arguments, `self` and `_cmd` included.
  public let numberOfArguments: Int

  /// The signature of `selector`: its colons' arguments, after `self` and `_cmd`.
  init(selector: String) {
    numberOfArguments = 2 + selector.reduce(0) { $1 == ":" ? $0 + 1 : $0 }
  }

  /// Whether the message is `oneway` (never: the tables record no qualifiers).
  open func isOneway() -> Bool { false }
}

/// A message as an object: a target, a selector, its arguments and, once sent, its result.
open class NSInvocation: NSObject {
  /// The signature the invocation was made with.
  public let methodSignature: NSMethodSignature
  /// The receiver (argument 0).
  open var target: Any?
  /// The selector (argument 1).
  open var selector: Selector = Selector("")
  /// Arguments 2 and after, as their variables held them.
  private var arguments: [Any?]
  /// The result of the last `invoke`, or the value `setReturnValue(_:)` gave.
  private var returnValue: Any?

  /// An invocation of a message of `signature`, with no target, selector or arguments
  /// (`+invocationWithMethodSignature:`).
  public init(methodSignature signature: NSMethodSignature) {
    methodSignature = signature
    arguments = Array(repeating: nil, count: max(0, signature.numberOfArguments - 2))
  }

  /// Whether the invocation keeps its target and object arguments (always, see above).
  open var argumentsRetained: Bool { true }

  /// Keeps the target and object arguments alive (they always are).
  open func retainArguments() {}

  /// Sets argument `idx` (0 the target, 1 the selector) to the value at `argumentLocation`.
  open func setArgument<T>(_ argumentLocation: UnsafeMutablePointer<T>, at idx: Int) {
    let value = argumentLocation.pointee
    switch idx {
    case 0: target = ObjCArguments.unwrapped(value)
    case 1:
      guard let s = value as? Selector else { outOfRange(idx, "setArgument:atIndex:") }
      selector = s
    default:
      guard idx - 2 < arguments.count, idx >= 0 else { outOfRange(idx, "setArgument:atIndex:") }
      arguments[idx - 2] = value
    }
  }

  /// Copies argument `idx` into `argumentLocation`, converted to its type as a message's
  /// argument is.
  open func getArgument<T>(_ argumentLocation: UnsafeMutablePointer<T>, at idx: Int) {
    let value: Any?
    switch idx {
    case 0: value = target
    case 1: value = selector
    default:
      guard idx - 2 < arguments.count, idx >= 0 else { outOfRange(idx, "getArgument:atIndex:") }
      value = arguments[idx - 2]
    }
    Self.store(value, into: argumentLocation, for: "getArgument:atIndex:")
  }

  /// Copies the result into `retLoc`, converted to its type; zero, as Foundation's buffer
  /// starts, when the message gave none.
  open func getReturnValue<T>(_ retLoc: UnsafeMutablePointer<T>) {
    Self.store(returnValue, into: retLoc, for: "getReturnValue:")
  }

  /// Sets the result (as a `forwardInvocation:` that answers itself does).
  open func setReturnValue<T>(_ retLoc: UnsafeMutablePointer<T>) {
    returnValue = retLoc.pointee
  }

  /// Sends the message to `target`.
  open func invoke() {
    guard let target else { return }  // a message to nil does nothing
    invoke(withTarget: target)
  }

  /// Sets `target` and sends the message to it; a message nothing answers ends the process,
  /// as its exception does on iOS.
  open func invoke(withTarget target: Any) {
    self.target = target
    guard let object = ObjCArguments.unwrapped(target).map({ $0 as AnyObject }) else { return }
    nonisolated(unsafe) let receiver = object
    let name = selector.name
    nonisolated(unsafe) let arguments = arguments
    let result = onMainActor {
      Result { () throws -> Any? in
        if let cls = receiver as? AnyClass {
          return try ObjCRuntime.shared.send(name, toClass: cls, arguments)
        }
        return try ObjCRuntime.shared.send(name, to: receiver, arguments)
      }
    }
    switch result {
    case .success(let value): returnValue = value
    case .failure(let error):
      ObjCRuntime.messageFailed(name, receiver: "\(type(of: receiver))", error)
    }
  }

  /// The arguments after `self` and `_cmd`, and the result (for the runtime's forwarding).
  var messageArguments: [Any?] { arguments }
  var result: Any? { returnValue }

  /// Writes `value` at `location` as a `T`: converted as a message's argument is, zero bytes
  /// (C's zero value) for nothing or a value of a plain type that cannot be one; a value an
  /// object or other managed type cannot take ends the process, naming the call.
  static func store<T>(_ value: Any?, into location: UnsafeMutablePointer<T>, for call: String) {
    location.pointee = read(value, for: call)
  }

  /// `value` as a `T`, as `store(_:into:for:)` writes it.
  static func read<T>(_ value: Any?, for call: String) -> T {
    if let converted: T = ObjCArguments.convert(value) { return converted }
    guard _isPOD(T.self) else {
      terminateWithUncaughtException(
        .invalidArgumentException,
        reason: "-[NSInvocation \(call)]: \(ObjCRuntime.typeName(value)) cannot be read as "
          + "\(T.self)")
    }
    let zero = UnsafeMutableRawPointer.allocate(
      byteCount: max(1, MemoryLayout<T>.size), alignment: MemoryLayout<T>.alignment)
    defer { zero.deallocate() }
    zero.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<T>.size)
    return zero.load(as: T.self)
  }

  private func outOfRange(_ idx: Int, _ call: String) -> Never {
    terminateWithUncaughtException(
      .invalidArgumentException,
      reason: "-[NSInvocation \(call)]: index (\(idx)) out of bounds [-1, "
        + "\(methodSignature.numberOfArguments - 1)]")
  }
}

// `NSObject`'s forwarding methods, the protocol's as `responds(to:)` is (`NSObject+Runtime`):
// a class declares its own beside them, and the runtime runs it.
extension NSObjectProtocol {
  /// The signature of `aSelector` for this object: its class's `methodSignature(for:)` if it
  /// declares one, else one for a selector the object answers, `nil` for any other.
  public func methodSignature(for aSelector: Selector!) -> NSMethodSignature! {
    guard let aSelector else { return nil }
    nonisolated(unsafe) let receiver = self
    return onMainActor { ObjCRuntime.shared.methodSignature(of: receiver, for: aSelector.name) }
  }

  /// Handles a message nothing answers: its class's `forwardInvocation(_:)` if it declares one,
  /// else `doesNotRecognizeSelector(_:)`.
  public func forwardInvocation(_ anInvocation: NSInvocation!) {
    guard let anInvocation else { return }
    nonisolated(unsafe) let (receiver, invocation) = (self, anInvocation)
    onMainActor { ObjCRuntime.shared.forwardInvocation(invocation, to: receiver) }
  }

  /// Ends the process as the exception an unrecognized selector raises on iOS.
  public func doesNotRecognizeSelector(_ aSelector: Selector!) -> Never {
    ObjCRuntime.messageFailed(
      aSelector?.name ?? "(null)", receiver: "\(type(of: self))",
      ObjCMessageError.unrecognizedSelector(
        selector: aSelector?.name ?? "(null)", receiver: "\(type(of: self))", isClass: false))
  }
}

extension ObjCRuntime {
  /// `methodSignature(for:)` of `receiver`: its class's own, if it declares one (whose `super`
  /// call comes back here), else `NSObject`'s.
  @preconcurrency @MainActor
  func methodSignature(of receiver: AnyObject, for selector: String) -> NSMethodSignature? {
    if let answer = override("methodSignatureForSelector:", of: receiver, [Selector(selector)]) {
      return ObjCArguments.unwrapped(answer) as? NSMethodSignature
    }
    return instancesRespond(type(of: receiver), to: selector)
      ? NSMethodSignature(selector: selector) : nil
  }

  /// `forwardInvocation(_:)` of `receiver`: its class's own if it declares one, else
  /// `NSObject`'s, which does not recognize the selector.
  @preconcurrency @MainActor
  func forwardInvocation(_ invocation: NSInvocation, to receiver: AnyObject) {
    if override("forwardInvocation:", of: receiver, [invocation]) != nil { return }
    Self.messageFailed(
      invocation.selector.name, receiver: "\(type(of: receiver))",
      ObjCMessageError.unrecognizedSelector(
        selector: invocation.selector.name, receiver: "\(type(of: receiver))", isClass: false))
  }

  /// Whether `receiver`'s class declares its own `forwardInvocation(_:)`.
  @preconcurrency @MainActor
  func forwardsInvocations(_ receiver: AnyObject) -> Bool {
    selectors.instanceMethod("forwardInvocation:", of: type(of: receiver)) != nil
  }

  /// The runtime's forwarding of a message `receiver`'s class does not answer, in its order:
  /// the object the class's `forwardingTarget(for:)` names, if another; else the class's
  /// `methodSignature(for:)` (with `declared`, a protocol declaring the selector gives one
  /// when the class has none of its own) and, with a signature, an invocation to its
  /// `forwardInvocation(_:)`, whose result is the invocation's. A nil signature, or no
  /// `forwardInvocation(_:)` of the class's own, is `doesNotRecognizeSelector:`: `unrecognized`
  /// is thrown.
  @preconcurrency @MainActor
  func forwarded(
    _ selector: String, to receiver: AnyObject, _ arguments: [Any?], declared: Bool,
    unrecognized: ObjCMessageError
  ) throws -> Any? {
    if let target = forwardingTarget(of: receiver, for: selector).map({ $0 as AnyObject }),
      target !== receiver
    {
      return try send(selector, to: target, arguments)
    }
    let signature =
      override("methodSignatureForSelector:", of: receiver, [Selector(selector)]).map {
        ObjCArguments.unwrapped($0) as? NSMethodSignature
      } ?? (declared ? NSMethodSignature(selector: selector) : nil)
    guard let signature, forwardsInvocations(receiver) else { throw unrecognized }
    let invocation = NSInvocation(methodSignature: signature)
    invocation.target = receiver
    invocation.selector = Selector(selector)
    for (i, var argument) in arguments.prefix(signature.numberOfArguments - 2).enumerated() {
      invocation.setArgument(&argument, at: i + 2)
    }
    forwardInvocation(invocation, to: receiver)
    return invocation.result
  }

  /// A message a protocol of `receiver`'s class declares and the class does not implement,
  /// sent from translated Objective-C (the translation declares it so), forwarded as the
  /// runtime forwards a message nothing answers: to the object the class's
  /// `forwardingTarget(for:)` names, else through its `forwardInvocation(_:)`, else the
  /// "unrecognized selector sent to instance" exception, naming the class and the selector.
  /// The result is read as a `T` as `getReturnValue:` reads it.
  @preconcurrency @MainActor
  public static func forward<T>(_ selector: String, of receiver: AnyObject, _ arguments: [Any?])
    -> T
  {
    let unrecognized = ObjCMessageError.unrecognizedSelector(
      selector: selector, receiver: "\(type(of: receiver))", isClass: false)
    do {
      return NSInvocation.read(
        try shared.forwarded(
          selector, to: receiver, arguments, declared: true, unrecognized: unrecognized),
        for: "getReturnValue:")
    } catch {
      messageFailed(selector, receiver: "\(type(of: receiver))", error)
    }
  }
}
