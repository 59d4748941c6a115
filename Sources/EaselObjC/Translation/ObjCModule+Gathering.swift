import Foundation

/// Reads a module's declarations from its files' ASTs (see `ObjCModule`).
struct ObjCModuleGatherer {
  var names: any ObjCNameLookup
  var types: ObjCTypeReader
  var sources: SourceTexts

  var module = ObjCModule()
  /// Byte ranges of each protocol's `@optional` sections, by protocol.
  private var optionalRanges: [String: [Range<Int>]] = [:]
  /// Methods as read, named once every class is known.
  private var pending: [(className: String, node: ClangNode)] = []
  /// The properties each class `@synthesize`s (`Class @name`).
  private(set) var synthesized: Set<String> = []
  /// Protocols declared with neither members nor protocols: forward declarations
  /// (`@protocol SupplementaryView;`) and empty definitions.
  private var memberlessProtocols: Set<String> = []
  /// Where an object of a class is converted implicitly to `id<Protocol>`: the class and the
  /// protocols (`ObjCModule+Conformances.swift`).
  var impliedConformances: [(className: String, protocols: [String])] = []

  init(
    names: any ObjCNameLookup, types: ObjCTypeReader, sources: SourceTexts,
    protocolRenames: [String: String] = [:]
  ) {
    self.names = names
    self.types = types
    self.types.protocolRenames = protocolRenames
    self.sources = sources
    module.protocolRenames = protocolRenames
  }

  /// Adds the declarations of one file's AST.
  mutating func add(_ root: ClangNode) {
    recordUncheckedStores(in: root)
    let designable = designableDeclarations(in: root)
    // The file's typedefs first: one inside an `@interface` (where the class's name is
    // declared) is C's, at file scope, but clang's AST gives it after the interface, whose
    // properties of its type are read before it otherwise.
    for node in root.children where node.kind == "TypedefDecl" && !node.isImplicit {
      typedef(node)
    }
    for node in root.children where !node.isImplicit {
      switch node.kind {
      case "ObjCInterfaceDecl":
        guard let name = node.name else { continue }
        types.userClasses.insert(name)
        // `@class UIViewController;`: clang dumps the definition's superclass and protocols
        // on a forward declaration too (a framework class's, from its module), which would
        // make the class look like the project's own.
        if isForwardDeclaration(node) {
          if module.classes[name] == nil { module.classes[name] = ObjCClassInfo(name: name) }
          continue
        }
        var info = module.classes[name] ?? ObjCClassInfo(name: name)
        if node["super.name"] != nil || !node.children.isEmpty || node["implementation.id"] != nil {
          info.isOwn = true
        }
        info.superclass = node["super.name"] ?? info.superclass
        if node["super.name"] != nil, info.interfacePosition == nil {
          info.interfacePosition = node.location
        }
        // Merged, not replaced: a forward declaration (`@class Name;`) lists none, and a
        // class extension read first may have added its own.
        for p in list(node, "protocols") where !info.protocols.contains(p) {
          info.protocols.append(p)
        }
        if designable.contains(node.id) { info.isDesignable = true }
        module.classes[name] = info
        members(of: node, className: name)
      case "ObjCProtocolDecl":
        guard let objcName = node.name else { continue }
        guard !node.children.isEmpty || node["protocols.count"] != nil else {
          memberlessProtocols.insert(objcName)
          continue
        }
        let name = module.protocolName(objcName)
        var info = module.classes[name] ?? ObjCClassInfo(name: name)
        info.isProtocol = true
        info.protocols = list(node, "protocols")
        module.classes[name] = info
        optionalRanges[name] = optionalSections(of: node)
        members(of: node, className: name)
      case "ObjCCategoryDecl":
        guard let name = node["interface.name"] else { continue }
        if module.classes[name] == nil { module.classes[name] = ObjCClassInfo(name: name) }
        // A class extension (or category) adopting protocols (`@interface View () <UITextViewDelegate>`,
        // how a view usually makes itself its text view's delegate): the class adopts them.
        for p in list(node, "protocols") where module.classes[name]?.protocols.contains(p) == false
        {
          module.classes[name]?.protocols.append(p)
        }
        members(of: node, className: name)
        recordCategoryMethods(of: node, className: name)
        if let category = node.name, !category.isEmpty {
          let key = name + "(" + category + ")"
          for p in node.children where p.kind == "ObjCPropertyDecl" {
            if let n = p.name, !(module.categoryProperties[key]?.contains(n) ?? false) {
              module.categoryProperties[key, default: []].append(n)
            }
          }
        }
      case "ObjCImplementationDecl":
        guard let name = node.name else { continue }
        if module.classes[name] == nil { module.classes[name] = ObjCClassInfo(name: name) }
        module.classes[name]?.isOwn = true
        // `IB_DESIGNABLE` may stand before `@implementation` too.
        if designable.contains(node.id) { module.classes[name]?.isDesignable = true }
        members(of: node, className: name)
        implementations(in: node, className: name)
        impliedConformances += Self.protocolConversions(in: node)
      case "ObjCCategoryImplDecl":
        guard let name = node["interface.name"] else { continue }
        if module.classes[name] == nil { module.classes[name] = ObjCClassInfo(name: name) }
        members(of: node, className: name)
        recordCategoryMethods(of: node, className: name)
        implementations(in: node, className: name)
        impliedConformances += Self.protocolConversions(in: node)
      case "EnumDecl":
        if let name = node.tagName(in: root) {
          module.enumerations.insert(name)
          types.userEnumerations.insert(name)
          // `NS_OPTIONS`, `CF_OPTIONS` and any `enum __attribute__((flag_enum))`: an option set,
          // as Swift's importer imports it.
          if node.child("FlagEnumAttr") != nil { module.optionSets.insert(name) }
          // A constant without a value is the one before it plus one, as C counts.
          var next = 0
          var cases: [ObjCEnumerationCase] = []
          for constant in node.children where constant.kind == "EnumConstantDecl" {
            if let c = constant.name {
              let caseName = ObjCModule.caseName(c, in: name)
              module.enumerators[c] = (name, caseName)
              // Clang's value of the initializer (under the cast to a fixed underlying type).
              var initial = constant.children.first
              while let n = initial, n.kind != "ConstantExpr" { initial = n.children.first }
              // An unsigned value past `Int.max` (`NSUIntegerMax`) as its bits, as Swift's
              // `Int` raw value holds it.
              let value =
                initial?["value"].flatMap { Int($0) ?? UInt($0).map(Int.init(bitPattern:)) }
                ?? next
              cases.append(ObjCEnumerationCase(swift: name + "." + caseName, value: value))
              next = value &+ 1
            }
          }
          // `NS_ENUM` declares the enumeration before it defines it, without its constants.
          if !cases.isEmpty, module.enumerationCases[name] == nil {
            module.enumerationCases[name] = cases
          }
        }
      case "TypedefDecl":
        typedef(node)
      case "RecordDecl":
        record(node, root: root)
      default: break
      }
    }
  }

