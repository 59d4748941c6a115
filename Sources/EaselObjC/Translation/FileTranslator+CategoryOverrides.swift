import Foundation

// Category methods that subclasses override. Objective-C lets a subclass override any method,
// a category's included (`+defaultXibName` declared in a `UIView` category, implemented again
// in a view subclass). Swift cannot override a member declared in an extension unless it is
// `@objc dynamic`, which needs the Objective-C runtime Linux lacks. So the dispatch is the
// translation's own, without a runtime:
//
// - the category's extension keeps the method's name as a dispatcher, which calls the
//   receiver's override when its class has one (it conforms to the method's protocol,
//   `ObjCCategoryOverride_UIView_defaultXibName`, whose one requirement is the override), and
//   else the category's body, kept as `easelCategory_<name>`;
// - an overriding class implements the requirement (`easelOverride_<name>`, `override` below
//   the first overrider, as Objective-C's lookup finds the nearest), and the first overrider
//   of a lineage declares the conformance;
// - `[super name]` in an override is the next implementation up: an override above, or the
//   category's body.
//
// A category method is dispatched when a header declares it (a class of another module may
// override it) or when a class of the module overrides it; others stay plain methods.

extension FileTranslator {
  /// The prefix of a dispatched category method's body.
  static let categoryBodyPrefix = "easelCategory_"
  /// The prefix of an override of a dispatched category method.
  static let categoryOverridePrefix = "easelOverride_"

  /// How a method of `className` takes part in a category method's dispatch: the category's
  /// own body (renamed, with a dispatcher), or an override (renamed, `override` when a class
  /// between it and the category overrides too). Nil for any other method.
  func categoryDispatch(_ selector: String, isClass: Bool, className: String)
    -> (prefix: String, isOverride: Bool)?
  {
    // Each class's and category's `+load` and `+initialize` is its own (`runtimeHook`).
    if isClass, Self.runtimeHook(selector, category: nil) != nil { return nil }
    if !isClass, Self.keyValueCodingSelectors.contains(selector),
      module.classes[className]?.isOwn == true
    {
      return (
        Self.keyValueCodingPrefix,
        keyValueCodingOverrider(selector, above: className) != nil
      )
    }
    guard let root = module.categoryRoot(selector, isClass: isClass, of: className) else {
      return nil
    }
    if root == className {
      let sign = isClass ? " +" : " -"
      guard module.categoryMethods.contains(className + sign + selector),
        module.dispatchesCategoryMethod(selector, isClass: isClass, of: className)
      else { return nil }
      return (Self.categoryBodyPrefix, false)
    }
    return (
      Self.categoryOverridePrefix,
      overriderAbove(selector, isClass: isClass, className: className, root: root) != nil
    )
  }

  // A class's own key-value coding methods (`-setValue:forKeyPath:` handling some keys
  // itself): Foundation's are methods of an extension of Linux's NSObject in the façade, which
  // Swift cannot override. Such a method is named `__easelKVC_…`, and the first class of its
  // lineage to implement it conforms to the façade's protocol of that method
  // (`__EaselKVC_setValue_forKeyPath_`), which NSObject's method calls; `[super …]` reaches the
  // next own class up, or NSObject's own implementation (`__easelKVCDefault_…`).

  /// The selectors of Foundation's key-value coding a class may override.
  static let keyValueCodingSelectors: Set<String> = [
    "valueForKey:", "setValue:forKey:", "valueForKeyPath:", "setValue:forKeyPath:",
    "valueForUndefinedKey:", "setValue:forUndefinedKey:",
  ]
  /// The prefix of a class's own key-value coding method.
  static let keyValueCodingPrefix = "__easelKVC_"
  /// The prefix of NSObject's own key-value coding method, which `super` reaches.
  static let keyValueCodingDefaultPrefix = "__easelKVCDefault_"

  /// The façade's protocol of a class's own key-value coding method `selector`.
  static func keyValueCodingProtocol(_ selector: String) -> String {
    "__EaselKVC_" + selector.replacingOccurrences(of: ":", with: "_")
  }

