import Foundation

// Message sends, dot-syntax properties and C function calls, named as Swift names them:
// the module's own declarations first, then the façade's table, then Swift's importer rules.

/// Who a message goes to.
struct Receiver {
  /// `self`, `super`, `UIColor`, `(value as? NSNumber)`.
  var text: String
  /// The class whose member is meant, when known.
  var owner: String?
  var isClass: Bool
  /// Swift must reach the member with `?.` (a message to nil does nothing).
  var isOptional: Bool
  /// The receiver is an optional chain that a member continues with `.`.
  var continuesChain = false
  /// The receiver's type, when it is a value.
  var type: SwiftType?
  var isSuper: Bool { text == "super" }

  /// What a member follows the receiver's text with: `?.` when it may be nil, `.` when it
  /// is not or continues a chain.
  var access: String { isOptional && !continuesChain ? "?." : "." }
}

extension Receiver {
  /// An instance receiver: the value `r`, looked up on `owner`.
  init(value r: Expr, owner: String?) {
    self.init(
      text: r.continuesChain ? r.text : r.operand, owner: owner, isClass: false,
      isOptional: r.mayBeNil, continuesChain: r.continuesChain, type: r.type)
  }
}

/// What a selector names in Swift.
enum ResolvedMember {
  case property(String, isSetter: Bool)
  case method(SwiftName, parameters: [(type: SwiftType, nullability: Nullability)]?)
  case initializer(SwiftName, parameters: [(type: SwiftType, nullability: Nullability)]?)
}

extension FileTranslator {
  /// A message send.
  func message(_ node: ClangNode) -> Expr {
    let selector = node["selector"] ?? ""
    let kind = node["receiverKind"] ?? "instance"
    // The SDK's `NSLocalizedString(key, comment)` macro: Swift's function, as in Swift code.
    if selector == "localizedStringForKey:value:table:", let at = node.begin,
      sources.token(at: at) == "NSLocalizedString", node.children.count == 4
    {
      let key = convert(expr(node.children[1]), to: .string, allowsNil: false)
      return Expr(text: "NSLocalizedString(" + key.text + ", comment: \"\")", type: .string)
    }
    var arguments = node.children
    var receiverNode: ClangNode?
    if kind == "instance" {
      receiverNode = arguments.first
      arguments = Array(arguments.dropFirst())
    }
    if let r = receiverNode.map(unwrapped), r.kind == "ObjCMessageExpr", r["selector"] == "alloc",
      r["receiverKind"] == "instance", isInitSelector(selector),
      let made = r.children.first.map(unwrapped), !namesSelfClass(made)
    {
      return initializerOfClassObject(node, made, arguments)
    }
    // `[[Foo alloc] initWith…]` and `[Foo new]`: Swift's initializer call. `[super alloc]` in a
    // class method allocates the receiving class, as `[self alloc]` does (`+[NSObject alloc]`
    // runs with `self` the class the message went to): the class is made by its name.
    if let r = receiverNode.map(unwrapped), r.kind == "ObjCMessageExpr", r["selector"] == "alloc",
      let cls = r["classType.qualType"].map(receiverClass)
        ?? (["instance", "super (class)"].contains(r["receiverKind"] ?? "")
          ? context?.className : nil),
      isInitSelector(selector)
    {
      let receiver = Receiver(
        text: swiftClassName(cls), owner: cls, isClass: true, isOptional: false)
      return send(node, selector, receiver, arguments, forcingInitializer: true)
    }
    // `[self new]` and `self.new` in a class method are `[[self alloc] init]`, the class made
    // by its name as that is: Swift makes an object from a metatype value only through a
    // required initializer.
    let selfClass =
      kind == "instance" && receiverNode.map { unwrapped($0)["referencedDecl.name"] } == "self"
        && receiverNode?.type == "Class" ? context?.className : nil
    if selector == "new",
      let cls = kind == "class" ? node["classType.qualType"].map(receiverClass) : selfClass
    {
      let name = swiftClassName(cls)
      return Expr(
        text: name + "(" + Self.emptyInitializerArguments(name, "") + ")", type: .object(cls))
    }
    if kind == "class", selector == "alloc" {
      return allocWithoutInit(node)
    }
    let receiver: Receiver
    switch kind {
    case "class":
      let cls = node["classType.qualType"].map(receiverClass) ?? ""
      if selector == "stringWithFormat:", cls == "NSString" {
        return format(arguments)
      }
      // A mutable string made from a format (`[NSMutableString stringWithFormat:…]`, which
      // `appendFormat:` then changes) is the object, not Swift's string value.
      if selector == "stringWithFormat:", cls == "NSMutableString" {
        return Expr(
          text: "NSMutableString(string: " + format(arguments).text + ")",
          type: .object("NSMutableString"))
      }
      // `[NSString class]` is the Foundation class (`NSString.self`), not Swift's `String`,
      // which is no class: what `isKindOfClass:` and `NSClassFromString` compare with. So are
      // the classes Swift gives as value types (`[NSURL class]` is `NSURL.self`, not `URL`).
      if selector == "class" {
        let name =
          cls == "NSString" || cls == "NSMutableString"
            || ObjCEssentialNames.bridgedValueTypes[cls] != nil ? cls : swiftClassName(cls)
        return Expr(text: name + ".self", type: .anyClass)
      }
      receiver = Receiver(text: swiftClassName(cls), owner: cls, isClass: true, isOptional: false)
    case "super (instance)", "super (class)":
      receiver = Receiver(
        text: "super", owner: contextSuperclass, isClass: kind == "super (class)",
        isOptional: false)
    default:
      guard let receiverNode else { return untranslated("message", at: node) }
      let r = checkedReceiver(
        specializedReceiver(expr(receiverNode), receiverNode), answering: selector)
      // A block's `copy` (`self.configure = [configure copy];`, the way to keep a block
      // before ARC) is the block itself: a Swift closure is a value, kept by being passed on.
      if selector == "copy" || selector == "retain" || selector == "autorelease",
        case .closure = r.type
      {
        return r
      }
      if selector == "class" {
        // A class's `class` is itself (`[self class]` in a class method).
        if r.type == .anyClass || receiverNode.type == "Class" {
          return Expr(text: r.text, type: .anyClass, isAtomic: r.isAtomic)
        }
        // Named with its module: a local `NSString *type` would hide Swift's `type(of:)`.
        // Of a value that may be nil, the object's class: an optional's own type would be
        // `Optional<T>`, which `NSStringFromClass` would name so.
        let object =
          r.mayBeNil ? (r.continuesChain ? "(" + r.text + ")" : r.operand) + "!" : r.text
        return Expr(text: "Swift.type(of: " + object + ")", type: .anyClass)
      }
      let root = r.type == .anyClass ? classValueRoot(selector, isClass: true) : nil
      switch (r.type, root) {
      case (.anyClass, _) where r.text != "self"
        && module.method(selector, isClass: true, on: context?.className ?? "") == nil
        && names.member(selector: selector, owner: "NSObject", isClass: true) != nil:
        // `NSObject`'s class methods sent to a `Class` value (`[c isSubclassOfClass:other]`):
        // Swift's `AnyClass` has no members on Linux, `NSObject.Type` has them; nil (no
        // `NSObject` subclass, or no class) answers zero, as a message to nil does.
        receiver = Receiver(
          text: "(" + r.text + " as? NSObject.Type)", owner: "NSObject", isClass: true,
          isOptional: true)
      case (.anyClass, let owner?)
      where r.text != "self" && !r.text.hasPrefix("Swift.type(of: ")
        && module.method(selector, isClass: true, on: context?.className ?? "") == nil:
        // A class method sent to a `Class` value that is not this class (`[_cellClass
        // reuseIdentifier]`, `[tagClass buttonWithType:…]`): Swift's `AnyClass` has no
        // members, so the message goes to the highest class declaring it (the module's or the
        // framework's), whose override the value's class answers; another class answers as a
        // message to nil. A factory Swift imports as an initializer (`+buttonWithType:` is
        // `init(type:)`) makes the value's own class.
        if let row = names.member(selector: selector, owner: owner, isClass: true),
          row.kind == .initializer, SwiftName.parse(row.swift).base == "init"
        {
          return classValueInitializer(
            node, classValue: r, selector, roots: [owner], arguments, forcingInitializer: false)
        }
        receiver = Receiver(
          text: "(" + r.text + " as? " + swiftClassName(owner) + ".Type)", owner: owner,
          isClass: true, isOptional: true)
      case (.anyClass, _):
        let owner = context?.className
        let text = r.text == "self" ? "self" : r.operand
        receiver = Receiver(text: text, owner: owner, isClass: true, isOptional: false)
      default:
        receiver = Receiver(value: r, owner: ownerName(r.type))
      }
    }
    return send(node, selector, receiver, arguments, forcingInitializer: false)
  }

  /// `[super buttonWithType:t]` in a class method, where the framework's class factory is
  /// one Swift imports as an initializer (`init(type:)`) and no class of the module between
  /// has its own: `+[UIButton buttonWithType:]` runs with `self` the class the message went
  /// to and makes that class, so the class is made by its name, as `[super alloc]` is
  /// (Swift calls no initializer but a required one through a metatype value); the
  /// receiver to send to instead, nil for any other message.
  func superFactory(_ selector: String, _ receiver: Receiver) -> Receiver? {
    guard receiver.isSuper, receiver.isClass, let cls = context?.className,
      let owner = receiver.owner, module.method(selector, isClass: true, on: owner) == nil,
      let ancestor = module.frameworkAncestor(of: owner),
      names.member(selector: selector, owner: ancestor, isClass: true)?.kind == .initializer
    else { return nil }
    return Receiver(text: swiftClassName(cls), owner: owner, isClass: true, isOptional: false)
  }

  /// `[super buttonWithType:t]` in a class method of a class the module subclasses: the
  /// message went to whichever class `self` is (`[Wide buttonWithType:]` runs the inherited
  /// `+[Resizable buttonWithType:]` with `self` `Wide`), and UIButton's factory makes that
  /// class, so `self` is matched against the class and the module's classes below it, each
  /// made by its name (`classValueInitializer`'s way: Swift calls no initializer but a
  /// required one through a metatype value). Nil where the module has no class below.
  private func superFactoryOfReceivingClass(
    _ node: ClangNode, _ selector: String, _ made: Receiver, _ arguments: [ClangNode],
    forcingInitializer: Bool
  ) -> Expr? {
    guard let cls = context?.className else { return nil }
    let below = ownClassesBelow([cls])
    guard !below.isEmpty else { return nil }
    let match = classSwitch(
      node, selector, classes: below + [cls], owner: { _ in made.owner }, arguments,
      forcingInitializer: forcingInitializer, stopping: ": the translation knows " + cls)
    let text =
      "{ (easelClass: AnyClass) -> " + swiftClassName(cls) + " in " + match + " }(self)"
    return Expr(text: text, type: .object(cls), isAtomic: true)
  }

  /// The module's own classes below any of `roots`, by name.
  private func ownClassesBelow(_ roots: [String]) -> [String] {
    module.classes.values.filter { info in
      info.isOwn && !info.isProtocol
        && classAncestors(of: info.name).contains { roots.contains($0) }
    }.map(\.name).sorted()
  }

  /// `switch ObjectIdentifier(easelClass) { … }` making the class `easelClass` is: a case per
  /// class of `classes`, the message sent to it by its name, and a default that stops the
  /// agent naming the class the translation does not know (`stopping` says what it knows).
  private func classSwitch(
    _ node: ClangNode, _ selector: String, classes: [String], owner: (String) -> String?,
    _ arguments: [ClangNode], forcingInitializer: Bool, stopping: String
  ) -> String {
    var cases: [String] = []
    for cls in classes {
      let name = swiftClassName(cls)
      let receiver = Receiver(text: name, owner: owner(cls), isClass: true, isOptional: false)
      let call = send(node, selector, receiver, arguments, forcingInitializer: forcingInitializer)
      cases.append("case ObjectIdentifier(" + name + ".self): return " + call.text)
    }
    let stop =
      "default: preconditionFailure(\"Easel cannot make \\(easelClass) with " + selector
      + stopping + " and the module's classes below\")"
    return "switch ObjectIdentifier(easelClass) { " + (cases + [stop]).joined(separator: "; ")
      + " }"
  }

  /// The highest class declaring `selector` (a class method, or an instance method such as
  /// an initializer), of the module's own classes and the framework's: what a message to a
  /// `Class` value is sent to, whose overrides the value's class answers. The first of
  /// `classValueRoots` when unrelated classes declare it; nil when none does.
  func classValueRoot(_ selector: String, isClass: Bool) -> String? {
    classValueRoots(selector, isClass: isClass).first
  }

  /// The highest classes declaring `selector`, none a subclass of another: the module's own
  /// first, then the framework's, each by name.
  func classValueRoots(_ selector: String, isClass: Bool) -> [String] {
    let key = ObjCClassInfo.key(selector, isClass: isClass)
    var declaring = Set(
      module.classes.values.filter { $0.isOwn && !$0.isProtocol && $0.methods[key] != nil }
        .map(\.name))
    for cls in names.declaringClasses(of: selector, isClass: isClass)
    where names.member(selector: selector, owner: cls, isClass: isClass)?.isProtocolMember == false
    {
      declaring.insert(cls)
    }
    let roots = Set(topmost(Array(declaring)))
    let own = roots.filter { module.classes[$0]?.isOwn == true }
    return own.sorted() + roots.subtracting(own).sorted()
  }

  /// The superclasses of `name`, nearest first: the module's, then the framework's.
  func classAncestors(of name: String) -> [String] {
    module.ancestors(of: name, superclass: names.superclassName(of:))
  }

  /// An initializer sent to a `Class` value (`[[NSClassFromString(name) alloc]
  /// initWithStyle:s reuseIdentifier:r]`, `[tagClass buttonWithType:t]`): Objective-C makes
  /// whatever class the value holds, with that class's override. Swift calls an initializer
  /// through a metatype only when it is `required`, which UIKit's are not, so the value is
  /// matched against the classes that have the initializer, `roots` (the highest declaring
  /// it) and the module's classes below them, and the class it is is made by its name (an
  /// object of the roots' nearest common superclass where unrelated classes declare it);
  /// nil makes nil, as a message to nil does, and a class the translation does not know
  /// (declared elsewhere) stops the agent, naming it.
  func classValueInitializer(
    _ node: ClangNode, classValue: Expr, _ selector: String, roots: [String],
    _ arguments: [ClangNode], forcingInitializer: Bool
  ) -> Expr {
    let below = ownClassesBelow(roots)
    // The type every candidate is: the one root, or the roots' nearest common superclass.
    let root =
      roots.count == 1
      ? roots[0]
      : classAncestors(of: roots[0]).first { common in
        roots.dropFirst().allSatisfy { classAncestors(of: $0).contains(common) }
      } ?? "NSObject"
    let match = classSwitch(
      node, selector, classes: below + roots, owner: { $0 }, arguments,
      forcingInitializer: forcingInitializer,
      stopping: " through a class value: the translation knows " + roots.joined(separator: ", "))
    let text =
      "{ (easelClass: AnyClass?) -> " + swiftClassName(root)
      + "? in guard let easelClass else { return nil }; " + match + " }(" + classValue.text + ")"
    return Expr(text: text, type: .object(root), isOptional: true, isAtomic: true)
  }

  /// `[value conformsToProtocol:@protocol(P)]` as Swift asks it (`value is P`; a class's, `C.self
  /// is P.Type`); nil for a protocol not named by `@protocol(…)`.
  func conformanceTest(_ receiver: Receiver, _ argument: ClangNode) -> Expr? {
    let node = unwrapped(argument)
    guard node.kind == "ObjCProtocolExpr", let name = node["protocol.name"] else { return nil }
    let proto =
      name == "NSObject" ? "NSObjectProtocol" : swiftClassName(module.protocolName(name))
    if receiver.isClass {
      let type = receiver.text == "self" ? "self" : receiver.text + ".self"
      return Expr(text: "(" + type + " is " + proto + ".Type)", type: .bool)
    }
    return Expr(text: "(" + receiver.text + " is " + proto + ")", type: .bool)
  }

  /// The class `super` names in the method being translated: the superclass of its class,
  /// which for a category of a framework class (`@implementation UIButton (Activity)`) is the
  /// framework's (`UIControl`), as Objective-C sends `[super setEnabled:]` there.
  var contextSuperclass: String? {
    guard let className = context?.className else { return nil }
    return module.classes[className]?.superclass ?? names.superclassName(of: className)
  }

  /// The class name a value's members are looked up on.
  func ownerName(_ type: SwiftType) -> String? {
    switch type {
    case .object(let name), .foundationObject(let name), .structure(let name): name
    case .string: "NSString"
    case .array: "NSArray"
    case .set: "NSSet"
    case .dictionary: "NSDictionary"
    case .instanceType: context?.className
    case .existential(let name) where !name.contains("&"):
      // A framework protocol the type names as Swift does (`URLSessionDataDelegate`): its
      // members are the table's under its Objective-C name.
      module.classes[name] != nil ? name : names.protocolObjCName(swiftName: name) ?? name
    default: nil
    }
  }

