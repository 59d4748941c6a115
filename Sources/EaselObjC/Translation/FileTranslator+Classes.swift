import EaselDiagnostics
import Foundation

// Classes and categories: storage, properties, methods, initializers and overrides.

extension FileTranslator {
  /// A superclass as a Swift class declaration names it: a framework class Swift imports
  /// with generic parameters (`@interface ImageCache : NSCache`) is specialized, each
  /// parameter as `AnyObject`, the bound Swift's importer gives an Objective-C type parameter
  /// (`NSCache<AnyObject, AnyObject>`), since Swift requires arguments where Objective-C
  /// takes the class alone.
  func superclassSpelling(_ name: String) -> String {
    guard module.classes[name]?.isOwn != true else { return name }
    // A framework class Swift names otherwise (`NSOperation` is `Operation`).
    let swift = names.swiftClassName(name) ?? name
    let parameters = names.genericParameters(of: name)
    guard !parameters.isEmpty, !swift.contains("<") else { return swift }
    return swift + "<" + parameters.map { _ in "AnyObject" }.joined(separator: ", ") + ">"
  }

  func classUnit(_ impl: ClangNode, root: ClangNode, into w: inout SwiftWriter) {
    guard let name = impl.name, let info = module.classes[name] else { return }
    let interface = root.children.first {
      $0.kind == "ObjCInterfaceDecl" && $0.name == name && !$0.children.isEmpty
    }
    // The structs an ivar block declares (`struct { unsigned dirty : 1; } _flags;`), which C
    // scopes to the file: declared before the class; the implementation's own block once
    // (it is one of the file's declarations too).
    for node in [impl] + root.children.filter({ isOwnInterface($0, name) }) {
      for record in node.children where record.kind == "RecordDecl" {
        structure(record, root: root, into: &w)
      }
    }
    w.map(interface?.location ?? impl.location)
    if info.isDesignable { w.write("@IBDesignable", indent: 0) }
    let implemented = impl.children.filter { $0.kind == "ObjCMethodDecl" && !$0.isImplicit }
    let inherits =
      ([superclassSpelling(info.superclass ?? "NSObject")] + info.protocols.map(swiftProtocolName)
      + categoryOverrideConformances(implemented, className: name)
      + categoryPropertyConformances(className: name)).joined(separator: ", ")
    w.write("class \(name): \(inherits) {", indent: 0)

    // Storage: explicit instance variables, and those `@synthesize` (or auto-synthesis) made.
    var storage: [String: String] = [:]  // property name → ivar
    for child in impl.children where child.kind == "ObjCPropertyImplDecl" {
      if child["implKind"] == "synthesize", let property = child["propertyDecl.name"],
        let ivar = child["ivarDecl.name"]
      {
        storage[property] = ivarSwiftName(ivar, inClass: name)
      }
    }
    var ivars: [ClangNode] = impl.children.filter { $0.kind == "ObjCIvarDecl" }
    for node in root.children where isOwnInterface(node, name) {
      ivars += node.children.filter { $0.kind == "ObjCIvarDecl" }
    }
    var seenIvars: Set<String> = []
    for ivar in ivars {
      guard let objcName = ivar.name, seenIvars.insert(objcName).inserted else { continue }
      let ivarName = ivarSwiftName(objcName, inClass: name)
      let (type, _) = read(ivar.type)
      let weak = ivar.type?.contains("__weak") == true
      w.map(ivar.location)
      if type.isReference, !weak,
        storage[objcName] == ivarName,
        let nullability = frameworkProtocolPropertyNullability(objcName, of: name)
      {
        for line in synthesizedProtocolStorage(
          objcName, ivarName, type: type, nullability: nullability, className: name)
        {
          w.write(line, indent: 2)
        }
      } else if type.isReference {
        w.write(
          (weak ? "weak var " : "var ") + ivarName + ": "
            + declared(type, weak ? .nullable : .unspecified, selfName: name) + " = nil", indent: 2)
      } else {
        var named = ivar
        named.fields["name"] = ivarName
        w.write(storedValue(named, type: type, selfName: name), indent: 2)
      }
    }

    let methods = impl.children.filter { $0.kind == "ObjCMethodDecl" && !$0.isImplicit }
    var used: Set<String> = []
    for (propertyName, property) in info.properties.sorted(by: {
      ($0.value.position?.offset ?? 0) < ($1.value.position?.offset ?? 0)
    }) {
      // A property a superclass declares (`@property IBInspectable CGPoint center;` on a
      // view): clang synthesizes nothing for it, and the superclass's accessors serve. An
      // accessor the class implements overrides the superclass's, below.
      // An own superclass's property whose accessor this class implements again (a
      // subclass's `- (BOOL)isOverflow`) overrides it, the other accessor being `super`'s.
      if storage[propertyName] == nil, property.isInherited,
        !overridesOwnAccessor(property, className: name, methods: methods)
      {
        continue
      }
      // A property a named category of the class declares (`@interface Slider (Private)
      // @property (readonly) Track *track;`): clang synthesizes none, so unless this
      // `@implementation` has its accessor or `@synthesize`s it, the category's
      // implementation gives it (its extension), or nothing does (`@dynamic`).
      if storage[propertyName] == nil, !methods.contains(where: { $0.name == property.getter }),
        module.categoryProperties.contains(where: {
          $0.key.hasPrefix(name + "(") && $0.value.contains(propertyName)
        })
      {
        continue
      }
      emitProperty(
        property, className: name, storage: storage[propertyName], methods: methods, used: &used,
        isExtension: false, into: &w)
    }
    // A property a protocol the class adopts declares, which the class `@synthesize`s
    // (`@synthesize mdc_overrideBaseElevation = _mdc_overrideBaseElevation;` for
    // `MDCElevationOverriding`'s): its storage and accessors are the class's, as clang makes
    // them.
    for (propertyName, ivar) in storage.sorted(by: { $0.key < $1.key })
    where info.properties[propertyName] == nil
      && module.property(propertyName, on: name) == nil
    {
      guard var property = module.protocolProperty(propertyName, adoptedBy: name) else {
        continue
      }
      property.isOptional = false
      emitProperty(
        property, className: name, storage: ivar, methods: methods, used: &used,
        isExtension: false, into: &w)
    }
    // Accessors of façade properties: one `override var`.
    var propertyOverrides: [(name: String, getter: ClangNode?, setter: ClangNode?)] = []
    for method in methods {
      let isClass = !method.flag("instance")
      guard
        let property = info.methods[ObjCClassInfo.key(method.name ?? "", isClass: isClass)]?
          .overriddenProperty,
        !used.contains(ObjCClassInfo.key(method.name ?? "", isClass: isClass))
      else { continue }
      used.insert(ObjCClassInfo.key(method.name ?? "", isClass: isClass))
      let isSetter = (method.name ?? "").hasSuffix(":")
      if let i = propertyOverrides.firstIndex(where: { $0.name == property }) {
        if isSetter {
          propertyOverrides[i].setter = method
        } else {
          propertyOverrides[i].getter = method
        }
      } else {
        propertyOverrides.append((property, isSetter ? nil : method, isSetter ? method : nil))
      }
    }
    for o in propertyOverrides {
      let method = (o.getter ?? o.setter).flatMap {
        info.methods[ObjCClassInfo.key($0.name ?? "", isClass: !$0.flag("instance"))]
      }
      let readonly = method?.overriddenPropertyIsReadonly ?? false
      emitPropertyOverride(
        o.name, getter: o.getter, setter: o.setter, readonly: readonly,
        isClass: method?.isClass ?? false,
        nullability: method?.overriddenPropertyNullability ?? .unspecified,
        type: method?.overriddenPropertyType, overrides: method?.overrides ?? true,
        weak: method?.overriddenPropertyIsWeak ?? false,
        shadows: method?.overriddenPropertyIsShadowed ?? false, className: name, into: &w)
    }
    var definesInit = false
    var defined: Set<String> = []
    var definedInitializers: Set<String> = []
    for method in methods {
      let selector = method.name ?? ""
      let isClass = !method.flag("instance")
      if used.contains(ObjCClassInfo.key(selector, isClass: isClass)) { continue }
      defined.insert(selector)
      if !isClass, isInitializer(selector, resultType: method["returnType.qualType"]) {
        definesInit = true
        if let swiftName = info.methods[ObjCClassInfo.key(selector, isClass: false)]?.swiftName {
          definedInitializers.insert(swiftName.description)
        }
      }
      emitMethod(method, className: name, isExtension: false, into: &w)
    }
    // A category's overrides of the framework's methods, which Swift takes only in the class.
    for (category, method) in classBodyCategoryMethods[name] ?? [] {
      emitMethod(method, className: name, isExtension: false, category: category, into: &w)
    }
    forwardedRequirements(of: name, implementation: impl, root: root, into: &w)
    forwardedFrameworkRequirements(of: name, implementation: impl, into: &w)
    propertyAttributesHook(info, implementation: impl, into: &w)
    // Swift inherits no initializer once a class declares one: the framework class's
    // designated ones are declared again as the façade declares them, passing straight to the
    // superclass (so that its convenience ones are inherited too, as Objective-C inherits
    // every initializer); the view initializers Easel and the storyboard use among them.
    if definesInit, let ancestor = module.frameworkAncestor(of: name), ancestor != "NSObject",
      let inherited = frameworkDesignatedInitializers(from: ancestor)
    {
      // Those the façade declares, as it declares them: `required init?(coder:)` of a view,
      // `override init?(coder:)` and `override init(target:action:)` of a gesture recognizer.
      for initializer in inherited where !definedInitializers.contains(initializer.swiftName) {
        definedInitializers.insert(initializer.swiftName)
        w.forgetMapping()
        w.write(
          (initializer.kind == .required ? "required" : "override") + " init"
            + initializer.failable + "(" + initializer.parameters + ") { super.init("
            + initializer.call + ") }", indent: 2)
      }
    } else if definesInit, let ancestor = module.frameworkAncestor(of: name),
      ancestor != "NSObject"
    {
      // A class the façade's table does not know (a view's by its name, a Foundation class of
      // Linux's, `Operation`): `init?(coder:)` where it is a view or adopts `NSCoding`, and a
      // class that is no view inherits `init()`, which every `NSObject` has, for its
      // initializers' `[self init]` and `[super init]`.
      let isView = isViewClass(ancestor)
      if !defined.contains("initWithCoder:"), isView || adoptsCoding(ancestor) {
        w.forgetMapping()
        w.write("required init?(coder: NSCoder) { super.init(coder: coder) }", indent: 2)
      }
      if !defined.contains("initWithFrame:"), isView {
        w.write("override init(frame: CGRect) { super.init(frame: frame) }", indent: 2)
      }
      if !isView, !defined.contains("init") {
        w.forgetMapping()
        w.write("override init() { super.init() }", indent: 2)
      }
      definedInitializers.formUnion(["init(coder:)", "init(frame:)", "init()"])
    } else if definesInit, module.frameworkAncestor(of: name) == "NSObject",
      !definedInitializers.contains("init()"),
      !module.lineage(of: name).contains(where: {
        $0.isOwn && module.implemented.contains($0.name + " -init")
      })
    {
      // Objective-C inherits `NSObject`'s `-init` whatever initializers a subclass declares
      // (`[[Model allocWithZone:zone] init]`); Swift inherits none once a class declares one.
      // A class of the module above that implements `-init` is restated below instead.
      w.forgetMapping()
      w.write("override init() { super.init() }", indent: 2)
      definedInitializers.insert("init()")
    }
    if definesInit {
      inheritedOwnInitializers(of: name, besides: definedInitializers, into: &w)
    }
    w.write("}", indent: 0)
  }

