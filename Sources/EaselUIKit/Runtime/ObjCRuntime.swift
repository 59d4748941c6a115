import Foundation

// An Objective-C runtime for designables, made of generated tables (Linux has none).
//
// Design note: Xcode's agent answers `responds(to:)`, `perform(_:)`, target–action and
// key-value coding from the Objective-C runtime's method lists. Here the source scan knows
// every member Objective-C would see (`@objc`, `@IBAction`, `@IBInspectable`, `dynamic`,
// `@objcMembers` classes), and the code Easel generates beside each declaration lists them
// as `ObjCMethod`s: a selector, its owner class, whether it is a class method, and a closure
// that calls the member with arguments cast the way `NSInvocation` would (numbers bridge
// between widths, `nil` reaches optionals). A module's registration adds them to its
// `KeyValueTable`; the agent installs the merged table here once, before any user code
// runs. Lookup takes the member of the most derived class the receiver is (or, for class
// methods, is a subclass of), which is how Objective-C walks the superclass chain. UIKit's
// own properties answer through the façade's key-value table (`cornerRadius`,
// `setBackgroundColor:`), and NSObject's own methods through a fixed list.
//
// What it does not do: swizzling and members added at run time (`method_exchangeImplementations`
// and `class_addMethod` compile and change nothing: `ObjCSwizzling.swift`). A class's own
// `responds(to:)`, `forwardingTarget(for:)`, `methodSignature(for:)` and
// `forwardInvocation(_:)` are run as Objective-C runs them: the first whenever anything asks
// whether the object answers, the others, in that order, before a selector nothing answers
// fails (`NSInvocation.swift`).

/// One member Objective-C can send a message to: a method, or a property's getter or setter.
public struct ObjCMethod: @unchecked Sendable {
  /// The class that declares it (an extension's extended class).
  public let owner: AnyClass
  /// The selector, as Objective-C spells it (`setThemeColor:`, `blueClr`, `tap:forEvent:`).
  public let selector: String
  /// A class method (`class func`, `static var` of a class): sent to the class itself.
  public let isClassMethod: Bool
  /// Calls the member on `receiver` (an instance, or the class for a class method) with
  /// `arguments`; returns its result, `nil` for `Void`.
  public let invoke: @MainActor (_ receiver: Any, _ arguments: [Any?]) throws -> Any?

  /// Creates a member record.
  public init(
    owner: AnyClass, selector: String, isClassMethod: Bool = false,
    invoke: @escaping @MainActor (_ receiver: Any, _ arguments: [Any?]) throws -> Any?
  ) {
    self.owner = owner
    self.selector = selector
    self.isClassMethod = isClassMethod
    self.invoke = invoke
  }

  /// How many arguments the selector takes: its colons.
  public var arity: Int { selector.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }
}

/// A message Objective-C would have refused.
public enum ObjCMessageError: Error, Equatable, CustomStringConvertible {
  /// No member answers the selector (`-[UIView foo]: unrecognized selector`).
  case unrecognizedSelector(selector: String, receiver: String, isClass: Bool)
  /// An argument cannot be passed as the member's parameter type.
  case argumentType(index: Int, expected: String, got: String)
  /// A number no case of the parameter's enumeration has as its raw value. Objective-C passes
  /// it on (an `NS_ENUM` is a number); a translated enumeration, a Swift `enum`, cannot hold it.
  case unnamedEnumerationValue(index: Int, enumeration: String, value: String)
  /// The receiver is not of the member's class (a generated table's own inconsistency).
  case receiverType(selector: String, expected: String, got: String)

  public var description: String {
    switch self {
    case .unrecognizedSelector(let selector, let receiver, let isClass):
      return "\(isClass ? "+" : "-")[\(receiver) \(selector)]: unrecognized selector sent to "
        + (isClass ? "class" : "instance")
    case .argumentType(let index, let expected, let got):
      return "argument \(index + 1) is \(got), which cannot be passed as \(expected)"
    case .unnamedEnumerationValue(let index, let enumeration, let value):
      return "argument \(index + 1) is \(value), which no case of \(enumeration) has as its "
        + "raw value"
    case .receiverType(let selector, let expected, let got):
      return "'\(selector)' of \(expected) sent to \(got)"
    }
  }
}

/// The members Objective-C can see, by selector, with the superclass-chain lookup.
public struct SelectorTable: @unchecked Sendable {
  private var instanceMembers: [String: [ObjCMethod]] = [:]
  private var classMembers: [String: [ObjCMethod]] = [:]