  /// Records a struct or union and those it declares inside itself (`struct { struct { int a;
  /// } inner; union { int i; float f; } value; }`), each named as `FileTranslator.recordName`
  /// names it: their initializer lists are filled in any file.
  private mutating func record(_ node: ClangNode, root: ClangNode) {
    guard node["tagUsed"] == "struct" || node["tagUsed"] == "union" else { return }
    if let name = node.name, !name.isEmpty { module.structs.insert(name) }
    if node.flag("completeDefinition"), let name = FileTranslator.recordName(node, root: root),
      module.structFields[name] == nil
    {
      module.structFields[name] = FileTranslator.storedFields(of: node)
      if node["tagUsed"] == "union" { module.unions.insert(name) }
    }
    for inner in node.children where inner.kind == "RecordDecl" { record(inner, root: root) }
  }

  /// Records a typedef: an enumeration's name, a struct's name, or any other type's
  /// underlying spelling.
  private mutating func typedef(_ node: ClangNode) {
    if let name = node.name, let type = node.type, type.hasPrefix("enum ") {
      module.enumerations.insert(name)
      types.userEnumerations.insert(name)
      // A typedef naming an option set by another name is that option set.
      if module.optionSets.contains(String(type.dropFirst("enum ".count))) {
        module.optionSets.insert(name)
      }
    } else if let name = node.name,
      node.type?.hasPrefix("struct ") == true || node.type?.hasPrefix("union ") == true
    {
      module.structs.insert(name)
      if let type = node.type, let space = type.firstIndex(of: " ") {
        let tag = String(type[type.index(after: space)...])
        if tag != name, tag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          module.recordAliases[name] = tag
        }
      }
    } else if let name = node.name, let type = node.type, !type.hasPrefix("union ") {
      module.typedefs[name] = type
      types.typedefs[name] = type
    }
  }

  /// The module, every method named.
  mutating func finish() -> ObjCModule {
    var reader = types
    reader.learn(module)
    // Of those, the ones no file of the module defines with a member or a protocol and the
    // framework does not declare (its protocols adopt `NSObject`): never translated, so no
    // type names them (`ObjCTypeReader.undeclaredProtocols`).
    module.undeclaredProtocols = memberlessProtocols.filter {
      module.classes[module.protocolName($0)]?.isProtocol != true
        && names.protocolNames(of: $0).isEmpty && $0 != "NSObject"
    }
    reader.undeclaredProtocols = module.undeclaredProtocols
    types = reader
    recordFrameworkSuperclasses()
    adoptImpliedConformances()
    // Superclasses first, so that an override takes its superclass method's name.
    let ordered = pending.sorted {
      module.lineage(of: $0.className).count < module.lineage(of: $1.className).count
    }
    for (className, node) in ordered {
      guard let selector = node.name else { continue }
      let isClass = !node.flag("instance")
      let key = ObjCClassInfo.key(selector, isClass: isClass)
      if module.classes[className]?.methods[key] != nil { continue }
      var info = method(node, selector, isClass, className)
      if let at = node.location?.offset,
        optionalRanges[className]?.contains(where: { $0.contains(at) }) == true
      {
        info.isOptional = true
      }
      module.classes[className]?.methods[key] = info
    }
    makeProtocolAccessorsProperties()
    adoptProtocolPropertiesImplementedByMethods()
    markInheritedProperties()
    markUnsetNonnullProperties()
    dropInheritedConformances()
    return module
  }

  /// The method `key` (`-isOverflow`) that a file declares or implements in `className`
  /// itself (its interface, an extension or its implementation).
  func pendingMethod(_ key: String, of className: String) -> ClangNode? {
    pending.first {
      $0.className == className
        && ObjCClassInfo.key($0.node.name ?? "", isClass: !$0.node.flag("instance")) == key
    }?.node
  }

  /// Records the framework classes above the module's own and above the framework classes
  /// its categories extend, each with its superclass, so that `lineage(of:)` reaches a
  /// framework class's category through those between (`UIScrollView (Scrollable)`'s method
  /// overrides `UIView (Scrollable)`'s, as Objective-C's lookup finds the nearest).
  private mutating func recordFrameworkSuperclasses() {
    for info in module.classes.values where !info.isProtocol {
      var current = info.isOwn ? info.superclass : info.name
      while let n = current, module.classes[n]?.isOwn != true,
        module.frameworkSuperclasses[n] == nil, let next = names.superclassName(of: n)
      {
        module.frameworkSuperclasses[n] = next
        current = next
      }
    }
  }

  /// Drops the protocols an own class adopts that a class above it adopts already
  /// (`@interface MDCInkView () <CALayerDelegate>` on a view, where `UIView` adopts
  /// `CALayerDelegate`): Objective-C lets a class adopt one again, Swift calls the second
  /// "redundant conformance", an error.
  private mutating func dropInheritedConformances() {
    for (name, info) in module.classes where info.isOwn && !info.isProtocol {
      guard let superclass = info.superclass else { continue }
      let kept = info.protocols.filter { !conforms(superclass, to: module.protocolName($0)) }
      if kept.count != info.protocols.count { module.classes[name]?.protocols = kept }
    }
  }

  /// Marks the nonnull object and block properties an own class synthesizes (no getter of its
  /// own) as of unspecified nullability, `T!` in Swift: `nonnull` is a promise clang does not keep
  /// before the first set, since the instance variable starts nil and its getter returns nil
  /// until then (`label.font = self.defaultFont ? self.defaultFont : fallback` in an
  /// initializer), and a message to it answers zero; a block is tested before it is called
  /// (`if (self.heightDidChangeBlock) self.heightDidChangeBlock(h);`), and only a call of a
  /// nil one crashes, as a call of Swift's nil `T!` traps. Where Swift's `T` getter would trap,
  /// `T!` gives nil and the translation's reads send messages with `?.`. A property an own
  /// protocol requires keeps its type, which the requirement names.
  private mutating func markUnsetNonnullProperties() {
    let required = Set(
      module.classes.values.filter(\.isProtocol).flatMap { $0.properties.keys })
    for (className, info) in module.classes where info.isOwn && !info.isProtocol {
      for (name, p) in info.properties
      where p.nullability == .nonnull && !p.isInherited && !p.isClass
        && (p.type.isObjectLike || p.type == .string || p.type.isClosure)
        && !required.contains(name)
      {
        // Synthesized (nil until set), or a getter of the class's own that returns nil
        // (`return nil;` past the end of its array): clang only warns of either. (A getter's
        // nil string or collection is the empty value, as Swift's bridging reads it.)
        let getter = className + " -" + p.getter
        let returnsNilObject: Bool
        switch p.type {
        case .string, .array, .set, .dictionary: returnsNilObject = false
        default: returnsNilObject = module.returningNil.contains(getter)
        }
        guard !module.implemented.contains(getter) || returnsNilObject else { continue }
        module.classes[className]?.properties[name]?.nullability = .unspecified
      }
    }
  }

  /// Whether a method's body returns `nil`, `Nil` or `NULL` somewhere outside its blocks.
  static func returnsNil(_ node: ClangNode) -> Bool {
    switch node.kind {
    case "BlockExpr", "BlockDecl": return false
    case "ReturnStmt":
      var e = node.children.first
      while let n = e {
        if n["castKind"] == "NullToPointer" || n.kind == "GNUNullExpr" { return true }
        guard
          ["ImplicitCastExpr", "ParenExpr", "ExprWithCleanups", "ConstantExpr", "FullExpr"]
            .contains(n.kind)
        else { return false }
        e = n.children.first
      }
      return false
    default: return node.children.contains(where: returnsNil)
    }
  }

  /// Whether `selector` is of the `init` family by its name (`init`, `initWithFrame:`, not
  /// `initialize` nor `initMask`'s `- (void)`, which the result type rules out elsewhere).
  static func isInitFamily(_ selector: String) -> Bool {
    selector == "init"
      || (selector.hasPrefix("init") && selector.dropFirst(4).first?.isUppercase == true)
  }

  /// Whether an initializer's body assigns `self` another object than an initializer
  /// message's (`[super init…]`, `[self init…]`) or nil, outside its blocks: `self = [self
  /// loadNibWithFrame:frame];`, `self = [[bundle loadNibNamed:… owner:nil options:nil]
  /// firstObject];`.
  static func replacesSelf(_ node: ClangNode) -> Bool {
    if node.kind == "BlockExpr" || node.kind == "BlockDecl" { return false }
    if node.kind == "BinaryOperator", node["opcode"] == "=", node.children.count == 2,
      isSelfReference(strippedOfCasts(node.children[0]))
    {
      let value = strippedOfCasts(node.children[1])
      let isNull =
        value.kind == "GNUNullExpr" || (value.kind == "IntegerLiteral" && value["value"] == "0")
      if !isNull, !isInitializerMessageToSelf(value) { return true }
    }
    return node.children.contains(where: replacesSelf)
  }

  /// Whether an initializer's body sends an initializer to `self` (`[self initWithFrame:f]`),
  /// outside its blocks: Swift's convenience initializer.
  static func delegatesToSelf(_ node: ClangNode) -> Bool {
    if node.kind == "BlockExpr" || node.kind == "BlockDecl" { return false }
    if node.kind == "ObjCMessageExpr", node["receiverKind"] == "instance",
      isInitFamily(node["selector"] ?? ""),
      node.children.first.map({ isSelfReference(strippedOfCasts($0)) }) == true
    {
      return true
    }
    return node.children.contains(where: delegatesToSelf)
  }

  /// Whether `node` sends `[super init]` (outside a block).
  static func sendsSuperInit(_ node: ClangNode) -> Bool {
    if node.kind == "BlockExpr" || node.kind == "BlockDecl" { return false }
    if node.kind == "ObjCMessageExpr", node["receiverKind"] == "super (instance)",
      node["selector"] == "init"
    {
      return true
    }
    return node.children.contains(where: sendsSuperInit)
  }

  /// Whether `node` sends an initializer to `super` or `self` (`[super initWithFrame:f]`).
  private static func isInitializerMessageToSelf(_ node: ClangNode) -> Bool {
    guard node.kind == "ObjCMessageExpr", isInitFamily(node["selector"] ?? "") else {
      return false
    }
    if node["receiverKind"] == "super (instance)" { return true }
    return node["receiverKind"] == "instance"
      && node.children.first.map { isSelfReference(strippedOfCasts($0)) } == true
  }

  private static func isSelfReference(_ node: ClangNode) -> Bool {
    node.kind == "DeclRefExpr" && node["referencedDecl.name"] == "self"
  }

  /// `node` without the parentheses, casts and wrappers clang puts around an expression.
  private static func strippedOfCasts(_ node: ClangNode) -> ClangNode {
    var n = node
    while [
      "ParenExpr", "ImplicitCastExpr", "CStyleCastExpr", "ExprWithCleanups", "ConstantExpr",
      "FullExpr", "PseudoObjectExpr", "OpaqueValueExpr",
    ].contains(n.kind), let c = n.children.first {
      n = c
    }
    return n
  }

  /// Marks the properties an own class declares that a class above it declares too: one of
  /// the module's, or a property of its framework ancestor (found by the getter).
  private mutating func markInheritedProperties() {
    for (className, info) in module.classes where info.isOwn {
      let above = module.lineage(of: className).dropFirst()
      let ancestor = module.frameworkAncestor(of: className)
      for (name, p) in info.properties {
        var inherited = above.contains { $0.properties[name] != nil }
        if !inherited, let ancestor, ancestor != className,
          let row = inheritedRow(p.getter, isClass: p.isClass, ancestor: ancestor)
        {
          inherited = row.kind == .property || row.kind == .classProperty
          if inherited {
            module.classes[className]?.properties[name]?.inheritedNullability =
              Self.nullability(ofProperty: row.declaration)
            // Named as Swift names the framework's (`maskView` is UIView's `mask`): an
            // override, and every access, reach the façade's member by that name.
            if !row.swift.isEmpty {
              module.classes[className]?.properties[name]?.swiftName = row.swift
            }
          }
        }
        if !inherited, let ancestor, ancestor != className,
          frameworkProperty(swiftNamed: p.swiftName, isClass: p.isClass, ancestor: ancestor)
            .map({ $0.objc != name }) == true
        {
          // Another property that Swift alone names so (`mask` of a class extension, where
          // UIView's Objective-C `maskView` is Swift's `mask`): no clash in Objective-C, where
          // the names differ, so the class's own takes a Swift name of its own.
          module.classes[className]?.properties[name]?.swiftName =
            Self.ownNamePrefix + p.swiftName
        }
        module.classes[className]?.properties[name]?.isInherited = inherited
        let categoryRoot = above.first { a in
          a.properties[name] != nil
            && module.categoryProperties.contains {
              $0.key.hasPrefix(a.name + "(") && $0.value.contains(name)
            }
        }
        if let categoryRoot, let root = categoryRoot.properties[name], !root.isClass,
          !p.isClass, module.implemented.contains(categoryRoot.name + " -" + root.getter)
        {
          module.classes[className]?.properties[name]?.overriddenCategoryRoot = categoryRoot.name
        }
      }
    }
  }

  private mutating func members(of node: ClangNode, className: String) {
    for child in node.children where !child.isImplicit {
      switch child.kind {
      case "ObjCPropertyDecl":
        if var p = property(child) {
          // A readwrite redeclaration in a class extension (`@interface Binding ()` in a
          // `Binding_Protected.h`) makes the property readwrite for the class, whichever of
          // the module's files (one importing only the public header) is read last.
          if let known = module.classes[className]?.properties[p.name], !known.isReadonly,
            !known.isClass, !p.isClass
          {
            p.isReadonly = false
          }
          module.classes[className]?.properties[p.name] = p
        }
      case "ObjCMethodDecl":
        pending.append((className, child))
      default: break
      }
    }
  }

  /// Records the methods a named category declares or implements (not a class extension's,
  /// `@interface View ()`, which are the class's own), as `Class -selector`.
  private mutating func recordCategoryMethods(of node: ClangNode, className: String) {
    guard let category = node.name, !category.isEmpty else { return }
    let inHeader = node.kind == "ObjCCategoryDecl" && node.location?.file.hasSuffix(".h") == true
    for child in node.children where child.kind == "ObjCMethodDecl" && !child.isImplicit {
      guard let selector = child.name else { continue }
      let key = className + (child.flag("instance") ? " -" : " +") + selector
      module.categoryMethods.insert(key)
      if inHeader { module.publicCategoryMethods.insert(key) }
    }
  }

  /// Records what an `@implementation` (of a class or a category) implements.
  private mutating func implementations(in node: ClangNode, className: String) {
    for child in node.children where !child.isImplicit {
      if child.kind == "ObjCMethodDecl", let selector = child.name,
        let body = child.child("CompoundStmt")
      {
        let key = className + (child.flag("instance") ? " -" : " +") + selector
        module.implemented.insert(key)
        if node.kind == "ObjCImplementationDecl" { module.implementedByClass.insert(key) }
        if Self.returnsNil(body) { module.returningNil.insert(key) }
        if child.flag("instance"), Self.isInitFamily(selector), Self.replacesSelf(body) {
          module.replacingSelf.insert(className)
        }
        if child.flag("instance"), Self.isInitFamily(selector), Self.delegatesToSelf(body) {
          module.delegatingInitializers.insert(key)
        }
        if child.flag("instance"), Self.sendsSuperInit(body) {
          module.superInitSenders.insert(key)
        }
      } else if child.kind == "ObjCPropertyImplDecl", let name = child["propertyDecl.name"] {
        module.implemented.insert(className + " @" + name)
        if child["implKind"] == "synthesize" { synthesized.insert(className + " @" + name) }
      }
    }
  }

  private func property(_ node: ClangNode) -> ObjCPropertyInfo? {
    guard let name = node.name else { return nil }
    let (type, nullability) = types.read(node.type ?? "id")
    let getter = node["getter.name"] ?? name
    return ObjCPropertyInfo(
      isOptional: node["control"] == "optional",
      name: name, swiftName: getter, type: type, nullability: nullability, getter: getter,
      setter: node["setter.name"] ?? "set" + ObjCImporterNames.upperFirst(name) + ":",
      isReadonly: node.flag("readonly"), isWeak: node.flag("weak"), isClass: node.flag("class"),
      isInspectable: isInspectable(node),
      isOutlet: node.children.contains {
        $0.kind == "IBOutletAttr" || $0.kind == "IBOutletCollectionAttr"
      },
      position: node.location, attributes: Self.propertyAttributes(node))
  }

  private mutating func method(
    _ node: ClangNode, _ selector: String, _ isClass: Bool, _ className: String
  ) -> ObjCMethodInfo {
    var parameters = node.children.filter { $0.kind == "ParmVarDecl" }.map {
      types.read($0.type ?? "id")
    }
    var result = types.read(node["returnType.qualType"] ?? "void")
    var overrides = false
    var overriddenProperty: String?
    var readonly = false
    var propertyNullability: Nullability?
    var propertyType: SwiftType?
    var frameworkProperty: ObjCMemberName?
    var swiftName: SwiftName?
    let lineage = module.lineage(of: className)
    // An accessor of a property a superclass of the module declares (a getter implemented
    // again in a subclass): Swift overrides the property the superclass's translation
    // declares, not a method.
    let inheritedProperty = lineage.dropFirst().lazy.compactMap { info in
      info.properties.values.first { p in
        !p.isInherited && p.isClass == isClass
          && (p.getter == selector || p.setter == selector)
      }
    }.first
    if let property = inheritedProperty {
      overrides = true
      overriddenProperty = property.swiftName
      // Readonly only if no class above declares it readwrite: a subclass restating it
      // `readonly` (`@property (readonly) NSNumber *constant;` over a class whose extension
      // makes `id constant` readwrite) keeps the setter it inherits, and Swift's property is
      // the topmost class's.
      readonly = !lineage.dropFirst().contains { info in
        info.properties[property.name].map { !$0.isReadonly && $0.isClass == isClass } ?? false
      }
      propertyNullability = property.nullability
    } else if let inherited = lineage.dropFirst().lazy.compactMap({
      $0.methods[ObjCClassInfo.key(selector, isClass: isClass)]
    }).first
      // Or a requirement a class above adopts and only forwards (`FileTranslator+Forwarding`):
      // that class declares it as the protocol names it.
      ?? (isClass ? nil : module.forwardedRequirement(selector, above: className))
    {
      overrides = true
      swiftName = inherited.swiftName
      // An override may narrow an object parameter (`initWithBuilder:(HamBuilder *)` over
      // `initWithBuilder:(Builder *)`), which Objective-C dispatches by selector alone: Swift
      // overrides with the superclass's type, and its body sees its own (`FileTranslator`).
      // So does one widening it to `id` (`- (id)configure:(id)item` over `(Item *)item`).
      if inherited.parameters.count == parameters.count {
        for i in parameters.indices
        where Self.isNarrowed(parameters[i].type, of: inherited.parameters[i].type)
          || Self.isRenumbered(parameters[i].type, of: inherited.parameters[i].type)
          || Self.isWidened(parameters[i].type, of: inherited.parameters[i].type)
        {
          parameters[i].type = inherited.parameters[i].type
        }
      }
      // And an `id` result over a typed one returns the class above's type, which Swift's
      // override cannot widen.
      if Self.isWidened(result.type, of: inherited.result.type) {
        result.type = inherited.result.type
      }
    } else if module.classes[className]?.isOwn == true,
      let ancestor = module.frameworkAncestor(of: className),
      let row = inheritedRow(selector, isClass: isClass, ancestor: ancestor)
        // Or a framework protocol's requirement a class above adopts and only forwards
        // (`FileTranslator+Forwarding`): that class declares it as the façade's protocol does.
        ?? (isClass
          ? nil : module.forwardedFrameworkRequirement(selector, above: className, names: names)),
      // A class factory Swift imports as a convenience initializer (`+buttonWithType:`,
      // `init(type:)`), which no Swift subclass overrides: the class's own is a class method
      // of its own name, which the module's sends to the class and its subclasses reach,
      // as Objective-C's runtime does (`FileTranslator.superFactory`).
      !(isClass && row.kind == .initializer)
    {
      overrides = true
      let parsed = SwiftName.parse(row.swift)
      swiftName = SwiftName(base: parsed.base, labels: parsed.labels ?? [])
      // Swift overrides with the framework's parameter types: an override that declares a
      // collection without its element type (`touchesBegan:(NSSet *)touches`, where UIKit
      // declares `NSSet<UITouch *> *`) or with others (`change:(NSDictionary<NSString *, id>
      // *)`, where Foundation declares `NSKeyValueChangeKey` keys) takes the framework's, and
      // its body sees its own (`FileTranslator` rebinds the parameter). So does one narrowing
      // the framework's object parameter (`- (BOOL)isEqual:(Attribute *)attribute` over
      // NSObject's `(nullable id)`, Masonry's `MASViewAttribute`), which Objective-C overrides
      // by selector alone: the framework's type and nullability, the body's value cast down.
      let inherited = (ObjCDeclarationTypes.method(row.declaration)?.parameters ?? []).map {
        types.read($0)
      }
      if inherited.count == parameters.count {
        for i in parameters.indices
        where Self.takesFrameworkCollection(parameters[i].type, of: inherited[i].type) {
          parameters[i].type = inherited[i].type
        }
        // And one widening it to `id` (`- (id)initWithCoder:(id)coder` over `(NSCoder *)`,
        // which Objective-C matches by selector): Swift's override, or the `required`
        // initializer it restates, takes the framework's type; the body sees its own `id`.
        for i in parameters.indices
        where Self.isNarrowed(parameters[i].type, of: inherited[i].type)
          || Self.isWidened(parameters[i].type, of: inherited[i].type)
        {
          parameters[i] = inherited[i]
        }
      }
      // And with the framework's result type: an override declaring the integer an enumeration
      // or option set stands on (`- (NSUInteger)supportedInterfaceOrientations`, UIKit's
      // `UIInterfaceOrientationMask` as declared before iOS 6 typed it) returns UIKit's type,
      // which the body's value is converted to.
      if let spelling = ObjCDeclarationTypes.result(row.declaration),
        case .enumeration = types.read(spelling).type, case .integer = result.type
      {
        result.type = types.read(spelling).type
        propertyType = result.type
      }
      // And a collection result declared without its element type (`- (NSArray *)
      // layoutAttributesForElementsInRect:`, where UIKit declares `NSArray<
      // UICollectionViewLayoutAttributes *> *`) returns UIKit's, the body's value converted.
      if let spelling = ObjCDeclarationTypes.result(row.declaration),
        Self.isUnparameterized(result.type, of: types.read(spelling).type)
      {
        result.type = types.read(spelling).type
      }
      // And an object result narrowing the framework's `id` (`- (instancetype)
      // awakeAfterUsingCoder:`, which NSObject declares `- (nullable id)`), which Swift's
      // override cannot narrow from `Any?`: the framework's, as for a narrowed parameter.
      // And an `id` result over the framework's object type (`- (id)hitTest:withEvent:`,
      // UIKit's `UIView *`), which Swift's override cannot widen: the framework's, the body's
      // value cast to it.
      if let spelling = ObjCDeclarationTypes.result(row.declaration),
        Self.isWidened(result.type, of: types.read(spelling).type)
      {
        result = types.read(spelling)
      }
      if let spelling = ObjCDeclarationTypes.result(row.declaration),
        types.read(spelling).type == .any,
        result.type == .instanceType || { if case .object = result.type { true } else { false } }()
      {
        result = types.read(spelling)
      }
      // And a `void` override of a method returning a value (`- (void)becomeFirstResponder`
      // over UIResponder's `- (BOOL)`), which clang only warns of: Objective-C's runtime calls
      // it by selector, and a caller reads whatever the register holds, which C leaves
      // undefined; Swift overrides only with the framework's result, returned as its zero.
      if result.type == .void, let spelling = ObjCDeclarationTypes.method(row.declaration)?.result,
        types.read(spelling).type != .void
      {
        result = types.read(spelling)
      }
      if row.kind == .property || row.kind == .classProperty {
        overriddenProperty = row.swift
        frameworkProperty = row
        readonly = row.declaration.contains("readonly")
        propertyNullability = Self.nullability(ofProperty: row.declaration)
      }
    } else if module.classes[className]?.isOwn == true,
      let ancestor = module.frameworkAncestor(of: className),
      selector.hasPrefix("set"), selector.hasSuffix(":"), parameters.count == 1,
      let row = inheritedRow(
        ObjCImporterNames.lowerFirst(String(selector.dropFirst(3).dropLast())), isClass: isClass,
        ancestor: ancestor),
      row.kind == .property || row.kind == .classProperty
    {
      overrides = true
      overriddenProperty = row.swift
      frameworkProperty = row
      propertyNullability = Self.nullability(ofProperty: row.declaration)
    } else if isClass, module.classes[className]?.isOwn != true,
      module.implemented.contains(className + " +" + selector),
      let row = inheritedRow(selector, isClass: true, ancestor: className)
    {
      // A category's class method that the framework class has already (`+blackColor` in a
      // `UIColor` palette category): Objective-C's runtime takes the category's, which a Swift
      // extension cannot override, so it has a name of its own, which the module's sends use.
      module.replacedClassMethods[className + " +" + selector] = row
      let own = ObjCImporterNames.methodName(
        selector: selector, parameterTypes: parameters.map(\.type), isClassMethod: true,
        className: className, returnsInstance: false)
      swiftName = SwiftName(base: FileTranslator.replacementPrefix + own.base, labels: own.labels)
    } else if module.classes[className]?.isOwn == true, !selector.contains(":"),
      parameters.isEmpty,
      let row = protocolRow(
        selector, isClass: isClass,
        from: module.lineage(of: className).flatMap(\.protocols),
        skipping: { module.classes[$0]?.isOwn == true }, tables: [names, ObjCEssentialNames.table],
        accepting: { $0.kind == .property && $0.declaration.contains("readonly") })
    {
      // The getter of a readonly property of an adopted framework protocol, implemented as
      // a method without a `@property` (`- (BOOL)hasText` for `UIKeyInput`'s `hasText`):
      // Objective-C's runtime finds the method by selector; Swift's protocol wants the
      // property, which the class declares (`var hasText: Bool { get }`, no `override`).
      overriddenProperty = row.swift
      readonly = true
      propertyNullability = Self.nullability(ofProperty: row.declaration)
    } else if let row = adoptedProtocolRow(selector, isClass: isClass, className: className) {
      // A framework protocol's requirement (`tableView:cellForRowAtIndexPath:`) takes the
      // protocol's Swift name, so that it satisfies it: `tableView(_:cellForRowAt:)`.
      let parsed = SwiftName.parse(row.swift)
      swiftName = SwiftName(base: parsed.base, labels: parsed.labels ?? [])
      // And the requirement's nullability where the class's declaration leaves it unspecified
      // (`- (id)copyWithZone:(NSZone *)zone` outside an audited region): Swift's importer
      // would make it `T!`, which matches either, but the translation's witness must match
      // the requirement Swift declares (`copy(with zone: NSZone?) -> Any`).
      // The row is declared inside the stubs' `NS_ASSUME_NONNULL` region: an object it leaves
      // unannotated is nonnull (`collectionView:numberOfItemsInSection:`'s collection view),
      // one it declares `_Null_unspecified` is not (`webView:didFinishNavigation:`'s).
      func requirement(_ spelling: String) -> (type: SwiftType, nullability: Nullability) {
        let required = types.read(spelling)
        let assumed =
          required.nullability == .unspecified && required.type.isObjectLike
            && !spelling.contains("_Null_unspecified")
          ? .nonnull : required.nullability
        return (required.type, assumed)
      }
      if let declared = ObjCDeclarationTypes.method(row.declaration),
        declared.parameters.count == parameters.count
      {
        for (i, spelling) in declared.parameters.enumerated()
        where parameters[i].nullability == .unspecified {
          let required = requirement(spelling)
          if required.type == parameters[i].type {
            parameters[i].nullability = required.nullability
          }
        }
        let required = requirement(declared.result)
        if result.nullability == .unspecified, required.type == result.type {
          result.nullability = required.nullability
        }
      }
    }
    if let attribute = node.child("SwiftNameAttr"), let at = attribute.begin,
      let custom = sources.macroArgument(at: at)?.trimmingCharacters(
        in: CharacterSet(charactersIn: "\" "))
    {
      let parsed = SwiftName.parse(custom)
      swiftName = SwiftName(base: parsed.base, labels: parsed.labels ?? [])
    }
    // A class factory (`+badgeWithTitle:`) stays a class method: Swift's importer makes it
    // an initializer, but a translated body returns an object, which an initializer cannot.
    let returnsInstance = false
    return ObjCMethodInfo(
      selector: selector, isClass: isClass,
      swiftName: swiftName
        ?? ObjCImporterNames.methodName(
          selector: selector, parameterTypes: parameters.map(\.type), isClassMethod: isClass,
          className: className, returnsInstance: returnsInstance,
          returnsObject: Self.isObject(result.type)),
      parameters: parameters, result: result, overrides: overrides,
      overriddenProperty: overriddenProperty, overriddenPropertyIsReadonly: readonly,
      overriddenPropertyNullability: propertyNullability,
      overriddenPropertyIsWeak: frameworkProperty.map { Self.isWeak(property: $0.declaration) }
        ?? false,
      overriddenPropertyIsShadowed: frameworkProperty.map {
        ObjCEssentialNames.extensionProperties.contains($0.owner + "." + $0.swift)
      } ?? false,
      overriddenPropertyType: overriddenProperty == nil ? nil : propertyType,
      isVariadic: node.flag("variadic"))
  }

  /// Records the classes the file's code converts an `id` or a superclass's object to
  /// implicitly (`UIView *` → `Card *`), which Objective-C does unchecked.
  private mutating func recordUncheckedStores(in root: ClangNode) {
    func visit(_ node: ClangNode) {
      if node.kind == "ImplicitCastExpr", node["castKind"] == "BitCast",
        let to = node.type.flatMap(Self.pointedClass), let operand = node.children.first,
        let from = operand.type.map(Self.withoutNullability),
        from == "id" || from.hasPrefix("id<") || from.hasPrefix("__kindof id")
          || Self.pointedClass(from).map { $0 != to } == true
      {
        module.uncheckedStoreTargets.insert(to)
      }
      node.children.forEach(visit)
    }
    for node in root.children
    where ["ObjCImplementationDecl", "ObjCCategoryImplDecl", "FunctionDecl"].contains(node.kind) {
      visit(node)
    }
  }

  /// `spelling` without its nullability words (`id _Nullable` is `id`).
  static func withoutNullability(_ spelling: String) -> String {
    spelling.split(separator: " ").filter {
      !["_Nullable", "_Nonnull", "_Null_unspecified", "_Nullable_result"].contains($0)
    }.joined(separator: " ")
  }

  /// The class a C type points at (`Card *`, `__kindof UIView * _Nonnull`), nil for any other.
  static func pointedClass(_ spelling: String) -> String? {
    var words = spelling.split(whereSeparator: { $0 == " " }).map(String.init)
    words.removeAll { ClangNode.typeKeywords.contains($0) }
    guard words.count == 2, words[1] == "*", let first = words[0].first,
      first.isLetter || first == "_", words[0] != "id",
      words[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return words[0]
  }

  /// Whether a method returning `type` may be an initializer: the `init` family holds only
  /// methods returning an object, as clang assigns it and Swift's importer names it
  /// (`- (void)initView:(CGRect)frame` is the method `initView(_:)`, not `init(view:)`).
  static func isObject(_ type: SwiftType) -> Bool {
    switch type {
    case .void, .bool, .integer, .floating, .structure, .enumeration: return false
    default: return true
    }
  }

  /// Whether `own` is `inherited` without its element types (`NSSet *` for
  /// `NSSet<UITouch *> *`, `NSArray *` for `NSArray<UIView *> *`).
  static func isUnparameterized(_ own: SwiftType, of inherited: SwiftType) -> Bool {
    switch (own, inherited) {
    case (.set(nil), .set(let e)), (.array(nil), .array(let e)): return e != nil
    case (.dictionary(nil, nil), .dictionary(let k, let v)): return k != nil || v != nil
    default: return false
    }
  }

  /// Whether `own` is the collection `inherited` is with other element types
  /// (`NSDictionary<NSString *, id> *` for `NSDictionary<NSKeyValueChangeKey, id> *`):
  /// Objective-C's element types are unchecked annotations, erased at run time.
  static func isReparameterized(_ own: SwiftType, of inherited: SwiftType) -> Bool {
    switch (own, inherited) {
    case (.set(let a?), .set(let b?)), (.array(let a?), .array(let b?)): return a != b
    case (.dictionary(let k?, let v?), .dictionary(let l?, let w?)): return k != l || v != w
    default: return false
    }
  }

  /// Whether an override's parameter of type `own` takes the framework's collection type
  /// `inherited` instead, as Swift's override must: `own` is the same collection without its
  /// element types (`isUnparameterized`) or with others (`isReparameterized`).
  static func takesFrameworkCollection(_ own: SwiftType, of inherited: SwiftType) -> Bool {
    isUnparameterized(own, of: inherited) || isReparameterized(own, of: inherited)
  }

  /// Whether `own` is an object type other than `inherited`'s (a subclass of it, as
  /// Objective-C lets an override's parameter be): a class for a class, for a class qualified
  /// by protocols (`- configureView:(OrderField *)` over `(UIView<Input> *)`, which Swift
  /// imports as `UIView & Input`) or for `id`; a protocol-qualified type for another or for
  /// `id`.
  static func isNarrowed(_ own: SwiftType, of inherited: SwiftType) -> Bool {
    switch (own, inherited) {
    case (.object(let a), .object(let b)), (.existential(let a), .existential(let b)):
      return a != b
    case (.object, .existential), (.object, .any), (.existential, .any): return true
    default: return false
    }
  }

  /// Whether `own` is `id` where `inherited` is a typed object (a class, a protocol, a string,
  /// a collection, a Core Foundation type): Objective-C overrides by selector and lets the
  /// override take or return any object, Swift only with the overridden member's type.
  static func isWidened(_ own: SwiftType, of inherited: SwiftType) -> Bool {
    guard own == .any else { return false }
    switch inherited {
    case .object, .string, .array, .dictionary, .set, .foundationObject: return true
    case .existential(let name): return name != "AnyObject"
    default: return false
    }
  }

  /// Whether `own` is an enumeration where `inherited` is a number, or the reverse
  /// (`- createImageForIcon:(CRIconUniCharAws)icon` over `(UniChar)icon`, an `NS_ENUM` of
  /// `UniChar`): Objective-C overrides by selector and passes the number as it is, so Swift
  /// overrides with the superclass's type and the body converts the value to its own.
  static func isRenumbered(_ own: SwiftType, of inherited: SwiftType) -> Bool {
    switch (own, inherited) {
    case (.enumeration(let a), .enumeration(let b)): return a != b
    case (.enumeration, .integer), (.integer, .enumeration): return true
    default: return false
    }
  }

  /// The nullability of a framework property as the table declares it: the SDK's headers are
  /// audited (`NS_ASSUME_NONNULL_BEGIN`, which the declarations do not repeat), so an object
  /// property without a nullability word is nonnull; `null_resettable` and
  /// `null_unspecified` are Swift's `T!`. Nil for a property that is not an object. A `Class`
  /// is an object too (UIView's `layerClass`, which Swift declares `AnyClass`).
  static func nullability(ofProperty declaration: String) -> Nullability? {
    let words = declaration.split(whereSeparator: { " ();".contains($0) })
    guard declaration.contains("*") || words.contains("id") || words.contains("Class")
    else { return nil }
    if declaration.contains("null_resettable") || declaration.contains("null_unspecified")
      || declaration.contains("_Null_unspecified")
    {
      return .unspecified
    }
    if declaration.contains("nullable") || declaration.contains("_Nullable") { return .nullable }
    return .nonnull
  }

  /// Whether a property's declaration (`@property (nonatomic, weak, nullable) id<…> delegate;`)
  /// has the `weak` attribute.
  static func isWeak(property declaration: String) -> Bool {
    guard let open = declaration.firstIndex(of: "("), let close = declaration.firstIndex(of: ")"),
      open < close
    else { return false }
    return declaration[declaration.index(after: open)..<close]
      .split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "weak" }
  }

  /// The parts of a protocol's text after `@optional` (up to `@required` or the end).
  private func optionalSections(of node: ClangNode) -> [Range<Int>] {
    guard let begin = node.begin, let end = node.end,
      let text = sources.text(in: begin.file, from: begin.offset, to: end.offset)
    else { return [] }
    var ranges: [Range<Int>] = []
    var start: Int?
    let bytes = Array(text.utf8)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "@") {
        let rest = bytes[(i + 1)...].prefix(8)
        if rest.elementsEqual("optional".utf8) {
          if start == nil { start = begin.offset + i }
        } else if rest.elementsEqual("required".utf8), let s = start {
          ranges.append(s..<(begin.offset + i))
          start = nil
        }
      }
      i += 1
    }
    if let s = start { ranges.append(s..<(end.offset + 1)) }
    return ranges
  }

  /// The member `selector` of a framework protocol that `className` or a module class it
  /// inherits from adopts (or one such a protocol inherits), from the façade's names.
  private func adoptedProtocolRow(_ selector: String, isClass: Bool, className: String)
    -> ObjCMemberName?
  {
    protocolRow(
      selector, isClass: isClass, from: module.lineage(of: className).flatMap(\.protocols),
      skipping: { module.classes[$0]?.isOwn == true },
      tables: [names, ObjCEssentialNames.table],
      accepting: { $0.kind == .instanceMethod || $0.kind == .classMethod })
  }

  /// The first row of `selector`, in `tables`, on the protocols `start` names or those they
  /// inherit (as the façade's names declare them) that `accepting` takes; a protocol that
  /// `skipping` names is left out with those it inherits.
  private func protocolRow(
    _ selector: String, isClass: Bool, from start: [String], skipping: (String) -> Bool,
    tables: [any ObjCNameLookup], accepting: (ObjCMemberName) -> Bool = { _ in true }
  ) -> ObjCMemberName? {
    var pending = start
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted, !skipping(name) else { continue }
      for table in tables {
        if let row = table.member(selector: selector, owner: name, isClass: isClass),
          row.owner == name, accepting(row)
        {
          return row
        }
      }
      pending += names.protocolNames(of: name)
    }
    return nil
  }

  /// The façade's member `selector` of `ancestor` or the classes it inherits from (only
  /// those: a selector of an unrelated class is no override).
  /// The prefix of the Swift name of an own property whose Swift name a framework property of
  /// another Objective-C name has (`easelOwn_mask`).
  static let ownNamePrefix = "easelOwn_"

  /// The property of `ancestor` or a class above it that Swift names `swiftName`.
  private func frameworkProperty(swiftNamed swiftName: String, isClass: Bool, ancestor: String)
    -> ObjCMemberName?
  {
    var owner: String? = ancestor
    var seen: Set<String> = []
    while let o = owner, seen.insert(o).inserted {
      if let row = names.property(swiftNamed: swiftName, owner: o, isClass: isClass) {
        return row
      }
      owner = names.superclassName(of: o)
    }
    return nil
  }

  private func inheritedRow(_ selector: String, isClass: Bool, ancestor: String) -> ObjCMemberName?
  {
    var chain = [ancestor]
    if names.superclassName(of: ancestor) != nil {
      while let next = names.superclassName(of: chain[chain.count - 1]), !chain.contains(next) {
        chain.append(next)
      }
    } else {
      if FileTranslator.isViewClassByName(ancestor) { chain += ["UIView", "UIResponder"] }
      chain.append("NSObject")
    }
    for owner in chain {
      for table in [names, ObjCEssentialNames.table] as [any ObjCNameLookup] {
        if let row = table.member(selector: selector, owner: owner, isClass: isClass),
          row.owner == owner
        {
          return row
        }
      }
      // Swift's importer mirrors the requirements of the protocols a framework class adopts
      // into the class (`UIView` has `CALayerDelegate`'s `layoutSublayers(of:)`): a subclass
      // implementing one overrides it.
      if let row = protocolRow(
        selector, isClass: isClass, from: names.protocolNames(of: owner),
        skipping: { $0 == "NSObject" }, tables: [names])
      {
        return row
      }
    }
    return nil
  }

  /// The ids of the class `@interface`s and `@implementation`s of `root` that an
  /// `IB_DESIGNABLE` marks: each `IB_DESIGNABLE` token of a file marks the first of them that
  /// follows it in the file. The macro is empty, as clang and Xcode define it, so it may stand
  /// anywhere a declaration may, and often stands before a `@class` or `@protocol` declared
  /// ahead of the class it means (`IB_DESIGNABLE @class TemplateView1; @protocol … @interface
  /// TemplateView1 : UIView`), where an attribute could not.
  func designableDeclarations(in root: ClangNode) -> Set<String> {
    var candidates: [String: [(offset: Int, id: String)]] = [:]
    for node in root.children where !node.isImplicit {
      let isClass =
        (node.kind == "ObjCInterfaceDecl"
          && (node["super.name"] != nil || !node.children.isEmpty
            || node["protocols.count"] != nil))
        || node.kind == "ObjCImplementationDecl"
      guard isClass, !isForwardDeclaration(node), let at = node.location else { continue }
      candidates[at.file, default: []].append((at.offset, node.id))
    }
    var marked: Set<String> = []
    for (file, declarations) in candidates {
      let sorted = declarations.sorted { $0.offset < $1.offset }
      for token in sources.identifierOffsets("IB_DESIGNABLE", in: file) {
        if let next = sorted.first(where: { $0.offset > token }) { marked.insert(next.id) }
      }
    }
    return marked
  }

  /// Whether `node`, an `ObjCInterfaceDecl`, is a forward declaration (`@class Name;`),
  /// written so.
  func isForwardDeclaration(_ node: ClangNode) -> Bool {
    guard let begin = node.begin else { return false }
    return sources.text(in: begin.file, from: begin.offset, to: begin.offset + 5) == "@class"
  }

  /// Whether an `IBInspectable` token stands in the declaration of the property `node`, from
  /// its `@property` to the `;` after its name. The macro is empty, as clang and Xcode define
  /// it, so it may stand before the attribute list (`@property IBInspectable (nonatomic) float
  /// value;`), where an attribute could not.
  func isInspectable(_ node: ClangNode) -> Bool {
    guard let begin = node.begin, let end = node.end, begin.file == end.file else { return false }
    let last = sources.statementEnd(in: begin.file, from: end.offset + end.tokenLength)
    return sources.identifierOffsets("IBInspectable", in: begin.file).contains {
      $0 >= begin.offset && $0 < last
    }
  }

  private func list(_ node: ClangNode, _ field: String) -> [String] {
    let count = Int(node[field + ".count"] ?? "") ?? 0
    // The lists of protocols a class or protocol adopts, by their Swift names.
    return (0..<count).compactMap { node[field + ".\($0).name"] }.map(module.protocolName)
  }
}