  /// Declares again, passing straight to the superclass, the designated initializers of the
  /// module's classes above `className` that it does not declare (`besides`, by Swift name):
  /// Objective-C inherits every initializer (`[[Derived alloc] initWithTitle:t]` runs
  /// `Base`'s), where Swift inherits none once a class declares one, and all of them
  /// (convenience ones too) once it overrides every designated one. The nearest class's
  /// wins, as Objective-C's lookup finds it.
  func inheritedOwnInitializers(
    of className: String, besides declaredNames: Set<String>, into w: inout SwiftWriter
  ) {
    var done = declaredNames
    for ancestor in module.lineage(of: className).dropFirst() where ancestor.isOwn {
      for (key, info) in ancestor.methods.sorted(by: { $0.key < $1.key })
      where !info.isClass && info.swiftName.isInitializer
        && info.selector != "initWithCoder:"
        && module.implemented.contains(ancestor.name + " " + key)
        && !module.delegatingInitializers.contains(ancestor.name + " " + key)
        && !(key == "-init" && initDelegatesToOwnFrameworkDesignated(ancestor.name))
      {
        guard done.insert(info.swiftName.description).inserted else { continue }
        var parameters: [String] = []
        var arguments: [String] = []
        for (i, parameter) in info.parameters.enumerated() {
          let label = i < info.swiftName.labels.count ? info.swiftName.labels[i] : "_"
          let value = label == "_" ? "value\(i)" : label
          var type = declared(parameter.type, parameter.nullability, selfName: ancestor.name)
          if case .closure = parameter.type, parameter.nullability == .nonnull {
            type = "@escaping " + type
          }
          parameters.append((label == value ? value : label + " " + value) + ": " + type)
          arguments.append(label == "_" ? value : label + ": " + value)
        }
        w.forgetMapping()
        w.write(
          "override init(" + parameters.joined(separator: ", ") + ") { super.init("
            + arguments.joined(separator: ", ") + ") }", indent: 2)
      }
    }
  }

  /// Whether the framework class `name` or a class above it adopts `NSCoding` (or
  /// `NSSecureCoding`), by the name table.
  func adoptsCoding(_ name: String) -> Bool {
    var current: String? = name
    var seen: Set<String> = []
    while let n = current, seen.insert(n).inserted {
      if names.protocolNames(of: n).contains(where: { $0 == "NSCoding" || $0 == "NSSecureCoding" })
      {
        return true
      }
      current = names.superclassName(of: n)
    }
    return false
  }

  /// The façade's declaration of the initializer `swiftName` (`selector` in Objective-C)
  /// that `className`'s own initializer of that name meets above it: that of the nearest
  /// framework class above `className` declaring it, unless a class of the module between
  /// them implements `selector` (whose translation is then what it meets).
  func frameworkInitializer(_ swiftName: String, selector: String, above className: String)
    -> FacadeInitializers.Initializer?
  {
    guard let ancestor = module.frameworkAncestor(of: className) else { return nil }
    let own = module.lineage(of: className).dropFirst().contains {
      $0.isOwn && module.implemented.contains($0.name + " -" + selector)
    }
    if own { return nil }
    var current: String? = ancestor
    var seen: Set<String> = []
    while let n = current, seen.insert(n).inserted {
      if let found = FacadeInitializers.shared.initializer(swiftName, of: swiftClassName(n)) {
        return found
      }
      current = names.superclassName(of: n)
    }
    return nil
  }

  /// Whether `className`'s own `-init` is a convenience initializer whose `[super init]` is
  /// `self.init(frame: .zero)`: the framework's `-init` it reaches (UIView's) is a convenience
  /// one sending its designated initializer to `self` (`[self initWithFrame:CGRectZero]`),
  /// so that the object's own `-initWithFrame:` runs, the class's or a subclass's, as Swift
  /// sends `self.init(frame:)` to the object's class. Not where Swift needs `init()`
  /// designated: a subclass of the module sends `[super init]` to it (Swift calls no
  /// superclass's convenience initializer), a Swift class of the project subclasses it or a
  /// class below it (its `init()` may call `super.init()`), a class of the module between
  /// has its own `-init`, or the initializer replaces `self`.
  func initDelegatesToOwnFrameworkDesignated(_ className: String) -> Bool {
    let key = className + " -init"
    guard module.superInitSenders.contains(key), module.implementedByClass.contains(key),
      !module.delegatingInitializers.contains(key), !module.replacingSelf.contains(className),
      let convenience = frameworkConvenience("init", in: className),
      frameworkSuperBody(convenience, arguments: [], in: className) != nil,
      !module.lineage(of: className).dropFirst().contains(where: {
        $0.isOwn && module.implemented.contains($0.name + " -init")
      })
    else { return false }
    // A Swift subclass of it, or of a class below it that inherits its `init()`.
    let swiftBelow = module.swiftSubclassed.contains { name in
      module.lineage(of: name).contains { $0.name == className }
    }
    if swiftBelow { return false }
    // A class below whose `[super init]` reaches this `-init` (the nearest above it that
    // implements one).
    return !module.classes.values.contains { info in
      info.isOwn && info.name != className
        && module.superInitSenders.contains { $0.hasPrefix(info.name + " -") }
        && module.lineage(of: info.name).dropFirst().first(where: {
          module.implemented.contains($0.name + " -init")
        })?.name == className
    }
  }

