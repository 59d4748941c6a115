// What a module's Objective-C declares, gathered from every file's AST before any file is
// translated: a message sent in one file to a class declared in another must get the same
// Swift name the class's own translation gives it.

/// A property as declared (`@property`), in a class, category or class extension.
struct ObjCPropertyInfo {
  /// An `@optional` requirement of a protocol.
  var isOptional = false
  var name: String
  /// `isOn` for `@property (getter=isOn) BOOL on`: the getter's name is Swift's.
  var swiftName: String
  var type: SwiftType
  var nullability: Nullability
  var getter: String
  var setter: String
  var isReadonly: Bool
  var isWeak: Bool
  var isClass: Bool
  var isInspectable: Bool
  /// `IBOutlet`.
  var isOutlet: Bool = false
  var position: ClangPosition?
  /// Declared again in a class a superclass of which declares it too (`center` on a view):
  /// clang synthesizes nothing for it, and the superclass's accessors serve, unless the
  /// superclass declares it only in a category (`tintColor` in `UIView (UIViewRendering)`),
  /// when clang synthesizes it again: then its accessors override the superclass's.
  var isInherited = false
  /// The nullability the framework superclass declares it with, when one does.
  var inheritedNullability: Nullability? = nil
  /// The class whose category (implemented in the module) declares the property this one
  /// declares again (`@property NSString *identifier` in a model whose `NSObject
  /// (Identifier)` declares it): Swift cannot override a member of an extension, so the
  /// category's accessors dispatch to this class's (`FileTranslator+CategoryOverrides`).
  var overriddenCategoryRoot: String? = nil
  /// What `property_getAttributes` gives for it up to its storage (`T@"NSString",C,N`), by
  /// the runtime's encoding; nil where the type has none the translation spells.
  var attributes: String? = nil
}

/// A method as declared or defined.
struct ObjCMethodInfo {
  var selector: String
  var isClass: Bool
  var swiftName: SwiftName
  var parameters: [(type: SwiftType, nullability: Nullability)]
  var result: (type: SwiftType, nullability: Nullability)
  /// The Swift member it overrides: one of the superclass's, by the façade's name.
  var overrides: Bool
  /// The façade property it overrides an accessor of (`intrinsicContentSize`, `frame` for
  /// `setFrame:`): Swift overrides the property.
  var overriddenProperty: String? = nil
  /// Whether that property is read-only (so a getter alone overrides it).
  var overriddenPropertyIsReadonly = false
  /// That property's nullability as the SDK declares it (`description` is nonnull, so Swift
  /// declares it `String`, which a `String!` cannot override); nil when not known.
  var overriddenPropertyNullability: Nullability? = nil
  /// Whether the SDK declares that property `weak`: Swift imports it `weak var p: T?`, which
  /// only a `T?` overrides (a `T!` is refused, "cannot override a property with type").
  var overriddenPropertyIsWeak = false
  /// Whether the façade declares that property in a protocol's extension, which no subclass
  /// can override (`ObjCEssentialNames.extensionProperties`): the class declares its own.
  var overriddenPropertyIsShadowed = false
  /// That property's type where Swift's differs from the one the accessor declares: an
  /// enumeration or option set the accessor spells as its integer (`NSUInteger` for
  /// `UIInterfaceOrientationMask`).
  var overriddenPropertyType: SwiftType? = nil
  /// An `@optional` requirement of a protocol.
  var isOptional = false
  /// Declared with `, ...` after its parameters (`+addAnimations:forKey:, ...`): Swift's
  /// method takes the rest as a variadic `Any?...` (`FileTranslator+VariadicFunctions`).
  var isVariadic = false
}

/// A class of the module, or a class the module extends with categories.
struct ObjCClassInfo {
  var name: String
  var superclass: String?
  var protocols: [String] = []
  var isDesignable = false
  /// Whether the module declares the class (not only categories on it).
  var isOwn = false
  /// An `@protocol`, not a class.
  var isProtocol = false
  /// Where its `@interface` (with a superclass) is.
  var interfacePosition: ClangPosition?
  var properties: [String: ObjCPropertyInfo] = [:]
  /// By selector, `+` or `-` first.
  var methods: [String: ObjCMethodInfo] = [:]

  static func key(_ selector: String, isClass: Bool) -> String { (isClass ? "+" : "-") + selector }
}