  /// The nearest own class above `className` that implements the key-value coding method
  /// `selector`.
  func keyValueCodingOverrider(_ selector: String, above className: String) -> String? {
    module.lineage(of: className).dropFirst().first {
      module.implemented.contains($0.name + " -" + selector)
    }?.name
  }

  /// The nearest class between `className` (exclusive) and `root` that overrides `selector`.
  func overriderAbove(_ selector: String, isClass: Bool, className: String, root: String)
    -> String?
  {
    let sign = isClass ? " +" : " -"
    for info in module.lineage(of: className).dropFirst() {
      if info.name == root { return nil }
      if module.implemented.contains(info.name + sign + selector) { return info.name }
    }
    return nil
  }

  /// The prefix of the protocol an override of a category method conforms to.
  static let categoryOverrideProtocolPrefix = "ObjCCategoryOverride_"

  /// The protocol an override of `root`'s category method `selector` conforms to.
  static func categoryOverrideProtocol(_ root: String, _ selector: String, isClass: Bool)
    -> String
  {
    categoryOverrideProtocolPrefix + root + "_" + (isClass ? "class_" : "")
      + selector.replacingOccurrences(of: ":", with: "_")
  }

  /// The name `[super selector]` calls from an override in `className`, when the method is a
  /// dispatched category method: the next override up, or the category's body.
  func superCategoryName(_ selector: String, isClass: Bool, base: String) -> String? {
    if !isClass, Self.keyValueCodingSelectors.contains(selector),
      let className = context?.className
    {
      let above = keyValueCodingOverrider(selector, above: className)
      return (above == nil ? Self.keyValueCodingDefaultPrefix : Self.keyValueCodingPrefix) + base
    }
    guard let className = context?.className,
      let dispatch = categoryDispatch(selector, isClass: isClass, className: className),
      dispatch.prefix == Self.categoryOverridePrefix,
      let root = module.categoryRoot(selector, isClass: isClass, of: className)
    else { return nil }
    let above = overriderAbove(selector, isClass: isClass, className: className, root: root)
    // A category method nothing dispatches (no header declares it, no class overrides it) is
    // the plain method, which `super` reaches as it is.
    if above == nil, !module.dispatchesCategoryMethod(selector, isClass: isClass, of: root) {
      return nil
    }
    return (above == nil ? Self.categoryBodyPrefix : Self.categoryOverridePrefix) + base
  }

  /// The dispatcher of a category method, named as the method, and the protocol its
  /// overrides conform to (written after the extension by `categoryOverrideProtocols`).
  func emitCategoryDispatcher(
    _ method: ClangNode, _ info: ObjCMethodInfo, className: String, parameters: String,
    result: String, into w: inout SwiftWriter
  ) {
    let isClass = info.isClass
    let proto = Self.categoryOverrideProtocol(className, info.selector, isClass: isClass)
    let base = info.swiftName.base
    let names = method.children.filter { $0.kind == "ParmVarDecl" }.map {
      valueName($0.name ?? "_")
    }
    let arguments = names.enumerated().map { i, name in
      let label = i < info.swiftName.labels.count ? info.swiftName.labels[i] : "_"
      return label == "_" ? name : label + ": " + name
    }.joined(separator: ", ")
    let call = "(" + arguments + ")"
    let cast = isClass ? "self as? any " + proto + ".Type" : "self as? any " + proto
    w.write(
      "@objc(\(info.selector)) " + (isClass ? "class " : "") + "func " + base.swiftIdentifier
        + "(" + parameters + ")" + result + " {", indent: 2)
    if result.isEmpty {
      w.write("if let easelOverride = " + cast + " {", indent: 4)
      w.write("easelOverride." + Self.categoryOverridePrefix + base + call, indent: 6)
      w.write("return", indent: 6)
      w.write("}", indent: 4)
      w.write(Self.categoryBodyPrefix + base + call, indent: 4)
    } else {
      w.write("if let easelOverride = " + cast + " {", indent: 4)
      w.write("return easelOverride." + Self.categoryOverridePrefix + base + call, indent: 6)
      w.write("}", indent: 4)
      w.write("return " + Self.categoryBodyPrefix + base + call, indent: 4)
    }
    w.write("}", indent: 2)
    w.forgetMapping()
    w.map(method.location)
  }

