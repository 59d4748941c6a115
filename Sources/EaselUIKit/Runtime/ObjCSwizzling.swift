import Foundation

// The Objective-C runtime's method-list functions, answered without swizzling.
//
// Design note: Easel's runtime is tables generated when the designables are built, so it
// cannot exchange or add implementations at run time. Code that swizzles (a category's
// `method_exchangeImplementations` in `awakeFromNib`, `load`, a `static let` token) still
// compiles and runs: `class_getInstanceMethod` hands out a method record, the swapping
// functions change nothing, and each use is recorded once per class, so the scene's report
// says that the original methods ran ("…uses method swizzling (method_exchangeImplementations),
// which Easel does not implement").

/// A method as the runtime hands it out (`Method`, an opaque pointer on iOS): its class and
/// selector.
public struct Method: Hashable, @unchecked Sendable {
  /// The class asked for it.
  public let owner: AnyClass
  /// Its selector.
  public let selector: Selector
  /// Whether it is a class method.
  public let isClassMethod: Bool

  init(owner: AnyClass, selector: Selector, isClassMethod: Bool) {
    self.owner = owner
    self.selector = selector
    self.isClassMethod = isClassMethod
  }

  /// No method, as `NULL` is: what a translated `class_getInstanceMethod` that found nothing
  /// gives a function taking a method. Exchanging it does nothing, as on iOS.
  public init() { self.init(owner: NSObject.self, selector: Selector(""), isClassMethod: false) }

  public static func == (a: Method, b: Method) -> Bool {
    a.owner == b.owner && a.selector == b.selector && a.isClassMethod == b.isClassMethod
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(owner))
    hasher.combine(selector)
  }
}

/// A method's implementation (`IMP`, a C function pointer on iOS): here, the method it is.
public struct IMP: Hashable, Sendable {
  /// The method whose implementation this is.
  public let method: Method

  init(method: Method) { self.method = method }

  /// No implementation, as `NULL` is: what a translated `class_getMethodImplementation` that
  /// found nothing gives a variable of the non-optional `IMP` type. Calling it crashes.
  public init() { self.init(method: Method()) }
}

/// The instance method `name` of `cls`, as `class_getInstanceMethod`: a record of the class
/// and selector (nil without a class).
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
  cls.map { Method(owner: $0, selector: name, isClassMethod: false) }
}

/// The class method `name` of `cls`, as `class_getClassMethod`.
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
  cls.map { Method(owner: $0, selector: name, isClassMethod: true) }
}

/// The method's selector, as `method_getName`.
public func method_getName(_ m: Method) -> Selector { m.selector }

/// The method's implementation, as `method_getImplementation`.
public func method_getImplementation(_ m: Method) -> IMP { IMP(method: m) }

/// The method's type encoding, as `method_getTypeEncoding`: unknown here (nil).
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

/// Would swap the implementations of two methods; changes nothing here, and records it.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
  // Said of the class that swizzles, when one of the two was not found (`Method()`).
  let owner = m1 == Method() ? m2.owner : m1.owner
  UnimplementedAPI.use("method swizzling (method_exchangeImplementations)", by: owner)
}

/// Would set a method's implementation; changes nothing here, records it, and returns the
/// implementation the method keeps.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
  UnimplementedAPI.use("method swizzling (method_setImplementation)", by: m.owner)
  return IMP(method: m)
}

/// Would add a method to a class; adds nothing here, records it, and returns false, as the
/// runtime does for a class that already has the method (swizzling code then exchanges).
@discardableResult
public func class_addMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
) -> Bool {
  if let cls { UnimplementedAPI.use("method swizzling (class_addMethod)", by: cls) }
  return false
}

/// Would replace a method of a class; replaces nothing here, records it, and returns nil.
@discardableResult
public func class_replaceMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
) -> IMP? {
  if let cls { UnimplementedAPI.use("method swizzling (class_replaceMethod)", by: cls) }
  return nil
}