  /// The framework's convenience initializer that `[super selector]` runs in `className`
  /// (its Swift name as the façade's `ancestor` names it): Swift lets a subclass declare a
  /// designated initializer of that name beside it (without `override`, as it overrides
  /// nothing), which must call a designated initializer of the superclass for what UIKit's
  /// convenience one calls (`superBody`, nil when the façade's table does not restate the
  /// body). A `UITextView` subclass's `-initWithFrame:` (`init(frame:textContainer:)`), a
  /// `UICollectionView` subclass's (`init(frame:collectionViewLayout:)`), a view's `-init`
  /// (`init(frame:)`), a `UIPanGestureRecognizer` subclass's `-init` (`init(target:action:)`).
  func frameworkConvenience(_ selector: String, in className: String)
    -> FacadeInitializers.Initializer?
  {
    guard let ancestor = module.frameworkAncestor(of: className),
      let row = names.member(selector: selector, owner: ancestor, isClass: false),
      row.swift.hasPrefix("init("),
      let found = frameworkInitializer(row.swift, selector: selector, above: className),
      found.kind == .convenience
    else { return nil }
    return found
  }

  /// What `[super …]` of the framework's convenience initializer `convenience` runs in
  /// `className`'s initializer (`Initializer.superBody`), through the convenience
  /// initializers it calls to the designated one the superclass declares.
  func frameworkSuperBody(
    _ convenience: FacadeInitializers.Initializer, arguments: [String], in className: String
  ) -> String? {
    convenience.superBody(arguments: arguments) { swiftName in
      var current = module.frameworkAncestor(of: className)
      var seen: Set<String> = []
      while let n = current, seen.insert(n).inserted {
        if let found = FacadeInitializers.shared.initializer(swiftName, of: swiftClassName(n)) {
          return found
        }
        current = names.superclassName(of: n)
      }
      return nil
    }
  }

  /// The designated (and required) initializers a subclass of the framework class
  /// `ancestor` inherits, as the façade declares them: those of the nearest class from
  /// `ancestor` up that declares any (Swift inherits none of a superclass's once a class
  /// declares one); nil when the façade's table does not know the classes.
  func frameworkDesignatedInitializers(from ancestor: String)
    -> [FacadeInitializers.Initializer]?
  {
    var current: String? = ancestor
    var seen: Set<String> = []
    while let n = current, seen.insert(n).inserted {
      let declared = FacadeInitializers.shared.initializers(of: swiftClassName(n)).filter {
        $0.kind != .convenience
      }
      if !declared.isEmpty { return declared }
      current = names.superclassName(of: n)
    }
    return nil
  }

  /// Whether the framework class `name` is `UIView` or inherits from it: by the façade's
  /// hierarchy when the names know it, else by the usual view names.
  func isViewClass(_ name: String) -> Bool {
    var current: String? = name
    var seen: Set<String> = []
    var known = false
    while let n = current, seen.insert(n).inserted {
      if n == "UIView" { return true }
      current = names.superclassName(of: n)
      if current != nil { known = true }
    }
    return known ? false : Self.isViewClassByName(name)
  }

  static func isViewClassByName(_ name: String) -> Bool {
    name.hasSuffix("View")
      || [
        "UILabel", "UIButton", "UIControl", "UITextField", "UISlider", "UISwitch", "UIStepper",
        "UISegmentedControl", "UIPageControl", "UINavigationBar", "UIToolbar", "UITabBar",
        "UISearchBar", "UIDatePicker", "UIActivityIndicatorView", "UIProgressView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
      ].contains(name)
  }

  func zero(of type: SwiftType) -> String {
    switch type {
    // An option set's zero is the empty set; an enumeration's its case of raw value 0 (one
    // that names no 0, as an ivar C zeroes, its first: `enumerationValue`).
    case .enumeration(let name):
      return isOptionSet(name) ? "[]" : enumerationValue(name, raw: "0", literal: 0)
    // A number Swift wraps in a struct (`NS_TYPED_EXTENSIBLE_ENUM`: `UILayoutPriority`), which
    // has no `init()`: the struct of raw value 0, as C zeroes the number.
    case .structure(let name) where names.numericStructRaw(name) != nil:
      return name + "(rawValue: 0)"
    default: return type.zeroValue ?? "0"
    }
  }

  /// What a message to nil gives where Swift wants a value of `type`: its zero (an
  /// enumeration's case of raw value 0, an option set's empty set, a wrapped number's struct
  /// of 0); nil for a reference.
  func zeroValue(of type: SwiftType) -> String? {
    if case .enumeration = type { return zero(of: type) }
    if case .structure(let name) = type, names.numericStructRaw(name) != nil {
      return zero(of: type)
    }
    return type.zeroValue
  }

  /// The properties another named category of `className` declares (`@interface UIView
  /// (OBDropZone)`) whose getter this category's `methods` implement (`@implementation
  /// UIView (OBDragDropManager)`): Objective-C joins methods to a class by selector, whatever
  /// the category's name, so the implementation is the property's.
  private func implementedElsewhereDeclared(
    _ methods: [ClangNode], className: String, besides declared: [String]
  ) -> [String] {
    let implemented = Set(methods.filter { $0.flag("instance") }.compactMap(\.name))
    var found: [String] = []
    for (key, names) in module.categoryProperties.sorted(by: { $0.key < $1.key })
    where key.hasPrefix(className + "(") {
      for name in names where !declared.contains(name) && !found.contains(name) {
        guard let p = module.classes[className]?.properties[name], !p.isClass,
          implemented.contains(p.getter)
        else { continue }
        found.append(name)
      }
    }
    return found
  }

  func categoryUnit(_ impl: ClangNode, className: String, into w: inout SwiftWriter) {
    w.map(impl.location)
    let extended = ObjCModule.bridgedValueCategoryTypes[className] ?? swiftClassName(className)
    w.write("extension \(extended) {", indent: 0)
    let methods = impl.children.filter { $0.kind == "ObjCMethodDecl" && !$0.isImplicit }
    var used: Set<String> = []
    // A category's properties have no storage: their accessors are the category's methods.
    let categoryName = impl.name ?? ""
    let declared = module.categoryProperties[className + "(" + categoryName + ")"] ?? []
    let elsewhere = implementedElsewhereDeclared(methods, className: className, besides: declared)
    for propertyName in declared + elsewhere {
      guard let property = module.classes[className]?.properties[propertyName] else { continue }
      emitProperty(
        property, className: className, storage: nil, methods: methods, used: &used,
        isExtension: true, into: &w)
    }
    for method in methods {
      let isClass = !method.flag("instance")
      let key = ObjCClassInfo.key(method.name ?? "", isClass: isClass)
      if used.contains(key) { continue }
      if classBodyCategoryMethods[className]?.contains(where: { $0.method.id == method.id })
        == true
      {
        continue
      }
      if isClass, let replaced = module.replacedClassMethods[className + " +" + (method.name ?? "")]
      {
        warnReplacement(method, of: replaced)
      } else if let replaced = replacedMember(method.name ?? "", isClass: isClass, of: className) {
        _ = untranslated(
          "a category method replacing `\(isClass ? "+" : "-")[\(replaced) \(method.name ?? "")]` "
            + "(a Swift extension cannot override)", at: method)
        continue
      }
      emitMethod(
        method, className: className, isExtension: true, category: categoryName, into: &w)
    }
    w.write("}", indent: 0)
    // A framework class's category overriding a category method of a class above it conforms
    // here, as an own class does in its declaration.
    if module.classes[className]?.isOwn != true {
      for proto in categoryOverrideConformances(methods, className: className)
      where proto.hasPrefix(Self.categoryOverrideProtocolPrefix) {
        w.write("extension \(extended): \(proto) {}", indent: 0)
      }
    }
    categoryOverrideProtocols(methods, className: className, into: &w)
    categoryPropertyProtocols(declared, className: className, into: &w)
  }

