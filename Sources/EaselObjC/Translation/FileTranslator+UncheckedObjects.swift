import Foundation

// An object stored where a narrower class of the module is declared, as Objective-C stores it:
// unchecked (`self.content = [nib instantiateWithOwner:self options:nil].firstObject;` into a
// `ContentView *` keeps the nib's plain `UIView`). The translation keeps the object as it is
// (`ObjCUncheckedObject.stored`), where a cast would trap or store nil, and a message that only
// the module's class declares, sent to an object of such a class, is checked first
// (`ObjCUncheckedObject.receiver`): Objective-C's "unrecognized selector" for an object that
// is not one, never a member the object has not got.

extension FileTranslator {
  /// `e` (an `id`, or an object of a superclass) taken as `target`, one of the module's
  /// classes, as clang converts it implicitly: the object as it is, nil only for nil; nil when
  /// `target` is no class of the module's, none whose messages are checked
  /// (`ObjCModule.uncheckedStoreTargets`), or `e` no wider object.
  func storedUnchecked(_ e: Expr, as target: (type: SwiftType, nullability: Nullability))
    -> Expr?
  {
    guard case .object(let to) = target.type, module.classes[to]?.isOwn == true,
      module.uncheckedStoreTargets.contains(to),
      let base = module.frameworkAncestor(of: to)
    else { return nil }
    switch e.type {
    case .any, .existential: break
    case .object(let from)
    where from != to && module.isSubclass(to, of: from, superclass: names.superclassName(of:)):
      break
    default: return nil
    }
    let stored = Expr(
      text: "ObjCUncheckedObject.stored(" + e.text + ", as: " + swiftClassName(to)
        + ".self, within: " + swiftClassName(base) + ".self)", type: target.type,
      isOptional: true, isAtomic: true)
    return convert(stored, to: target.type, allowsNil: target.nullability != .nonnull)
  }

  /// `r`, the receiver of `selector` (a property's accessor, `property` its name), checked to
  /// be an object of the module's class declaring it when it is an object of a class that the
  /// module stores objects in unchecked and only the module declares the member.
  func checkedReceiver(_ r: Expr, answering selector: String, property: String? = nil) -> Expr {
    guard case .object(let cls) = r.type, module.uncheckedStoreTargets.contains(cls),
      r.text != "self", r.text != "super",
      let owner = ownDeclarer(of: selector, property: property, on: cls)
    else { return r }
    return Expr(
      text: "ObjCUncheckedObject.receiver(" + r.text + ", answering: \"" + selector
        + "\", declaredBy: " + swiftClassName(owner) + ".self)", type: r.type,
      isOptional: r.mayBeNil, isAtomic: true)
  }

  /// The topmost of the module's classes from `cls` up that declares the instance member
  /// `selector` (or the property `property`), when the framework class they descend from
  /// does not.
  private func ownDeclarer(of selector: String, property: String?, on cls: String) -> String? {
    guard module.classes[cls]?.isOwn == true, let base = module.frameworkAncestor(of: cls),
      names.member(selector: selector, owner: base, isClass: false) == nil,
      property.flatMap({ names.member(selector: $0, owner: base, isClass: false) }) == nil
    else { return nil }
    let key = ObjCClassInfo.key(selector, isClass: false)
    return module.lineage(of: cls).filter(\.isOwn).last { info in
      info.methods[key] != nil
        || property.map { info.properties[$0] != nil } == true
        || info.properties.values.contains { $0.getter == selector || $0.setter == selector }
    }?.name
  }
}