/// The module's declarations.
struct ObjCModule {
  var classes: [String: ObjCClassInfo] = [:]
  /// A protocol that shares its name with a class is `<Name>Protocol` in Swift, as Swift's
  /// importer names it (SDWebImage's `@protocol SDWebImageCacheKeyFilter` beside its
  /// `@interface SDWebImageCacheKeyFilter : NSObject <SDWebImageCacheKeyFilter>`): its
  /// Objective-C name → its Swift name, which keys it in `classes`.
  var protocolRenames: [String: String] = [:]
  /// The superclass of each framework class between the module's classes and the root
  /// (`UITextView` → `UIScrollView`), as the façade's table gives it: the module knows a
  /// framework class only where a category or a forward declaration names it.
  var frameworkSuperclasses: [String: String] = [:]
  /// Protocols the module names but no file defines (`ObjCTypeReader.undeclaredProtocols`).
  var undeclaredProtocols: Set<String> = []

  /// The Swift name of the protocol named `name` in Objective-C.
  func protocolName(_ name: String) -> String { protocolRenames[name] ?? name }

  /// The protocols whose names the files' classes also declare, by their Objective-C names,
  /// with their Swift names; read from every file before any is gathered, since a class may
  /// come after its protocol.
  static func protocolRenames(in roots: [ClangNode]) -> [String: String] {
    var classes: Set<String> = []
    var protocols: Set<String> = []
    for root in roots {
      for node in root.children where !node.isImplicit {
        guard let name = node.name else { continue }
        switch node.kind {
        case "ObjCInterfaceDecl": classes.insert(name)
        case "ObjCProtocolDecl": protocols.insert(name)
        default: break
        }
      }
    }
    var renames: [String: String] = [:]
    for name in protocols.intersection(classes) where name != "NSObject" {
      renames[name] = name + "Protocol"
    }
    return renames
  }
  /// The names of the classes (not protocols) the files declare or name in `@class`.
  var classNames: Set<String> { Set(classes.values.filter { !$0.isProtocol }.map(\.name)) }
  var enumerations: Set<String> = []
  /// Those of the module's enumerations that are option sets (`NS_OPTIONS`, `CF_OPTIONS`, a C
  /// `enum` with `__attribute__((flag_enum))`), which Swift's importer imports as `OptionSet`
  /// structs: C's value is any combination of their constants' bits.
  var optionSets: Set<String> = []
  /// The module's enumeration constants, by C name: the enumeration and its case's name.
  var enumerators: [String: (enumeration: String, caseName: String)] = [:]
  /// The module's enumerations' cases, by the enumeration's name: each case's Swift name,
  /// qualified (`Mode.flat`), and raw value, in the declaration's order.
  var enumerationCases: [String: [ObjCEnumerationCase]] = [:]

  /// The Swift case name of `constant` in `enumeration`: the constant without the
  /// enumeration's name where it starts with it, else the whole constant, lowercased first.
  /// A name left starting with a digit keeps the prefix's last word, as Swift's importer
  /// backs its prefix up (`EAColourfulProgressViewType0to33` of
  /// `EAColourfulProgressViewType` is `type0to33`).
  static func caseName(_ constant: String, in enumeration: String) -> String {
    var name =
      constant.hasPrefix(enumeration) ? String(constant.dropFirst(enumeration.count)) : constant
    if name.isEmpty { name = constant }
    if name.first?.isNumber == true, name != constant,
      let last = ObjCImporterNames.words(enumeration).last
    {
      name = last + name
    }
    return ObjCImporterNames.lowerFirst(name).swiftIdentifier
  }
  /// The module's typedefs other than enumerations', by name.
  var typedefs: [String: String] = [:]
  /// The names of the module's own C structs: their tags and the typedefs that name them.
  var structs: Set<String> = []
  /// The stored fields of the module's file-scope C structs, by the name Swift gives the
  /// struct (`FileTranslator.recordName`), in C's order with their C types: what an
  /// initializer list fills in any file, since a header's struct is in the AST of the first
  /// file that imports it only (`ClangSharedDeclarations`).
  var structFields: [String: [(name: String, type: String)]] = [:]
  /// Those of `structFields` that are C unions (`union { int i; float f; } value;`), whose
  /// members share their storage and whose initializer list fills one member.
  var unions: Set<String> = []
  /// Typedefs naming a tagged struct or union by another name (`typedef struct _Range { … }
  /// Range;`, `typedef union Bits BitsAlias;`): the tag, by the typedef's name, whose fields
  /// an initializer list of the typedef's type fills.
  var recordAliases: [String: String] = [:]
  /// The properties each category declares, by `Class(Category)`.
  var categoryProperties: [String: [String]] = [:]
  /// The methods named categories declare, as `Class -selector` / `Class +selector`.
  var categoryMethods: Set<String> = []
  /// Those a header declares, which other modules' classes may override.
  var publicCategoryMethods: Set<String> = []
  /// The framework's class methods a category implements again (`UIColor +blackColor`), with
  /// the framework member each replaces.
  var replacedClassMethods: [String: ObjCMemberName] = [:]
  /// What the module's `@implementation`s give each class, as `Class -selector` (a method
  /// with a body) and `Class @name` (a property `@synthesize`d or `@dynamic`).
  var implemented: Set<String> = []
  /// Of those methods, the ones a class's own `@implementation` (not a category's) gives it.
  var implementedByClass: Set<String> = []
  /// Of those methods, the initializers that send an initializer to `self` (Swift's
  /// convenience ones).
  var delegatingInitializers: Set<String> = []
  /// The classes a Swift class of the project subclasses (`ObjCSourceSet.swiftSubclassed`).
  var swiftSubclassed: Set<String> = []
  /// The instance methods, as `Class -selector`, that send `[super init]`.
  var superInitSenders: Set<String> = []
  /// Of those methods, the ones whose body has a `return nil;` (outside its blocks).
  var returningNil: Set<String> = []
  /// The classes an object is stored in unchecked somewhere in the module: the class of a
  /// variable, property, argument or result that clang converts an `id` or a superclass's
  /// object to (`ObjCModuleGatherer.recordUncheckedStores`). Messages to their objects that
  /// only the module declares are checked first (`FileTranslator+UncheckedObjects`).
  var uncheckedStoreTargets: Set<String> = []
  /// The classes with an initializer that replaces `self` with another object (`self =
  /// [nib firstObject];`; `ObjCModuleGatherer.replacesSelf`).
  var replacingSelf: Set<String> = []

