import Foundation

// Conformances an Objective-C class never declares but Swift needs: clang converts an object
// to `id<Protocol>` whatever its class adopts (an incompatible-pointer warning, no error), and
// old code relies on it for protocols that were informal before (`animation.delegate = self`:
// `CAAnimationDelegate` became a protocol in iOS 10, and KDCircularProgress never adopts it).
// Swift assigns only a conforming object, so the class adopts the protocol in its translation,
// as its methods already answer the messages the protocol names.

extension ObjCModuleGatherer {
  /// The implicit conversions of `node`'s bodies from an object of a class (`KDCircularProgress
  /// *`) to `id<Protocol, …>`: the class and the protocols.
  static func protocolConversions(in node: ClangNode) -> [(className: String, protocols: [String])]
  {
    var found: [(className: String, protocols: [String])] = []
    func visit(_ n: ClangNode) {
      if n.kind == "ImplicitCastExpr", n["castKind"] == "BitCast", let target = n.type,
        let protocols = qualifiedIdProtocols(target), let source = n.children.first?.type,
        let className = objectClass(source)
      {
        found.append((className, protocols))
      }
      for child in n.children { visit(child) }
    }
    visit(node)
    return found
  }

  /// `id<CAAnimationDelegate> _Nullable` → `["CAAnimationDelegate"]`; nil for another type.
  static func qualifiedIdProtocols(_ type: String) -> [String]? {
    let t = type.trimmingCharacters(in: .whitespaces)
    guard t.hasPrefix("id<"), let close = t.firstIndex(of: ">") else { return nil }
    let list = t[t.index(t.startIndex, offsetBy: 3)..<close]
    let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    return names.isEmpty ? nil : names
  }

  /// `KDCircularProgress *` (qualifiers and nullability aside) → `KDCircularProgress`.
  static func objectClass(_ type: String) -> String? {
    let words = type.replacingOccurrences(of: "*", with: " * ").split(separator: " ").map(
      String.init
    ).filter {
      !["const", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "_Nonnull",
        "_Nullable", "_Null_unspecified"].contains($0)
    }
    guard words.count == 2, words[1] == "*", let first = words[0].first,
      first.isLetter || first == "_"
    else { return nil }
    return words[0]
  }

  /// Adds to each own class the protocols it is converted to and does not conform to, through
  /// itself, a superclass, or a protocol one adopts (superclasses first, so that a subclass
  /// does not adopt again what its superclass now adopts, which Swift rejects).
  mutating func adoptImpliedConformances() {
    let ordered = impliedConformances.sorted {
      module.lineage(of: $0.className).count < module.lineage(of: $1.className).count
    }
    for (className, protocols) in ordered where module.classes[className]?.isOwn == true {
      for p in protocols.map(module.protocolName)
      where p != "NSObject" && !conforms(className, to: p) {
        module.classes[className]?.protocols.append(p)
      }
    }
  }

  /// Whether `className` (or a class above it, the module's or the façade's) adopts
  /// `protocolName` or a protocol inheriting it.
  func conforms(_ className: String, to protocolName: String) -> Bool {
    var classes: [String] = []
    var current: String? = className
    while let c = current, !classes.contains(c) {
      classes.append(c)
      current = module.classes[c]?.isOwn == true
        ? module.classes[c]?.superclass : names.superclassName(of: c)
    }
    var pending = classes.flatMap { c in
      module.classes[c]?.isOwn == true
        ? module.classes[c]?.protocols ?? [] : names.protocolNames(of: c)
    }
    var seen: Set<String> = []
    while let p = pending.popLast() {
      guard seen.insert(p).inserted else { continue }
      if p == protocolName { return true }
      pending += module.classes[p]?.isProtocol == true
        ? module.classes[p]?.protocols ?? [] : names.protocolNames(of: p)
    }
    return false
  }
}

// A protocol's property is a pair of selectors: Objective-C checks a conforming class for its
// getter and setter, not for a `@property` (`- (BOOL)isOverflow` satisfies `@property
// (readonly, getter=isOverflow) BOOL overflow`, and `[slider isOverflow]`, `slider.overflow`
// both call it). Swift's importer imports such a protocol's property into the class, the
// method being its getter; Swift's conformance wants that property.

