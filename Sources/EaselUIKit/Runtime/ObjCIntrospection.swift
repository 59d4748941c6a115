import Foundation

// `<objc/runtime.h>`'s introspection, answered from the generated tables (`ObjCRuntime`): the
// members and keys the source scan found Objective-C-visible (`@objc`, `@IBInspectable`,
// `@IBAction`, a translated class's methods and properties), listed per class as the runtime
// lists a class's own. The lists are `malloc`'d and freed with `free`, as `objc/runtime.h`
// documents them.
//
// Differs from iOS: a class's methods and properties are those the tables know (what Swift
// declares `@objc` or Interface Builder can set), not the compiler's every method; UIKit's own
// classes list none; there are no metaclasses (`object_getClass` of a class is the class), so
// class methods are not listed; the order is by name, where the runtime's is unspecified.

/// A property as the runtime hands it out (`objc_property_t`, an opaque pointer on iOS).
public struct ObjCProperty: Hashable, @unchecked Sendable {
  /// The class that declares it.
  public let owner: AnyClass
  /// Its name, as key-value coding spells it.
  public let name: String

  public static func == (a: ObjCProperty, b: ObjCProperty) -> Bool {
    a.owner == b.owner && a.name == b.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(owner))
    hasher.combine(name)
  }
}

/// `objc/runtime.h`'s name for a property record.
public typealias objc_property_t = ObjCProperty

/// The instance methods `cls` itself declares (not its superclasses'), as
/// `class_copyMethodList`: a `malloc`'d array the caller frees with `free`, its count in
/// `outCount`; nil (and a count of 0) when there are none.
public func class_copyMethodList(
  _ cls: AnyClass?, _ outCount: UnsafeMutablePointer<UInt32>?
) -> UnsafeMutablePointer<Method>? {
  let members =
    cls.map { ObjCRuntime.shared.selectors.members(declaredBy: $0, classMethods: false) } ?? []
  return mallocList(
    members.map {
      Method(owner: $0.owner, selector: Selector($0.selector), isClassMethod: $0.isClassMethod)
    }, outCount)
}

/// The properties `cls` itself declares, as `class_copyPropertyList` (see
/// `class_copyMethodList`).
public func class_copyPropertyList(
  _ cls: AnyClass?, _ outCount: UnsafeMutablePointer<UInt32>?
) -> UnsafeMutablePointer<objc_property_t>? {
  guard let cls else { return mallocList([ObjCProperty](), outCount) }
  let keys = ObjCRuntime.shared.keyValueTable.keys(declaredBy: cls)
  return mallocList(keys.map { ObjCProperty(owner: cls, name: $0) }, outCount)
}

/// The property's name, as `property_getName` (a C string that lives as long as the process).
public func property_getName(_ property: objc_property_t) -> UnsafePointer<CChar> {
  SelectorNames.shared.cString(property.name)
}

/// The property's attributes in the runtime's encoding (`T@"NSString",C,N,V_title`: its type,
/// then `R`, `C`, `&`, `W`, `N`, `G`getter, `S`setter, `V`instance variable), as
/// `property_getAttributes`: those the translation of an Objective-C class registers
/// (`ObjCPropertyAttributes`). Differs from iOS: a property declared in Swift has none known,
/// and asking for them ends the agent with that message rather than answer wrongly.
public func property_getAttributes(_ property: objc_property_t) -> UnsafePointer<CChar>? {
  guard let attributes = ObjCPropertyAttributes.shared.attributes(of: property) else {
    fatalError(
      "property_getAttributes: Easel knows the attributes of Objective-C properties only; "
        + "'\(property.name)' of \(property.owner) is not one")
  }
  return SelectorNames.shared.cString(attributes)
}

/// The attribute strings of translated Objective-C classes' properties, by class, which each
/// class registers from its `+load` hook (`__easelLoad_propertyAttributes_<Class>`) before any
/// instance is made.
public final class ObjCPropertyAttributes: @unchecked Sendable {
  /// The process's registry, as the runtime's class list is the process's.
  public static let shared = ObjCPropertyAttributes()
  private let lock = NSLock()
  private var byClass: [ObjectIdentifier: [String: String]] = [:]

