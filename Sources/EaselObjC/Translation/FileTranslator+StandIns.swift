import Foundation

// The members of a stand-in (`ObjCTranslator.standIns`): a class of the module that no file's
// translation gives (its `.m` imports a pod missing from the checkout, or one of its units did
// not translate) is still declared for the classes that use it, as its header declares it to
// them in Xcode. It had no members, so every class sending it a message failed in turn (the
// working part's safeyou: `+[Utilities fetchTranslationForKey:]`, whose `.m` imports the
// missing AFNetworking, failed six text fields). Now its methods and properties are declared
// too, each doing what the façade's declared but unimplemented API does: a property keeps what
// is set and reads as zero or nil until then, a method answers zero or nil, and every use is
// recorded (`UnimplementedAPI`), so the render's report names the member and says that its
// class did not build. The class itself stays Build failed.

extension FileTranslator {
  /// The Swift declarations of `info`'s stand-in members, indented for its class body.
  /// Overrides and runtime hooks are left out: the superclass's serve. The class's own
  /// initializers are convenience initializers over `init()`.
  /// `swiftTypes`: the module's classes and protocols that Swift will know.
  func standInMembers(of info: ObjCClassInfo, swiftTypes: Set<String>) -> [String] {
    let cls = info.name
    let isDeclared = { (type: SwiftType) in self.isDeclared(type, swiftTypes) }
    var lines: [String] = []
    var accessors: Set<String> = []
    // A named category's members are its own file's (`extension`), declared there.
    let categoryProperties = Set(
      module.categoryProperties.filter { $0.key.hasPrefix(cls + "(") }.values.joined())
    for p in info.properties.values.sorted(by: { $0.name < $1.name })
    where !p.isInherited && !categoryProperties.contains(p.name) && isDeclared(p.type) {
      accessors.insert(ObjCClassInfo.key(p.getter, isClass: p.isClass))
      accessors.insert(ObjCClassInfo.key(p.setter, isClass: p.isClass))
      let symbol = Self.standInSymbol(cls + "." + p.swiftName, of: cls)
      let (type, initial) = standInValue(p.type, p.nullability, of: cls)
      lines.append(
        "  @objc " + (p.isClass ? "class var " : "var ") + p.swiftName.swiftIdentifier + ": "
          + type + " {")
      let (get, set) =
        p.isClass
        ? ("UnimplementedAPI.value(\(symbol), default: \(initial))",
          "UnimplementedAPI.set(newValue, \(symbol), by: self)")
        : ("UnimplementedAPI.value(of: self, \(symbol), default: \(initial))",
          "UnimplementedAPI.set(newValue, of: self, \(symbol))")
      lines.append("    get { return " + get + " }")
      if !p.isReadonly { lines.append("    set { " + set + " }") }
      lines.append("  }")
    }
    for (key, m) in info.methods.sorted(by: { $0.key < $1.key }) {
      guard !accessors.contains(key), !m.overrides, m.overriddenProperty == nil,
        !module.categoryMethods.contains(cls + (m.isClass ? " +" : " -") + m.selector),
        !m.isOptional,
        !["dealloc", "load", "initialize"].contains(m.selector),
        isDeclared(m.result.type), m.parameters.allSatisfy({ isDeclared($0.type) })
      else { continue }
      let parameters = m.parameters.enumerated().map { i, p in
        let label = i < m.swiftName.labels.count ? m.swiftName.labels[i] : "_"
        return label + " _: " + declared(p.type, p.nullability, selfName: cls)
      }
      let symbol = Self.standInSymbol(
        cls + "." + m.swiftName.base + "("
          + m.swiftName.labels.map { $0 + ":" }.joined() + ")", of: cls)
      if m.swiftName.isInitializer {
        // The class's own initializer (`-initWithTitle:`): the object its superclass's
        // `init()` makes, the use recorded, so that a class creating one builds. Only over a
        // framework superclass, which has `init()`; a module superclass may declare
        // initializers of its own instead.
        guard !m.isClass, let superclass = info.superclass,
          module.classes[superclass]?.isOwn != true
        else { continue }
        lines.append(
          "  @objc(\(m.selector)) convenience init(" + parameters.joined(separator: ", ") + ") {")
        lines.append("    self.init()")
        lines.append("    UnimplementedAPI.use(\(symbol), by: self)")
        lines.append("  }")
        continue
      }
      var result = ""
      var value: String?
      let type = m.result.type == .instanceType ? SwiftType.object(cls) : m.result.type
      if type != .void {
        let (spelled, zero) = standInValue(type, m.result.nullability, of: cls)
        result = " -> " + spelled
        value = zero
      }
      lines.append(
        "  @objc(\(m.selector)) " + (m.isClass ? "class " : "") + "func "
          + m.swiftName.base.swiftIdentifier + "(" + parameters.joined(separator: ", ") + ")"
          + result + " {")
      lines.append("    UnimplementedAPI.use(\(symbol), by: self)")
      if let value { lines.append("    return " + value) }
      lines.append("  }")
    }
    return lines
  }

  /// A stand-in value's declared type and what it is at rest: an object nil, declared `T!`
  /// as an unaudited header's is unless it is nullable; a string an empty one; a value its
  /// zero.
  private func standInValue(_ type: SwiftType, _ nullability: Nullability, of cls: String)
    -> (type: String, zero: String)
  {
    if type == .string { return (declared(type, nullability, selfName: cls), "\"\"") }
    guard type.isReference else { return (declared(type, nullability, selfName: cls), zero(of: type)) }
    let optional: Nullability = nullability == .nullable ? .nullable : .unspecified
    return (declared(type, optional, selfName: cls), "nil")
  }

  /// Whether Swift knows `type` wherever the stand-in is compiled: a member that names a
  /// class only a missing header declares (a pod absent from the checkout) is left out, so
  /// that the stand-in itself still builds.
  private func isDeclared(_ type: SwiftType, _ swiftTypes: Set<String>) -> Bool {
    let isDeclared = { (type: SwiftType) in self.isDeclared(type, swiftTypes) }
    switch type {
    case .object(let name), .existential(let name):
      if module.classes[name] != nil, names.swiftClassName(name) == nil {
        return swiftTypes.contains(name)
      }
      return names.swiftClassName(name) != nil || names.superclassName(of: name) != nil
        || !names.protocolNames(of: name).isEmpty || name == "NSObject"
    case .unknown: return false
    case .array(let e), .set(let e): return e.map(isDeclared) ?? true
    case .dictionary(let k, let v): return (k.map(isDeclared) ?? true) && (v.map(isDeclared) ?? true)
    case .pointer(let e), .constPointer(let e), .cArray(let e, _): return isDeclared(e)
    case .closure(let parameters, let result):
      return parameters.allSatisfy(isDeclared) && isDeclared(result)
    default: return true
    }
  }

  /// A stand-in member's name in the render's report, as a Swift string literal.
  static func standInSymbol(_ member: String, of cls: String) -> String {
    "\"" + member + " (its class, " + cls + ", did not build)\""
  }
}
