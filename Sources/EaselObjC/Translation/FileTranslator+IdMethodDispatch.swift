import Foundation

// A framework method sent to `id` that unrelated classes declare (`objectForKey:` of
// `NSCache`, `NSDictionary`, `NSUserDefaults` …): Objective-C's runtime sends the message to
// whatever the object is, so each class is tried in turn, as a property read through `id` is
// (`dispatchClasses`).

extension FileTranslator {
  /// `[value objectForKey:key]` of an `id` value: the method of whichever framework class
  /// declaring it the object is, each called with its own parameters' conversions and its
  /// result converted to the type clang gives the message, nil (zero) for any other object:
  /// `({ () -> Any? in if let easelObject = value as? NSCache<AnyObject, AnyObject> { return
  /// easelObject.object(forKey: key as NSString) } else if let easelObject = value as?
  /// NSDictionary { return easelObject.object(forKey: key) } … else { return nil } })()`; a
  /// void method's branches call it. A receiver that is itself a call is evaluated once. Nil
  /// when `first` (the class the table names first) is the only class declaring it.
  /// Each branch converts the arguments as written (`uncastArguments`) to its own parameters.
  func idMethodDispatch(
    _ selector: String, _ receiver: Receiver, first: String,
    _ argumentNodes: [ClangNode], _ translated: [Expr], bound: Set<String>, result: SwiftType
  ) -> Expr? {
    let others = methodDispatchClasses(selector, besides: first)
    guard !others.isEmpty else { return nil }
    let arguments = uncastArguments(argumentNodes, translated, bound: bound)
    let returnType: String
    let otherwise: String
    if result == .void {
      (returnType, otherwise) = ("Void", "")
    } else if result.isReference {
      (returnType, otherwise) = (result.spelled(classNames: swiftClassName) + "?", "return nil")
    } else if let zero = zeroValue(of: result) {
      (returnType, otherwise) = (result.spelled(classNames: swiftClassName), "return " + zero)
    } else {
      return nil
    }
    let bindsReceiver = receiver.text.contains("(")
    let object = bindsReceiver ? "easelReceiver" : receiver.text
    var branches: [String] = []
    for cls in [first] + others {
      guard let row = names.member(selector: selector, owner: cls, isClass: false),
        case .method(let name, let parameters) = member(row, selector: selector)
      else {
        if cls == first { return nil }
        continue
      }
      // A block the method of another class would call with other arguments (`NSSet`'s
      // `enumerateObjectsUsingBlock:` gives no index) is not one written for that class.
      if cls != first, let parameters,
        zip(arguments, parameters).contains(where: { argument, parameter in
          guard case .closure(let given, _) = argument.type,
            case .closure(let taken, _) = parameter.type
          else { return false }
          return given.count != taken.count
        })
      {
        continue
      }
      var call = Expr(
        text: "easelObject." + name.base + "(" + argumentList(name.labels, arguments, parameters)
          + ")", type: result)
      if result != .void, let spelling = ObjCDeclarationTypes.result(row.declaration) {
        let declared = read(spelling)
        call.type = declared.type == .instanceType ? .object(cls) : declared.type
        call.isOptional = declared.nullability == .nullable
        call = convert(call, to: result, allowsNil: result.isReference)
      }
      branches.append(
        "if let easelObject = " + object + " as? " + swiftClassName(cls) + " { "
          + (result == .void ? "" : "return ") + call.text + " }")
    }
    var body = branches.joined(separator: " else ")
    if !otherwise.isEmpty { body += " else { " + otherwise + " }" }
    if bindsReceiver { body = "let easelReceiver = " + receiver.text + "; " + body }
    return Expr(
      text: "({ () -> " + returnType + " in " + body + " })()", type: result,
      isOptional: result.isReference, isAtomic: result != .void)
  }

  /// The arguments of a message as written, before clang's implicit casts to the parameters
  /// of the one declaration it picked (`@"color"` cast to `NSCache`'s `KeyType`, which is
  /// `AnyObject` in Swift where `NSMutableDictionary`'s `id<NSCopying>` key is not), for
  /// `idMethodDispatch`; an argument already bound to its unwrapped value (`bound`) and one
  /// clang does not cast are kept as translated.
  func uncastArguments(_ nodes: [ClangNode], _ arguments: [Expr], bound: Set<String>) -> [Expr] {
    let saved = blocksGoToFramework
    blocksGoToFramework = true
    defer { blocksGoToFramework = saved }
    return zip(nodes, arguments).map { node, argument in
      guard !bound.contains(argument.text), unwrapped(node).kind == "ImplicitCastExpr" else {
        return argument
      }
      return isNullPointer(node) ? expr(node) : expr(withoutImplicitCasts(node))
    }
  }

  /// The framework classes other than `first` that declare the instance method `selector`,
  /// none a subclass of another (a cast to the superclass reaches it), nor a class Swift
  /// gives as a value type with other members (`NSString` is `String`, `NSURL` is `URL`).
  func methodDispatchClasses(_ selector: String, besides first: String) -> [String] {
    let declaring = names.declaringClasses(of: selector, isClass: false).filter { cls in
      cls != first && swiftClassName(cls) != "String"
        && ObjCEssentialNames.bridgedValueTypes[cls] == nil
        && names.member(selector: selector, owner: cls, isClass: false)?.kind == .instanceMethod
    }
    return topmost(declaring, besides: first)
  }

  /// Those of `classes` that are a subclass neither of another of them nor of `first`: a
  /// cast to the superclass already reaches the subclass's member.
  func topmost(_ classes: [String], besides first: String? = nil) -> [String] {
    let above = Set(classes + [first].compactMap { $0 })
    return classes.filter { cls in
      !classAncestors(of: cls).contains { above.contains($0) }
    }
  }
}