  /// Whether an initializer of `className` or of a class of the module above it replaces
  /// `self`: its initializers' callers take the object the initializer recorded
  /// (`ObjCInitializerReplacement`), and its initializers' `self` is that object once the
  /// superclass's has run.
  func replacesSelf(_ className: String) -> Bool {
    lineage(of: className).contains { replacingSelf.contains($0.name) }
  }

  /// Whether an `@implementation` of the module gives `property` of `className`: an accessor
  /// or a `@synthesize`/`@dynamic`.
  func implements(_ property: ObjCPropertyInfo, of className: String) -> Bool {
    let sign = property.isClass ? " +" : " -"
    return implemented.contains(className + " @" + property.name)
      || implemented.contains(className + sign + property.getter)
      || implemented.contains(className + sign + property.setter)
  }

  /// The class named `name`, or the nearest superclass the module knows, walking up.
  /// The Swift value types the translation gives a bridged Foundation class's values
  /// (`NSString *` is `String`), which a category on the class extends, so that its methods
  /// reach those values (`extension Array`, unconstrained: `NSArray<NSString *> *` is
  /// `[String]`). Those Swift's importer gives as value types in every API (`NSDate *` is
  /// `Date`, `NSData *` `Data`, `NSURL *` `URL`, `NSIndexPath *` `IndexPath`) likewise: their
  /// class methods are the value type's `static` ones (a struct has no `class func`).
  static let bridgedValueCategoryTypes = [
    "NSString": "String", "NSArray": "Array", "NSDictionary": "Dictionary", "NSSet": "Set",
  ].merging(ObjCEssentialNames.bridgedValueTypes) { own, _ in own }

  /// Framework classes iOS roots in `NSObject` that are no `NSObject` subclass here: Linux's
  /// Foundation roots `NotificationCenter`, `FileManager` and `ProcessInfo` nowhere, and the
  /// façade declares these UIKit classes as Swift classes of their own. NSObject's instance
  /// methods sent to their objects go to the object's `ObjCNSObjectStandIn`.
  static let unrootedFrameworkClasses: Set<String> = [
    "NSNotificationCenter", "NSFileManager", "NSProcessInfo", "UIDevice", "UIScreen",
    "UIGraphicsImageRenderer", "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererContext",
    "NSStringDrawingContext",
  ]

  /// The type a value of `className` is cast to for one of its category methods (`x as?
  /// [Any]`).
  static let bridgedValueCastTypes = [
    "NSString": "String", "NSArray": "[Any]", "NSDictionary": "[AnyHashable: Any]",
    "NSSet": "Set<AnyHashable>",
  ]

  /// The module's classes `name` is or inherits from, nearest first, through framework
  /// classes the module does not declare (a text view's `UIView` category is its own).
  func lineage(of name: String) -> [ObjCClassInfo] {
    var chain: [ObjCClassInfo] = []
    var current: String? = name
    var seen: Set<String> = []
    while let n = current, seen.insert(n).inserted {
      guard let info = classes[n] else {
        current = frameworkSuperclasses[n]
        continue
      }
      chain.append(info)
      current = info.isOwn ? info.superclass : info.superclass ?? frameworkSuperclasses[n]
    }
    return chain
  }

  /// The first class outside the module in `name`'s superclass chain (`UIView`).
  func frameworkAncestor(of name: String) -> String? {
    var current: String? = name
    var seen: Set<String> = []
    while let n = current, seen.insert(n).inserted {
      guard let info = classes[n], info.isOwn else { return n }
      current = info.superclass
    }
    return nil
  }