  /// Records the attributes of the properties `cls` itself declares, by name.
  public func register(_ cls: AnyClass, _ attributes: [String: String]) {
    lock.withLock { byClass[ObjectIdentifier(cls), default: [:]].merge(attributes) { $1 } }
  }

  /// The attributes registered for `property`, or nil.
  func attributes(of property: objc_property_t) -> String? {
    lock.withLock { byClass[ObjectIdentifier(property.owner)]?[property.name] }
  }
}

/// The class's name as Objective-C names it (`StarView`, not Swift's module-qualified name),
/// as `class_getName`; `"nil"` for nil, as the runtime answers.
public func class_getName(_ cls: AnyClass?) -> UnsafePointer<CChar> {
  SelectorNames.shared.cString(cls.map { String(describing: $0) } ?? "nil")
}

/// The class of `object`, as `object_getClass`; nil for nil. Differs from iOS: a class's
/// class is the class itself (Linux has no metaclasses).
public func object_getClass(_ object: Any?) -> AnyClass? {
  guard let object else { return nil }
  if let cls = object as? AnyClass { return cls }
  return type(of: object as AnyObject)
}

/// The superclass of `cls`, as `class_getSuperclass`; nil for a root class or nil.
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? {
  cls.flatMap { _getSuperclass($0) }
}

/// The property `name` of `cls` or of its nearest superclass declaring it, as
/// `class_getProperty`; nil when none does (or for nil).
public func class_getProperty(_ cls: AnyClass?, _ name: UnsafePointer<CChar>) -> objc_property_t? {
  let key = String(cString: name)
  var current = cls
  while let c = current {
    if ObjCRuntime.shared.keyValueTable.keys(declaredBy: c).contains(key) {
      return ObjCProperty(owner: c, name: key)
    }
    current = _getSuperclass(c)
  }
  return nil
}

/// The name of `object`'s class, as `object_getClassName` (`class_getName` of its class;
/// `"nil"` for nil).
public func object_getClassName(_ object: Any?) -> UnsafePointer<CChar> {
  class_getName(object_getClass(object))
}

/// The class named `name`, as `objc_getClass`: found as `NSClassFromString` finds it (a
/// designable by its name, a façade or Foundation class by its Objective-C name); nil for a
/// name no loaded class has.
public func objc_getClass(_ name: UnsafePointer<CChar>) -> Any! {
  NSClassFromString(String(cString: name))
}

/// The class named `name`, as `objc_lookUpClass` (see `objc_getClass`).
public func objc_lookUpClass(_ name: UnsafePointer<CChar>) -> AnyClass? {
  NSClassFromString(String(cString: name))
}

/// Whether `cls` is a metaclass, as `class_isMetaClass`: never. Differs from iOS: Linux has
/// no metaclasses (`object_getClass` of a class is the class itself).
public func class_isMetaClass(_ cls: AnyClass?) -> Bool { false }

/// Whether instances of `cls` answer `sel`, as `class_respondsToSelector`.
@MainActor
public func class_respondsToSelector(_ cls: AnyClass?, _ sel: Selector) -> Bool {
  guard let cls else { return false }
  return ObjCRuntime.shared.instancesRespond(cls, to: sel.name)
}

/// `items` in a `malloc`'d array, its count in `outCount`; nil when empty, as the runtime's
/// list functions return.
private func mallocList<T>(_ items: [T], _ outCount: UnsafeMutablePointer<UInt32>?)
  -> UnsafeMutablePointer<T>?
{
  outCount?.pointee = UInt32(items.count)
  guard !items.isEmpty, let raw = malloc(MemoryLayout<T>.stride * items.count) else {
    return nil
  }
  let list = raw.bindMemory(to: T.self, capacity: items.count)
  list.initialize(from: items, count: items.count)
  return list
}