  /// An empty table.
  public init() {}

  /// Adds members; a later member for the same class and selector replaces the earlier one.
  public mutating func add(_ methods: [ObjCMethod]) {
    for m in methods {
      if m.isClassMethod {
        Self.insert(m, into: &classMembers)
      } else {
        Self.insert(m, into: &instanceMembers)
      }
    }
  }

  /// Adds every member of `other`, its members winning.
  public mutating func merge(_ other: SelectorTable) {
    for list in other.instanceMembers.values { add(list) }
    for list in other.classMembers.values { add(list) }
  }

  private static func insert(_ m: ObjCMethod, into table: inout [String: [ObjCMethod]]) {
    var list = table[m.selector, default: []]
    list.removeAll { $0.owner == m.owner }
    list.append(m)
    table[m.selector] = list
  }

  /// The member instances of `cls` run for `selector`: the most derived class's.
  public func instanceMethod(_ selector: String, of cls: AnyClass) -> ObjCMethod? {
    mostDerived(instanceMembers[selector] ?? [], for: cls)
  }

  /// The member the class `cls` runs for `selector`, inherited class methods included.
  public func classMethod(_ selector: String, of cls: AnyClass) -> ObjCMethod? {
    mostDerived(classMembers[selector] ?? [], for: cls)
  }

  /// The members `cls` itself declares (not its superclasses'), by selector: its method list
  /// as `class_copyMethodList` gives it.
  public func members(declaredBy cls: AnyClass, classMethods: Bool) -> [ObjCMethod] {
    (classMethods ? classMembers : instanceMembers).values
      .compactMap { list in list.first { $0.owner == cls } }
      .sorted { $0.selector < $1.selector }
  }

  private func mostDerived(_ list: [ObjCMethod], for cls: AnyClass) -> ObjCMethod? {
    mostDerivedOwner(in: list, owner: \.owner, for: cls)
  }
}

/// The process's Objective-C runtime: the selector table and key-value table of the
/// designables it hosts, installed once by the agent before user code runs.
///
/// One per process, as Objective-C's own is; thread-safe. Values returned by `perform(_:)`
/// are kept alive by a bounded pool, as an autorelease pool keeps them on iOS.
public final class ObjCRuntime: @unchecked Sendable {
  /// The runtime every `NSObject` call goes through.
  public static let shared = ObjCRuntime()

  private let lock = NSLock()
  private var table = SelectorTable()
  private var keys = KeyValueTable()
  private var pool: [AnyObject] = []
  private var buffers: [AnyObject] = []
  private static let poolLimit = 4096

  /// A runtime with nothing installed (tests make their own).
  public init() {}

  /// Adds the members and keys of `table` (every module's registration, merged).
  public func install(_ table: KeyValueTable) {
    lock.withLock {
      self.table.merge(table.selectors)
      keys.merge(table)
    }
  }

  /// The installed selectors.
  public var selectors: SelectorTable { lock.withLock { table } }

  /// The installed key-value table of the designables.
  public var keyValueTable: KeyValueTable { lock.withLock { keys } }

  /// Keeps `object` alive for a while, as an autorelease pool would.
  func autorelease(_ object: AnyObject) {
    lock.withLock {
      if pool.count >= Self.poolLimit { pool.removeFirst(Self.poolLimit / 2) }
      pool.append(object)
    }
  }

  /// Keeps `object` alive until the pool drains, however many objects the pool takes before:
  /// an object whose storage C holds a pointer into (`ObjCDataBytes`), which must not go while
  /// the pointer is used.
  func keepUntilDrained(_ object: AnyObject) {
    lock.withLock { buffers.append(object) }
  }

  /// Lets go of every object `perform(_:)` returned, every nib's top-level object and every
  /// buffer made so far (the agent calls it between renders, as the run loop drains its pool).
  public func drainAutoreleasePool() {
    let drained = lock.withLock {
      let p = pool + buffers
      pool = []
      buffers = []
      return p
    }
    withExtendedLifetime(drained) {}
  }

  /// Whether instances of `cls` answer `selector`.
  @preconcurrency @MainActor
  public func instancesRespond(_ cls: AnyClass, to selector: String) -> Bool {
    if selectors.instanceMethod(selector, of: cls) != nil { return true }
    if Self.nsObjectInstanceSelectors.contains(selector) { return true }
    return builtInKeyAccessor(selector, of: cls) != nil
  }