  /// The module's method `selector` on `className` or a class it inherits from.
  func method(_ selector: String, isClass: Bool, on className: String) -> ObjCMethodInfo? {
    let key = ObjCClassInfo.key(selector, isClass: isClass)
    for info in lineage(of: className) {
      if let m = info.methods[key] { return m }
    }
    return nil
  }

  /// The class whose category declares `selector` first in `className`'s lineage (the
  /// topmost class of the lineage that has the method), when it is a category's: a method a
  /// subclass may override, which Swift's extensions cannot have overridden
  /// (`FileTranslator+CategoryOverrides.swift`).
  func categoryRoot(_ selector: String, isClass: Bool, of className: String) -> String? {
    let key = ObjCClassInfo.key(selector, isClass: isClass)
    guard let top = lineage(of: className).last(where: { $0.methods[key] != nil }) else {
      return nil
    }
    let sign = isClass ? " +" : " -"
    // A method a category declares but the class's own `@implementation` implements
    // (Masonry's `MASConstraint (Abstract)` in a private header) is the class's method, in
    // its method list as any other: Swift's class body holds it, and a subclass overrides it.
    guard !implementedByClass.contains(top.name + sign + selector) else { return nil }
    return categoryMethods.contains(top.name + sign + selector) ? top.name : nil
  }

  /// Whether the category method `selector` of `className` is dispatched to overrides: a
  /// header declares it (a class of another module may override it), or a class of this
  /// module overrides it.
  func dispatchesCategoryMethod(_ selector: String, isClass: Bool, of className: String) -> Bool {
    // A Swift value cannot be subclassed: its category methods are plain.
    guard Self.bridgedValueCategoryTypes[className] == nil else { return false }
    return publicCategoryMethods.contains(className + (isClass ? " +" : " -") + selector)
      || !categoryOverriders(selector, isClass: isClass, root: className).isEmpty
  }

  /// The classes below `root` that implement `selector` (override its category method): the
  /// module's own, and framework classes whose categories implement it again.
  func categoryOverriders(_ selector: String, isClass: Bool, root: String) -> [String] {
    let sign = isClass ? " +" : " -"
    return classes.keys.sorted().filter { name in
      name != root && classes[name]?.isProtocol == false
        && implemented.contains(name + sign + selector)
        && lineage(of: name).dropFirst().contains { $0.name == root }
    }
  }

  /// The module's property `name` on `className` or a class it inherits from.
  func property(_ name: String, on className: String) -> ObjCPropertyInfo? {
    for info in lineage(of: className) {
      if let p = info.properties[name] { return p }
    }
    return nil
  }

  /// The property `name` that a protocol of the module `className` adopts (or one such a
  /// protocol inherits) declares.
  func protocolProperty(_ name: String, adoptedBy className: String) -> ObjCPropertyInfo? {
    var queue = classes[className]?.protocols ?? []
    var seen: Set<String> = []
    while !queue.isEmpty {
      let p = queue.removeFirst()
      guard seen.insert(p).inserted, let info = classes[p], info.isProtocol else { continue }
      if let found = info.properties[name] { return found }
      queue += info.protocols
    }
    return nil
  }

  /// A property whose getter or setter is `selector`.
  func property(accessor selector: String, on className: String) -> ObjCPropertyInfo? {
    for info in lineage(of: className) {
      if let p = info.properties.values.first(where: {
        $0.getter == selector || $0.setter == selector
      }) {
        return p
      }
    }
    return nil
  }

  /// Any class's property whose getter or setter is `selector` (for messages to `id`).
  func anyProperty(accessor selector: String, isClass: Bool) -> (String, ObjCPropertyInfo)? {
    for (name, info) in classes.sorted(by: { $0.key < $1.key }) {
      let found = info.properties.values.filter {
        $0.isClass == isClass && ($0.getter == selector || $0.setter == selector)
      }.min { $0.name < $1.name }
      if let found { return (name, found) }
    }
    return nil
  }

  /// Any class's method `selector` (for messages to `id`).
  func anyMethod(_ selector: String, isClass: Bool) -> (String, ObjCMethodInfo)? {
    let key = ObjCClassInfo.key(selector, isClass: isClass)
    for (name, info) in classes.sorted(by: { $0.key < $1.key }) {
      if let m = info.methods[key] { return (name, m) }
    }
    return nil
  }
}

extension ObjCTypeReader {
  /// Reads the module's own types as theirs: its enumerations, typedefs, classes and C structs.
  mutating func learn(_ module: ObjCModule) {
    userEnumerations = module.enumerations
    typedefs = module.typedefs
    userClasses = module.classNames
    userStructs = module.structs
  }
}