extension ObjCModuleGatherer {
  /// Gives each own class the properties of the protocols it (or a class above it) adopts
  /// that it implements, declaring none: by methods only (its own getter, and its setter
  /// unless the property is readonly), which are then the property's accessors, as in the
  /// importer's view of the class, or by `@synthesize` (`@synthesize padded = _padded;` of
  /// `getter=isPadded`). Every message to the accessors then reads or sets the property
  /// (`factory.padded = YES` is `factory.isPadded = true`).
  mutating func adoptProtocolPropertiesImplementedByMethods() {
    for (className, info) in module.classes.sorted(by: { $0.key < $1.key })
    where info.isOwn && !info.isProtocol {
      for p in protocolProperties(adoptedBy: className) {
        let getter = ObjCClassInfo.key(p.getter, isClass: p.isClass)
        let setter = ObjCClassInfo.key(p.setter, isClass: p.isClass)
        guard info.properties[p.name] == nil,
          !info.properties.values.contains(where: { $0.getter == p.getter }),
          synthesized.contains(className + " @" + p.name)
            || isClassMethod(getter, of: className)
              && (p.isReadonly || isClassMethod(setter, of: className))
        else { continue }
        var own = p
        own.isOptional = false
        own.position = pendingMethod(getter, of: className)?.location ?? p.position
        module.classes[className]?.properties[p.name] = own
      }
    }
  }

  /// Whether `className` declares or implements the method `key` itself, not in a named
  /// category (whose methods its extension holds, where no stored property may be).
  private func isClassMethod(_ key: String, of className: String) -> Bool {
    pendingMethod(key, of: className) != nil
      && !module.categoryMethods.contains(className + " " + key)
  }

  /// The properties the protocols `className` or a class above it adopts declare, and those
  /// of the protocols they inherit: a subclass implementing the getter overrides it.
  private func protocolProperties(adoptedBy className: String) -> [ObjCPropertyInfo] {
    var queue = module.lineage(of: className).flatMap(\.protocols).map(module.protocolName)
    var seen: Set<String> = []
    var found: [String: ObjCPropertyInfo] = [:]
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard seen.insert(name).inserted, let p = module.classes[name], p.isProtocol else {
        continue
      }
      for (key, property) in p.properties where found[key] == nil { found[key] = property }
      queue += p.protocols.map(module.protocolName)
    }
    return found.values.sorted { $0.name < $1.name }
  }
}

// The reverse: a protocol's method that an adopting class implements by a property's accessor
// (YALField's class extension declares `@property (weak) UILabel *titleView` for
// `YALFieldInput`'s `- (UILabel *)titleView;`). Objective-C checks the selector, which the
// property's getter answers; Swift cannot take a property for a method of the same name
// (`func titleView()` beside `var titleView` is a redeclaration).

extension ObjCModuleGatherer {
  /// Makes each instance method of an own protocol that takes nothing and returns a value,
  /// which a class adopting the protocol implements by a property's getter, the protocol's
  /// property of that name (`var titleView: UILabel! { get }`), typed as the method returns,
  /// read-only unless the protocol declares the property's setter too, which it then takes
  /// in. Every message to the selectors then reads or sets the property, and a class
  /// implementing them by methods gets the property as for a declared one.
  mutating func makeProtocolAccessorsProperties() {
    for (name, proto) in module.classes.sorted(by: { $0.key < $1.key }) where proto.isProtocol {
      let adopters = module.classes.values.filter { info in
        info.isOwn && !info.isProtocol
          && adoptedProtocols(of: info.name).contains(name)
      }.sorted { $0.name < $1.name }
      for (key, m) in proto.methods.sorted(by: { $0.key < $1.key })
      where !m.isClass && m.parameters.isEmpty && m.result.type != .void {
        guard
          let declared = adopters.lazy.compactMap({ info in
            info.properties.values.first { !$0.isClass && $0.getter == m.selector }
          }).first, proto.properties[declared.name] == nil
        else { continue }
        var property = declared
        property.type = m.result.type
        property.nullability = m.result.nullability
        property.isOptional = m.isOptional
        property.isWeak = false
        property.isInspectable = false
        property.isOutlet = false
        let setter = ObjCClassInfo.key(declared.setter, isClass: false)
        property.isReadonly = proto.methods[setter] == nil
        module.classes[name]?.methods[key] = nil
        module.classes[name]?.methods[setter] = nil
        module.classes[name]?.properties[property.name] = property
      }
    }
  }

  /// The protocols `className` and the classes above it adopt, with those they inherit.
  private func adoptedProtocols(of className: String) -> Set<String> {
    var queue = module.lineage(of: className).flatMap(\.protocols).map(module.protocolName)
    var seen: Set<String> = []
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard seen.insert(name).inserted, let p = module.classes[name], p.isProtocol else {
        continue
      }
      queue += p.protocols.map(module.protocolName)
    }
    return seen
  }
}