  /// Whether the class `cls` itself answers `selector`.
  public func classResponds(_ cls: AnyClass, to selector: String) -> Bool {
    selectors.classMethod(selector, of: cls) != nil
      || Self.nsObjectClassSelectors.contains(selector)
  }

  /// Objects whose class's own `responds(to:)` or `forwardingTarget(for:)` is running, by
  /// selector: its `super` call comes back to the runtime, which then answers as `NSObject`.
  @MainActor private static var overridesRunning: Set<Overriding> = []

  private struct Overriding: Hashable {
    let object: ObjectIdentifier
    let selector: String
  }

  /// Runs the member `receiver`'s class declares for `NSObject`'s `selector` with
  /// `arguments`, unless it is already running for `receiver`; `nil` when it has none or it
  /// is the one running (its `super` call).
  @MainActor
  func override(_ selector: String, of receiver: AnyObject, _ arguments: [Any?])
    -> Any??
  {
    guard let m = selectors.instanceMethod(selector, of: type(of: receiver)) else { return nil }
    let running = Overriding(object: ObjectIdentifier(receiver), selector: selector)
    guard Self.overridesRunning.insert(running).inserted else { return nil }
    defer { Self.overridesRunning.remove(running) }
    return .some(try? m.invoke(receiver, arguments))
  }

  /// Whether `receiver` answers `selector`: its class's `responds(to:)` if it declares one,
  /// else what its class's instances answer.
  @preconcurrency @MainActor
  public func responds(_ receiver: AnyObject, to selector: String) -> Bool {
    if let answer = override("respondsToSelector:", of: receiver, [Selector(selector)]) {
      return answer as? Bool ?? false
    }
    return instancesRespond(type(of: receiver), to: selector)
  }

  /// What `receiver` answers to `selector` with `arguments` when it responds to it, as UIKit
  /// asks a delegate for an optional method (`respondsToSelector:` first, then the message);
  /// nil when it does not respond or the message fails. An answer that is not a `T` is nil
  /// too, and reported to the bound environment (`ObjCAnswerTypeMismatch`: iOS reads another
  /// register than the answer's).
  @preconcurrency @MainActor
  public func optionalAnswer<T>(
    _ selector: String, from receiver: AnyObject, _ arguments: [Any?], as type: T.Type = T.self
  ) -> T? {
    guard responds(receiver, to: selector),
      let answer = try? send(selector, to: receiver, arguments)
    else { return nil }
    if let typed = answer as? T { return typed }
    ResourceEnvironment.current.answerTypeMismatch(
      ObjCAnswerTypeMismatch(
        className: "\(Swift.type(of: receiver))", selector: selector,
        answered: Self.typeName(answer), expected: "\(T.self)"))
    return nil
  }

  /// The object `receiver`'s class's `forwardingTarget(for:)` gives for `selector`, if it
  /// declares one.
  @preconcurrency @MainActor
  public func forwardingTarget(of receiver: AnyObject, for selector: String) -> Any? {
    let target = override("forwardingTargetForSelector:", of: receiver, [Selector(selector)])
    return target.flatMap { ObjCArguments.unwrapped($0) }
  }

  /// Sends `selector` to `receiver` (an instance) with `arguments`; one nothing answers is
  /// `forwarded(_:to:_:declared:unrecognized:)`, as Objective-C's forwarding does.
  @preconcurrency @MainActor
  public func send(_ selector: String, to receiver: AnyObject, _ arguments: [Any?]) throws -> Any? {
    do {
      return try answer(selector, to: receiver, arguments)
    } catch let error as ObjCMessageError {
      guard case .unrecognizedSelector(selector, _, false) = error else { throw error }
      return try forwarded(selector, to: receiver, arguments, declared: false, unrecognized: error)
    }
  }

  /// Sends `selector` to `receiver`, without forwarding.
  @MainActor
  private func answer(_ selector: String, to receiver: AnyObject, _ arguments: [Any?]) throws
    -> Any?
  {
    let cls: AnyClass = type(of: receiver)
    if let m = selectors.instanceMethod(selector, of: cls) {
      return try m.invoke(receiver, Self.fitted(arguments, to: m.arity))
    }
    if let accessor = builtInKeyAccessor(selector, of: cls) {
      guard accessor.isSetter else {
        return try builtInKeys.value(forKeyPath: accessor.key, of: receiver)?.anyValue
      }
      guard let value = InspectableValue(anyValue: arguments.first ?? nil) else {
        throw ObjCMessageError.argumentType(
          index: 0, expected: "the value of '\(accessor.key)'",
          got: Self.typeName(arguments.first ?? nil))
      }
      try builtInKeys.setValue(value, forKeyPath: accessor.key, of: receiver)
      return nil
    }
    if let object = receiver as? NSObject,
      let answer = Self.nsObjectAnswer(selector, object, arguments)
    {
      return answer
    }
    throw ObjCMessageError.unrecognizedSelector(
      selector: selector, receiver: "\(cls)", isClass: false)
  }