  /// The protocols of the dispatched category methods `methods` of `className`, after its
  /// extension.
  func categoryOverrideProtocols(
    _ methods: [ClangNode], className: String, into w: inout SwiftWriter
  ) {
    for method in methods {
      guard let selector = method.name, method.child("CompoundStmt") != nil else { continue }
      let isClass = !method.flag("instance")
      guard
        categoryDispatch(selector, isClass: isClass, className: className)?.prefix
          == Self.categoryBodyPrefix,
        let info = module.classes[className]?.methods[ObjCClassInfo.key(selector, isClass: isClass)]
      else { continue }
      let proto = Self.categoryOverrideProtocol(className, selector, isClass: isClass)
      let isolation = isViewClass(className) ? "@MainActor " : ""
      w.write(isolation + "protocol " + proto + ": AnyObject {", indent: 0)
      w.write(
        (isClass ? "static " : "") + "func " + Self.categoryOverridePrefix + info.swiftName.base
          + "(" + parameterList(method, info, className: className) + ")"
          + resultClause(info, className: className), indent: 2)
      w.write("}", indent: 0)
    }
  }

  /// The conformances `className` declares: the protocols of the category methods it is the
  /// first of its lineage to override.
  func categoryOverrideConformances(_ methods: [ClangNode], className: String) -> [String] {
    var conformances: [String] = []
    // Its own key-value coding methods, in the class or a category of it (whose renamed
    // method, in an extension, meets the requirement as well).
    for selector in Self.keyValueCodingSelectors.sorted()
    where module.implemented.contains(className + " -" + selector)
      && keyValueCodingOverrider(selector, above: className) == nil
    {
      conformances.append(Self.keyValueCodingProtocol(selector))
    }
    for method in methods {
      guard let selector = method.name, method.child("CompoundStmt") != nil else { continue }
      let isClass = !method.flag("instance")
      if !isClass, Self.keyValueCodingSelectors.contains(selector) { continue }
      guard
        let dispatch = categoryDispatch(selector, isClass: isClass, className: className),
        dispatch.prefix == Self.categoryOverridePrefix, !dispatch.isOverride,
        let root = module.categoryRoot(selector, isClass: isClass, of: className)
      else { continue }
      conformances.append(Self.categoryOverrideProtocol(root, selector, isClass: isClass))
    }
    return conformances
  }

  /// ` -> T` for a method's result, or nothing for `void`.
  func resultClause(_ info: ObjCMethodInfo, className: String) -> String {
    info.result.type == .void
      ? ""
      : " -> "
        + declared(
          info.result.type == .instanceType ? .object(className) : info.result.type,
          info.result.nullability, selfName: className)
  }
}

