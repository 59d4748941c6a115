import Foundation

// `<objc/runtime.h>`'s protocol objects, which Linux lacks.
//
// Design note: on iOS `@protocol(P)` is the runtime's record of the protocol, with its
// method lists. Swift has no such record of a protocol's requirements at run time, so the
// translation of `@protocol(P)` makes one from what it knows when it translates: the name
// table's members of a framework protocol, a module's own protocol's declarations, with the
// protocols each inherits, flattened (the runtime searches inherited protocols too).
// Differs from iOS: a framework protocol lists the members the façade declares, not every
// member of the SDK's; method type encodings are not known.

/// A protocol as the runtime hands it out (`Protocol *`).
public final class Protocol: NSObject, @unchecked Sendable {
  /// Its name, as Objective-C spells it.
  public let name: String
  /// The protocols it adopts, directly or through those, by name.
  public let inheritedNames: [String]
  /// Its required methods and those of the protocols it adopts: selectors, `-` for an
  /// instance method and `+` for a class method before each (`-tableView:numberOfRowsInSection:`).
  public let requiredMethods: Set<String>
  /// Its `@optional` methods and those of the protocols it adopts, spelled so.
  public let optionalMethods: Set<String>

  /// A protocol record (what the translation of `@protocol(P)` makes).
  public init(
    name: String, inheriting inheritedNames: [String] = [], required: [String] = [],
    optional: [String] = []
  ) {
    self.name = name
    self.inheritedNames = inheritedNames
    self.requiredMethods = Set(required)
    self.optionalMethods = Set(optional)
  }

  public override var description: String { "<Protocol: \(name)>" }
}

/// A method of a protocol, as `protocol_getMethodDescription` gives it: a NULL `name` when
/// the protocol has no such method.
public struct objc_method_description {
  /// The selector; nil for none.
  public var name: Selector?
  /// Its type encoding; nil here (the tables record no types).
  public var types: UnsafeMutablePointer<CChar>?

  /// A description.
  public init(name: Selector?, types: UnsafeMutablePointer<CChar>?) {
    self.name = name
    self.types = types
  }

  /// No method: both fields NULL.
  public init() { self.init(name: nil, types: nil) }
}

/// The method `aSel` of `p` (or of a protocol it adopts) that is required or optional, and an
/// instance or class method, as asked, as `protocol_getMethodDescription`; a description whose
/// `name` is nil when there is none.
public func protocol_getMethodDescription(
  _ p: Protocol, _ aSel: Selector, _ isRequiredMethod: Bool, _ isInstanceMethod: Bool
) -> objc_method_description {
  let key = (isInstanceMethod ? "-" : "+") + aSel.name
  let methods = isRequiredMethod ? p.requiredMethods : p.optionalMethods
  return methods.contains(key) ? objc_method_description(name: aSel, types: nil) : .init()
}

/// The protocol's name, as `protocol_getName` (a C string that lives as long as the process).
public func protocol_getName(_ proto: Protocol) -> UnsafePointer<CChar> {
  SelectorNames.shared.cString(proto.name)
}

/// The protocol's name, as `NSStringFromProtocol`.
public func NSStringFromProtocol(_ proto: Protocol) -> String { proto.name }

/// Whether `proto` adopts `other` (or is it), as `protocol_conformsToProtocol`.
public func protocol_conformsToProtocol(_ proto: Protocol?, _ other: Protocol?) -> Bool {
  guard let proto, let other else { return false }
  return proto.name == other.name || proto.inheritedNames.contains(other.name)
}

/// Whether two protocols are the same, as `protocol_isEqual`.
public func protocol_isEqual(_ proto: Protocol?, _ other: Protocol?) -> Bool {
  proto?.name == other?.name && proto != nil
}