/// The files clang read, by path, for the text of a token clang located.
final class SourceTexts: @unchecked Sendable {
  private var files: [String: [UInt8]] = [:]
  private var offsets: [String: [Int]] = [:]
  private let lock = NSLock()

  init() {}

  /// The text of `file` from byte `from` to byte `to` (inclusive).
  func text(in file: String, from: Int, to: Int) -> String? {
    guard let bytes = bytes(file), from >= 0, to < bytes.count, from <= to else { return nil }
    return String(decoding: bytes[from...to], as: UTF8.self)
  }

  /// The text between the parentheses that follow the token at `position`
  /// (`NS_SWIFT_NAME(configure(tint:))` → `configure(tint:)`).
  func macroArgument(at position: ClangPosition) -> String? {
    guard let bytes = bytes(position.file) else { return nil }
    var i = position.offset
    while i < bytes.count, bytes[i] != UInt8(ascii: "(") {
      if bytes[i] == UInt8(ascii: ";") || bytes[i] == UInt8(ascii: "\n") { return nil }
      i += 1
    }
    let start = i + 1
    var depth = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "(") { depth += 1 }
      if bytes[i] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return String(decoding: bytes[start..<i], as: UTF8.self) }
      }
      i += 1
    }
    return nil
  }

  private func bytes(_ file: String) -> [UInt8]? {
    lock.withLock {
      if let cached = files[file] { return cached }
      guard let data = FileManager.default.contents(atPath: file) else { return nil }
      files[file] = [UInt8](data)
      return files[file]
    }
  }

  /// The offset of the first `;` at or after `offset` in `file` (the file's end when none).
  func statementEnd(in file: String, from offset: Int) -> Int {
    guard let bytes = bytes(file) else { return offset }
    var i = max(offset, 0)
    while i < bytes.count, bytes[i] != UInt8(ascii: ";") { i += 1 }
    return i
  }

  /// The byte offsets in `file` where the identifier `name` is written as a token: not in a
  /// comment, a string or character literal, or a preprocessor directive (`#ifndef
  /// IB_DESIGNABLE`).
  func identifierOffsets(_ name: String, in file: String) -> [Int] {
    let key = name + "\u{0}" + file
    if let cached = lock.withLock({ offsets[key] }) { return cached }
    let found = scanIdentifier(name, in: file)
    lock.withLock { offsets[key] = found }
    return found
  }

  private func scanIdentifier(_ name: String, in file: String) -> [Int] {
    guard let bytes = bytes(file) else { return [] }
    let wanted = Array(name.utf8)
    func isIdentifier(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        || b == 0x5F || b >= 0x80
    }
    let (slash, star, newline, backslash, hash) = (
      UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\n"), UInt8(ascii: "\\"),
      UInt8(ascii: "#")
    )
    var found: [Int] = []
    var i = 0
    var lineStart = true  // only blanks since the last newline
    while i < bytes.count {
      let b = bytes[i]
      if b == newline {
        lineStart = true
        i += 1
      } else if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
        i += 1
      } else if b == slash, i + 1 < bytes.count, bytes[i + 1] == slash {
        while i < bytes.count, bytes[i] != newline { i += 1 }
      } else if b == slash, i + 1 < bytes.count, bytes[i + 1] == star {
        i += 2
        while i + 1 < bytes.count, !(bytes[i] == star && bytes[i + 1] == slash) { i += 1 }
        i += 2
      } else if b == hash, lineStart {
        // A directive, to the end of its line and the lines a backslash continues it on.
        while i < bytes.count, bytes[i] != newline || bytes[i - 1] == backslash { i += 1 }
      } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        lineStart = false
        i += 1
        while i < bytes.count, bytes[i] != b, bytes[i] != newline {
          i += bytes[i] == backslash ? 2 : 1
        }
        i += 1
      } else if isIdentifier(b) {
        lineStart = false
        let start = i
        while i < bytes.count, isIdentifier(bytes[i]) { i += 1 }
        if bytes[start..<i].elementsEqual(wanted) { found.append(start) }
      } else {
        lineStart = false
        i += 1
      }
    }
    return found
  }

  /// The token at `position`.
  func token(at position: ClangPosition) -> String? {
    let bytes: [UInt8]? = lock.withLock {
      if let cached = files[position.file] { return cached }
      guard let data = FileManager.default.contents(atPath: position.file) else { return nil }
      files[position.file] = [UInt8](data)
      return files[position.file]
    }
    guard let bytes, position.offset >= 0, position.offset + position.tokenLength <= bytes.count
    else { return nil }
    return String(
      decoding: bytes[position.offset..<position.offset + position.tokenLength], as: UTF8.self)
  }
}