  /// The prefix of a category's class method that replaces the framework's.
  static let replacementPrefix = "easelReplacing_"

  /// Says where a category's class method replaces the framework's (`replacedClassMethods`)
  /// that only the project's Objective-C reaches it.
  private func warnReplacement(_ method: ClangNode, of replaced: ObjCMemberName) {
    let p = method.position ?? lastPosition
    let swiftMember = replaced.owner + "." + SwiftName.parse(replaced.swift).base
    diagnostics.append(
      Diagnostic(
        .warning,
        "the category's +[\(replaced.owner) \(method.name ?? "")] replaces the framework's: the "
          + "project's Objective-C calls the category's, but the framework's own uses and Swift's "
          + "`\(swiftMember)` keep the framework's", id: "objc-category-replacement",
        at: p.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) }
          ?? SourceLocation(file: file.path, line: 1, column: 1)))
  }

  /// The class whose own member a category method of `className` would replace, if any.
  func replacedMember(_ selector: String, isClass: Bool, of className: String) -> String? {
    // A category on the module's own class may implement what its interface declares.
    if module.classes[className]?.isOwn == true { return nil }
    var chain = [className]
    if isViewClass(className) { chain += ["UIView", "UIResponder"] }
    chain.append("NSObject")
    guard let row = names.member(selector: selector, owner: className, isClass: isClass),
      chain.contains(row.owner)
    else { return nil }
    return row.owner
  }

  // MARK: Properties

  func emitProperty(
    _ p: ObjCPropertyInfo, className: String, storage: String?, methods: [ClangNode],
    used: inout Set<String>, isExtension: Bool, into w: inout SwiftWriter
  ) {
    let getter = methods.first { $0.name == p.getter && $0.flag("instance") != p.isClass }
    let setter = methods.first { $0.name == p.setter && $0.flag("instance") != p.isClass }
    // A category's property whose setter this category implements and whose getter nothing
    // does (`@dynamic hidden;` with only `-setHidden:`): the property is the setter's, and
    // reading it is the unrecognized selector it is on iOS.
    let getterNowhere =
      getter == nil && setter != nil && storage == nil && isExtension && !p.isClass
      && !module.implemented.contains(className + " -" + p.getter)
    if getter == nil, storage == nil, !getterNowhere {
      // Declared and neither synthesized nor implemented here (`@dynamic`, or implemented
      // in another category): nothing to translate in this unit.
      if isExtension { return }
    }
    if let getter { used.insert(ObjCClassInfo.key(getter.name ?? "", isClass: p.isClass)) }
    if let setter { used.insert(ObjCClassInfo.key(setter.name ?? "", isClass: p.isClass)) }
    // A property a superclass declares in a category, which clang synthesized again
    // (`_tintColor`): it overrides the superclass's, an object as `T!` (which overrides `T`,
    // `T?` and `T!` alike), any other value as the framework declares it.
    // A property a category of a class above declares: the category's dispatcher reaches
    // this one, which implements its protocol's requirement, typed as the category's.
    let categoryRoot = isExtension ? nil : p.overriddenCategoryRoot
    let overrides =
      categoryRoot.map { categoryPropertyOverrider(p.name, above: className, root: $0) != nil }
      ?? (p.isInherited && !isExtension)
    var nullability = p.nullability
    var propertyType = p.type
    if let categoryRoot, let root = module.classes[categoryRoot]?.properties[p.name] {
      propertyType = root.type
      nullability = root.type.isObjectLike ? .unspecified : root.nullability
    } else if overrides, !p.type.isObjectLike, let inherited = p.inheritedNullability {
      nullability = inherited
    } else if overrides, p.type.isObjectLike {
      nullability = .unspecified
    }
    let type = declared(propertyType, nullability, selfName: className)
    // `@dynamic` in a layer: accessors Core Animation gives, for what the class does not
    // implement.
    let dynamic =
      storage == nil && !isExtension && !p.isClass
      && module.isSubclass(className, of: "CALayer", superclass: names.superclassName(of:))
    // A property Swift renames (`getter=isValueBold` is Swift's `isValueBold`) keeps its
    // Objective-C name, which key-value coding and Interface Builder's runtime attributes
    // use (`valueBold`, set through `setValueBold:`), as the importer keeps it.
    var attributes = p.swiftName == p.name ? "@objc " : "@objc(" + p.name + ") "
    if categoryRoot != nil { attributes = "" }
    if p.isInspectable { attributes += "@IBInspectable " }
    if p.isOutlet { attributes += "@IBOutlet " }
    if overrides { attributes += "override " }
    let swiftName =
      categoryRoot == nil
      ? p.swiftName.swiftIdentifier : Self.categoryOverridePrefix + p.swiftName
    w.map(p.position)
    w.write(
      attributes + (p.isClass ? "class var " : "var ") + swiftName + ": " + type
        + " {", indent: 2)
    // Getter.
    let dispatch = isExtension ? categoryPropertyProtocol(p, className: className) : nil
    if let getter, let body = getter.child("CompoundStmt") {
      beginMethod(getter, className: className, result: (p.type, p.nullability))
      w.write("get {", indent: 4)
      if let dispatch {
        w.write("if let easelOverride = self as? any " + dispatch + " {", indent: 6)
        w.write(
          "return easelOverride." + Self.categoryOverridePrefix + p.swiftName, indent: 8)
        w.write("}", indent: 6)
      }
      statements(of: body, into: &w, indent: 6)
      w.write("}", indent: 4)
    } else if overrides, storage == nil {
      w.write("get { return super." + swiftName + " }", indent: 4)
    } else if let storage {
      // A nonnull collection read before it is set is empty, as Objective-C's nil one counts
      // nothing and enumerates nothing, where the storage (`T!`) would trap.
      var empty = ""
      if nullability == .nonnull {
        switch p.type {
        case .array, .set: empty = " ?? []"
        case .dictionary: empty = " ?? [:]"
        default: break
        }
      }
      w.write("get { return " + storage + empty + " }", indent: 4)
    } else if dynamic {
      // Core Animation's accessor: the layer's key-value storage
      // (`CALayer+DynamicProperties.swift`); nil, or the value's zero, before it is set.
      let orZero = type.hasSuffix("!") || type.hasSuffix("?") ? "" : " ?? " + zero(of: propertyType)
      w.write(
        "get { return self.__easelDynamicValue(forKey: \"" + p.name + "\")" + orZero + " }",
        indent: 4)
    } else if getterNowhere {
      w.write(
        "get { self.doesNotRecognizeSelector(NSSelectorFromString(\"" + p.getter + "\")) }",
        indent: 4)
    } else {
      _ = untranslated(
        "property `\(p.name)` without a getter or storage",
        at: ClangNode(kind: "", id: "", location: p.position, fields: [:], children: []))
    }
    // Setter. A readonly property's synthesized instance variable is still set by key-value
    // coding (`accessInstanceVariablesDirectly`: Interface Builder's runtime attributes set
    // a readonly `IBInspectable` so); Objective-C code cannot call the setter this adds.
    // A weak `id`'s storage is `AnyObject?` (Swift holds only objects weakly), set from the
    // property's `Any`, which is always an object in Objective-C.
    let stored = p.isWeak && p.type == .any ? "newValue.map { $0 as AnyObject }" : "newValue"
    // A setter taking a wider object than the property holds (Masonry's
    // `-setSecondViewAttribute:(id)` of a `MASViewAttribute *` property): its own method,
    // which assignments reach with the value as written, and the property's setter sends.
    let wider = setter.flatMap { widerSetterParameter($0, of: p, className: className) }
    if let setter, let wider {
      w.write(
        "set { self." + Self.widerSetterPrefix + p.swiftName + "(newValue) }", indent: 4)
      w.write("}", indent: 2)
      emitWiderSetter(setter, of: p, taking: wider, className: className, into: &w)
      return
    }
    if p.isReadonly, setter == nil, let storage, !p.isClass {
      w.write("set { " + storage + " = " + stored + " }", indent: 4)
    } else if !p.isReadonly || setter != nil {
      if let setter, let body = setter.child("CompoundStmt") {
        beginMethod(setter, className: className, result: (.void, .unspecified))
        let parameter = setter.children.first { $0.kind == "ParmVarDecl" }
        let parameterName = parameter?.name ?? "newValue"
        if let parameter,
          p.nullability == .nullable || p.nullability == .unspecified && p.type.isReference
        {
          if p.nullability == .nullable { context?.optionalLocals.insert(parameter.id) }
          if p.nullability == .unspecified { implicitlyUnwrappedDecls.insert(parameter.id) }
        }
        // A setter whose parameter C types otherwise than the property (an `NS_ENUM` taken
        // for an `NSUInteger` property, which the header declares so under
        // `TARGET_INTERFACE_BUILDER`): Swift's `newValue` has the property's type, converted
        // to the parameter's as C converts the number.
        let parameterType = parameter.map { read($0.type).type }
        let retyped =
          parameterType.map { $0 != propertyType && $0.isArithmetic && propertyType.isArithmetic }
          ?? false
        if context?.assigned.contains(parameter?.id ?? "") == true || retyped {
          w.write("set(" + parameterName + "Value) {", indent: 4)
          if let dispatch {
            w.write("if let easelOverride = self as? any " + dispatch + " {", indent: 6)
            w.write(
              "easelOverride." + Self.categoryOverridePrefix + p.swiftName + " = "
                + parameterName + "Value", indent: 8)
            w.write("return", indent: 8)
            w.write("}", indent: 6)
          }
          // Typed as the property is: inferred from `newValue`, a `T!` property's value
          // would be `T?`, which a parameter taking `T` refuses (`initWithString:` of it).
          if let parameterType, retyped {
            let value = convert(
              Expr(text: parameterName + "Value", type: propertyType), to: parameterType,
              allowsNil: false)
            let assigned = context?.assigned.contains(parameter?.id ?? "") == true
            w.write(
              (assigned ? "var " : "let ") + parameterName + ": "
                + declared(parameterType, .unspecified, selfName: className) + " = " + value.text,
              indent: 6)
          } else {
            w.write(
              "var " + parameterName + ": " + type + " = " + parameterName + "Value", indent: 6)
          }
        } else {
          w.write("set(" + parameterName.swiftIdentifier + ") {", indent: 4)
          if let dispatch {
            w.write("if let easelOverride = self as? any " + dispatch + " {", indent: 6)
            w.write(
              "easelOverride." + Self.categoryOverridePrefix + p.swiftName + " = "
                + parameterName.swiftIdentifier, indent: 8)
            w.write("return", indent: 8)
            w.write("}", indent: 6)
          }
        }
        statements(of: body, into: &w, indent: 6)
        w.write("}", indent: 4)
      } else if let storage {
        w.write("set { " + storage + " = " + stored + " }", indent: 4)
      } else if dynamic {
        w.write(
          "set { self.__easelSetDynamicValue(newValue, forKey: \"" + p.name + "\") }", indent: 4)
      } else if overrides {
        w.write("set { super." + swiftName + " = newValue }", indent: 4)
      } else if !p.isReadonly {
        _ = untranslated(
          "property `\(p.name)` without a setter or storage",
          at: ClangNode(kind: "", id: "", location: p.position, fields: [:], children: []))
      }
    }
    context = nil
    w.write("}", indent: 2)
  }

  /// The prefix of the method a setter wider than its property is (`__easelSet_` and the
  /// property's Swift name).
  static let widerSetterPrefix = "__easelSet_"

  /// The parameter type of `setter`, the method implementing `property`'s setter, when it
  /// takes a wider object than the property holds (`id`, a protocol, a superclass), as
  /// Objective-C's assignment sends it whatever the setter's parameter takes. Nil otherwise.
  func widerSetterParameter(_ setter: ClangNode, of property: ObjCPropertyInfo, className: String)
    -> SwiftType?
  {
    guard !property.isClass, property.type.isObjectLike,
      let parameter = setter.children.first(where: { $0.kind == "ParmVarDecl" })
    else { return nil }
    let type = read(parameter.type).type
    return isWider(type, than: property.type) ? type : nil
  }

  /// Whether an object of type `wide` may be another than one of `narrow`: `id`, a
  /// protocol's, or a superclass's of `narrow`'s class.
  func isWider(_ wide: SwiftType, than narrow: SwiftType) -> Bool {
    guard wide != narrow, wide.isObjectLike, narrow.isObjectLike else { return false }
    if wide == .any || wide.isExistential { return narrow != .any }
    if case .object(let w) = wide, case .object(let n) = narrow {
      return module.isSubclass(n, of: w, superclass: names.superclassName(of:))
    }
    return false
  }

  /// The property `name` of `className`, a class of the module, with the type its setter
  /// takes when that is wider than the property's.
  func widerSetter(_ name: String, on className: String) -> (ObjCPropertyInfo, SwiftType)? {
    for info in module.lineage(of: className) where info.isOwn {
      guard let property = info.properties[name] else { continue }
      guard let setter = module.method(property.setter, isClass: false, on: className),
        setter.parameters.count == 1, isWider(setter.parameters[0].type, than: property.type)
      else { return nil }
      return (property, setter.parameters[0].type)
    }
    return nil
  }

  /// The setter wider than `property` as a method of its own, `__easelSet_name(_:)`, taking
  /// the parameter's type.
  func emitWiderSetter(
    _ setter: ClangNode, of property: ObjCPropertyInfo, taking type: SwiftType,
    className: String, into w: inout SwiftWriter
  ) {
    guard let body = setter.child("CompoundStmt"),
      let parameter = setter.children.first(where: { $0.kind == "ParmVarDecl" })
    else { return }
    beginMethod(setter, className: className, result: (.void, .unspecified))
    implicitlyUnwrappedDecls.insert(parameter.id)
    let name = (parameter.name ?? "newValue").swiftIdentifier
    let declaredType = declared(type, .unspecified, selfName: className)
    w.map(setter.location)
    w.write(
      "func " + Self.widerSetterPrefix + property.swiftName + "(_ " + name + "Value: "
        + declaredType + ") {", indent: 2)
    let assigned = context?.assigned.contains(parameter.id) == true
    w.write(
      (assigned ? "var " : "let ") + name + ": " + declaredType + " = " + name + "Value",
      indent: 4)
    statements(of: body, into: &w, indent: 4)
    w.write("}", indent: 2)
    context = nil
  }

  /// Whether `className` implements an accessor of `property`, which a class of the module
  /// above it declares: the accessor overrides that class's.
  func overridesOwnAccessor(_ property: ObjCPropertyInfo, className: String, methods: [ClangNode])
    -> Bool
  {
    module.lineage(of: className).dropFirst().contains {
      $0.isOwn && $0.properties[property.name] != nil
    }
      && methods.contains {
        ($0.name == property.getter || $0.name == property.setter)
          && $0.flag("instance") != property.isClass
      }
  }

  /// Whether `node` is the interface of class `name` or a class extension of it (what may
  /// declare its ivars).
  func isOwnInterface(_ node: ClangNode, _ name: String) -> Bool {
    (node.kind == "ObjCInterfaceDecl" && node.name == name)
      || (node.kind == "ObjCCategoryDecl" && node["interface.name"] == name
        && (node.name ?? "").isEmpty)
  }

  /// The Swift name of instance variable `ivar` seen from `className` (the class declaring
  /// it, or one using it): its own, unless a property of the class or a class it inherits
  /// from has that name (`@synthesize title;` keeps the value in an ivar named `title`), a
  /// protocol one of them adopts declares a property so named (`@synthesize ovum;` of
  /// `OBDragDropGestureRecognizer`'s `ovum`), or an instance method without arguments is
  /// named so in Swift (`BOOL isSelected;` read by `- (BOOL)isSelected`; Objective-C keeps
  /// instance variables and methods apart), which Swift cannot declare twice, or a framework
  /// class it inherits from has such a member in Swift (a `UIControl` subclass's `BOOL
  /// isTouchInside;` beside `touchInside`, whose getter Swift names `isTouchInside`): then
  /// `ivar_title`. Declarations and uses ask the same.
  func ivarSwiftName(_ ivar: String, inClass className: String) -> String {
    let taken =
      module.lineage(of: className).contains { info in
        info.properties[ivar] != nil
          || module.protocolProperty(ivar, adoptedBy: info.name) != nil
          || info.methods.values.contains {
            !$0.isClass && $0.swiftName.base == ivar && $0.swiftName.labels.isEmpty
          }
      } || frameworkDeclaresInstanceMember(swiftNamed: ivar, inheritedBy: className)
      // A nonnull framework protocol property's: the property is computed over it.
      || frameworkProtocolPropertyNullability(ivar, of: className) == .nonnull
    return taken ? "ivar_" + ivar : ivar
  }

  /// Whether a framework class `className` inherits from declares an instance property whose
  /// Swift name is `name` (whatever its Objective-C name: `touchInside`'s `isTouchInside`,
  /// `maskView`'s `mask`), or a method without arguments Swift names `name()`.
  func frameworkDeclaresInstanceMember(swiftNamed name: String, inheritedBy className: String)
    -> Bool
  {
    guard let ancestor = module.frameworkAncestor(of: className) else { return false }
    var chain: [String] = []
    var current: String? = ancestor
    while let c = current, !chain.contains(c) {
      chain.append(c)
      current = names.superclassName(of: c)
    }
    if chain.contains(where: { names.property(swiftNamed: name, owner: $0, isClass: false) != nil })
    {
      return true
    }
    // A getter (`isTouchInside`) or a method the lookup finds by its selector, which is the
    // name when Swift names it without arguments.
    guard let m = names.member(selector: name, owner: ancestor, isClass: false),
      chain.contains(m.owner)
    else { return false }
    return (m.kind == .property && m.swift == name)
      || (m.kind == .instanceMethod && m.swift == name + "()")
  }

  /// Starts translating a method body.
  func beginMethod(_ method: ClangNode, className: String, result: (SwiftType, Nullability)) {
    let selector = method.name ?? ""
    var c = MethodContext(
      className: className, selector: selector, isClassMethod: !method.flag("instance"),
      isInitializer: method.flag("instance")
        && isInitializer(selector, resultType: method["returnType.qualType"]), result: result)
    for p in method.children where p.kind == "ParmVarDecl" {
      if read(p.type).nullability == .nullable { c.optionalLocals.insert(p.id) }
    }
    if let body = method.child("CompoundStmt") { c.assigned = assignedDecls(in: body) }
    context = c
  }

  /// `override var frame: CGRect { get { … } set(frame) { … } }` for a façade property's
  /// accessors implemented as methods (`intrinsicContentSize`, `setFrame:`); a class
  /// property's (`+ (BOOL)requiresConstraintBasedLayout`, `+ (Class)layerClass`) is an
  /// `override class var`.
  func emitPropertyOverride(
    _ name: String, getter: ClangNode?, setter: ClangNode?, readonly: Bool, isClass: Bool = false,
    nullability: Nullability = .unspecified, type frameworkType: SwiftType? = nil,
    overrides: Bool = true, weak: Bool = false, shadows: Bool = false, className: String,
    into w: inout SwiftWriter
  ) {
    let typeSpelling =
      getter?["returnType.qualType"]
      ?? setter?.children.first(where: { $0.kind == "ParmVarDecl" })?.type ?? "id"
    // An object is declared `T!`, which overrides `T`, `T?` and `T!` alike; a value Swift
    // bridges (`String`, a collection) has no such override, and is declared as the SDK
    // declares the property (`description` is `String`), and so is a class (`layerClass` is
    // `AnyClass`, which an `AnyClass!` does not override). A `weak` property is Swift's
    // `weak var p: T?`, which only a `T?` overrides. A nonnull `id` is Swift's `Any`, a value
    // no `Any!` overrides (UITextInput's `insertDictationResultPlaceholder`): declared `Any`.
    let type = frameworkType ?? read(typeSpelling).type
    let nonnullAny = type == .any && nullability == .nonnull
    let nullability =
      weak ? .nullable : type.isObjectLike && !nonnullAny ? .unspecified : nullability
    w.map((getter ?? setter)?.location)
    w.write(
      (overrides && !shadows ? "override " : "") + (isClass ? "class var " : "var ") + name + ": "
        + declared(type, nullability, selfName: className) + " {", indent: 2)
    if let getter, let body = getter.child("CompoundStmt") {
      beginMethod(getter, className: className, result: (type, nullability))
      w.write("get {", indent: 4)
      statements(of: body, into: &w, indent: 6)
      w.write("}", indent: 4)
    } else if setter != nil, overrides {
      w.write("get { return super." + name + " }", indent: 4)
    }
    if let setter, let body = setter.child("CompoundStmt") {
      beginMethod(setter, className: className, result: (.void, .unspecified))
      let parameter = setter.children.first { $0.kind == "ParmVarDecl" }
      let parameterName = (parameter?.name ?? "newValue").swiftIdentifier
      if let parameter, nullability == .nullable { context?.optionalLocals.insert(parameter.id) }
      if let parameter, context?.assigned.contains(parameter.id) == true {
        // C's parameter is a variable (`bounds.size = …; [super setBounds:bounds];`), Swift's
        // `newValue` a constant: a variable of it.
        w.write("set(" + parameterName + "Value) {", indent: 4)
        w.write("var " + parameterName + " = " + parameterName + "Value", indent: 6)
      } else {
        w.write("set(" + parameterName + ") {", indent: 4)
      }
      statements(of: body, into: &w, indent: 6)
      w.write("}", indent: 4)
    } else if !readonly, overrides {
      // Swift overrides a settable property with a settable one.
      w.write("set { super." + name + " = newValue }", indent: 4)
    }
    context = nil
    w.write("}", indent: 2)
  }

  // MARK: Methods

  func emitMethod(
    _ method: ClangNode, className: String, isExtension: Bool, category: String? = nil,
    into w: inout SwiftWriter
  ) {
    guard let selector = method.name, let body = method.child("CompoundStmt") else { return }
    let isClass = !method.flag("instance")
    if isClass, let name = Self.runtimeHook(selector, category: category) {
      emitRuntimeHook(method, body: body, name: name, className: className, into: &w)
      return
    }
    let dispatch = categoryDispatch(selector, isClass: isClass, className: className)
    guard
      var info = module.classes[className]?.methods[ObjCClassInfo.key(selector, isClass: isClass)]
    else { return }
    // A method declared nonnull (`NS_ASSUME_NONNULL_BEGIN`) that returns nil, or a value
    // clang types nullable, which clang only warns of: Swift's `T` cannot be nil, so the
    // result is `T!`, which callers use as the `T` they were told (and may test for nil).
    if !info.swiftName.isInitializer, !info.overrides, info.result.nullability == .nonnull,
      info.result.type.isReference, returnsNil(body) || returnsNullable(body)
    {
      info.result.nullability = .unspecified
    }
    beginMethod(method, className: className, result: info.result)
    let parameters = method.children.filter { $0.kind == "ParmVarDecl" }
    let declared = parameterList(method, info, className: className)
    let isOverride = dispatch?.isOverride ?? (info.overrides && !isExtension)
    let mapped = method.location
    w.map(mapped)
    var head = ""
    if selector == "dealloc", !isClass {
      head = "deinit"
    } else if info.swiftName.isInitializer {
      let convenience = delegatesToSelf(body)
      if selector == "initWithCoder:" {
        // Required where the façade's is (a view's, NSCoding's), else an override (a
        // gesture recognizer's designated `init?(coder:)`); failable where it is, as the SDK
        // declares it (`UIView`'s `nullable`, `UIActivityIndicatorView`'s and `UIStackView`'s
        // not, whose subclasses' `init(coder:)` cannot fail either).
        let ancestor = module.frameworkAncestor(of: className) ?? ""
        let coder = frameworkDesignatedInitializers(from: ancestor)?.first {
          $0.swiftName == "init(coder:)"
        }
        let failable = coder?.failable ?? "?"
        head =
          (coder?.kind == .designated ? "override" : "required") + " init" + failable + "("
          + declared + ")"
        context?.isFailable = !failable.isEmpty
      } else if selector == "init", initDelegatesToOwnFrameworkDesignated(className) {
        // UIView's `-init` sends `initWithFrame:` to the object
        // (`initDelegatesToOwnFrameworkDesignated`).
        head = "convenience init(" + declared + ")"
        context?.superInitDelegatesToSelf = true
      } else if frameworkConvenience(selector, in: className) != nil {
        // The framework's initializer of this name is a convenience one, which this one
        // stands beside rather than overrides (`frameworkConvenience`).
        head = (convenience ? "convenience " : "") + "init(" + declared + ")"
      } else {
        // A class's own initializer that returns nil is failable, `init!` as Swift's importer
        // declares an initializer without nullability; an override keeps the non-failable
        // initializer it overrides (`returnNil`).
        let failable = !isOverride && returnsNil(body)
        context?.isFailable = failable
        head =
          (isOverride ? "override " : "") + (convenience ? "convenience " : "") + "init"
          + (failable ? "!" : "") + "(" + declared + ")"
      }
    } else {
      // A method of the init family that Swift names as no initializer (`-initWithNib`,
      // without arguments) is an ordinary method, its `self` the receiver.
      context?.isInitializer = false
      var attributes = ""
      if method.children.contains(where: { $0.kind == "IBActionAttr" }) {
        attributes += "@IBAction "
      }
      // A category on a class whose values are Swift values (`NSString`) extends the value
      // type, which Objective-C cannot see and which has no class members.
      let onValue = isExtension && ObjCModule.bridgedValueCategoryTypes[className] != nil
      if !isOverride, dispatch == nil, !onValue { attributes += "@objc(\(selector)) " }
      if isOverride { attributes += "override " }
      if isClass { attributes += onValue ? "static " : "class " }
      let result = resultClause(info, className: className)
      let base = dispatch.map { $0.prefix + info.swiftName.base } ?? info.swiftName.base
      head = attributes + "func " + base.swiftIdentifier + "(" + declared + ")" + result
      if let dispatch, dispatch.prefix == Self.categoryBodyPrefix {
        emitCategoryDispatcher(
          method, info, className: className, parameters: declared, result: result, into: &w)
      }
    }
    w.write(head + " {", indent: 2)
    // An initializer of an `NSObject` subclass that calls no other (`- initWithName:` setting
    // `self.name` and returning `self`, which Objective-C allows: `NSObject`'s `-init` does
    // nothing) first runs `super.init()`, which Swift asks for before `self` is used and which
    // does what the skipped `-init` would have done, nothing.
    if info.swiftName.isInitializer, selector != "initWithCoder:",
      module.classes[className]?.superclass == "NSObject", !sendsInitializerMessage(body)
    {
      w.write("super.init()", indent: 4)
    }
    // An init-family method translated as a method may assign `self` (Objective-C's `self`
    // is a local there): a variable of that name, which the body's `self` then means.
    if !info.swiftName.isInitializer, !isClass, assignsSelf(body),
      ObjCModule.bridgedValueCategoryTypes[className] == nil
    {
      w.write("var `self`: " + swiftClassName(className) + "! = self", indent: 4)
    }
    // Parameters assigned in the body are copied to variables, as C passes by value; one
    // that overrides with the framework's element types (`parameterList`) is seen by the body
    // as it declares it (`Set<UITouch>` as `Set<AnyHashable>`).
    for (i, p) in parameters.enumerated() {
      let name = valueName(p.name ?? "_")
      let (type, nullability) = read(p.type)
      let declaredHere = i < info.parameters.count
      let retyped =
        declaredHere && info.overrides
        && ObjCModuleGatherer.isUnparameterized(type, of: info.parameters[i].type)
      // One with other element types than the framework's is each element cast to its own
      // (`ObjCRetypedCollection`): Swift has no implicit conversion between them.
      let reparameterized =
        declaredHere && info.overrides
        && ObjCModuleGatherer.isReparameterized(type, of: info.parameters[i].type)
      // A narrowed object parameter (`ObjCModuleGatherer.isNarrowed`: an override's, or an
      // implementation's narrowing its declaration's) is cast down: nil for an object of
      // another class, whose messages Objective-C would send regardless.
      let narrowed =
        declaredHere && ObjCModuleGatherer.isNarrowed(type, of: info.parameters[i].type)
      // A number an override takes as its own enumeration (`ObjCModuleGatherer.isRenumbered`):
      // the body sees its own type, converted as C converts it.
      let renumbered =
        declaredHere && ObjCModuleGatherer.isRenumbered(type, of: info.parameters[i].type)
      // An `id` parameter over the overridden member's typed one (`ObjCModuleGatherer.isWidened`):
      // the body sees its own `id`.
      let widened =
        declaredHere && info.overrides
        && ObjCModuleGatherer.isWidened(type, of: info.parameters[i].type)
      let assigned = context?.assigned.contains(p.id) == true
      if widened {
        w.write(
          (assigned ? "var " : "let ") + name + ": "
            + self.declared(type, nullability, selfName: className, recording: p.id) + " = "
            + name, indent: 4)
        continue
      }
      if renumbered {
        let value = convert(
          Expr(text: name, type: info.parameters[i].type), to: type, allowsNil: false)
        w.write(
          (assigned ? "var " : "let ") + name + ": " + type.spelled(selfName: className) + " = "
            + value.text, indent: 4)
        continue
      }
      if reparameterized {
        w.write(
          (assigned ? "var " : "let ") + name + ": "
            + self.declared(type, nullability, selfName: className)
            + " = ObjCRetypedCollection.retyped(" + name + ")", indent: 4)
        continue
      }
      guard assigned || retyped || narrowed else { continue }
      if narrowed {
        let own = self.declared(
          type, nullability == .nonnull ? .unspecified : nullability,
          selfName: className)
        let cast = own.hasSuffix("!") || own.hasSuffix("?") ? String(own.dropLast()) : own
        w.write(
          (assigned ? "var " : "let ") + name + ": " + cast + "! = " + name + " as? " + cast,
          indent: 4)
        if nullability != .nullable { implicitlyUnwrappedDecls.insert(p.id) }
        continue
      }
      let annotation =
        type.isReference ? ": " + self.declared(type, nullability, selfName: className) : ""
      w.write((assigned ? "var " : "let ") + name + annotation + " = " + name, indent: 4)
    }
    if info.swiftName.isInitializer, !isClass, module.replacesSelf(className) {
      replacingInitializerPrologue(
        method, body: body, info: info, className: className, into: &w)
    }
    statements(of: body, into: &w, indent: 4)
    if !info.swiftName.isInitializer {
      returnAtEnd(of: body, result: info.result, into: &w, indent: 4)
    }
    context = nil
    w.write("}", indent: 2)
  }

  /// Starts an initializer of a class whose initializers may replace `self`
  /// (`ObjCModule.replacesSelf`). Once the superclass's initializer has run, `self` is a
  /// variable of the object made so far, which `self = other;` assigns after recording it as
  /// what the initializer returns (`ObjCInitializerReplacement`); an initializer that
  /// replaces `self` without calling one of its superclass's first, as Objective-C allows,
  /// calls it here, since Swift has no `self` before it: its parameters passed on to the
  /// superclass's initializer of its name, or the superclass's `init`.
  private func replacingInitializerPrologue(
    _ method: ClangNode, body: ClangNode, info: ObjCMethodInfo, className: String,
    into w: inout SwiftWriter
  ) {
    context?.replacesSelf = true
    context?.assignsOtherSelf = ObjCModuleGatherer.replacesSelf(body)
    // Where the superclass's initializer is called by the body, the variable follows it.
    if sendsInitializerMessage(body) { return }
    // An `NSObject` subclass's has been called (`emitMethod`).
    let calledSuperInit =
      module.classes[className]?.superclass == "NSObject" && method.name != "initWithCoder:"
    guard calledSuperInit || context?.assignsOtherSelf == true else { return }
    if !calledSuperInit {
      let selector = method.name ?? ""
      let arguments = method.children.filter { $0.kind == "ParmVarDecl" }.map {
        valueName($0.name ?? "_")
      }
      let labelled = zip(info.swiftName.labels, arguments).map {
        ($0 == "_" ? "" : $0 + ": ") + $1
      }
      let call =
        frameworkConvenience(selector, in: className).flatMap {
          frameworkSuperBody($0, arguments: arguments, in: className)
        }
        ?? (info.overrides
          ? "super.init(" + labelled.joined(separator: ", ") + ")"
          : frameworkConvenience("init", in: className).flatMap {
            frameworkSuperBody($0, arguments: [], in: className)
          } ?? "super.init()")
      w.write(call, indent: 4)
    }
    context?.hasInitialized = true
    w.write(shadowingSelf(), indent: 4)
  }

  /// The variable that is an initializer's `self` from here on (`replacingInitializerPrologue`),
  /// after the allocated object kept for `ObjCInitializerReplacement.replace`.
  /// Also the messages to `self` the initializer sent before (`MethodContext.beforeInitialized`),
  /// after it.
  func shadowingSelf() -> String {
    guard let context else { return "" }
    let deferred = context.beforeInitialized
    self.context?.beforeInitialized = []
    guard context.replacesSelf, !context.selfShadowed else {
      return deferred.joined(separator: "; ")
    }
    self.context?.selfShadowed = true
    let shadow =
      (context.assignsOtherSelf ? "let easelAllocated = self; " : "") + "var `self`: "
      + swiftClassName(context.className) + "! = ObjCInitializerReplacement.current(self)"
    return ([shadow] + deferred).joined(separator: "; ")
  }

  /// Whether `body` assigns `self` (outside the blocks it makes).
  func assignsSelf(_ body: ClangNode) -> Bool {
    if body.kind == "BlockExpr" { return false }
    if body.kind == "BinaryOperator", body["opcode"] == "=", let lhs = body.children.first,
      unwrapped(lhs).kind == "DeclRefExpr", unwrapped(lhs)["referencedDecl.name"] == "self"
    {
      return true
    }
    return body.children.contains(where: assignsSelf)
  }

  /// The Swift name of a class's or category's `+load` or `+initialize`, which the
  /// Objective-C runtime runs and nothing else calls; nil for other selectors. Each category
  /// has its own (`__easelLoad_Placeholder`), as each has its own `+load` in Objective-C.
  static func runtimeHook(_ selector: String, category: String?) -> String? {
    let base: String
    switch selector {
    // The registration finds them by these names (`RuntimeHooks` in EaselInspect).
    case "load": base = "__easelLoad"
    case "initialize": base = "__easelInitialize"
    default: return nil
    }
    return base
      + (category.map { "_" + $0.filter { $0.isLetter || $0.isNumber || $0 == "_" } } ?? "")
  }

  /// `+load` or `+initialize` as a class method of that name (`runtimeHook`), which the
  /// agent's registration calls once, after registering the classes and before making any
  /// instance (`generateRegistration`), where the runtime runs `+load` when the class is
  /// loaded and `+initialize` before its first message. Swizzling in it compiles and runs,
  /// and the façade's `method_exchangeImplementations` says that it exchanged nothing.
  func emitRuntimeHook(
    _ method: ClangNode, body: ClangNode, name: String, className: String,
    into w: inout SwiftWriter
  ) {
    beginMethod(method, className: className, result: (.void, .unspecified))
    w.map(method.location)
    w.write("@objc(\(name)) static func \(name)() {", indent: 2)
    statements(of: body, into: &w, indent: 4)
    context = nil
    w.write("}", indent: 2)
  }

  /// `label name: Type, …`: labels by the method's Swift name, types as the importer
  /// declares them (a block parameter without nullability is optional, `initWithCoder:`'s
  /// coder is not).
  func parameterList(_ method: ClangNode, _ info: ObjCMethodInfo, className: String) -> String {
    let parameters = method.children.filter { $0.kind == "ParmVarDecl" }
    var list: [String] = []
    for (i, p) in parameters.enumerated() {
      let label = i < info.swiftName.labels.count ? info.swiftName.labels[i] : "_"
      let name = valueName(p.name ?? "_")
      var (type, nullability) = read(p.type)
      // An override takes the framework's element types and the overridden method's class
      // (`ObjCModuleGatherer`); any method takes its declaration's class where its
      // implementation narrows it (`- configureView:(UIView<FieldInput> *)` implementing
      // `(UIView<Input> *)`), as Swift's importer declares the method from the interface.
      if i < info.parameters.count,
        info.overrides
          && ObjCModuleGatherer.takesFrameworkCollection(type, of: info.parameters[i].type)
          || ObjCModuleGatherer.isNarrowed(type, of: info.parameters[i].type)
          || ObjCModuleGatherer.isRenumbered(type, of: info.parameters[i].type)
          || info.overrides && ObjCModuleGatherer.isWidened(type, of: info.parameters[i].type)
      {
        type = info.parameters[i].type
      }
      if info.selector == "initWithCoder:", info.overrides { nullability = .nonnull }
      // An object parameter the gathered declaration makes nullable or nonnull where this one
      // leaves it unspecified (a framework protocol's requirement, `copy(with zone: NSZone?)`,
      // `ObjCModuleGatherer`; clang gives an implementation the nullability of the class's
      // own declaration, which a header may leave unannotated, before the protocol's): Swift's
      // witness takes the requirement's type, which the body's messages read alike (sent with
      // `?.` to an optional, plainly to a nonnull one, which is not implicitly unwrapped).
      if nullability == .unspecified, type.isObjectLike, i < info.parameters.count,
        info.parameters[i].nullability != .unspecified, info.parameters[i].type == type
      {
        nullability = info.parameters[i].nullability
      }
      if case .closure = type, nullability == .unspecified {
        // Declared `T?`: its uses may be nil too (a call is `block?(…)`).
        nullability = .nullable
        implicitlyUnwrappedDecls.insert(p.id)
      }
      // A block parameter escapes unless declared `NS_NOESCAPE`, as Swift's importer reads
      // it: a nonnull one is then `@escaping` (an optional closure always is), so that the
      // method may keep it or call it from a block of its own.
      var escaping = ""
      if case .closure = type, nullability == .nonnull,
        !p.children.contains(where: { $0.kind == "NoEscapeAttr" })
      {
        escaping = "@escaping "
      }
      list.append(
        (label == name ? name : label + " " + name) + ": " + escaping
          + declared(type, nullability, selfName: className, recording: p.id))
    }
    // `, ...`: the rest of a send's arguments, which `va_start` reads, as a C variadic
    // function's (`FileTranslator+VariadicFunctions`).
    if method.flag("variadic") { list.append("_ " + Self.variadicArguments + ": Any?...") }
    return list.joined(separator: ", ")
  }

  /// Whether an initializer's body calls `[self init…]` (a convenience initializer).
  func delegatesToSelf(_ body: ClangNode) -> Bool {
    var found = false
    func visit(_ n: ClangNode) {
      if n.kind == "ObjCMessageExpr", n["receiverKind"] == "instance",
        isInitializer(n["selector"] ?? "", resultType: n.type),
        let r = n.children.first, unwrapped(r)["referencedDecl.name"] == "self"
      {
        found = true
      }
      n.children.forEach(visit)
    }
    visit(body)
    return found
  }

}