// A category (`@implementation Cell (UIResponder)`) of a class the file implements, overriding
// a method of the class's framework superclass (`-touchesBegan:withEvent:`): Objective-C adds
// the method to the class, and Swift can override only in the class's body, not in an
// extension ("declarations in extensions cannot override yet"). The override is written in
// the class's body, mapped to the category's lines.
extension FileTranslator {
  /// The category methods of `root`'s file that are written in their class's body, by class:
  /// those overriding a framework method of a class whose `@implementation` is in the file,
  /// which the class's own `@implementation` does not implement too (the category's would
  /// replace it) and which no dispatch or property override handles.
  func overridesInClassBody(_ root: ClangNode) -> [String: [(category: String, method: ClangNode)]]
  {
    let implemented = Set(
      root.children.filter { $0.kind == "ObjCImplementationDecl" && isInMainFile($0) }
        .compactMap(\.name))
    var result: [String: [(category: String, method: ClangNode)]] = [:]
    for category in root.children
    where category.kind == "ObjCCategoryImplDecl" && isInMainFile(category) {
      guard let className = category["interface.name"], implemented.contains(className),
        let info = module.classes[className],
        let own = root.children.first(where: {
          $0.kind == "ObjCImplementationDecl" && $0.name == className && isInMainFile($0)
        })
      else { continue }
      let ownSelectors = Set(
        own.children.filter { $0.kind == "ObjCMethodDecl" }.map {
          ObjCClassInfo.key($0.name ?? "", isClass: !$0.flag("instance"))
        })
      for method in category.children
      where method.kind == "ObjCMethodDecl" && !method.isImplicit
        && method.child("CompoundStmt") != nil
      {
        let selector = method.name ?? ""
        let isClass = !method.flag("instance")
        let key = ObjCClassInfo.key(selector, isClass: isClass)
        guard let member = info.methods[key], member.overrides, member.overriddenProperty == nil,
          !member.swiftName.isInitializer, !ownSelectors.contains(key),
          !(isClass && Self.runtimeHook(selector, category: category.name) != nil),
          categoryDispatch(selector, isClass: isClass, className: className) == nil
        else { continue }
        result[className, default: []].append((category.name ?? "", method))
      }
    }
    return result
  }
}

// A property a class declares again over a category's (`@property NSString *identifier` in a
// model, declared and implemented by `NSObject (Identifier)` with associated objects):
// Objective-C synthesizes the class's own accessors, which win for its objects; Swift cannot
// override the extension's property. The category's accessors dispatch as its methods do:
// each first asks whether the receiver conforms to the property's protocol
// (`ObjCCategoryOverride_NSObject_property_identifier`), whose requirement the class
// implements as `easelOverride_identifier`, with the class's storage or accessors.
extension FileTranslator {
  /// The protocol of `className`'s category property `p` when a class of the module declares
  /// it again, else nil.
  func categoryPropertyProtocol(_ p: ObjCPropertyInfo, className: String) -> String? {
    guard !p.isClass,
      module.classes.values.contains(where: {
        $0.isOwn && $0.properties[p.name]?.overriddenCategoryRoot == className
      })
    else { return nil }
    return Self.categoryOverrideProtocol(className, "property_" + p.name, isClass: false)
  }

  /// The nearest class between `className` (exclusive) and `root` that declares the
  /// category property `name` again.
  func categoryPropertyOverrider(_ name: String, above className: String, root: String)
    -> String?
  {
    for info in module.lineage(of: className).dropFirst() {
      if info.name == root { return nil }
      if info.properties[name]?.overriddenCategoryRoot == root { return info.name }
    }
    return nil
  }

  /// The protocols of the category properties `names` of `className` that classes declare
  /// again, after its extension.
  func categoryPropertyProtocols(_ names: [String], className: String, into w: inout SwiftWriter)
  {
    for name in names {
      guard let p = module.classes[className]?.properties[name],
        let proto = categoryPropertyProtocol(p, className: className)
      else { continue }
      let isolation = isViewClass(className) ? "@MainActor " : ""
      let type = declared(p.type, p.type.isObjectLike ? .unspecified : p.nullability,
        selfName: className)
      w.write(isolation + "protocol " + proto + ": AnyObject {", indent: 0)
      w.write(
        "var " + Self.categoryOverridePrefix + p.swiftName + ": " + type
          + (p.isReadonly ? " { get }" : " { get set }"), indent: 2)
      w.write("}", indent: 0)
    }
  }

  /// The conformances `className` declares for category properties it is the first of its
  /// lineage to declare again.
  func categoryPropertyConformances(className: String) -> [String] {
    guard let info = module.classes[className] else { return [] }
    return info.properties.values.sorted { $0.name < $1.name }.compactMap { p in
      guard let root = p.overriddenCategoryRoot,
        categoryPropertyOverrider(p.name, above: className, root: root) == nil
      else { return nil }
      return Self.categoryOverrideProtocol(root, "property_" + p.name, isClass: false)
    }
  }
}
