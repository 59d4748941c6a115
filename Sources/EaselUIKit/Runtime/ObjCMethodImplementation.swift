import Foundation

// A method's implementation handed out and called as a C function (`IMP`).
//
// Design note: on iOS `-methodForSelector:`, `+instanceMethodForSelector:` and
// `class_getMethodImplementation` give the C function a class runs for a selector, and code
// calls it through a cast (`((BOOL (*)(id, SEL, id))imp)(self, _cmd, text)`), most often to
// run a superclass's implementation past the class's own override. Here an `IMP` is the
// method record it comes from (the class asked and the selector), and calling it looks the
// member up in the generated tables from that class, as the runtime's lookup found the
// function. Swift has no non-virtual call: the tables' members call the receiver's own
// override, so an implementation the receiver's class overrides cannot be run, and calling
// one ends the agent with that message rather than run the override in its place.

extension NSObject {
  /// The implementation instances of the class run for `aSelector`, as
  /// `+instanceMethodForSelector:`.
  public class func instanceMethod(for aSelector: Selector!) -> IMP! {
    IMP(method: Method(owner: self, selector: aSelector ?? Selector(""), isClassMethod: false))
  }

  /// The implementation the object runs for `aSelector`, as `-methodForSelector:`.
  public func method(for aSelector: Selector!) -> IMP! {
    type(of: self).instanceMethod(for: aSelector)
  }

  /// The implementation the class itself runs for `aSelector` (a class method), as
  /// `+methodForSelector:`.
  public class func method(for aSelector: Selector!) -> IMP! {
    IMP(method: Method(owner: self, selector: aSelector ?? Selector(""), isClassMethod: true))
  }
}

/// The implementation instances of `cls` run for `name`, as `class_getMethodImplementation`
/// (nil without a class).
public func class_getMethodImplementation(_ cls: AnyClass?, _ name: Selector) -> IMP? {
  cls.map { IMP(method: Method(owner: $0, selector: name, isClassMethod: false)) }
}

extension ObjCRuntime {
  /// Calls `imp` as C calls it through a function pointer, `receiver` and the selector first:
  /// the member the tables give the IMP's class for its selector, with `arguments`, its
  /// result read as `T` (zero for none, as `NSInvocation`'s `getReturnValue:`). One the class
  /// does not implement is the runtime's forwarding function on iOS, which sends the message;
  /// so does this. A NULL `imp` ends the agent, as the call crashes on iOS; so does an
  /// implementation the receiver's class overrides, which Swift cannot call (see above).
  @preconcurrency @MainActor
  public static func callImplementation<T>(
    _ imp: IMP?, _ receiver: Any?, _ selector: Selector?, _ arguments: [Any?]
  ) -> T {
    guard let imp, imp != IMP() else { fatalError("called a NULL IMP (EXC_BAD_ACCESS on iOS)") }
    let method = imp.method
    let name = method.selector.name
    guard let object = ObjCArguments.unwrapped(receiver).map({ $0 as AnyObject }) else {
      return NSInvocation.read(nil, for: "IMP call")
    }
    let (found, runs) =
      method.isClassMethod
      ? (
        shared.selectors.classMethod(name, of: method.owner),
        (object as? AnyClass).flatMap { shared.selectors.classMethod(name, of: $0) }
      )
      : (
        shared.selectors.instanceMethod(name, of: method.owner),
        shared.selectors.instanceMethod(name, of: type(of: object))
      )
    if found?.owner != runs?.owner {
      fatalError(
        "\(method.isClassMethod ? "+" : "-")[\(method.owner) \(name)] called through an IMP on "
          + "\(typeName(object)), whose class overrides it: Easel cannot call an overridden "
          + "implementation (Swift has no non-virtual call)")
    }
    let result = Result { () throws -> Any? in
      if let cls = object as? AnyClass, method.isClassMethod {
        return try shared.send(name, toClass: cls, arguments)
      }
      return try shared.send(name, to: object, arguments)
    }
    switch result {
    case .success(let value): return NSInvocation.read(value, for: "IMP call")
    case .failure(let error): messageFailed(name, receiver: typeName(object), error)
    }
  }
}