  /// Sends `selector` to the class `cls` with `arguments`.
  @preconcurrency @MainActor
  public func send(_ selector: String, toClass cls: AnyClass, _ arguments: [Any?]) throws -> Any? {
    if let m = selectors.classMethod(selector, of: cls) {
      return try m.invoke(cls, Self.fitted(arguments, to: m.arity))
    }
    switch selector {
    case "class", "self": return cls
    case "description": return "\(cls)"
    default:
      throw ObjCMessageError.unrecognizedSelector(
        selector: selector, receiver: "\(cls)", isClass: true)
    }
  }

  /// `arguments` cut or padded with `nil` to `arity`: Objective-C passes what the caller
  /// gives in registers, and a method taking fewer arguments ignores the rest.
  private static func fitted(_ arguments: [Any?], to arity: Int) -> [Any?] {
    if arguments.count == arity { return arguments }
    if arguments.count > arity { return Array(arguments.prefix(arity)) }
    return arguments + Array(repeating: nil, count: arity - arguments.count)
  }

  /// A getter (`cornerRadius`) or setter (`setCornerRadius:`) of a key UIKit's own
  /// key-value table knows for `cls`.
  @preconcurrency @MainActor
  private func builtInKeyAccessor(_ selector: String, of cls: AnyClass) -> (
    key: String, isSetter: Bool
  )? {
    if selector.hasPrefix("set"), selector.hasSuffix(":"), selector.count > 4,
      selector.dropLast().contains(":") == false
    {
      let name = String(selector.dropFirst(3).dropLast())
      let key = name.prefix(1).lowercased() + name.dropFirst()
      return builtInKeys.entry(forInstancesOf: cls, key: key) != nil ? (key, true) : nil
    }
    guard !selector.contains(":") else { return nil }
    return builtInKeys.entry(forInstancesOf: cls, key: selector) != nil ? (selector, false) : nil
  }

  /// `NSObject`'s own instance methods, as the `NSObject` protocol declares them.
  static let nsObjectInstanceSelectors: Set<String> = [
    "class", "self", "superclass", "hash", "description", "debugDescription", "isEqual:",
    "isKindOfClass:", "isMemberOfClass:", "respondsToSelector:", "conformsToProtocol:",
    "performSelector:", "performSelector:withObject:", "performSelector:withObject:withObject:",
    "isProxy", "retain", "release", "autorelease", "retainCount", "zone", "copy", "mutableCopy",
    "valueForKey:", "setValue:forKey:", "valueForKeyPath:", "setValue:forKeyPath:",
  ]

  /// `NSObject`'s class methods.
  static let nsObjectClassSelectors: Set<String> = [
    "class", "self", "superclass", "description", "alloc", "new", "hash", "isSubclassOfClass:",
    "instancesRespondToSelector:", "respondsToSelector:", "conformsToProtocol:",
  ]

  /// What `NSObject` answers itself, for the selectors of its own it can perform.
  @preconcurrency @MainActor
  private static func nsObjectAnswer(_ selector: String, _ object: NSObject, _ arguments: [Any?])
    -> Any??
  {
    let first = arguments.first ?? nil
    switch selector {
    case "self": return .some(object)
    case "class": return .some(type(of: object))
    case "description": return .some(object.description)
    case "hash": return .some(object.hash)
    case "isEqual:": return .some(object.isEqual(first))
    case "valueForKey:": return (first as? String).map { .some(object.value(forKey: $0)) }
    case "valueForKeyPath:": return (first as? String).map { .some(object.value(forKeyPath: $0)) }
    case "setValue:forKey:":
      guard let key = arguments.count > 1 ? arguments[1] as? String : nil else { return nil }
      object.setValue(first, forKey: key)
      return .some(nil)
    case "respondsToSelector:":
      return (first as? Selector).map { .some(object.responds(to: $0)) }
    default: return nil
    }
  }

  static func typeName(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return "\(type(of: value))"
  }
}
