import Foundation

// `@protocol`s as Swift protocols.

extension FileTranslator {
  /// The Swift name of a protocol a class adopts or a protocol inherits: the module's own
  /// under its rename, a framework's as Swift's importer names it (`NSObject` →
  /// `NSObjectProtocol`, `NSURLSessionTaskDelegate` → `URLSessionTaskDelegate`).
  func swiftProtocolName(_ objcName: String) -> String {
    if module.classes[module.protocolName(objcName)]?.isProtocol == true {
      return module.protocolName(objcName)
    }
    return names.protocolSwiftName(objcName) ?? objcName
  }

  /// `@protocol P <NSObject>` → `@objc protocol P: NSObjectProtocol`, `@optional`
  /// requirements `@objc optional` (the agent's source preparation rewrites those for Linux).
  func protocolUnit(_ node: ClangNode, into w: inout SwiftWriter) {
    guard let objcName = node.name else { return }
    let name = module.protocolName(objcName)
    guard let info = module.classes[name] else { return }
    let inherited = info.protocols.map(swiftProtocolName)
    w.map(node.location)
    w.write(
      "@objc protocol \(name): "
        + (inherited.isEmpty ? "AnyObject" : inherited.joined(separator: ", "))
        + " {", indent: 0)
    for child in node.children where !child.isImplicit {
      switch child.kind {
      case "ObjCPropertyDecl":
        guard let p = info.properties[child.name ?? ""] else { continue }
        w.map(child.location)
        let accessors = p.isReadonly ? "{ get }" : "{ get set }"
        let nullability =
          p.nullability == .unspecified
          ? inheritedNullability(of: p.name, adopting: name) ?? p.nullability : p.nullability
        w.write(
          "@objc " + (p.isOptional ? "optional " : "") + (p.isClass ? "static var " : "var ")
            + p.swiftName.swiftIdentifier + ": " + declared(p.type, nullability, selfName: "Self")
            + " " + accessors, indent: 2)
      case "ObjCMethodDecl":
        let isClass = !child.flag("instance")
        guard let selector = child.name,
          let m = info.methods[ObjCClassInfo.key(selector, isClass: isClass)]
        else { continue }
        w.map(child.location)
        w.write(
          "@objc(\(selector)) " + (m.isOptional ? "optional " : "") + (isClass ? "static " : "")
            + signature(child, m, className: "Self"), indent: 2)
      default: break
      }
    }
    // The properties its accessor methods became (`makeProtocolAccessorsProperties`), which
    // no `@property` of it declares.
    let spelled = Set(node.children.filter { $0.kind == "ObjCPropertyDecl" }.compactMap(\.name))
    for p in info.properties.values.sorted(by: { $0.name < $1.name })
    where !spelled.contains(p.name) {
      w.write(
        "@objc " + (p.isOptional ? "optional " : "") + "var " + p.swiftName.swiftIdentifier
          + ": " + declared(p.type, p.nullability, selfName: "Self")
          + (p.isReadonly ? " { get }" : " { get set }"), indent: 2)
    }
    w.write("}", indent: 0)
  }

  /// The framework's nullability of a property that a protocol of the module restates without
  /// one (Spring's `Springable` restates UIView's `layer`), as a class adopting the protocol
  /// inherits it: Objective-C checks no types when a class conforms, Swift wants the
  /// requirement's type to be the inherited member's (`CALayer`, not `CALayer!`).
  func inheritedNullability(of property: String, adopting proto: String) -> Nullability? {
    for (_, info) in module.classes.sorted(by: { $0.key < $1.key })
    where info.isOwn && info.protocols.contains(proto) {
      if let p = info.properties[property], p.isInherited, let inherited = p.inheritedNullability {
        return inherited
      }
    }
    return nil
  }

  /// `func name(label parameter: Type, …) -> Result` for a method.
  func signature(_ method: ClangNode, _ info: ObjCMethodInfo, className: String) -> String {
    let resultType =
      info.result.type == .instanceType ? SwiftType.object(className) : info.result.type
    let result =
      info.result.type == .void
      ? "" : " -> " + declared(resultType, info.result.nullability, selfName: className)
    return "func " + info.swiftName.base.swiftIdentifier + "("
      + parameterList(method, info, className: className) + ")" + result
  }
}

extension FileTranslator {
  /// `@protocol(P)` as a value (`protocol_getMethodDescription(@protocol(P), sel, NO, YES)`):
  /// the façade's `Protocol` record of `P`, made from what the translation knows of it (a
  /// protocol of the module's declarations, a framework protocol's members in the name
  /// table), with the methods of the protocols it inherits, as the runtime searches them, and
  /// a property's accessors among its methods, as the compiler declares them.
  func protocolObject(_ node: ClangNode) -> Expr {
    guard let objcName = node["protocol.name"] else {
      return untranslated(Self.constructName(node.kind), at: node)
    }
    var required: Set<String> = []
    var optional: Set<String> = []
    var inherited: [String] = []
    var queue = [objcName]
    var seen: Set<String> = []
    func add(_ selector: String, isClass: Bool, isOptional: Bool) {
      let key = (isClass ? "+" : "-") + selector
      if isOptional { optional.insert(key) } else { required.insert(key) }
    }
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard seen.insert(name).inserted else { continue }
      if name != objcName { inherited.append(name) }
      if let info = module.classes[module.protocolName(name)], info.isProtocol {
        for m in info.methods.values {
          add(m.selector, isClass: m.isClass, isOptional: m.isOptional)
        }
        for p in info.properties.values {
          add(p.getter, isClass: p.isClass, isOptional: p.isOptional)
          if !p.isReadonly { add(p.setter, isClass: p.isClass, isOptional: p.isOptional) }
        }
        queue += info.protocols
        continue
      }
      for s in names.protocolSelectors(of: name) {
        add(s.selector, isClass: s.isClass, isOptional: s.isOptional)
      }
      queue += names.protocolNames(of: name)
    }
    func list(_ items: [String]) -> String {
      "[" + items.map { "\"" + $0 + "\"" }.joined(separator: ", ") + "]"
    }
    return Expr(
      text: "Protocol(name: \"" + objcName + "\", inheriting: " + list(inherited)
        + ", required: " + list(required.sorted()) + ", optional: " + list(optional.sorted())
        + ")", type: .object("Protocol"))
  }
}