  /// The framework classes other than `first` that declare the property `selector` as it
  /// does, each with its Swift name (`NSNumber`'s `integerValue` is Swift's `intValue`,
  /// `NSString`'s keeps its name), none a subclass of another (a cast to the superclass
  /// reaches it).
  func dispatchClasses(_ selector: String, isClass: Bool, besides first: String)
    -> [(className: String, swiftName: String)]
  {
    // Declared alike (the type and name, whatever the attributes), so that one expression
    // reads them all.
    func declared(_ cls: String) -> (swift: String, declaration: String)? {
      guard let row = names.member(selector: selector, owner: cls, isClass: isClass),
        row.kind == .property || row.kind == .classProperty
      else { return nil }
      let declaration = row.declaration.replacingOccurrences(
        of: #"^@property\s*(\([^)]*\))?\s*"#, with: "", options: .regularExpression)
      return (row.swift, declaration)
    }
    guard let wanted = declared(first)?.declaration else { return [] }
    let declaring = names.declaringClasses(of: selector, isClass: isClass).compactMap { cls in
      declared(cls).flatMap { $0.declaration == wanted ? (cls, $0.swift) : nil }
    }
    let kept = Set(topmost(declaring.map(\.0).filter { $0 != first }, besides: first))
    return declaring.filter { kept.contains($0.0) }
  }

  /// The class to look a member of `owner` up on in the façade's table: the module's own
  /// classes are not in it, their nearest façade ancestor is.
  func tableOwner(_ owner: String?) -> String {
    guard let owner else { return "" }
    if module.classes[owner]?.isOwn == true { return module.frameworkAncestor(of: owner) ?? owner }
    return owner
  }

  /// The class a class message's receiver names, as clang spells its type: without
  /// lightweight generics (`NSMutableDictionary<NSString *,id>`), and a typedef of a class
  /// (`typedef NSMutableDictionary<NSString *, id> Configuration;`) as that class.
  func receiverClass(_ spelling: String) -> String {
    var name = spelling
    if let typedef = module.typedefs[name] { name = typedef }
    if let open = name.firstIndex(of: "<") { name = String(name[..<open]) }
    return name.trimmingCharacters(in: CharacterSet(charactersIn: " *"))
  }

  /// Swift's name for an Objective-C class used as a type or receiver.
  /// A framework class Swift imports with generic parameters (`NSMapTable`, `NSCache`) is
  /// specialized as `superclassSpelling` specializes a superclass, each parameter
  /// `AnyObject`, since Swift requires the arguments Objective-C leaves out
  /// (`NSMapTable *table` is `NSMapTable<AnyObject, AnyObject>`).
  func swiftClassName(_ name: String) -> String {
    if name == "NSString" { return "String" }
    if module.classes[name]?.isOwn == true { return name }
    let swift = names.swiftClassName(name) ?? name
    let parameters = names.genericParameters(of: name)
    guard !parameters.isEmpty, !swift.contains("<") else { return swift }
    return swift + "<" + parameters.map { _ in "AnyObject" }.joined(separator: ", ") + ">"
  }

  /// Foundation classes whose objects Swift's importer gives as value types of other members
  /// (`NSCalendar *` is `Calendar`, whose methods are not `NSCalendar`'s): a translation keeps
  /// the objects, and converts with `as` where a framework member gives or takes the value
  /// (`-[NSDateInterval compare:]` takes a `DateInterval`). `NSURLRequest`'s `URLRequest` is
  /// FoundationNetworking's on Linux, which the UIKit façade re-exports, as `as` bridges it.
  static let bridgedObjectValues = [
    "NSCalendar": "Calendar", "NSDateComponents": "DateComponents", "NSTimeZone": "TimeZone",
    "NSCharacterSet": "CharacterSet", "NSLocale": "Locale", "NSDateInterval": "DateInterval",
    "NSUUID": "UUID", "NSNotification": "Notification", "NSURLComponents": "URLComponents",
    "NSURLQueryItem": "URLQueryItem", "NSPersonNameComponents": "PersonNameComponents",
    "NSURLRequest": "URLRequest",
  ]

  /// `value` given to a framework property: an object Swift takes as a bridged value
  /// (`dateFormatter.timeZone = tz`, a `TimeZone`) converted to it.
  func bridgedForFramework(_ value: Expr) -> SwiftType {
    guard case .object(let cls) = value.type, let bridged = Self.bridgedObjectValues[cls] else {
      return value.type
    }
    return .unknown(bridged)
  }

  /// Foundation's mutable classes, by the immutable class each inherits from.
  static let mutableFoundationClasses = [
    "NSMutableArray": "NSArray", "NSMutableDictionary": "NSDictionary", "NSMutableSet": "NSSet",
    "NSMutableString": "NSString",
  ]

  func isInitSelector(_ selector: String) -> Bool {
    selector == "init"
      || (selector.hasPrefix("init") && selector.dropFirst(4).first?.isUppercase == true)
  }

  /// Whether a method or message of `selector` returning `resultType` (clang's spelling) is
  /// an initializer: of the `init` family and returning an object, as clang assigns the
  /// family (`- (void)initMaskView` is an ordinary method).
  /// `[image respondsToSelector:@selector(imageWithRenderingMode:)]`, a selector the
  /// framework class the receiver is (or inherits from) declares: YES unless the receiver is
  /// nil, as the SDK's class answers it (code checks so for a method newer than the iOS it
  /// once ran on). The agent's runtime knows the module's own selectors, not the framework's,
  /// and would answer NO. Nil for any other receiver or selector (the runtime answers).
  func frameworkResponds(_ receiver: Receiver, _ argument: ClangNode) -> Expr? {
    let selectorNode = unwrapped(argument)
    guard selectorNode.kind == "ObjCSelectorExpr", let asked = selectorNode["selector"],
      !receiver.isSuper, let owner = receiver.owner,
      let ancestor = module.frameworkAncestor(of: owner),
      let row = names.member(selector: asked, owner: ancestor, isClass: receiver.isClass),
      !row.isProtocolMember,
      // A class of the module that answers `respondsToSelector:` itself is asked.
      !module.lineage(of: owner).contains(where: {
        $0.isOwn
          && module.implemented.contains(
            $0.name + (receiver.isClass ? " +" : " -") + "respondsToSelector:")
      })
    else { return nil }
    // The row of a class `ancestor` inherits from, not of any class that has the selector.
    var current: String? = ancestor
    var seen: Set<String> = []
    var declared = false
    while let n = current, seen.insert(n).inserted, !declared {
      declared = n == row.owner
      current = names.superclassName(of: n)
    }
    guard declared else { return nil }
    if receiver.isOptional {
      return Expr(text: "(" + receiver.text + " != nil)", type: .bool)
    }
    return Expr(text: "true", type: .bool)
  }

  func isInitializer(_ selector: String, resultType: String?) -> Bool {
    guard isInitSelector(selector) else { return false }
    guard let resultType else { return true }
    switch read(resultType).type {
    case .void, .bool, .integer, .floating, .structure, .enumeration: return false
    default: return true
    }
  }

  /// Whether `node` is the class of the method's receiver: `self` in a class method,
  /// `[self class]` or `self.class`, whose `alloc` makes the class by its name.
  private func namesSelfClass(_ node: ClangNode) -> Bool {
    var n = node
    while n.kind == "ParenExpr" || n.kind == "ImplicitCastExpr" || n.kind == "PseudoObjectExpr",
      let c = n.children.first
    {
      n = unwrapped(c)
    }
    if n.kind == "DeclRefExpr" { return n["referencedDecl.name"] == "self" }
    guard n["selector"] == "class" || n["getter.name"] == "class",
      var receiver = n.children.first.map(unwrapped)
    else { return false }
    while receiver.kind == "OpaqueValueExpr" || receiver.kind == "ImplicitCastExpr",
      let c = receiver.children.first
    {
      receiver = unwrapped(c)
    }
    return receiver.kind == "DeclRefExpr" && receiver["referencedDecl.name"] == "self"
  }

  /// `[[cls alloc] initWithFrame:f]` and `[[cls alloc] init]` of a class object other than the
  /// receiver's own (`Class c = NSClassFromString(name);`): the class the object is, made as
  /// Objective-C makes it, through the runtime's factories (`__easelInit(frame:)` of a view,
  /// `__easelInit()` of any object), nil when it is no such class, as a message to nil gives.
  /// Another initializer sent so is a located error: Swift calls an initializer through a
  /// metatype only when it is `required`.
  private func initializerOfClassObject(
    _ node: ClangNode, _ cls: ClangNode, _ arguments: [ClangNode]
  ) -> Expr {
    let object = expr(cls).operand
    switch node["selector"] {
    case "initWithFrame:" where arguments.count == 1:
      let frame = convert(expr(arguments[0]), to: .structure("CGRect"), allowsNil: false)
      return Expr(
        text: "(" + object + " as? UIView.Type)?.__easelInit(frame: " + frame.text + ")",
        type: .object("UIView"), isOptional: true)
    case "init":
      return Expr(
        text: "(" + object + " as? NSObject.Type)?.__easelInit()", type: .object("NSObject"),
        isOptional: true)
    default:
      guard let selector = node["selector"],
        case let roots = classValueRoots(selector, isClass: false), !roots.isEmpty
      else {
        return untranslated(
          "an initializer that no class of the module or the framework declares, sent to a "
            + "class object", at: node)
      }
      return classValueInitializer(
        node, classValue: expr(cls), selector, roots: roots, arguments, forcingInitializer: true)
    }
  }

  private func send(
    _ node: ClangNode, _ selector: String, _ receiver: Receiver, _ argumentNodes: [ClangNode],
    forcingInitializer: Bool
  ) -> Expr {
    let arity = selector.filter { $0 == ":" }.count
    let ownVariadic =
      receiver.owner.flatMap { module.method(selector, isClass: receiver.isClass, on: $0) }?
      .isVariadic == true
    if let raised = formattedRaise(selector, receiver, argumentNodes) { return raised }
    if let made = superFactory(selector, receiver) {
      if let dynamic = superFactoryOfReceivingClass(
        node, selector, made, argumentNodes, forcingInitializer: forcingInitializer)
      {
        return dynamic
      }
      // An object of the class made (an initializer's result is the class it makes).
      var e = send(node, selector, made, argumentNodes, forcingInitializer: forcingInitializer)
      if case .object = e.type, let cls = context?.className { e.type = .object(cls) }
      return e
    }
    if argumentNodes.count > arity, !ownVariadic {
      if let literal = nilTerminatedCollection(selector, receiver, argumentNodes) {
        return literal
      }
      if let formatted = formatMessage(selector, receiver, argumentNodes) { return formatted }
      return untranslated(
        "a variadic message (`\(selector)`: Swift cannot call an Objective-C variadic method "
          + "other than the module's own; only the format and nil-terminated list messages are "
          + "known)",
        at: node)
    }
    // `[super load]`, `[super initialize]`: NSObject's, which do nothing, unless a class of
    // the module above has its own, which the agent has already run once.
    if receiver.isSuper, receiver.isClass, Self.runtimeHook(selector, category: nil) != nil {
      if let owner = receiver.owner, module.method(selector, isClass: true, on: owner) != nil {
        return untranslated("`[super \(selector)]` of a superclass with its own", at: node)
      }
      return Expr(text: "_ = ()", type: .void, isAtomic: false)
    }
    if let sent = categoryProtocolMessage(node, selector, receiver, argumentNodes) {
      return sent
    }
    if selector == "respondsToSelector:",
      let answer = frameworkResponds(receiver, argumentNodes[0])
    {
      return answer
    }
    if selector == "conformsToProtocol:", let test = conformanceTest(receiver, argumentNodes[0]) {
      return test
    }
    // A block literal given to a framework method (not one of the module's, nor an
    // enumeration translated into a loop, which calls the block itself) takes Swift's
    // imported parameter types, whatever the receiver's static type (`[[array copy]
    // enumerateObjectsUsingBlock:…]` sends it to `id`, which no loop enumerates).
    let ownMethod = receiver.owner.flatMap {
      module.method(selector, isClass: receiver.isClass, on: $0)
    }
    let savedBlocksGoToFramework = blocksGoToFramework
    blocksGoToFramework =
      ownMethod == nil
      && !(Self.enumerationSelectors.contains(selector)
        && Self.enumeratedCollections.contains(receiver.owner ?? ""))
    var arguments = argumentNodes.map(expr)
    blocksGoToFramework = savedBlocksGoToFramework
    // `nil` given for a framework class's object (`registerNib:nil forCell…`) is typed as the
    // parameter clang converts it to: Swift's overloads of one name (`register(_:forCell…)`
    // takes a class or a nib) cannot tell an untyped nil apart.
    for (i, node) in argumentNodes.enumerated() where ownMethod == nil && isNullPointer(node) {
      let type = read(node.type).type
      var spelled: String
      switch type {
      case .anyClass: spelled = "AnyClass"
      case .object(let cls) where module.classes[cls]?.isOwn != true && swiftClassName(cls) == cls:
        spelled = cls
      default: continue
      }
      arguments[i] = Expr(text: "(nil as " + spelled + "?)", type: type, isOptional: true)
    }
    // A framework initializer Swift declares as a convenience one: what its body runs, with
    // the superclass's designated initializer (`frameworkConvenience`). One whose body the
    // façade's table does not restate has nothing a Swift subclass may call in its place.
    if receiver.isSuper, !receiver.isClass, let cls = context?.className,
      let convenience = frameworkConvenience(selector, in: cls)
    {
      guard
        let body = frameworkSuperBody(
          convenience, arguments: arguments.map(\.text), in: cls)
      else {
        return untranslated(
          "`[super \(selector)]` (\(convenience.className)'s `\(convenience.swiftName)` is a "
            + "convenience initializer, which a Swift subclass cannot call, and Easel does not "
            + "know which designated one it runs)", at: node)
      }
      if selector == "init", context?.superInitDelegatesToSelf == true,
        body.hasPrefix("super.init(")
      {
        return Expr(text: "self.init(" + body.dropFirst("super.init(".count), type: .void)
      }
      return Expr(text: body, type: .void)
    }
    if let special = valueTypeMessage(selector, receiver, arguments) { return special }
    // A category method of `NSArray` (`NSDictionary`, `NSSet`, `NSString`) sent to a mutable
    // one: the category is the Swift value type's extension, which the mutable class's object
    // reaches as that value (`(items as? [Any])?.safeObject(at: 0)`), as in Objective-C, where
    // the mutable class inherits the category.
    var owner = receiver.owner
    var valueCast: String?
    if !receiver.isClass, let o = owner, let immutable = Self.mutableFoundationClasses[o],
      module.classes[immutable]?.methods[ObjCClassInfo.key(selector, isClass: false)] != nil,
      let cast = ObjCModule.bridgedValueCastTypes[immutable]
    {
      owner = immutable
      valueCast = cast
    }
    var (resolved, castOwner) = resolve(
      selector, owner: owner, isClass: receiver.isClass && !forcingInitializer,
      argumentTypes: arguments.map(\.type))
    if forcingInitializer, case .method(let name, let parameters) = resolved {
      resolved = .initializer(name, parameters: parameters)
    }
    var (resultType, resultNullability) = read(node.type)
    if let generic = genericResult(selector, receiver) { resultType = generic }
    if let unsigned = unsignedNameResult(selector, node.type, receiver) { resultType = unsigned }
    let ownResult = ownMemberResult(selector, receiver)
    var base = receiver.text
    // A framework class method of a class Swift gives as a value type (`+[NSURL
    // fileURLWithPath:]`) is the class's, as Swift's importer declares it: `NSURL.fileURL(withPath:)`
    // (`URL` has no such member, on iOS or here); its initializers stay the value type's.
    if receiver.isClass, !receiver.isSuper, case .method = resolved, let o = receiver.owner,
      ObjCEssentialNames.bridgedValueTypes[o] != nil,
      module.method(selector, isClass: true, on: o) == nil
    {
      base = o
    }
    var optional = receiver.isOptional
    var access = receiver.access
    if let castOwner,
      receiver.owner == nil || module.classes[receiver.owner ?? ""]?.isProtocol == true
    {
      // A category method of `NSArray` is the value type's (`x as? [Any]`).
      let castType =
        module.classes[castOwner]?.methods[ObjCClassInfo.key(selector, isClass: receiver.isClass)]
          != nil ? ObjCModule.bridgedValueCastTypes[castOwner] : nil
      base = "(" + base + " as? " + (castType ?? swiftClassName(castOwner)) + ")"
      optional = true
      access = "?."
    } else if !receiver.isClass, !receiver.isSuper, let o = receiver.owner,
      ObjCModule.bridgedValueCategoryTypes[o] != nil,
      let row = names.member(selector: selector, owner: "NSObject", isClass: false),
      row.owner == "NSObject", row.kind == .instanceMethod
    {
      // NSObject's methods (`isKindOfClass:`, `isEqual:`, `respondsToSelector:` …) sent to an
      // object Swift gives as a value (`NSIndexPath *` is `IndexPath`, `NSArray *` is `[Any]`,
      // which have no `isKind(of:)`) go to the Foundation object the value bridges to, which
      // answers them as the class does on iOS: `(indexPath as NSIndexPath).isKind(of:
      // NSIndexPath.self)`.
      base = "(" + base + " as " + o + (receiver.isOptional ? "?)" : ")")
      // The parentheses end a chain the receiver continued (`(a?.path as NSIndexPath?)`):
      // the member is reached with `?.` again.
      if receiver.isOptional { access = "?." }
    } else if !receiver.isClass, !receiver.isSuper, let o = receiver.owner,
      ObjCModule.unrootedFrameworkClasses.contains(o),
      let row = names.member(selector: selector, owner: o, isClass: false),
      row.owner == "NSObject", row.kind == .instanceMethod || row.kind == .property
    {
      // NSObject's methods sent to an object of a class iOS roots in NSObject and Linux does
      // not (`[[NSNotificationCenter defaultCenter] removeObserver:self forKeyPath:k]`, which
      // Swift finds on no member of `NotificationCenter`) go to the object's stand-in, an
      // NSObject answering for it; the class questions, which a subclass of Linux's NSObject
      // cannot answer, to the object's class.
      let asksClass = ["isKindOfClass:", "isMemberOfClass:"].contains(selector)
      base = "ObjCNSObjectStandIn." + (asksClass ? "kind(of: " : "object(for: ") + base + ")"
    } else if let object = bridgedFoundationObject(base, receiver, selector) {
      base = object
    } else if !receiver.isClass, !receiver.isSuper, receiver.owner == "NSArray",
      case .array? = receiver.type, Self.foundationArrayMethods.contains(selector)
    {
      // `NSArray`'s methods Swift's `Array` has no counterpart of (`subarrayWithRange:`) go to
      // the Foundation object the array bridges to, as on iOS: `(words as NSArray)
      // .subarray(with: range)`. Its generic results are `[Any]` and `Any` in Swift, cast
      // where they are used (`genericResult`).
      base = "(" + base + " as NSArray" + (receiver.isOptional ? "?)" : ")")
      // The parentheses end a chain the receiver continued
      // (`(self.collectionView?.indexPathsForVisibleItems as NSArray?)`): reached with `?.`.
      if receiver.isOptional { access = "?." }
      if let row = names.member(selector: selector, owner: "NSArray", isClass: false),
        let spelling = ObjCDeclarationTypes.result(row.declaration),
        ObjCTypeReader.genericParameters.contains(where: { spelling.contains($0) })
      {
        resultType = read(spelling).type
      }
    } else if let valueCast {
      // A mutable string is always a `String` (`as`); a collection's elements are cast.
      let always = valueCast == "String" && !receiver.isOptional
      base = "(" + base + (always ? " as " : " as? ") + valueCast + ")"
      optional = !always
      access = always ? "." : "?."
    }

    // clang types a message to a receiver that may be nil as nullable (it returns nil then),
    // which inside a chain is the chain's nil. What Swift's method returns is what the SDK
    // declares, and its headers are audited (`NS_ASSUME_NONNULL_BEGIN`, which the table's
    // declarations do not repeat): a framework method's result without a nullability word is
    // not optional (`substring(with:)`), so the chain goes on after it with `.`; likewise a
    // method of the module's own that it declares nonnull (a data source's
    // `-calendarView:eventsForDate:` in `NS_ASSUME_NONNULL_BEGIN`).
    if optional, case .method = resolved, resultType.isReference, resultNullability == .nullable,
      let owner = receiver.owner
    {
      if let ownResult {
        if ownResult == .nonnull { resultNullability = .nonnull }
      } else if let row = names.member(
        selector: selector, owner: owner, isClass: receiver.isClass),
        let result = ObjCDeclarationTypes.method(row.declaration)?.result,
        !["nullable", "_Nullable", "null_unspecified", "_Null_unspecified"].contains(where: {
          result.contains($0)
        })
      {
        resultNullability = .nonnull
      }
    }
    switch resolved {
    case .property(let name, let isSetter):
      if isSetter, arguments.count == 1, !receiver.isClass,
        let owner = castOwner ?? receiver.owner,
        let (property, type) = widerSetter(
          ObjCImporterNames.lowerFirst(String(selector.dropFirst(3).dropLast())), on: owner)
      {
        // A setter taking a wider object than its property: its own method, given the
        // value as written, before clang's cast to the property's declared setter's class.
        var written = arguments[0]
        if var node = argumentNodes.first.map(unwrapped) {
          while node.kind == "ImplicitCastExpr", node["castKind"] == "BitCast",
            let inner = node.children.first
          {
            node = inner
          }
          written = expr(node)
        }
        let v = convert(written, to: type, allowsNil: true)
        return Expr(
          text: base + access + Self.widerSetterPrefix + property.swiftName + "(" + v.text + ")",
          type: .void, isAtomic: false)
      }
      if isSetter, let value = arguments.first {
        var target = read(argumentNodes.first.map(unwrapped)?.type)
        var wanted = bridgedForFramework(value)
        // A selector set on a framework property (`[invocation setSelector:pair.action]`, a
        // `SEL` clang gives no nullability): the SDK's headers are audited, so Swift's
        // property is `Selector`, which a value that may be nil is unwrapped for.
        if target.type == .selector, target.nullability == .unspecified {
          target.nullability = .nonnull
        }
        // A generic result Swift gives as `Any` (`genericResult`), cast to the class clang
        // specializes it to.
        if value.type == .any, case .string = target.type { wanted = target.type }
        if value.type == .any, case .object = target.type { wanted = target.type }
        // A string where the setter takes a typed string (`NS_TYPED_ENUM`'s
        // `CAMediaTimingFillMode`, `[transition setFillMode:@"extended"]`, which clang leaves
        // uncast, the typedef being `NSString *`): Swift's struct made from it, as a dot's
        // assignment gives it.
        if value.type == .string, let owner = castOwner ?? receiver.owner,
          let row = names.member(
            selector: ObjCImporterNames.lowerFirst(String(selector.dropFirst(3).dropLast())),
            owner: owner, isClass: receiver.isClass),
          let spelling = ObjCDeclarationTypes.result(row.declaration),
          case .typedString = read(spelling).type
        {
          wanted = read(spelling).type
        }
        let v = convert(value, to: wanted, allowsNil: target.nullability != .nonnull)
        // A framework property set through `id` (`[days[0] setFrame:r]`) that several
        // unrelated classes declare: set on whichever class the object is, as the runtime
        // sends the setter to whatever it is, as reads try each class.
        if let castOwner, receiver.owner == nil, module.classes[castOwner]?.isOwn != true,
          selector.hasPrefix("set"), selector.hasSuffix(":")
        {
          let property = ObjCImporterNames.lowerFirst(String(selector.dropFirst(3).dropLast()))
          let others = dispatchClasses(property, isClass: receiver.isClass, besides: castOwner)
            .filter {
              names.member(selector: property, owner: $0.className, isClass: receiver.isClass)?
                .declaration.contains("readonly") == false
            }
          if !others.isEmpty {
            let sets = ([(castOwner, name)] + others.map { ($0.className, $0.swiftName) }).map {
              "if let easelObject = " + receiver.text + " as? " + swiftClassName($0.0)
                + " { easelObject." + $0.1 + " = " + v.text + " }"
            }
            return Expr(
              text: "({ () -> Void in " + sets.joined(separator: " else ") + " })()",
              type: .void, isAtomic: false)
          }
        }
        return Expr(text: base + access + name + " = " + v.text, type: .void, isAtomic: false)
      }
      var getter = base + access + name
      // A framework property read through `id` (`[calendars[0] frame]`) that several
      // unrelated classes declare (`UIView`'s and `CALayer`'s `frame`): Objective-C's runtime
      // sends it to whatever the object is, so each class is tried in turn, not only the
      // first the table names.
      if let castOwner, receiver.owner == nil, module.classes[castOwner]?.isOwn != true {
        let others = dispatchClasses(selector, isClass: receiver.isClass, besides: castOwner)
        if !others.isEmpty {
          let reads = others.map {
            "(" + receiver.text + " as? " + swiftClassName($0.className) + ")?." + $0.swiftName
          }
          getter = "(" + ([getter] + reads).joined(separator: " ?? ") + ")"
        }
      }
      let e = finish(
        getter, resultType, resultNullability, chained: optional,
        declaredAs: ownResult)
      // An `@optional` requirement's property of a framework protocol sent as a message
      // (`[[[UIApplication sharedApplication] delegate] window]`) is `UIWindow??`, as read by a
      // dot (`propertyGet`); a `return` of it failed swiftc's diagnosis.
      if case .existential(let proto)? = receiver.type, module.classes[proto]?.isOwn != true,
        resultType.isReference, resultNullability == .nullable
      {
        return Expr(text: "(" + e.text + " ?? nil)", type: resultType, isOptional: true)
      }
      return e
    case .initializer(let name, let parameters):
      let throwing = Self.dropsErrorParameter(selector, labels: name.labels, arguments)
      let args = argumentList(name.labels, throwing ? arguments.dropLast() : arguments, parameters)
      if receiver.isSuper || (receiver.text == "self" && context?.isInitializer == true) {
        return Expr(text: receiver.text + ".init(" + args + ")", type: .void, isAtomic: true)
      }
      // An `NSString` or `NSData` initializer Swift's `String` or `Data` lacks
      // (`init(string:)`, `init(contentsOfFile:)`): the Foundation object, made as Swift's
      // importer names its initializer, then bridged to the value.
      let bridgedObject =
        receiver.isClass
        ? Self.valueInitializers[receiver.text].flatMap {
          $0.kept.contains(name.description) ? nil : $0.object
        } : nil
      let bridgedString = bridgedObject != nil && receiver.text == "String"
      // A metatype value (`self` in a class method, `[self colorWithRed:…]` of a category's
      // factory; an object's class) is called as `.init(…)`, which Swift allows only for a
      // required initializer (the façade's `UIColor.init(red:green:blue:alpha:)`); for
      // another (`UIImage(named:)`) the class itself makes the object, as Swift can.
      var typeName =
        bridgedObject
        ?? (receiver.isClass ? receiver.text : "Swift.type(of: " + receiver.text + ")")
      if bridgedObject == nil, !receiver.isClass || receiver.text == "self" {
        if let owner = receiver.owner, !isRequiredFacadeInitializer(name.description, of: owner) {
          typeName = swiftClassName(owner)
        } else {
          typeName += ".init"
        }
      }
      // `[[NSCalendar alloc] initWithCalendarIdentifier:…]`, `_Nullable` in the SDK, is Swift's
      // `init?`; the module's own initializers are `init!` (`FileTranslator+Classes`).
      let framework = receiver.owner.map { module.classes[$0]?.isOwn != true } ?? false
      let forced = forcingInitializer && !framework
      let failable = resultNullability == .nullable && !forced
      if failable || framework, !throwing, let parameters,
        let bound = nilArgumentsBound(
          arguments, parameters, labels: name.labels, typeName,
          bridgedTo: bridgedObject.map { _ in receiver.text }, objectsOnly: !failable)
      {
        return Expr(text: bound, type: receiver.owner.map { .object($0) } ?? resultType,
          isOptional: true, isAtomic: false)
      }
      var made = typeName + "(" + Self.emptyInitializerArguments(typeName, args) + ")"
      // An initializer of the module that may replace the object it was sent to: the caller
      // gets the replacement (`ObjCInitializerReplacement`), as Objective-C's `alloc`/`init`.
      if let owner = receiver.owner, module.classes[owner]?.isOwn == true,
        module.replacesSelf(owner)
      {
        made = "ObjCInitializerReplacement.take(" + made + ")"
      }
      if bridgedObject != nil {
        made = "(" + made + " as " + receiver.text + (failable ? "?)" : ")")
      }
      return Expr(
        text: throwing ? "(try? " + made + ")" : made,
        type: bridgedString ? .string : receiver.owner.map { .object($0) } ?? resultType,
        isOptional: throwing || failable)
    case .method(let name, let parameters)
    where Self.dropsErrorParameter(
      selector, labels: name.labels, arguments):
      // Swift imports the method as `throws`, without its `NSError **` parameter: it
      // failed when it throws, as it returned NO or nil. The error itself is not given back.
      let args = argumentList(name.labels, arguments.dropLast(), parameters)
      let call = "try? " + base + access + name.base + "(" + args + ")"
      switch resultType {
      case .bool: return Expr(text: "((" + call + ") != nil)", type: .bool)
      case .void: return Expr(text: "_ = " + call, type: .void, isAtomic: false)
      default: return Expr(text: "(" + call + ")", type: resultType, isOptional: true)
      }
    case .method(var name, let parameters):
      var arguments = arguments
      var bound: [(name: String, value: Expr)] = []
      if resultType == .void, let parameters,
        receiver.owner.flatMap({ module.method(selector, isClass: receiver.isClass, on: $0) })
          == nil
      {
        // An object that may be nil given to a framework method declaring it nonnull
        // (`[self addSubview:self.cancelButton]` of a nullable button): Objective-C sends the
        // message with nil, which UIKit ignores; the call is made only with a value, where
        // the translation unwrapped it and trapped.
        for (i, node) in argumentNodes.enumerated()
        where i < parameters.count && parameters[i].nullability == .nonnull
          && parameters[i].type.isObjectLike
        {
          // The value before clang's cast to the parameter's nonnull type; one declared with
          // no nullability (`@property (weak) Knob *handler;` outside an audited header) is
          // Swift's implicitly unwrapped optional, which Swift would unwrap for the call.
          let value = expr(withoutImplicitCasts(node))
          guard value.mayBeNil, value.text != "nil" else { continue }
          switch value.type {
          case .object, .existential: break
          default: continue
          }
          let name = "nonnil\(i)"
          bound.append((name, value))
          arguments[i] = Expr(text: name, type: value.type)
        }
      }
      // A hashed key (`hashedKeys`) is converted from the argument as written, not from
      // clang's cast to `id<NSCopying>`, which Swift cannot hash.
      let boundNames = Set(bound.map(\.name))
      for (i, parameter) in (parameters ?? []).enumerated()
      where parameter.type == .unknown("AnyHashable") && i < argumentNodes.count {
        arguments[i] = uncastArguments([argumentNodes[i]], [arguments[i]], bound: boundNames)[0]
      }
      let args = argumentList(name.labels, arguments, parameters)
      if receiver.isSuper,
        let next = superCategoryName(selector, isClass: receiver.isClass, base: name.base)
      {
        name.base = next  // an override of a category method: the next implementation up
      }
      // An `@optional` protocol requirement is called with `?()`.
      let isOptional =
        receiver.owner.flatMap { module.method(selector, isClass: receiver.isClass, on: $0) }?
        .isOptional ?? false
      // A framework method sent to `id` that unrelated classes declare goes to whichever of
      // them the object is, as Objective-C's runtime sends it (`idMethodDispatch`).
      if let castOwner, receiver.owner == nil, !receiver.isClass, !isOptional,
        module.classes[castOwner]?.isOwn != true,
        module.classes[castOwner]?.methods[ObjCClassInfo.key(selector, isClass: false)] == nil,
        !selector.hasPrefix("performSelector:"),
        let sent = idMethodDispatch(
          selector, receiver, first: castOwner, argumentNodes, arguments,
          bound: Set(bound.map(\.name)), result: resultType)
      {
        return bound.isEmpty ? sent : nilTolerantCall(sent, bound)
      }
      var text = base + access + name.base + (isOptional ? "?(" : "(") + args + ")"
      if isOptional { optional = true }
      // `performSelector:…afterDelay:` (and the other delayed and thread forms) return
      // nothing; only the immediate ones return the object, as Swift's `Unmanaged`.
      if selector.hasPrefix("performSelector:"), resultType != .void {
        text += "?.takeUnretainedValue()"
        return Expr(text: text, type: .any, isOptional: true)
      }
      if let narrowed = instanceTypeResult(selector, receiver, resultType) {
        return finish(
          "(" + text + " as? " + narrowed + ")", resultType, .nullable, chained: optional)
      }
      if !bound.isEmpty { return nilTolerantCall(Expr(text: text, type: .void), bound) }
      return finish(text, resultType, resultNullability, chained: optional, declaredAs: ownResult)
    }
  }

  /// Whether the façade declares `swiftName` (`init(red:green:blue:alpha:)`) a required
  /// initializer of `cls` or of the nearest superclass declaring it.
  func isRequiredFacadeInitializer(_ swiftName: String, of cls: String) -> Bool {
    var next: String? = cls
    var seen: Set<String> = []
    while let c = next, seen.insert(c).inserted {
      if let i = FacadeInitializers.shared.initializer(swiftName, of: swiftClassName(c)) {
        return i.kind == .required
      }
      next = names.superclassName(of: c) ?? module.classes[c]?.superclass
    }
    return false
  }

  /// The initializers Foundation gives Swift's `String` of those Swift's importer names for
  /// `NSString`'s factories and `init` methods; `NSString`'s others (`init(string:)`,
  /// `init(characters:length:)`) are the class's only.
  static let stringInitializers: Set<String> = [
    "init()", "init(format:)", "init(format:arguments:)", "init(format:locale:)",
    "init(format:locale:arguments:)", "init(utf8String:)", "init(validatingUTF8:)",
    "init(cString:encoding:)", "init(data:encoding:)", "init(bytes:encoding:)",
    "init(bytesNoCopy:length:encoding:freeWhenDone:)", "init(utf16CodeUnits:count:)",
    "init(utf16CodeUnitsNoCopy:count:freeWhenDone:)", "init(contentsOfFile:encoding:)",
    "init(contentsOfFile:usedEncoding:)", "init(contentsOf:encoding:)",
    "init(contentsOf:usedEncoding:)",
  ]

  /// The Foundation classes Swift bridges to a value type whose initializers the value lacks
  /// in part, by the value's name: the class, and the initializers the value has under the
  /// name Swift's importer gives the class's.
  static let valueInitializers: [String: (object: String, kept: Set<String>)] = [
    "String": ("NSString", stringInitializers), "Data": ("NSData", dataInitializers),
    "IndexSet": ("NSIndexSet", indexSetInitializers),
  ]

  /// The initializers Foundation gives Swift's `IndexSet` of those Swift's importer names for
  /// `NSIndexSet`'s factories and `init` methods: only `init()`. `IndexSet`'s own take other
  /// labels (`init(integer:)`, `init(integersIn:)`), so `[NSIndexSet indexSetWithIndex:i]`
  /// is `(NSIndexSet(index: i) as IndexSet)`.
  static let indexSetInitializers: Set<String> = ["init()"]

  /// The initializers Foundation gives Swift's `Data` of those Swift's importer names for
  /// `NSData`'s factories and `init` methods; `NSData`'s others (`init(contentsOfFile:)`,
  /// `init(bytes:length:)`, `init(data:)`) are the class's only.
  static let dataInitializers: Set<String> = [
    "init()", "init(contentsOf:options:)", "init(base64Encoded:options:)",
  ]

  /// The class to cast a module method's `instancetype` result to: Objective-C types it as the
  /// receiver's static class (`[super ibr_loadFromNib]` in a `UIView` subclass, `[Cell make]`),
  /// and Swift's declaration returns the class that implements the method (`UIView!`), so a
  /// result clang types as a subclass of that is narrowed to it (`as? Cell`). Nil for any
  /// other message.
  func instanceTypeResult(_ selector: String, _ receiver: Receiver, _ resultType: SwiftType)
    -> String?
  {
    guard case .object(let cls) = resultType, let owner = receiver.owner else { return nil }
    let key = ObjCClassInfo.key(selector, isClass: receiver.isClass)
    guard
      let declaring = module.lineage(of: owner).first(where: { $0.methods[key] != nil }),
      declaring.methods[key]?.result.type == .instanceType, declaring.name != cls,
      module.lineage(of: cls).contains(where: { $0.name == declaring.name })
    else { return nil }
    return swiftClassName(cls)
  }

  /// What a message to a Foundation collection object (`NSMutableArray`, which Swift keeps a
  /// class) gives in Swift where the framework declares a generic result: clang specializes
  /// `- (NSArray<ObjectType> *)filteredArrayUsingPredicate:` for an
  /// `NSMutableArray<NSString *> *` receiver, but Swift's class has no element type, so the
  /// result is `[Any]` (or `Any` for `ObjectType`), cast where it is used. Nil for other
  /// messages.
  func genericResult(_ selector: String, _ receiver: Receiver) -> SwiftType? {
    guard !receiver.isClass, var owner = receiver.owner,
      Self.genericObjectClasses.contains(owner)
    else { return nil }
    var row = names.member(selector: selector, owner: owner, isClass: false)
    let found = row
    while row.map({ $0.owner != owner }) ?? true, let next = names.superclassName(of: owner) {
      owner = next
      row = names.member(selector: selector, owner: owner, isClass: false)
    }
    // An immutable superclass's member (`-[NSArray firstObject]`) is the Swift value's there
    // (`first`), without the class's declaration: the one first found has it.
    if row?.declaration.isEmpty ?? true { row = found }
    guard let row, row.kind == .instanceMethod || row.kind == .property,
      let spelling = ObjCDeclarationTypes.result(row.declaration),
      ObjCTypeReader.genericParameters.contains(where: { spelling.contains($0) })
    else { return nil }
    return read(spelling).type
  }

  /// `NSArray`'s methods that Swift's `Array` has no member for (nor the translation a Swift
  /// spelling of): sent to an array held as a Swift value, they go to the `NSArray`. Those
  /// taking a block (`enumerateObjectsWithOptions:usingBlock:`) take it with the parameter
  /// types Swift imports (`blocksGoToFramework`).
  static let foundationArrayMethods: Set<String> = [
    "subarrayWithRange:", "indexOfObject:", "indexOfObject:inRange:",
    "indexOfObjectIdenticalTo:", "indexOfObjectIdenticalTo:inRange:",
    "firstObjectCommonWithArray:", "sortedArrayUsingDescriptors:", "descriptionWithLocale:",
    "descriptionWithLocale:indent:", "writeToFile:atomically:", "writeToURL:atomically:",
    "enumerateObjectsWithOptions:usingBlock:", "enumerateObjectsAtIndexes:options:usingBlock:",
    "indexOfObjectPassingTest:", "indexOfObjectWithOptions:passingTest:",
    "indexOfObjectAtIndexes:options:passingTest:", "indexesOfObjectsPassingTest:",
    "indexesOfObjectsWithOptions:passingTest:", "indexesOfObjectsAtIndexes:options:passingTest:",
    "sortedArrayUsingComparator:", "sortedArrayWithOptions:usingComparator:",
  ]

  /// Foundation's generic collection classes that Swift keeps as classes (the immutable ones
  /// are Swift values: `NSArray *` is `[Any]`).
  static let genericObjectClasses: Set<String> = [
    "NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSOrderedSet",
    "NSMutableOrderedSet", "NSCountedSet", "NSCache", "NSMapTable", "NSHashTable",
    "NSPointerArray", "NSEnumerator",
  ]

  /// The nullability the translation declared a module member's result with, when the
  /// message or property access (by accessor or by property name) reaches one; nil for the
  /// façade's members, declared by Swift.
  /// A property restating a framework one (`@property (readonly) CALayer *layer;` in a
  /// UIView subclass) reads with the framework's nullability: clang synthesizes no storage for
  /// it, so what Swift reaches is the façade's member (and an `@synthesize`d one's `T!`
  /// override reads the same way).
  func ownMemberResult(_ selector: String, _ receiver: Receiver) -> Nullability? {
    guard let owner = receiver.owner, !receiver.isSuper else { return nil }
    let read = { (p: ObjCPropertyInfo) -> Nullability in
      if p.isInherited { return p.inheritedNullability ?? p.nullability }
      // A protocol's requirement, as `protocolUnit` declares it.
      guard p.nullability == .unspecified else { return p.nullability }
      return self.inheritedNullability(of: p.name, adopting: owner) ?? p.nullability
    }
    if let p = module.property(accessor: selector, on: owner), p.isClass == receiver.isClass {
      return read(p)
    }
    if let p = module.property(selector, on: owner) { return read(p) }
    return module.method(selector, isClass: receiver.isClass, on: owner)?.result.nullability
  }

  /// `UInt` for a framework member's `NSUInteger` result when the member's name says it is
  /// unsigned, as Swift's importer gives it (`-[NSNumber unsignedIntegerValue]` is
  /// `uintValue: UInt`, where `-[NSArray count]` is an `Int`): the importer keeps a system
  /// declaration's `NSUInteger` unsigned when its name, or its selector's first piece, holds
  /// "unsigned" or "Unsigned" after its first letter. Nil otherwise, and for the module's own
  /// members, whose `NSUInteger` the translation declares as `Int`.
  func unsignedNameResult(_ selector: String, _ clangType: String?, _ receiver: Receiver)
    -> SwiftType?
  {
    guard clangType == "NSUInteger", Self.nameSaysUnsigned(selector),
      ownMemberResult(selector, receiver) == nil
    else { return nil }
    return .integer("UInt")
  }

  /// Whether a selector's first piece holds "unsigned" (or "Unsigned") after its first letter.
  static func nameSaysUnsigned(_ selector: String) -> Bool {
    let first = selector.prefix { $0 != ":" }
    guard let found = first.range(of: "nsigned"), found.lowerBound != first.startIndex else {
      return false
    }
    return "uU".contains(first[first.index(before: found.lowerBound)])
  }

  /// Foundation's nil-terminated collection makers (`NS_REQUIRES_NIL_TERMINATION`):
  /// `[NSArray arrayWithObjects:a, b, nil]` is `[a, b]`, `dictionaryWithObjectsAndKeys:` takes
  /// values then keys; a mutable class's is made from the literal. The list ends at its first
  /// nil, as the maker reads it: when an item may be nil (`[self.color CGColor]` of a nil
  /// colour), the items are taken up to the first nil (`nilTerminatedItems`), so that
  /// `[NSArray arrayWithObjects:nilColor.CGColor, other.CGColor, nil]` is empty, as on iOS.
  private func nilTerminatedCollection(
    _ selector: String, _ receiver: Receiver, _ argumentNodes: [ClangNode]
  ) -> Expr? {
    let cls = receiver.isClass ? receiver.owner : nil
    guard let cls, cls.hasPrefix("NS") else { return nil }
    var items = argumentNodes.map { expr(withoutImplicitCasts($0)) }
    if items.last?.text == "nil" { items.removeLast() }
    let mayEnd = items.contains { $0.mayBeNil || $0.text == "nil" }
    let values = items.map {
      mayEnd ? "(" + $0.text + " as Any?)" : convert($0, to: .any, allowsNil: false).text
    }
    let mutable = cls.hasPrefix("NSMutable")
    switch (cls, selector) {
    case ("NSArray", "arrayWithObjects:"), ("NSMutableArray", "arrayWithObjects:"),
      ("NSArray", "initWithObjects:"), ("NSMutableArray", "initWithObjects:"):
      var literal = "[" + values.joined(separator: ", ") + "]"
      if mayEnd { literal = Self.nilTerminatedItems(literal) }
      return mutable
        ? Expr(text: "NSMutableArray(array: " + literal + ")", type: .object("NSMutableArray"))
        : Expr(text: literal, type: .array(nil))
    case ("NSSet", "setWithObjects:"), ("NSMutableSet", "setWithObjects:"),
      ("NSSet", "initWithObjects:"), ("NSMutableSet", "initWithObjects:"):
      // Classes (`[NSSet setWithObjects:[NSURL class], …]`) are no `AnyHashable` in Swift:
      // the set holds them as Foundation's `NSSet(array:)` boxes any value.
      let element = items.contains { $0.type == .anyClass } ? "Any" : "AnyHashable"
      let literal =
        mayEnd
        ? Self.nilTerminatedItems("[" + values.joined(separator: ", ") + "]")
          + ".map { $0 as! " + element + " }"
        : "[" + values.joined(separator: ", ") + "] as [" + element + "]"
      return Expr(
        text: (mutable ? "NSMutableSet" : "NSSet") + "(array: " + literal + ")",
        type: .object(mutable ? "NSMutableSet" : "NSSet"))
    case ("NSDictionary", "dictionaryWithObjectsAndKeys:"),
      ("NSMutableDictionary", "dictionaryWithObjectsAndKeys:"),
      ("NSDictionary", "initWithObjectsAndKeys:"),
      ("NSMutableDictionary", "initWithObjectsAndKeys:"):
      guard items.count % 2 == 0 else { return nil }
      var pairs: [(key: String, entry: String)] = []
      var literal: String
      if mayEnd {
        // Value, key, value, key …: the list ends at the first nil, value or key.
        literal =
          "{ let easelItems = "
          + Self.nilTerminatedItems("[" + values.joined(separator: ", ") + "]")
          + "; return Dictionary(stride(from: 0, to: easelItems.count - 1, by: 2).map { "
          + "(easelItems[$0 + 1] as! AnyHashable, easelItems[$0]) }, uniquingKeysWith: { $1 }) }()"
      } else {
        for i in stride(from: 0, to: items.count, by: 2) {
          let key = convert(items[i + 1], to: .any, allowsNil: false).text
          pairs.append((key, key + " as! AnyHashable: " + values[i]))
        }
        let entries = Self.lastOfEachKey(pairs)
        literal = "[" + (entries.isEmpty ? ":" : entries.joined(separator: ", ")) + "]"
      }
      return mutable
        ? Expr(
          text: "NSMutableDictionary(dictionary: " + literal + ")",
          type: .object("NSMutableDictionary"))
        : Expr(text: literal, type: .dictionary(nil, nil))
    default:
      return nil
    }
  }

  /// The entries of a dictionary literal, each key written once: Foundation makes a
  /// dictionary from a list that names a key twice (`dictionaryWithObjectsAndKeys:@"a", @"",
  /// @"b", @"", nil`, `@{@"k": a, @"k": b}`) as if setting each pair in turn, so the last
  /// value stays (swift-corelibs-foundation's `NSDictionary(objects:forKeys:count:)`), where a
  /// Swift dictionary literal naming a key twice traps ("Dictionary literal contains
  /// duplicate keys"). Keys written alike are one key; the earlier entries are dropped.
  static func lastOfEachKey(_ pairs: [(key: String, entry: String)]) -> [String] {
    pairs.enumerated().filter { index, pair in
      !pairs[(index + 1)...].contains { $0.key == pair.key }
    }.map(\.element.entry)
  }

  /// A Swift collection value as the Foundation object it bridges to (`(items as NSArray)`),
  /// optional when the value may be nil.
  private func foundationObject(_ receiver: Receiver) -> String {
    let cls = receiver.owner ?? "NSArray"
    return "((" + receiver.text + ") as " + cls + (receiver.isOptional ? "?)" : ")")
  }

  /// `items` (an array literal of `Any?`) up to its first nil, as `[Any]`.
  static func nilTerminatedItems(_ items: String) -> String {
    items + ".prefix(while: { $0 != nil }).map { $0! }"
  }

  /// Messages to strings and arrays, which are Swift values: `isEqualToString:` is `==`,
  /// `objectAtIndex:` a subscript.
  private func valueTypeMessage(_ selector: String, _ receiver: Receiver, _ arguments: [Expr])
    -> Expr?
  {
    guard !receiver.isClass, !receiver.isSuper else { return nil }
    if selector == "self", arguments.isEmpty, let owner = receiver.owner,
      module.classes[owner]?.isOwn == true || names.superclassName(of: owner) != nil
    {
      // `-[NSObject self]` (`self.self.font`): the receiver itself.
      var e = Expr(text: receiver.text, type: .object(owner), isOptional: receiver.isOptional)
      e.continuesChain = receiver.continuesChain
      return e
    }
    let access = receiver.access.dropLast()  // `?` or nothing, before a subscript
    // The subscript's setter sent as a message (`[positions setObject:v atIndexedSubscript:i]`):
    // Swift imports it as the subscript, which no call can name (`positions.subscript(v, i)`,
    // which swiftc failed even to diagnose). It is the assignment `a[i] = v` is.
    if selector == "setObject:atIndexedSubscript:" || selector == "setObject:forKeyedSubscript:",
      arguments.count == 2, let owner = receiver.owner,
      ["NSMutableArray", "NSMutableDictionary"].contains(owner)
    {
      let isDictionary = selector == "setObject:forKeyedSubscript:"
      let key =
        isDictionary
        ? convert(arguments[1], to: .any, allowsNil: false)
        : convert(arguments[1], to: .integer("Int"), allowsNil: false)
      // A dictionary's nil removes the key, as `setObject:forKeyedSubscript:` documents.
      let value = convert(arguments[0], to: .any, allowsNil: isDictionary)
      return Expr(
        text: receiver.text + access + "[" + key.text + "] = " + value.text, type: .void,
        isAtomic: false)
    }
    switch (receiver.owner, selector) {
    // `NSDate`'s and `NSData`'s are Swift's `Date` and `Data` here, which compare with `==`
    // (Foundation's `isEqual:` of the two), and have no `isEqual(to:)`.
    case ("NSString", "isEqualToString:"), ("NSString", "isEqual:"),
      ("NSDate", "isEqualToDate:"), ("NSData", "isEqualToData:"):
      return Expr(text: receiver.text + " == " + arguments[0].operand, type: .bool, isAtomic: false)
    case ("NSString", "stringByAppendingString:"):
      let tail = convert(arguments[0], to: .string, allowsNil: false)
      if receiver.isOptional {
        let value = receiver.continuesChain ? "(" + receiver.text + ")" : receiver.text
        return Expr(
          text: value + ".map { $0 + " + tail.operand + " }", type: .string,
          isOptional: true)
      }
      return Expr(text: receiver.text + " + " + tail.operand, type: .string, isAtomic: false)
    case ("NSString", "UTF8String"), ("NSString", "cStringUsingEncoding:"):
      // An `NSString`'s C string lives as long as the string's autorelease pool; Swift's
      // `String` gives an array (`cString(using:)`) or a pointer valid only for one call. A
      // copy that is never freed (`strdup`) lives at least as long, as a C literal kept in a
      // variable does.
      let copy = "{ UnsafePointer<CChar>(strdup($0)!) }"
      let type = SwiftType.constPointer(.integer("CChar"))
      if selector == "UTF8String" {
        if receiver.isOptional {
          // A chain is mapped whole (`(name?.lastPathComponent).map`, not the last string's
          // characters).
          let chained =
            receiver.continuesChain || receiver.text.contains("?.") || receiver.text.contains("?[")
          let value = chained ? "(" + receiver.text + ")" : receiver.text
          return Expr(text: value + ".map " + copy, type: type, isOptional: true)
        }
        return Expr(text: "UnsafePointer<CChar>(strdup(" + receiver.text + ")!)", type: type)
      }
      let encoding = convert(arguments[0], to: .enumeration("String.Encoding"), allowsNil: false)
      return Expr(
        text: receiver.text + receiver.access + "cString(using: " + encoding.text + ").map "
          + copy, type: type, isOptional: true)
    case ("NSData", "bytes"):
      // `Data` has no storage address that outlives a call; the façade's copy lives as long
      // as the autoreleased `NSData` a Foundation method returns does on iOS.
      return Expr(
        text: "ObjCDataBytes.bytes(of: " + receiver.text + ")",
        type: .rawPointer(mutable: false), isOptional: true)
    case ("NSArray", "makeObjectsPerformSelector:"),
      ("NSMutableArray", "makeObjectsPerformSelector:"),
      ("NSArray", "makeObjectsPerformSelector:withObject:"),
      ("NSMutableArray", "makeObjectsPerformSelector:withObject:"):
      // The message sent to each element in turn, as NSArray sends it.
      if let call = directElementMessage(receiver, arguments) { return call }
      let with = arguments.count > 1 ? ", with: " + arguments[1].text : ""
      return Expr(
        text: receiver.text + receiver.access + "forEach { _ = ($0 as? NSObject)?.perform("
          + arguments[0].text + with + ") }", type: .void, isAtomic: false)
    case ("NSArray", "enumerateObjectsUsingBlock:"),
      ("NSMutableArray", "enumerateObjectsUsingBlock:"),
      ("NSSet", "enumerateObjectsUsingBlock:"), ("NSMutableSet", "enumerateObjectsUsingBlock:"),
      ("NSDictionary", "enumerateKeysAndObjectsUsingBlock:"),
      ("NSMutableDictionary", "enumerateKeysAndObjectsUsingBlock:"):
      return enumeration(selector, receiver, arguments[0])
    case ("NSDictionary", "objectForKey:"), ("NSDictionary", "valueForKey:"),
      ("NSDictionary", "objectForKeyedSubscript:"):
      // A Swift dictionary's subscript: nil for a missing key, as `objectForKey:` returns.
      // `valueForKey:` is `objectForKey:` for a key not starting with `@`, as NSDictionary
      // documents it.
      var key = arguments[0]
      if key.text.first == "\"" {
        key.type = .string  // a literal, given as `id`
      } else if case .dictionary(let keyType?, _) = receiver.type, key.type != keyType {
        // A dictionary a framework member gives with typed keys (`[NSAttributedString.Key:
        // Any]`, `titleTextAttributesForState:`'s) takes a key of that type.
        key = convert(key, to: keyType, allowsNil: false)
      } else if [.any, .anyClass].contains(key.type) || key.type.isExistential {
        key = Expr(text: "(" + key.operand + " as! AnyHashable)", type: .any)
      }
      if key.mayBeNil {
        // A key that may be nil (a `String?` local): Swift would hash the optional itself,
        // which equals no string key; `objectForKey:nil` gives nil.
        return Expr(
          text: "(" + key.text + ").flatMap { easelKey in " + receiver.text + access
            + "[easelKey] }", type: .any, isOptional: true)
      }
      var e = Expr(
        text: receiver.text + access + "[" + key.text + "]", type: .any, isOptional: true)
      e.continuesChain = receiver.isOptional
      return e
    case ("NSString", _) where Self.stringDrawing[selector] != nil:
      // iOS 6's font-based drawing and measuring, which Swift does not import.
      guard let (function, parameters) = Self.stringDrawing[selector],
        parameters.count == arguments.count
      else { return nil }
      // A font may be nil, as may the pointer the shrinking methods write the size used to.
      let actual = SwiftType.pointer(.floating("CGFloat"))
      let args = zip(parameters, arguments).map { p, a in
        p.label + ": "
          + convert(a, to: p.type, allowsNil: p.type == .object("UIFont") || p.type == actual)
          .text
      }
      let call = { (string: String) in
        "ObjCStringDrawing." + function + "(" + ([string] + args).joined(separator: ", ") + ")"
      }
      if receiver.isOptional {
        // A message to nil draws nothing and gives a zero size.
        let value = receiver.continuesChain ? "(" + receiver.text + ")" : receiver.text
        return Expr(
          text: "(" + value + ".map { " + call("$0") + " } ?? CGSize())",
          type: .structure("CGSize"))
      }
      return Expr(text: call(receiver.text), type: .structure("CGSize"))
    case ("NSArray", "filteredArrayUsingPredicate:"), ("NSSet", "filteredSetUsingPredicate:"):
      // A Swift array or set has no predicate filter: the elements the predicate accepts,
      // the predicate made once.
      let kept =
        receiver.text + receiver.access + "filter { [easelPredicate = " + arguments[0].operand
        + "] in easelPredicate.evaluate(with: $0) }"
      var e = Expr(
        text: kept, type: receiver.owner == "NSSet" ? .set(nil) : .array(nil),
        isOptional: receiver.isOptional)
      e.continuesChain = receiver.isOptional
      return e
    case ("NSArray", "componentsJoinedByString:"):
      // Swift's array has no `componentsJoined(by:)` (`NSArray`'s): the elements'
      // descriptions joined with the separator, as Foundation joins them.
      let separator = convert(arguments[0], to: .string, allowsNil: false)
      let joined = { (array: String) in
        array + ".map { String(describing: $0) }.joined(separator: " + separator.text + ")"
      }
      if receiver.isOptional {
        // A message to nil returns nil.
        let value = receiver.continuesChain ? "(" + receiver.text + ")" : receiver.text
        return Expr(text: value + ".map { " + joined("$0") + " }", type: .string, isOptional: true)
      }
      return Expr(text: joined(receiver.text), type: .string)
    case ("NSSet", "allObjects"):
      // A Swift set has no `allObjects`: its elements as an array, in the set's order.
      // An untyped set's `AnyHashable`s are given as `Any`, an `NSArray`'s elements.
      var element: SwiftType? = nil
      if case .set(let t)? = receiver.type { element = t }
      let array = { (set: String) in
        element == nil ? set + ".map { $0 as Any }" : "Array(" + set + ")"
      }
      if receiver.isOptional {
        let value = receiver.continuesChain ? "(" + receiver.text + ")" : receiver.text
        return Expr(
          text: value + ".map { " + array("$0") + " }", type: .array(element), isOptional: true)
      }
      return Expr(text: array(receiver.text), type: .array(element))
    case ("NSDictionary", "allKeys"), ("NSDictionary", "allValues"):
      // Swift's dictionary has `keys` and `values`, collections of their own.
      // One of a dictionary that may be nil is an optional array, closed before an element
      // or a member is taken: Swift infers no element type for `map` inside a chain the
      // subscript continues.
      let part = selector == "allKeys" ? "keys" : "values"
      let array = receiver.text + receiver.access + part + ".map { $0 as Any }"
      return Expr(
        text: receiver.isOptional ? "(" + array + ")" : array, type: .array(nil),
        isOptional: receiver.isOptional)
    case ("NSArray", "mutableCopy"), ("NSDictionary", "mutableCopy"), ("NSSet", "mutableCopy"),
      ("NSString", "mutableCopy"):
      // A mutable copy of a Swift value is the Foundation class made from it.
      let (made, label) =
        [
          "NSArray": ("NSMutableArray", "array"), "NSDictionary": ("NSMutableDictionary", "dictionary"),
          "NSSet": ("NSMutableSet", "set"), "NSString": ("NSMutableString", "string"),
        ][receiver.owner ?? ""] ?? ("NSMutableArray", "array")
      if receiver.isOptional {
        let value = receiver.continuesChain ? "(" + receiver.text + ")" : receiver.text
        return Expr(
          text: value + ".map { " + made + "(" + label + ": $0) }", type: .object(made),
          isOptional: true)
      }
      return Expr(text: made + "(" + label + ": " + receiver.text + ")", type: .object(made))
    case ("NSArray", "copy"), ("NSDictionary", "copy"), ("NSSet", "copy"), ("NSString", "copy"),
      ("NSDate", "copy"), ("NSData", "copy"), ("NSURL", "copy"), ("NSIndexPath", "copy"):
      // A Swift value is copied by being passed on: the collections and strings, and the
      // classes Swift imports as value types (`[[self startDate] copy]` of a `Date`).
      let types: [String: SwiftType] = [
        "NSArray": .array(nil), "NSDictionary": .dictionary(nil, nil), "NSSet": .set(nil),
        "NSString": .string,
      ]
      var e = Expr(
        text: receiver.text, type: types[receiver.owner ?? ""] ?? receiver.type ?? .any,
        isOptional: receiver.isOptional)
      e.continuesChain = receiver.continuesChain
      return e
    case ("NSArray", "isEqual:"), ("NSArray", "isEqualToArray:"), ("NSDictionary", "isEqual:"),
      ("NSDictionary", "isEqualToDictionary:"), ("NSSet", "isEqual:"), ("NSSet", "isEqualToSet:"):
      // Compared as the Foundation objects, by contents, as Objective-C compares them.
      let value = foundationObject(receiver)
      return Expr(
        text: receiver.isOptional
          ? "(" + value + "?.isEqual(" + arguments[0].text + ") ?? false)"
          : value + ".isEqual(" + arguments[0].text + ")", type: .bool)
    case ("NSArray", "arrayByAddingObject:"), ("NSArray", "arrayByAddingObjectsFromArray:"):
      // A new array of the receiver's elements and the object (or the other array's):
      // Swift's `+` of two values, as the receiver is `[T]` here. A message to nil gives nil.
      let tail =
        selector == "arrayByAddingObject:"
        ? "[" + arguments[0].text + "]"
        : convert(arguments[0], to: receiver.type ?? .array(nil), allowsNil: false).operand
      let type = receiver.type ?? .array(nil)
      if receiver.isOptional {
        let chained =
          receiver.continuesChain || receiver.text.contains("?.") || receiver.text.contains("?[")
        let value = chained ? "(" + receiver.text + ")" : receiver.text
        return Expr(text: value + ".map { $0 + " + tail + " }", type: type, isOptional: true)
      }
      return Expr(text: receiver.text + " + " + tail, type: type, isAtomic: false)
    case ("NSArray", "objectEnumerator"), ("NSArray", "reverseObjectEnumerator"),
      ("NSSet", "objectEnumerator"):
      // A Swift array or set has no enumerator: the Foundation object's, over the same
      // elements (`selectedDates.reverseObjectEnumerator.allObjects`). A message to nil gives nil.
      var e = Expr(
        text: foundationObject(receiver) + (receiver.isOptional ? "?." : ".") + selector + "()",
        type: .object("NSEnumerator"), isOptional: receiver.isOptional)
      e.continuesChain = receiver.isOptional
      return e
    case ("NSArray", "containsObject:"), ("NSSet", "containsObject:"):
      // Swift's `contains(_:)` wants `Equatable` elements; Foundation's object compares them
      // with `isEqual:`, as Objective-C does. A nil object is contained in nothing.
      let value = foundationObject(receiver)
      let object = arguments[0]
      let test =
        object.mayBeNil
        ? "(" + object.operand + ").map { " + value + (receiver.isOptional ? "?" : "")
          + ".contains($0) ?? false } ?? false"
        : receiver.isOptional
          ? value + "?.contains(" + object.text + ") ?? false"
          : value + ".contains(" + object.text + ")"
      return Expr(text: "(" + test + ")", type: .bool)
    case ("NSArray", "sortedArrayUsingSelector:"):
      let sorter = "__easelSortedArray("
      let sel = arguments[0].text
      if receiver.isOptional {
        let value = receiver.continuesChain ? "(" + receiver.text + ")" : receiver.text
        return Expr(
          text: value + ".map { " + sorter + "$0, using: " + sel + ") }", type: .array(nil),
          isOptional: true)
      }
      return Expr(text: sorter + receiver.text + ", using: " + sel + ")", type: .array(nil))
    case ("NSCharacterSet", "characterIsMember:"):
      // Swift's `CharacterSet` holds Unicode scalars.
      let c = convert(arguments[0], to: .integer("UInt16"), allowsNil: false)
      let value = "(" + receiver.text + " as CharacterSet" + (receiver.isOptional ? "?)" : ")")
      let set = receiver.isOptional ? value + "?" : value
      let test = receiver.isOptional ? ".flatMap { " + set + ".contains($0) }" : ".map { " + set + ".contains($0) }"
      return Expr(
        text: "(Unicode.Scalar(" + c.text + ")" + test + " ?? false)", type: .bool)
    case ("NSArray", "objectAtIndex:"), ("NSArray", "objectAtIndexedSubscript:"),
      ("NSMutableArray", "objectAtIndex:"), ("NSMutableArray", "objectAtIndexedSubscript:"):
      let index = convert(arguments[0], to: .integer("Int"), allowsNil: false)
      // An element of a typed array (`NSArray<NSString *> *` is `[String]`) is of its type.
      var element = SwiftType.any
      if case .array(.some(let type))? = receiver.type { element = type }
      // Read as Foundation reads it (`ObjCArrayIndex`), its reason naming the selector sent.
      let isChecked =
        receiver.type?.isArray == true || receiver.type == .object("NSMutableArray")
      let subscriptText =
        isChecked
        ? "objcIndex: " + index.text
          + (selector == "objectAtIndex:" ? ", sent: .objectAtIndex" : "") : index.text
      var e = Expr(
        text: receiver.text + access + "[" + subscriptText + "]", type: element,
        isOptional: receiver.isOptional)
      e.continuesChain = receiver.isOptional
      return e
    default:
      return nil
    }
  }

  /// `NSString (UIStringDrawing)`'s font-based methods, by selector: the `ObjCStringDrawing`
  /// function that does what each does, and its parameters after the string.
  static let stringDrawing: [String: (String, [(label: String, type: SwiftType)])] = {
    let font = (label: "font", type: SwiftType.object("UIFont"))
    let width = (label: "forWidth", type: SwiftType.floating("CGFloat"))
    let lineBreak = (label: "lineBreakMode", type: SwiftType.enumeration("NSLineBreakMode"))
    let alignment = (label: "alignment", type: SwiftType.enumeration("NSTextAlignment"))
    let point = (label: "at", type: SwiftType.structure("CGPoint"))
    let rect = (label: "in", type: SwiftType.structure("CGRect"))
    let size = (label: "constrainedTo", type: SwiftType.structure("CGSize"))
    let minimum = (label: "minFontSize", type: SwiftType.floating("CGFloat"))
    let actual = (label: "actualFontSize", type: SwiftType.pointer(.floating("CGFloat")))
    let fontSize = (label: "fontSize", type: SwiftType.floating("CGFloat"))
    let baseline = (
      label: "baselineAdjustment", type: SwiftType.enumeration("UIBaselineAdjustment")
    )
    let shrinkingDraw =
      "drawAtPoint:forWidth:withFont:minFontSize:actualFontSize:lineBreakMode:baselineAdjustment:"
    return [
      "sizeWithFont:": ("size", [font]),
      "sizeWithFont:forWidth:lineBreakMode:": ("size", [font, width, lineBreak]),
      "sizeWithFont:constrainedToSize:": ("size", [font, size]),
      "sizeWithFont:constrainedToSize:lineBreakMode:": ("size", [font, size, lineBreak]),
      "drawAtPoint:withFont:": ("draw", [point, font]),
      "drawAtPoint:forWidth:withFont:lineBreakMode:": ("draw", [point, width, font, lineBreak]),
      "drawInRect:withFont:": ("draw", [rect, font]),
      "drawInRect:withFont:lineBreakMode:": ("draw", [rect, font, lineBreak]),
      "drawInRect:withFont:lineBreakMode:alignment:": (
        "draw", [rect, font, lineBreak, alignment]
      ),
      "sizeWithFont:minFontSize:actualFontSize:forWidth:lineBreakMode:": (
        "size", [font, minimum, actual, width, lineBreak]
      ),
      "drawAtPoint:forWidth:withFont:fontSize:lineBreakMode:baselineAdjustment:": (
        "draw", [point, width, font, fontSize, lineBreak, baseline]
      ),
      shrinkingDraw: ("draw", [point, width, font, minimum, actual, lineBreak, baseline]),
    ]
  }()

  /// `[array enumerateObjectsUsingBlock:^(T *obj, NSUInteger idx, BOOL *stop) {…}]`,
  /// `[set enumerateObjectsUsingBlock:^(T *obj, BOOL *stop) {…}]` and
  /// `[dictionary enumerateKeysAndObjectsUsingBlock:…]` as the loop they are: the block is
  /// called with each element (cast to the type its parameter narrows `id` to, which
  /// Objective-C accepts and Swift does not) and a flag it may set to stop, as Foundation
  /// calls it. Nil for a block whose parameters are not the method's.
  static let enumerationSelectors: Set<String> = [
    "enumerateObjectsUsingBlock:", "enumerateKeysAndObjectsUsingBlock:",
  ]
  /// The classes whose `enumerationSelectors` are translated as loops; sent to any other
  /// receiver (`id`), they are the framework's methods.
  static let enumeratedCollections: Set<String> = [
    "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSDictionary", "NSMutableDictionary",
  ]

  /// `[self.subviews makeObjectsPerformSelector:@selector(removeFromSuperview)]`, a selector
  /// without arguments that the elements' declared class has as a method (its own, or the
  /// framework's, as the name table lists it): the method called on each element, as Swift
  /// calls it (`self.subviews.forEach { _ = $0.removeFromSuperview() }`), so that a subclass's
  /// override runs as the runtime would dispatch it. The agent's runtime answers `perform(_:)`
  /// from the module's selector tables, which do not list the framework's own methods, so a
  /// framework method sent by name there is an unrecognized selector. Nil for anything else
  /// (an element type that is not a class, a selector it does not declare, one with
  /// arguments), which `perform(_:)` sends.
  private func directElementMessage(_ receiver: Receiver, _ arguments: [Expr]) -> Expr? {
    let prefix = "Selector(\""
    guard arguments.count == 1, arguments[0].text.hasPrefix(prefix),
      arguments[0].text.hasSuffix("\")")
    else { return nil }
    let selector = String(arguments[0].text.dropFirst(prefix.count).dropLast(2))
    guard !selector.isEmpty, !selector.contains(":"), !selector.contains("\\"),
      case .array(let element?)? = receiver.type, case .object(let cls) = element
    else { return nil }
    let declared: Bool
    if let m = module.method(selector, isClass: false, on: cls) {
      declared = m.overriddenProperty == nil
    } else if module.property(accessor: selector, on: cls) != nil {
      declared = false
    } else {
      declared = names.member(selector: selector, owner: tableOwner(cls), isClass: false)?.kind
        == .instanceMethod
    }
    guard declared,
      case (.method(let name, _), nil) = resolve(
        selector, owner: cls, isClass: false, argumentTypes: []),
      name.labels.isEmpty
    else { return nil }
    return Expr(
      text: receiver.text + receiver.access + "forEach { _ = $0." + name.base + "() }",
      type: .void, isAtomic: false)
  }

  private func enumeration(_ selector: String, _ receiver: Receiver, _ block: Expr) -> Expr? {
    guard case .closure(let parameters, _) = block.type else { return nil }
    let isSet = ["NSSet", "NSMutableSet"].contains(receiver.owner ?? "")
    let isArray = selector == "enumerateObjectsUsingBlock:" && !isSet
    guard parameters.count == (isSet ? 2 : 3) else { return nil }
    func cast(_ name: String, to type: SwiftType) -> String {
      type == .any ? name : "(" + name + " as! " + type.spelled(classNames: swiftClassName) + ")"
    }
    var collection = receiver.text
    if receiver.isOptional {
      let value = receiver.continuesChain ? "(" + receiver.text + ")" : receiver.text
      collection = "(" + value + " ?? " + (isArray || isSet ? "[]" : "[:]") + ")"
    }
    if receiver.owner == "NSMutableArray" { collection = "(" + collection + " as! [Any])" }
    if receiver.owner == "NSMutableSet" {
      collection = "(" + collection + " as! Set<AnyHashable>)"
    }
    if receiver.owner == "NSMutableDictionary" {
      collection = "(" + collection + " as! [AnyHashable: Any])"
    }
    let loop =
      isSet
      ? "for easelObject in " + collection + " {"
      : isArray
        ? "for (easelIndex, easelObject) in " + collection + ".enumerated() {"
        : "for (easelKey, easelObject) in " + collection + " {"
    let call =
      isSet
      ? cast("easelObject", to: parameters[0]) + ", &easelStop"
      : isArray
        ? cast("easelObject", to: parameters[0]) + ", easelIndex, &easelStop"
        : cast("easelKey", to: parameters[0]) + ", " + cast("easelObject", to: parameters[1])
          + ", &easelStop"
    let text =
      "do {\n  var easelStop = false\n  " + loop + "\n    (" + block.text + ")(" + call
      + ")\n    if easelStop { break }\n  }\n}"
    return Expr(text: text, type: .void, isAtomic: false)
  }

  /// A member access's value: optional when the member's type is nullable or the access was
  /// chained; a chained number, Boolean or struct gets the zero a message to nil returns.
  /// A module member declared with unspecified nullability (`declaredAs`) is `T!` in Swift.
  private func finish(
    _ text: String, _ type: SwiftType, _ nullability: Nullability, chained: Bool,
    declaredAs: Nullability? = nil
  ) -> Expr {
    if chained, !type.isReference, type != .void, let zero = zeroValue(of: type) {
      return Expr(text: "(" + text + " ?? " + zero + ")", type: type)
    }
    // A member the translation declared nullable may be nil whatever clang's type says: a
    // framework property restated without nullability (`@property UIView *maskView;` over
    // UIKit's `nullable` one), which Swift reaches as UIKit's `T?` or its override's `T!`.
    // Objective-C sends to nil and gets zero, so a receiver it is chains.
    let mayBeNil = nullability == .nullable || type.isReference && declaredAs == .nullable
    var e = Expr(text: text, type: type, isOptional: chained || mayBeNil)
    // A framework member Swift gives as a bridged value (`NSCalendar.current` is a
    // `Calendar`): the object the Objective-C holds, whose methods it calls (`as NSCalendar`).
    if declaredAs == nil, case .object(let cls) = type, Self.bridgedObjectValues[cls] != nil {
      e.text = "(" + text + " as " + cls + (e.isOptional ? "?" : "") + ")"
      return e
    }
    let unspecified = type.isReference && declaredAs == .unspecified
    e.isImplicitlyUnwrapped = !e.isOptional && unspecified
    // Inside a chain, a member Swift declares non-optional is followed by `.`.
    e.continuesChain = chained && type.isReference && !mayBeNil && !unspecified
    return e
  }

  /// Whether Swift's name for `selector` leaves out its last parameter, an `NSError **`
  /// (`writeToFile:atomically:encoding:error:` is `write(toFile:atomically:encoding:)`),
  /// as the importer does for a method it imports as `throws`.
  static func dropsErrorParameter(_ selector: String, labels: [String], _ arguments: [Expr])
    -> Bool
  {
    guard arguments.count == labels.count + 1 else { return false }
    // The importer drops the last parameter when it is an `NSError **`, whatever it is called
    // (`performFetch:`, `save:`); one that ends in `error:` when given another out-pointer.
    if case .pointer(.object("NSError")) = arguments.last?.type { return true }
    guard selector.hasSuffix("error:") else { return false }
    switch arguments.last?.type {
    case .pointer, .rawPointer, .unknown, nil: return true
    default: return arguments.last?.text == "nil"
    }
  }

  /// `label: value, …`, values converted to the parameters' types where they are known.
  /// A failable initializer given an object that may be nil where Swift wants one: nil, as
  /// the factory returns nil for a nil argument (`[UIFont fontWithName:nil size:14]`,
  /// `[UIImage imageNamed:nil]`), where Swift's non-optional parameter would trap. Each such
  /// argument is bound (`self.fontName.flatMap { easelValue0 in UIFont(name: easelValue0,
  /// size: 14) }`); nil when there is none. `value`: the value type the made object is
  /// bridged to (`NSData(…) as Data?`). `objectsOnly`, for an initializer the SDK declares
  /// nonnull: only objects are bound (`[UIColor colorWithCGColor:layer.strokeColor]` of a NULL
  /// colour is nil, as Objective-C's initializers answer an argument they cannot use, where the
  /// unwrapped argument trapped); a string or collection keeps its empty value (`?? ""`).
  func nilArgumentsBound(
    _ arguments: [Expr], _ parameters: [(type: SwiftType, nullability: Nullability)],
    labels: [String], _ typeName: String, bridgedTo value: String? = nil,
    objectsOnly: Bool = false
  ) -> String? {
    var bound = arguments
    var bindings: [(value: Expr, name: String)] = []
    for (i, argument) in arguments.enumerated() where i < parameters.count {
      guard argument.mayBeNil, argument.text != "nil", argument.type.isReference,
        parameters[i].nullability == .nonnull
      else { continue }
      if objectsOnly {
        switch argument.type {
        case .object, .foundationObject, .existential: break
        default: continue
        }
      }
      let name = "easelValue\(bindings.count)"
      bindings.append((argument, name))
      bound[i] = Expr(text: name, type: argument.type)
    }
    guard !bindings.isEmpty else { return nil }
    var text =
      typeName + "("
      + Self.emptyInitializerArguments(typeName, argumentList(labels, bound, parameters)) + ")"
    if let value { text = "(" + text + " as " + value + "?)" }
    for (value, name) in bindings.reversed() {
      text = "(" + value.text + ").flatMap { " + name + " in " + text + " }"
    }
    return text
  }

  func argumentList<Arguments: Collection<Expr>>(
    _ labels: [String], _ arguments: Arguments,
    _ parameters: [(type: SwiftType, nullability: Nullability)]?
  ) -> String {
    var parts: [String] = []
    for (i, argument) in arguments.enumerated() {
      var value = argument
      if let parameters, i < parameters.count {
        let p = parameters[i]
        value = convert(
          argument, to: p.type == .instanceType ? argument.type : p.type,
          allowsNil: p.nullability != .nonnull)
      }
      let label = i < labels.count ? labels[i] : "_"
      parts.append(label == "_" ? value.text : label + ": " + value.text)
    }
    return parts.joined(separator: ", ")
  }

  /// What `selector` names on `owner`, and the class to cast an `id` receiver to.
  func resolve(_ selector: String, owner: String?, isClass: Bool, argumentTypes: [SwiftType])
    -> (ResolvedMember, String?)
  {
    if let owner {
      if let p = module.property(accessor: selector, on: owner), p.isClass == isClass {
        return (.property(p.swiftName, isSetter: selector == p.setter), nil)
      }
      if let m = module.method(selector, isClass: isClass, on: owner) {
        if let property = m.overriddenProperty {
          return (.property(property, isSetter: selector.hasSuffix(":")), nil)
        }
        return (member(m), nil)
      }
    } else if let (cls, p) = module.anyProperty(accessor: selector, isClass: isClass) {
      // A message to `id` reaching a property's accessor (`[[rows objectAtIndex:i] count]`,
      // a class of the module declaring `@property NSUInteger count`) is the property, as
      // Swift declares it; a method is a call.
      return (.property(p.swiftName, isSetter: selector == p.setter), cls)
    } else if let (cls, m) = module.anyMethod(selector, isClass: isClass) {
      if let property = m.overriddenProperty {
        return (.property(property, isSetter: selector.hasSuffix(":")), cls)
      }
      return (member(m), cls)
    }
    if let row = names.member(selector: selector, owner: tableOwner(owner), isClass: isClass) {
      // A protocol-typed receiver reaches `NSObject`'s methods through a cast.
      let viaProtocol = owner.map { module.classes[$0]?.isProtocol == true } ?? false
      return (
        member(row, selector: selector),
        owner == nil || viaProtocol && row.owner != owner ? row.owner : nil
      )
    }
    // `setFoo:` of a property `foo`.
    if selector.hasPrefix("set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1
    {
      let property = ObjCImporterNames.lowerFirst(String(selector.dropFirst(3).dropLast()))
      if let row = names.member(selector: property, owner: tableOwner(owner), isClass: isClass),
        row.kind == .property || row.kind == .classProperty
      {
        return (.property(row.swift, isSetter: true), owner == nil ? row.owner : nil)
      }
    }
    let name = ObjCImporterNames.methodName(
      selector: selector, parameterTypes: argumentTypes, isClassMethod: isClass,
      className: owner ?? "", returnsInstance: false)
    return (.method(name, parameters: nil), nil)
  }

  private func member(_ m: ObjCMethodInfo) -> ResolvedMember {
    m.swiftName.isInitializer
      ? .initializer(m.swiftName, parameters: m.parameters)
      : .method(m.swiftName, parameters: m.parameters)
  }

  func member(_ row: ObjCMemberName, selector: String) -> ResolvedMember {
    let parsed = SwiftName.parse(row.swift)
    let parameters = hashedKeys(
      genericObjects(bridgingObjects(tableParameters(row.declaration)), of: row), of: row)
    switch row.kind {
    case .property, .classProperty:
      // A property answers its getter, and its setter (the selector with a colon).
      return .property(row.swift, isSetter: selector.hasSuffix(":"))
    case .initializer where parsed.base == "init":
      return .initializer(
        SwiftName(base: "init", labels: parsed.labels ?? []), parameters: parameters)
    default:
      return .method(SwiftName(base: parsed.base, labels: parsed.labels ?? []), parameters: parameters)
    }
  }

  /// A generic framework class's parameters of its own type parameters
  /// (`- (void)setObject:(ObjectType)anObject forKey:(KeyType)aKey` of `NSMapTable`) as
  /// Swift's `AnyObject`, the bound of the specialization `swiftClassName` writes, so that a
  /// string is passed as the `NSString` Objective-C passes.
  private func genericObjects(
    _ parameters: [(type: SwiftType, nullability: Nullability)]?, of row: ObjCMemberName
  ) -> [(type: SwiftType, nullability: Nullability)]? {
    let generic = Set(names.genericParameters(of: row.owner))
    guard !generic.isEmpty, var parameters,
      let spellings = ObjCDeclarationTypes.method(row.declaration)?.parameters,
      spellings.count == parameters.count
    else { return parameters }
    for (i, spelling) in spellings.enumerated()
    where generic.contains(spelling.replacingOccurrences(of: "_Nullable", with: "")
      .replacingOccurrences(of: "nullable", with: "").trimmingCharacters(in: .whitespaces))
    {
      parameters[i].type = .existential("AnyObject")
    }
    return parameters
  }

  /// `NSMutableDictionary`'s methods' `id<NSCopying>` keys as the `AnyHashable` that
  /// swift-corelibs-foundation declares them (`setObject(_:forKey: AnyHashable)`), which
  /// `any NSCopying` is not: an `id` key is cast to it, and one that may be nil unwrapped, as
  /// Swift would otherwise hash the optional.
  private func hashedKeys(
    _ parameters: [(type: SwiftType, nullability: Nullability)]?, of row: ObjCMemberName
  ) -> [(type: SwiftType, nullability: Nullability)]? {
    guard row.owner == "NSMutableDictionary", row.kind == .instanceMethod else {
      return parameters
    }
    return parameters?.map { p in
      p.type == .existential("NSCopying") ? (.unknown("AnyHashable"), p.nullability) : p
    }
  }

  /// A framework member's parameters with the objects Swift takes as bridged values spelled
  /// as the values (`NSDateComponents *` is `DateComponents`), so that an object is converted.
  private func bridgingObjects(_ parameters: [(type: SwiftType, nullability: Nullability)]?)
    -> [(type: SwiftType, nullability: Nullability)]?
  {
    parameters?.map { p in
      guard case .object(let cls) = p.type, let value = Self.bridgedObjectValues[cls] else {
        return p
      }
      return (.unknown(value), p.nullability)
    }
  }

  /// A framework method's parameter types, read from its declaration in the table
  /// (`- (instancetype)initWithString:(NSString *)str;`), so that arguments are converted as
  /// C converts them at the call (numbers, `id`, option sets from `0`) and a value that may be
  /// nil is unwrapped for a parameter Swift declares non-optional. A parameter without a
  /// nullability annotation is taken as nonnull: the SDK's headers are audited
  /// (`NS_ASSUME_NONNULL_BEGIN`), which the table's declarations do not repeat. Nil when the
  /// declaration cannot be read, or for a variadic method.
  func tableParameters(_ declaration: String) -> [(type: SwiftType, nullability: Nullability)]? {
    guard !declaration.contains("..."), let method = ObjCDeclarationTypes.method(declaration)
    else { return nil }
    return method.parameters.map { spelling in
      var p = read(spelling)
      if p.nullability == .unspecified { p.nullability = .nonnull }
      return p
    }
  }

  /// The arguments of an initializer call: those given, or for an empty one of a Foundation
  /// class Linux's Foundation gives no `init()` (`NSMutableString`, which requires
  /// `init(capacity:)`), the arguments of its empty value.
  /// `[X alloc]` whose object no `init…` message makes (`[[NoDataLabel alloc] Show:…]`, an
  /// instance method run on an object only allocated; `[X alloc]` kept for later). Swift
  /// makes no object without an initializer, so it is made by the class's plain one, `X()`,
  /// and a located warning says that its initializer ran, which on iOS it did not.
  func allocWithoutInit(_ node: ClangNode) -> Expr {
    guard let cls = node["classType.qualType"].map(receiverClass) else {
      return untranslated("`alloc` without `init`", at: node)
    }
    let name = swiftClassName(cls)
    let made = Expr(
      text: name + "(" + Self.emptyInitializerArguments(name, "") + ")", type: .object(cls))
    // A proxy is made by `+alloc` alone (NSProxy, a root class, declares no `-init`): the
    // façade's `init()` is what it is.
    if module.isSubclass(cls, of: "NSProxy", superclass: names.superclassName(of:)) {
      return made
    }
    warn(
      "`[\(cls) alloc]` without `init`: Swift makes no object without an initializer, so the "
        + "object is made by `\(cls)`'s `init()`, which iOS does not run here",
      id: "objc-alloc-without-init", at: node)
    return made
  }

  static func emptyInitializerArguments(_ typeName: String, _ arguments: String) -> String {
    guard arguments.isEmpty else { return arguments }
    switch typeName {
    case "NSMutableString": return "string: \"\""
    case "NSMutableAttributedString": return "string: \"\""
    default: return arguments
    }
  }

  /// `[NSException raise:name format:@"…", …]`, which Swift's importer leaves out (a variadic
  /// method): the exception made with the formatted reason and raised, as the method does.
  private func formattedRaise(
    _ selector: String, _ receiver: Receiver, _ arguments: [ClangNode]
  ) -> Expr? {
    guard selector == "raise:format:", receiver.isClass, let name = arguments.first,
      let owner = receiver.owner,
      module.isSubclass(owner, of: "NSException", superclass: names.superclassName(of:))
    else { return nil }
    let named = convert(expr(name), to: types.read("NSExceptionName").type, allowsNil: false)
    return Expr(
      text: receiver.text + "(name: " + named.text + ", reason: "
        + format(Array(arguments.dropFirst())).text + ", userInfo: nil).raise()",
      type: .void, isAtomic: false)
  }

  /// A string's format message (`NS_FORMAT_FUNCTION`) as the formatted string given to its
  /// plain counterpart: `[s appendFormat:@"%02x", b]` → `s.append(String(format: …))`.
  private func formatMessage(_ selector: String, _ receiver: Receiver, _ arguments: [ClangNode])
    -> Expr?
  {
    let isString = ["NSString", "NSMutableString"].contains(receiver.owner ?? "")
    switch selector {
    case "appendFormat:":
      return Expr(
        text: receiver.text + receiver.access + "append(" + format(arguments).text + ")",
        type: .void)
    case "stringByAppendingFormat:":
      return Expr(
        text: receiver.text + receiver.access + "appending(" + format(arguments).text + ")",
        type: .string, isOptional: receiver.isOptional)
    case "initWithFormat:",
      "localizedStringWithFormat:" where isString:
      return format(arguments)
    case "predicateWithFormat:" where receiver.owner == "NSPredicate" && receiver.isClass:
      // The façade's `NSPredicate(format:_:)` takes its arguments as they are (`Any`): `%@`
      // compares with the object itself, not its description.
      let values = arguments.map { node -> String in
        let e = expr(node)
        return convert(e, to: e.type, allowsNil: false).text
      }
      return Expr(
        text: "NSPredicate(format: " + values.joined(separator: ", ") + ")",
        type: .object("NSPredicate"))
    default:
      return nil
    }
  }

  /// `[NSString stringWithFormat:@"…", …]` → `String(format: "…", …)`.
  private func format(_ arguments: [ClangNode]) -> Expr {
    // Arguments are `CVarArg`s: strings as `NSString` (what `%@` prints on Linux too).
    let values = arguments.enumerated().map { i, node -> String in
      var e = expr(node)
      if i > 0 { return formatArgument(e) }
      if case .typedString = e.type { e = convert(e, to: .string, allowsNil: false) }
      return convert(e, to: e.type, allowsNil: false).text
    }
    guard let first = values.first else { return Expr(text: "String()", type: .string) }
    return Expr(
      text: "String(format: " + ([first] + values.dropFirst()).joined(separator: ", ") + ")",
      type: .string)
  }

  /// A value after a format (`stringWithFormat:`, `NSLog`) as a `CVarArg`: a string as
  /// `NSString` (what `%@` prints on Linux too), another object as its description (objects
  /// are no `CVarArg` on Linux), nil as `(null)`, as `%@` prints it; a C string (`"N"`,
  /// `-UTF8String`) as the pointer `%s` reads, as C's variadic functions take it.
  func formatArgument(_ value: Expr) -> String {
    switch value.type {
    case .pointer(.integer("CChar")), .constPointer(.integer("CChar")):
      return cVariadicArgument(value)
    default: break
    }
    var e = value
    if case .typedString = e.type { e = convert(e, to: .string, allowsNil: true) }
    guard e.type.isReference else { return convert(e, to: e.type, allowsNil: false).text }
    if e.type == .string {
      return "NSString(string: " + (e.mayBeNil ? e.operand + " ?? \"(null)\"" : e.text) + ")"
    }
    if !e.mayBeNil { return "NSString(string: String(describing: " + e.text + "))" }
    // An optional chain (`self.monthArray?[section]`) is closed first: `.map` after it would
    // continue the chain, applied to the element.
    let chained = e.continuesChain || e.text.contains("?.") || e.text.contains("?[")
    let base = chained ? "(" + e.text + ")" : e.operand
    return "NSString(string: " + base + ".map { String(describing: $0) } ?? \"(null)\")"
  }

  // MARK: Dot syntax

  /// `receiver.property` (for reading, or as the left side of an assignment).
  /// A receiver that is a collection's generic result Swift gives as `Any`
  /// (`titles.firstObject` of an `NSMutableArray<NSString *>`, `genericResult`), messaged or
  /// read as the class clang specializes it to: cast to it, nil where the object is not one.
  func specializedReceiver(_ r: Expr, _ node: ClangNode) -> Expr {
    guard r.type == .any,
      ["ObjCMessageExpr", "ObjCPropertyRefExpr", "PseudoObjectExpr"].contains(
        withoutImplicitCasts(node).kind)
    else { return r }
    let specialized = read(node.type).type
    switch specialized {
    case .string, .object: return convert(r, to: specialized, allowsNil: true)
    default: return r
    }
  }

  /// `self.bounds` read in an initializer before the superclass's initializer
  /// (`CGRectMake(self.bounds.origin.x, …)` computing the frame `-init` gives
  /// `[super initWithFrame:]`): Objective-C reads it from the object allocated, whose storage
  /// is zeroed (a view's geometry is its layer's, nil until then), so the value is its type's
  /// zero; Swift lets nothing read `self` before `super.init`. A property whose getter the
  /// module implements runs code, and an object property (nil) is left to Swift's error.
  func propertyBeforeInitialized(
    _ ref: ClangNode, _ receiver: Receiver, _ name: String, _ getter: String?, _ type: String?
  ) -> Expr? {
    guard let context, context.isInitializer, !context.hasInitialized, !receiver.isClass,
      receiver.text == "self"
    else { return nil }
    let selector = getter ?? name
    let ownGetter = module.lineage(of: context.className).contains {
      $0.isOwn && module.implemented.contains($0.name + " -" + selector)
    }
    guard !ownGetter else { return nil }
    let valueType = read(type ?? ref.type).type
    guard !valueType.isReference, let zero = zeroValue(of: valueType) else { return nil }
    return Expr(text: zero, type: valueType)
  }

  func propertyGet(
    _ ref: ClangNode, semantic: ClangNode?, type: String?, forAssignment: Bool = false
  ) -> Expr {
    let explicitName = ref["property.name"]
    let getter = ref["getter.name"]
    let setter = ref["setter.name"]
    // Dot syntax on a method that is no property (`self.class`, `view.superclass`): the
    // message its getter sends, as clang's semantic form spells it.
    if explicitName == nil, !forAssignment, let semantic, semantic.kind == "ObjCMessageExpr" {
      return expr(semantic)
    }
    let name =
      explicitName ?? getter
      ?? setter.map { ObjCImporterNames.lowerFirst(String($0.dropFirst(3).dropLast())) } ?? ""
    var receiver: Receiver
    if let child = ref.children.first {
      let r = checkedReceiver(
        specializedReceiver(expr(child), child),
        answering: (forAssignment ? setter : getter) ?? name, property: name)
      if case .anyClass = r.type {
        receiver = Receiver(
          text: r.text, owner: context?.className, isClass: true, isOptional: false)
      } else {
        receiver = Receiver(value: r, owner: ownerName(r.type))
      }
    } else if ref.flag("isSuperReceiver") {
      receiver = Receiver(
        text: "super", owner: contextSuperclass, isClass: false, isOptional: false)
    } else if let cls = ref["classReceiver.name"]
      ?? semantic?["classType.qualType"].map(receiverClass)
    {
      receiver = Receiver(text: swiftClassName(cls), owner: cls, isClass: true, isOptional: false)
    } else {
      return untranslated("a property of this receiver", at: ref)
    }
    if !forAssignment, let zero = propertyBeforeInitialized(ref, receiver, name, getter, type) {
      return zero
    }
    if !forAssignment, let special = valueTypeMessage(getter ?? name, receiver, []) {
      return special
    }
    if !forAssignment,
      let object = bridgedFoundationObject(receiver.text, receiver, getter ?? name)
    {
      // `set.firstIndex`, which on the value would name `IndexSet`'s `firstIndex(where:)`.
      receiver.text = object
      receiver.continuesChain = false
    }
    var swiftName = propertyName(
      name, receiver: receiver, implicitGetter: explicitName == nil ? getter : nil)
    // `getter=isHidden`: Swift names the property after its getter.
    if let getterSelector = semantic?["selector"], explicitName != nil, getterSelector != name,
      swiftName == ObjCImporterNames.lowerFirst(name), !getterSelector.contains(":")
    {
      swiftName = getterSelector
    }
    let access = receiver.access
    if forAssignment {
      // The property's type matters where C converts silently and Swift does not: a string
      // given to a property of a string-keyed type.
      var declaredType = SwiftType.unknown("")
      var ownNonnull = false
      if let owner = receiver.owner, let p = module.property(name, on: owner) {
        if case .typedString = p.type { declaredType = p.type }
        // A nonnull property the module's own class declares as a value Swift never holds
        // nil in (a collection, `[UIColor]`, whose storage gives the empty one), whatever
        // clang's pseudo-object type says (no `_Nonnull` in an audited region):
        // `self.colors = layer.colors` takes no optional chain's nil.
        ownNonnull = p.nullability == .nonnull && p.type.isReference
      } else if let owner = receiver.owner,
        let row = names.member(selector: name, owner: owner, isClass: receiver.isClass),
        row.kind == .property || row.kind == .classProperty,
        let spelling = ObjCDeclarationTypes.result(row.declaration),
        case .typedString(let swift) = read(spelling).type
      {
        // A framework property of a string-keyed type (`CATextLayer.alignmentMode`, a
        // `CATextLayerAlignmentMode`), which takes any string in C.
        declaredType = .typedString(swift)
      } else {
        // A framework property Swift declares as a bridged value (`timeZone`, a `TimeZone`).
        let own = Expr(text: "", type: read(type).type)
        if case .unknown(let bridged) = bridgedForFramework(own) { declaredType = .unknown(bridged) }
      }
      var target = Expr(
        text: receiver.text + access + swiftName, type: declaredType,
        isOptional: receiver.isOptional)
      target.isNonnullTarget = ownNonnull || isNonnullFacadeProperty(name, of: receiver)
      return target
    }
    var (resultType, nullability) = read(type)
    // A collection's generic property (`firstObject`), which clang specializes and Swift's
    // class gives as `Any`, as for a message (`genericResult`).
    if let generic = genericResult(semantic?["selector"] ?? name, receiver) { resultType = generic }
    if let unsigned = unsignedNameResult(semantic?["selector"] ?? name, type, receiver) {
      resultType = unsigned
    }
    let declaredAs = ownMemberResult(semantic?["selector"] ?? name, receiver)
    var e = finish(
      receiver.text + access + swiftName, resultType, nullability, chained: receiver.isOptional,
      declaredAs: declaredAs)
    // The stub headers assume no nullability, but Swift's façade property is what the SDK
    // declares: one declared nonnull (`UINavigationController.viewControllers`) is not
    // optional, so inside a chain it is followed by `.`.
    if receiver.isOptional, e.isOptional, !e.continuesChain, e.text.hasSuffix(swiftName),
      resultType.isReference, let owner = receiver.owner,
      names.member(selector: name, owner: owner, isClass: receiver.isClass)?.declaration
        .isEmpty == false,
      isNonnullFacadeProperty(name, of: receiver)
    {
      e.continuesChain = true
      e.isImplicitlyUnwrapped = false
    }
    // A framework protocol's nullable object property read through the protocol: Swift gives
    // an `@optional` one (`UIApplicationDelegate.window`) a second level of optional
    // (`UIWindow??`), which `?? nil` flattens, as it leaves a required one's as it is.
    if case .existential(let proto)? = receiver.type, module.classes[proto]?.isOwn != true,
      resultType.isReference, nullability == .nullable
    {
      e = Expr(text: "(" + e.text + " ?? nil)", type: resultType, isOptional: true)
    }
    return e
  }

  /// A member of a Foundation class Swift gives as a value type whose value lacks it goes to
  /// the Foundation object the value bridges to, as on iOS: `NSIndexSet *` is `IndexSet`,
  /// whose members are not the class's (`index(where:)` for `indexPassingTest:`, the method
  /// `firstIndex(where:)` for the property `firstIndex`), so every member the class declares
  /// goes to the object (`(indexes as NSIndexSet).index(passingTest: …)`,
  /// `(indexes as NSIndexSet?)?.firstIndex`); `NSData *` is `Data`, which declares `getBytes`
  /// unavailable ("use copyBytes"), so `getBytes:…` goes to the object, whose
  /// `getBytes(_:length:)` takes `&value` as its buffer. Nil for any other receiver or member.
  func bridgedFoundationObject(_ base: String, _ receiver: Receiver, _ selector: String)
    -> String?
  {
    guard !receiver.isClass, !receiver.isSuper, let owner = receiver.owner else { return nil }
    let valueLacksIt =
      switch owner {
      case "NSIndexSet": names.member(selector: selector, owner: owner, isClass: false) != nil
      case "NSData": selector.hasPrefix("getBytes:")
      default: false
      }
    guard valueLacksIt else { return nil }
    return "(" + base + " as " + owner + (receiver.isOptional ? "?)" : ")")
  }

  /// Whether `name` is a property of the façade (of the receiver's class, a superclass or a
  /// protocol they adopt) that the SDK declares nonnull, so that Swift's is not optional
  /// (`CAAnimation.fillMode`): the module's own properties say their own nullability.
  private func isNonnullFacadeProperty(_ name: String, of receiver: Receiver) -> Bool {
    guard let owner = receiver.owner, module.property(name, on: owner) == nil,
      let row = names.member(selector: name, owner: owner, isClass: receiver.isClass),
      row.kind == .property || row.kind == .classProperty
    else { return false }
    var pending = [owner]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      if next == row.owner {
        // The SDK's headers are audited: no nullability word is nonnull (a typedef of an
        // object type, `CAMediaTimingFillMode`, has no `*` to tell it by).
        return !["nullable", "_Nullable", "null_resettable", "null_unspecified",
          "_Null_unspecified"].contains { row.declaration.contains($0) }
      }
      if let superclass = names.superclassName(of: next) { pending.append(superclass) }
      pending += names.protocolNames(of: next)
    }
    return false
  }

  /// A property's Swift name (`CGColor` → `cgColor`, `clearColor` of `UIColor` → `clear`);
  /// a method reached with dot syntax keeps its call.
  private func propertyName(_ name: String, receiver: Receiver, implicitGetter: String?) -> String {
    if let owner = receiver.owner {
      if let p = module.property(name, on: owner) { return p.swiftName }
      if let m = module.method(implicitGetter ?? name, isClass: receiver.isClass, on: owner) {
        return m.overriddenProperty ?? m.swiftName.base + "()"
      }
    }
    // The table knows a property by its accessors' selectors (`isOpaque`, `setOpaque:`).
    let owner = tableOwner(receiver.owner)
    let setter = "set" + ObjCImporterNames.upperFirst(name) + ":"
    if let row = names.member(selector: name, owner: owner, isClass: receiver.isClass)
      ?? names.member(selector: setter, owner: owner, isClass: receiver.isClass).flatMap({
        $0.kind == .property || $0.kind == .classProperty ? $0 : nil
      })
    {
      switch row.kind {
      case .property, .classProperty: return row.swift
      default:
        let parsed = SwiftName.parse(row.swift)
        return parsed.base + "()"
      }
    }
    if receiver.isClass, let owner = receiver.owner {
      // A class property returning its class drops the class's name (`clearColor` → `clear`).
      let suffix = ObjCImporterNames.words(ObjCImporterNames.withoutPrefix(owner)).last ?? ""
      if !suffix.isEmpty, name.hasSuffix(suffix), name.count > suffix.count {
        return String(name.dropLast(suffix.count))
      }
    }
    return ObjCImporterNames.lowerFirst(name)
  }

  // MARK: C functions

  /// The values of clang's builtins that math.h's macros expand to (`INFINITY`, `HUGE_VALF`,
  /// `NAN`).
  static let mathBuiltins: [String: Expr] = [
    "__builtin_inff": Expr(text: "Float.infinity", type: .floating("Float")),
    "__builtin_huge_valf": Expr(text: "Float.infinity", type: .floating("Float")),
    "__builtin_inf": Expr(text: "Double.infinity", type: .floating("Double")),
    "__builtin_huge_val": Expr(text: "Double.infinity", type: .floating("Double")),
    "__builtin_nanf": Expr(text: "Float.nan", type: .floating("Float")),
    "__builtin_nan": Expr(text: "Double.nan", type: .floating("Double")),
  ]

  /// What clang's classification builtins, which math.h's `isinf`, `isnan`, `isfinite`,
  /// `isnormal` and `signbit` expand to, are in Swift: a floating-point value's own property.
  static let classificationBuiltins: [String: String] = [
    "__builtin_isinf": ".isInfinite", "__builtin_isnan": ".isNaN",
    "__builtin_isfinite": ".isFinite", "__builtin_isnormal": ".isNormal",
    "__builtin_signbit": ".sign == .minus",
  ]

  /// The function a call of tgmath.h's type-generic math names in Swift: `sqrt(x)` expands to
  /// `__tg_sqrt(x)`, an overload for `x`'s type in clang's header, and Swift's `sqrt` is
  /// generic the same way (`Float`, `Double`, `CGFloat`). Other names are kept.
  static func typeGenericMathName(_ name: String) -> String {
    name.hasPrefix("__tg_") && name.count > 5 ? String(name.dropFirst(5)) : name
  }

  /// A C function call.
  func call(_ node: ClangNode) -> Expr {
    guard let calleeNode = node.children.first else { return untranslated("call", at: node) }
    var callee = unwrapped(calleeNode)
    // `(*function)(x)` calls what `function` points at, as `function(x)` does.
    if callee.kind == "UnaryOperator", callee["opcode"] == "*", let operand = callee.children.first,
      case .closure = read(operand.type).type
    {
      callee = unwrapped(operand)
    }
    let argumentNodes = Array(node.children.dropFirst())
    // A builtin (`__builtin_va_start`, what `va_start` expands to) is called through a cast.
    if callee.kind == "ImplicitCastExpr", callee["castKind"] == "BuiltinFnToFnPtr",
      let builtin = callee.children.first?["referencedDecl.name"],
      let list = variadicListCall(builtin, argumentNodes)
    {
      return list
    }
    if callee.kind == "ImplicitCastExpr", callee["castKind"] == "BuiltinFnToFnPtr",
      let builtin = callee.children.first?["referencedDecl.name"],
      let value = Self.mathBuiltins[builtin]
    {
      return value
    }
    if callee.kind == "ImplicitCastExpr", callee["castKind"] == "BuiltinFnToFnPtr",
      let builtin = callee.children.first?["referencedDecl.name"],
      let test = Self.classificationBuiltins[builtin], let argument = argumentNodes.first
    {
      return Expr(text: expr(argument).operand + test, type: .bool, isAtomic: false)
    }
    var (resultType, resultNullability) = read(node.type)
    guard callee.kind == "DeclRefExpr", callee["referencedDecl.kind"] == "FunctionDecl",
      let name = callee["referencedDecl.name"].map(Self.typeGenericMathName)
    else {
      if let call = implementationCall(node, callee: callee, argumentNodes) { return call }
      let f = expr(callee)
      if case .closure(let parameters, _) = f.type {
        // A block's parameters are spelled non-optional (`(Int, String, Bool) -> Void`), so
        // a value that may be nil (`_titles[index]`, a weak ivar) is unwrapped for it.
        let args = zip(argumentNodes.map(expr), parameters).map {
          convert($0, to: $1, allowsNil: false).text
        }
        // A block that may be nil (an unannotated block parameter is Swift's `T?`) is
        // called through `?(`, an optional chain whose result (spelled non-optional) a
        // further member continues, and which is unwrapped whole, `(f?(x))!`.
        var call = Expr(
          text: f.operand + (f.mayBeNil ? "?(" : "(") + args.joined(separator: ", ") + ")",
          type: resultType, isOptional: f.mayBeNil && resultType != .void)
        call.continuesChain = call.isOptional
        return call
      }
      return untranslated("a call through a function pointer", at: node)
    }
    var calleeType = callee["referencedDecl.type.qualType"] ?? callee.type ?? ""
    // Clang gives a C library function it knows as a builtin (`malloc`, `memcpy`, `strlen`)
    // its type without typedefs: the C library's `unsigned long` there is `size_t`, which
    // Swift imports as `Int` (`malloc(_: Int)`), where an `unsigned long` is `UInt`.
    if !ownFunctions.contains(callee["referencedDecl.id"] ?? ""), names.global(name) == nil {
      calleeType = Self.sizeTypes(calleeType)
      if node.type.map(Self.sizeTypes) == "size_t" { resultType = .integer("Int") }
    }
    var parameters = functionParameters(calleeType)
    // A framework function's header is audited (`CF_ASSUME_NONNULL_BEGIN`, which the stub
    // headers' declarations do not repeat; a nullable parameter says `_Nullable`): Swift
    // declares an unannotated parameter non-optional, so a value that may be nil is
    // unwrapped, as for a façade method's argument. A function an overlay makes a member of
    // its first parameter's type keeps its receiver a message to nil, and takes its other
    // objects as Swift imports them: non-optional where C says `cg_nullable`
    // (`CGContextSetFillColorWithColor(c, color)` → `c.setFillColor(_: CGColor)`: the macro
    // is empty to Swift, and the name table declares such a parameter unannotated), optional
    // where C says `__nullable` (`CGContextBeginTransparencyLayer(c, NULL)` →
    // `c.beginTransparencyLayer(auxiliaryInfo: nil)`, `CGContextSetShadowWithColor`'s colour),
    // which is passed as it is. C pointers keep C's rule below.
    // Where C takes NULL and Swift's overlay does not (`cg_nullable`: a gradient, a path, a
    // colour's components), Core Graphics does nothing with it (it logs), so the call is made
    // only with a value: see `nilTolerantCall`. UIKit's and Core Graphics' free functions do
    // the same with a NULL object their header declares nonnull (`UIGraphicsPushContext(NULL)`
    // outside drawing, where `UIGraphicsGetCurrentContext()` is NULL: iOS logs and goes on);
    // Core Foundation's (`CFRelease(NULL)`) trap on iOS too, and keep the unwrap.
    // A function the overlay makes an initializer (`CGBitmapContextCreate` is
    // `CGContext(data:…space:bitmapInfo:)`) takes an object C declares nullable as the
    // façade's initializer declares it: one Swift takes non-optional (`space: CGColorSpace`)
    // is bound likewise, the object made only with a value, nil without one (C's function
    // gives NULL for a NULL colour space).
    var tolerated: Set<Int> = []
    if let row = names.global(name), row.kind == .function {
      let isMember = !row.owner.isEmpty && !row.swift.hasPrefix(row.owner + ".init(")
      let ignoresNull = ["UIKit", "CoreGraphics"].contains(row.module)
      let nonOptional = overlayInitializerNonOptionalParameters(row)
      parameters = parameters.enumerated().map { i, p in
        var nullability = p.nullability
        if !isMember, p.type.isObjectLike, p.nullability == .nullable, nonOptional.contains(i) {
          tolerated.insert(i)
        }
        if ignoresNull, p.nullability != .nullable, isMember ? i > 0 : p.type.isObjectLike {
          tolerated.insert(i)
        }
        switch p.type {
        case .pointer, .constPointer, .rawPointer: break
        default:
          // The receiver: Core Graphics' `cg_nullable` context, path, colour, as C takes it.
          if isMember && i == 0 {
            if ignoresNull, p.type.isObjectLike { nullability = .nullable }
            break
          }
          if nullability == .unspecified { nullability = .nonnull }
        }
        return (type: p.type, nullability: nullability)
      }
    }
    var arguments: [Expr] = []
    var bound: [(name: String, value: Expr)] = []
    var unmanaged: [(name: String, variable: String)] = []
    for (i, a) in argumentNodes.enumerated() {
      let e = expr(a)
      if names.global(name)?.kind == .function, i < parameters.count, e.text.hasPrefix("&"),
        case .pointer(.foundationObject) = parameters[i].type
      {
        // The address of a Core Foundation object variable where a framework function gives
        // one back (`CTFontManagerRegisterGraphicsFont(font, &error)`): Swift's importer
        // takes such a pointer as `UnsafeMutablePointer<Unmanaged<T>?>`, which the variable
        // is not, so the call is made with one that `ObjCUnmanagedOut` gives and writes back.
        let name = "unmanaged\(i)"
        unmanaged.append((name, String(e.text.dropFirst())))
        arguments.append(Expr(text: name, type: parameters[i].type))
        continue
      }
      if tolerated.contains(i), e.mayBeNil, i < parameters.count,
        e.text != "nil" || parameters[i].type.isObjectLike
      {
        // An object (or an overlay's optional array, for a `const CGFloat *`) that may be
        // nil, where the overlay's parameter is not optional: bound, the call made with it.
        var target = parameters[i].type
        if case .array = e.type { target = e.type }
        var value = convert(e, to: target, allowsNil: true)
        if e.text == "nil" {
          value.text = "(nil as " + target.spelled(classNames: swiftClassName) + "?)"
          value.isAtomic = true
        }
        let name = "nonnil\(i)"
        bound.append((name, value))
        arguments.append(Expr(text: name, type: value.type))
        continue
      }
      if i < parameters.count {
        // A C pointer of unannotated nullability: Swift's C library declares most of them
        // non-null (glibc's `strlen`), so an optional is unwrapped, as C would dereference it.
        let cPointer: Bool
        switch e.type {
        case .pointer, .constPointer, .rawPointer: cPointer = true
        default: cPointer = false
        }
        // `free(NULL)` does nothing, as C's standard says (a runtime list of nothing is NULL).
        let allowsNil =
          cPointer
          ? parameters[i].nullability == .nullable || name == "free"
          : parameters[i].nullability != .nonnull
        // A number of another Swift type than the parameter's, where C's types are one
        // (`sizeof(CGFloat) * count`, an `unsigned long`, for `malloc`'s `size_t`, which
        // Swift imports as `Int`): converted, as Swift converts no number implicitly.
        // An enumeration's constant where C takes an integer (`kCGImageAlphaPremultipliedFirst`
        // for `CGBitmapContextCreate`'s `uint32_t`) goes by its raw value, as C converts it.
        var isEnumeration = false
        if case .enumeration = e.type { isEnumeration = true }
        let target =
          (e.type.isNumeric || isEnumeration) && parameters[i].type.isNumeric
          ? parameters[i].type : e.type
        arguments.append(convert(e, to: target, allowsNil: allowsNil))
      } else {
        arguments.append(e)
      }
    }
    if let special = specialCall(name, arguments, at: node) {
      return unmanagedOutCall(nilTolerantCall(special, bound), unmanaged)
    }
    if !ownFunctions.contains(callee["referencedDecl.id"] ?? ""),
      let printf = printfCall(name, arguments)
    {
      return printf
    }
    if let row = names.global(name), row.kind == .function {
      if row.arguments.isEmpty,
        let call = regroupedCall(row, arguments, argumentNodes, resultType: resultType)
      {
        return unmanagedOutCall(nilTolerantCall(call, bound), unmanaged)
      }
      var result = tableCall(row, arguments, resultType, resultNullability)
      // An overlay's failable initializer (`CGContext(data:…)`) gives an optional.
      if overlayInitializer(row)?.failable == "?" { result.isOptional = true }
      switch resultType {
      case .pointer(let element) where Self.overlayArrayResults.contains(name),
        .constPointer(let element) where Self.overlayArrayResults.contains(name):
        result.type = .array(element)
        result.isOptional = true
      default: break
      }
      return unmanagedOutCall(nilTolerantCall(result, bound), unmanaged)
    }
    return Expr(
      text: name + "(" + arguments.map(\.text).joined(separator: ", ") + ")", type: resultType,
      isOptional: resultNullability == .nullable)
  }

  /// `call` made with a pointer `ObjCUnmanagedOut` gives for each of `unmanaged` (the
  /// variables whose address C passes where the function gives back a Core Foundation
  /// object), which then holds the object: `CTFontManagerRegisterGraphicsFont(font, &error)`
  /// is `ObjCUnmanagedOut.passing(&error, { unmanaged1 in
  /// CTFontManagerRegisterGraphicsFont(font, unmanaged1) })`.
  func unmanagedOutCall(_ call: Expr, _ unmanaged: [(name: String, variable: String)]) -> Expr {
    guard !unmanaged.isEmpty else { return call }
    var out = call
    for (name, variable) in unmanaged.reversed() {
      out.text = "ObjCUnmanagedOut.passing(&" + variable + ", { " + name + " in " + out.text + " })"
    }
    out.isAtomic = true
    out.continuesChain = false
    return out
  }

  /// A call made only when each of `bound` (the values C takes as NULL and Swift's overlay
  /// does not) has a value, as Core Graphics does nothing with NULL:
  /// `CGContextDrawLinearGradient(c, gradient, …)` is
  /// `_ = gradient.map { nonnil1 in c?.drawLinearGradient(nonnil1, …) }`, a value the type's
  /// zero (or nil) without one.
  func nilTolerantCall(_ call: Expr, _ bound: [(name: String, value: Expr)]) -> Expr {
    guard !bound.isEmpty else { return call }
    var text = call.text
    for (depth, binding) in bound.enumerated().reversed() {
      let innermost = depth == bound.count - 1
      let map = innermost && !call.mayBeNil ? ".map" : ".flatMap"
      // A chain is mapped whole (`(view?.color).map`, not `view?.color.map`).
      let value = binding.value
      let chained = value.continuesChain || value.text.contains("?.") || value.text.contains("?[")
      let operand = chained && value.isAtomic ? "(" + value.text + ")" : value.operand
      text = operand + map + " { " + binding.name + " in " + text + " }"
    }
    if call.type == .void {
      return Expr(text: "_ = " + text, type: .void, isAtomic: false)
    }
    if let zero = zeroValue(of: call.type) {
      return Expr(text: "(" + text + " ?? " + zero + ")", type: call.type)
    }
    return Expr(text: text, type: call.type, isOptional: true, isAtomic: false)
  }

  /// The positions of the parameters the façade's initializer for a Core Graphics function
  /// (`CGContext.init(data:…)` for `CGBitmapContextCreate`) declares non-optional, read from
  /// `FacadeInitializers`; empty for any other function.
  func overlayInitializerNonOptionalParameters(_ row: ObjCMemberName) -> Set<Int> {
    guard let initializer = overlayInitializer(row) else { return [] }
    var positions: Set<Int> = []
    let clauses = ObjCTypeReader.splitTopLevel(initializer.parameters, separator: ",")
    for (i, clause) in clauses.enumerated() {
      guard let colon = clause.firstIndex(of: ":") else { continue }
      let type = clause[clause.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if !type.hasSuffix("?"), !type.hasSuffix("!") { positions.insert(i) }
    }
    return positions
  }

  /// The façade's initializer a Core Graphics function is in Swift (`CGContext.init(data:…)`
  /// for `CGBitmapContextCreate`), nil for any other function.
  func overlayInitializer(_ row: ObjCMemberName) -> FacadeInitializers.Initializer? {
    guard !row.owner.isEmpty, row.swift.hasPrefix(row.owner + ".init(") else { return nil }
    return FacadeInitializers.shared.initializer(
      String(row.swift.dropFirst(row.owner.count + 1)), of: row.owner)
  }

  /// `unsigned long` (not `unsigned long long`) read as `size_t`.
  static func sizeTypes(_ spelling: String) -> String {
    spelling.replacingOccurrences(
      of: #"\bunsigned long\b(?! long)"#, with: "size_t", options: .regularExpression)
  }

  /// The C functions whose Swift overlay gives an array where C gives a pointer into the
  /// object (`CGColorGetComponents` is Core Graphics' `var components: [CGFloat]? { get }`,
  /// the only one among the SDK's overlays): the value is that optional array, which is
  /// subscripted, kept in a local and passed for a `const CGFloat *` as C's pointer is.
  static let overlayArrayResults: Set<String> = ["CGColorGetComponents"]

  /// The parameter types of a function type's spelling (`void (CGContextRef, CGRect)`).
  func functionParameters(_ spelling: String) -> [(type: SwiftType, nullability: Nullability)] {
    guard spelling.hasSuffix(")") else { return [] }
    var depth = 0
    var open: String.Index?
    for i in spelling.indices.reversed() {
      if spelling[i] == ")" { depth += 1 }
      if spelling[i] == "(" {
        depth -= 1
        if depth == 0 {
          open = i
          break
        }
      }
    }
    guard let open else { return [] }
    let inner = String(
      spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)])
    if inner == "void" || inner.isEmpty { return [] }
    return ObjCTypeReader.splitTopLevel(inner, separator: ",").filter { $0 != "..." }.map {
      types.read($0)
    }
  }

  private func tableCall(
    _ row: ObjCMemberName, _ arguments: [Expr], _ resultType: SwiftType,
    _ resultNullability: Nullability
  ) -> Expr {
    let owner = row.owner
    // The table spells a function's Swift name with its type (`CGRect.insetBy(dx:dy:)`).
    let swift =
      !owner.isEmpty && row.swift.hasPrefix(owner + ".")
      ? String(row.swift.dropFirst(owner.count + 1)) : row.swift
    let (base, labels) = SwiftName.parse(swift)
    // A comparison the overlay retires for its type's `==` (`CGColorEqualToColor`).
    if base == "==", arguments.count == 2 {
      return Expr(
        text: "(" + arguments[0].text + " == " + arguments[1].text + ")", type: .bool,
        isAtomic: true)
    }
    func list(_ values: ArraySlice<Expr>, _ labels: [String]) -> String {
      zip(values, labels + Array(repeating: "_", count: values.count)).map { value, label in
        label == "_" ? value.text : label + ": " + value.text
      }.joined(separator: ", ")
    }
    if owner.isEmpty {
      return Expr(
        text: base + "(" + list(arguments[...], labels ?? []) + ")", type: resultType,
        isOptional: resultNullability == .nullable)
    }
    if base == "init" {
      return Expr(text: owner + "(" + list(arguments[...], labels ?? []) + ")", type: resultType)
    }
    // A member of the first argument's type (`CGRectInset(r, …)` → `r.insetBy(dx:dy:)`).
    if let first = arguments.first, isReceiver(first, of: owner) {
      let access = first.memberBase
      // The overlay member's order where it is not C's (`CGContextDrawImage(c, rect, image)`
      // → `c.draw(image, in: rect)`), with the values C has no parameter for.
      let rest =
        row.arguments.isEmpty
        ? arguments.dropFirst()
        : ArraySlice(
          row.arguments.map { entry in
            Int(entry).flatMap { arguments.indices.contains($0) ? arguments[$0] : nil }
              ?? Expr(text: entry, type: .bool)
          })
      // A property's setter (`CGContextSetInterpolationQuality(c, q)`, the API notes'
      // `setter:CGContext.interpolationQuality(self:_:)`): a function of the value and one
      // more that returns nothing, where a getter takes the value alone.
      if labels == nil, arguments.count == 2, resultType == .void {
        return Expr(
          text: access + base + " = " + arguments[1].text, type: .void, isAtomic: false)
      }
      let text = labels.map { access + base + "(" + list(rest, $0) + ")" } ?? access + base
      if first.mayBeNil, resultType != .void, let zero = zeroValue(of: resultType) {
        return Expr(text: "(" + text + " ?? " + zero + ")", type: resultType)
      }
      return Expr(text: text, type: resultType, isOptional: first.mayBeNil && resultType != .void)
    }
    let text =
      labels.map { owner + "." + base + "(" + list(arguments[...], $0) + ")" } ?? owner + "." + base
    return Expr(text: text, type: resultType, isOptional: resultNullability == .nullable)
  }

  /// Functions whose Swift form takes its arguments differently.
  private func specialCall(_ name: String, _ a: [Expr], at node: ClangNode) -> Expr? {
    func receiver(_ e: Expr) -> String { e.memberBase }
    let memory = ObjCStubHeaders.Prelude.isMemoryManagement(name)
    if a.count == 1, memory.releases || memory.retains {
      // Swift manages the objects' memory: a release does nothing, a retain gives its value.
      if memory.retains { return a[0] }
      return Expr(text: "_ = " + a[0].text, type: .void, isAtomic: false)
    }
    switch (name, a.count) {
    case ("NSStringFromClass", 1):
      // A class's name as Objective-C names it (`DesignableNibView`, what a nib is named
      // after), not Swift's module-qualified one.
      return Expr(text: "String(describing: " + a[0].text + ")", type: .string)
    case ("NSLocalizedString", 2):
      let comment = a[1].text == "nil" ? "\"\"" : convert(a[1], to: .string, allowsNil: false).text
      let key = convert(a[0], to: .string, allowsNil: false).text
      return Expr(text: "NSLocalizedString(" + key + ", comment: " + comment + ")", type: .string)
    case ("CGContextMoveToPoint", 3), ("CGContextAddLineToPoint", 3):
      let method = name == "CGContextMoveToPoint" ? "move" : "addLine"
      return Expr(
        text: receiver(a[0]) + method + "(to: CGPoint(x: " + a[1].text + ", y: " + a[2].text + "))",
        type: .void)
    case ("CGContextAddArc", 7):
      return Expr(
        text: receiver(a[0]) + "addArc(center: CGPoint(x: " + a[1].text + ", y: " + a[2].text
          + "), radius: " + a[3].text + ", startAngle: " + a[4].text + ", endAngle: " + a[5].text
          + ", clockwise: " + convert(a[6], to: .bool, allowsNil: false).text + ")",
        type: .void)
    case ("CGContextEOFillPath", 1), ("CGContextEOClip", 1):
      // The overlay retires both ("Use fillPath(using:)", "Use clip(using:)"): the rule their
      // names carry is the argument, never the method's nonzero default.
      let method = name == "CGContextEOClip" ? "clip" : "fillPath"
      return Expr(text: receiver(a[0]) + method + "(using: .evenOdd)", type: .void)
    case ("CGPathContainsPoint", 4):
      let eoFill = convert(a[3], to: .bool, allowsNil: false).text
      var list = [a[2].text, "using: " + eoFill + " ? CGPathFillRule.evenOdd : .winding"]
      if a[1].text != "nil" {
        let m = a[1].text
        list.append("transform: " + (m.hasPrefix("&") ? String(m.dropFirst()) : m + ".pointee"))
      }
      let text = receiver(a[0]) + "contains(" + list.joined(separator: ", ") + ")"
      return a[0].mayBeNil
        ? Expr(text: "(" + text + " ?? false)", type: .bool) : Expr(text: text, type: .bool)
    case ("MIN", 2), ("MAX", 2), ("fmin", 2), ("fmax", 2), ("fminf", 2), ("fmaxf", 2):
      let f = name.lowercased().hasPrefix("min") || name.hasPrefix("fmin") ? "min" : "max"
      return Expr(text: f + "(" + a[0].text + ", " + a[1].text + ")", type: a[0].type)
    case ("_NSDictionaryOfVariableBindings", _) where a.count >= 2:
      // `NSDictionaryOfVariableBindings(a, b)`: the names, as the macro spells them, to the
      // values (the last argument is the macro's terminating nil).
      guard a[0].text.hasPrefix("\""), a[0].text.hasSuffix("\"") else { return nil }
      let keys = a[0].text.dropFirst().dropLast().split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let values = a.dropFirst().filter { $0.text != "nil" }
      guard keys.count == values.count else { return nil }
      let pairs = zip(keys, values).map { "\"" + $0 + "\": " + $1.text + " as Any" }
      return Expr(
        text: "[" + pairs.joined(separator: ", ") + "] as [String: Any]",
        type: .dictionary(.string, .any), isAtomic: false)
    case ("dispatch_get_main_queue", 0):
      return Expr(text: "DispatchQueue.main", type: .object("DispatchQueue"))
    case ("dispatch_async", 2):
      return Expr(text: receiver(a[0]) + "async(execute: " + a[1].text + ")", type: .void)
    case ("dispatch_sync", 2):
      return Expr(text: receiver(a[0]) + "sync(execute: " + a[1].text + ")", type: .void)
    case ("dispatch_get_global_queue", 2):
      return Expr(text: "DispatchQueue.global()", type: .object("DispatchQueue"))
    case ("dispatch_once", 2):
      // Run once per predicate, as `dispatch_once` does (designables run on the main thread).
      guard a[0].text.hasPrefix("&") else { return nil }
      let predicate = String(a[0].text.dropFirst())
      return Expr(
        text: "if " + predicate + " == 0 { " + predicate + " = 1; (" + a[1].text + ")() }",
        type: .void, isAtomic: false)
    case ("dispatch_time", 2), ("dispatch_walltime", 2):
      // A time is kept as nanoseconds from now: only now plus a delta — `DISPATCH_TIME_NOW`
      // for `dispatch_time`, NULL for `dispatch_walltime` (a `struct timespec` is left to
      // Swift's error).
      let now = name == "dispatch_time" ? ["0", "UInt64(0)"] : ["nil"]
      guard now.contains(a[0].text) else { return nil }
      let delta = convert(a[1], to: .integer("Int64"), allowsNil: false)
      return Expr(text: "UInt64(Swift.max(0, " + delta.text + "))", type: .integer("UInt64"))
    case ("dispatch_after", 3):
      let when = convert(a[0], to: .integer("UInt64"), allowsNil: false)
      return Expr(
        text: receiver(a[1]) + "asyncAfter(deadline: .now() + .nanoseconds(Int(" + when.text
          + ")), execute: " + a[2].text + ")", type: .void)
    case ("dispatch_source_create", 4):
      // Timer sources only: designables use them for animation ticks.
      guard a[0].text.contains("_dispatch_source_type_timer") else { return nil }
      return Expr(
        text: "DispatchSource.makeTimerSource(queue: " + a[3].text + ")",
        type: .object("DispatchSourceTimer"), isAtomic: false)
    case ("dispatch_source_set_timer", 4):
      let times = a.dropFirst().map { convert($0, to: .integer("UInt64"), allowsNil: false).text }
      return Expr(
        text: "__easelScheduleTimer(" + a[0].text + ", start: " + times[0] + ", interval: "
          + times[1] + ", leeway: " + times[2] + ")", type: .void)
    case ("dispatch_source_set_event_handler", 2):
      return Expr(text: receiver(a[0]) + "setEventHandler(handler: " + a[1].text + ")", type: .void)
    case ("dispatch_source_set_cancel_handler", 2):
      return Expr(text: receiver(a[0]) + "setCancelHandler(handler: " + a[1].text + ")", type: .void)
    case ("dispatch_source_cancel", 1):
      return Expr(text: receiver(a[0]) + "cancel()", type: .void)
    case ("dispatch_source_testcancel", 1):
      return Expr(
        text: "((" + receiver(a[0]) + "isCancelled ?? false) ? 1 : 0)", type: .integer("Int"))
    case ("dispatch_resume", 1):
      return Expr(text: receiver(a[0]) + "resume()", type: .void)
    case ("dispatch_suspend", 1):
      return Expr(text: receiver(a[0]) + "suspend()", type: .void)
    case ("dispatch_semaphore_create", 1):
      let value = convert(a[0], to: .integer("Int"), allowsNil: false)
      return Expr(
        text: "DispatchSemaphore(value: " + value.text + ")", type: .object("DispatchSemaphore"),
        isAtomic: false)
    case ("dispatch_semaphore_wait", 2), ("dispatch_group_wait", 2):
      // 0 when the semaphore was taken or the group's work ended, else non-zero, as
      // libdispatch gives; the time is kept as nanoseconds from now (`dispatch_time`).
      let timeout = convert(a[1], to: .integer("UInt64"), allowsNil: false)
      return Expr(
        text: "(" + receiver(a[0]) + "wait(timeout: __easelDispatchDeadline(" + timeout.text
          + ")) == .success ? 0 : 1)", type: .integer("Int"))
    case ("dispatch_semaphore_signal", 1):
      let signal = receiver(a[0]) + "signal()"
      return Expr(
        text: a[0].mayBeNil ? "(" + signal + " ?? 0)" : signal, type: .integer("Int"),
        isAtomic: !a[0].mayBeNil)
    case ("dispatch_group_create", 0):
      return Expr(text: "DispatchGroup()", type: .object("DispatchGroup"))
    case ("dispatch_group_enter", 1):
      return Expr(text: receiver(a[0]) + "enter()", type: .void)
    case ("dispatch_group_leave", 1):
      return Expr(text: receiver(a[0]) + "leave()", type: .void)
    case ("dispatch_group_async", 3):
      return Expr(
        text: receiver(a[1]) + "async(group: " + a[0].text + ", execute: " + a[2].text + ")",
        type: .void)
    case ("dispatch_group_notify", 3):
      return Expr(
        text: receiver(a[0]) + "notify(queue: " + a[1].text + ", execute: " + a[2].text + ")",
        type: .void)
    case ("dispatch_barrier_async", 2):
      return Expr(
        text: receiver(a[0]) + "async(flags: .barrier, execute: " + a[1].text + ")", type: .void)
    case ("dispatch_barrier_sync", 2):
      return Expr(
        text: receiver(a[0]) + "sync(flags: .barrier, execute: " + a[1].text + ")", type: .void)
    case ("dispatch_apply", 3):
      // Each iteration once, in parallel where the queue allows; the call returns when all
      // have run, as `dispatch_apply` does.
      let count = convert(a[0], to: .integer("Int"), allowsNil: false)
      return Expr(
        text: "DispatchQueue.concurrentPerform(iterations: " + count.text + ", execute: "
          + a[2].text + ")", type: .void)
    case ("dispatch_set_target_queue", 2):
      return Expr(text: receiver(a[0]) + "setTarget(queue: " + a[1].text + ")", type: .void)
    case ("dispatch_queue_create", 2):
      // The label names the queue for debugging only; a concurrent queue runs its blocks
      // side by side, as `DISPATCH_QUEUE_CONCURRENT` asks.
      let concurrent = a[1].text.contains("_dispatch_queue_attr_concurrent")
      return Expr(
        text: "DispatchQueue(label: \"easel.objc.queue\""
          + (concurrent ? ", attributes: .concurrent)" : ")"), type: .object("DispatchQueue"))
    case ("os_log_create", 2), ("os_log_type_enabled", 2), ("os_log_with_type", 3...):
      return logCall(name, a)
    case ("NSLog", _):
      // The format as a string; each value after it as `%@` and `%d` take it.
      guard let format = a.first else { return nil }
      var formatText = format.text
      if case .typedString = format.type {
        formatText = convert(format, to: .string, allowsNil: true).text
      }
      let values = [formatText] + a.dropFirst().map(formatArgument)
      return Expr(text: "NSLog(" + values.joined(separator: ", ") + ")", type: .void)
    default:
      return nil
    }
  }
}
