import EaselDiagnostics

/// What the generated code registers, decided from a scan: which classes documents can
/// name, under which names, and which properties are settable by key on which owner.
///
/// A class is registered when it is a non-generic Swift class reachable from another
/// file whose superclass chain, followed through the scanned sources, ends at a UIKit class
/// documents instantiate by coder (views, controllers, …), or at `NSObject` (a document's
/// custom object). Designable or not: a document may name any custom class. Objective-C is
/// registered from the Swift it is translated into (the agent host scans that,
/// `docs/objc.md`), never from its own scan.
public struct RegistrationPlan: Sendable {
  /// One class to register.
  public struct ClassRegistration: Sendable, Hashable {
    /// The class as scanned.
    public var scannedClass: ScannedClass
    /// The names documents may use: the plain name, the qualified name of a nested class,
    /// the `@objc(Name)` name.
    public var names: [String]
    /// Whether the class can be made as a nib makes it: `init?(coder:)` (not
    /// `@available(*, unavailable)`), or `init()` when `makesWithPlainInit`.
    public var canMake: Bool
    /// Whether a nib makes it with `init()`: a custom object (`<customObject>`, an
    /// `NSObject` subclass) that does not adopt `NSCoding`, as UIKit's nib loading makes one.
    public var makesWithPlainInit: Bool = false
    /// Whether `init(frame:)` exists: declared, or inherited because the class declares no
    /// designated initializer of its own (Swift's rule). Interface Builder makes designables
    /// with it; without it the real agent dies of "unimplemented initializer".
    public var canMakeWithFrame: Bool = false
    /// Whether Interface Builder renders the class live: it, or a scanned superclass, is
    /// `@IBDesignable`.
    public var isDesignable: Bool = false
    /// The UIKit class its superclass chain ends at (`UIView`, `UITabBarItem`).
    public var root: String = ""
    /// Whether it is a view: Interface Builder draws only views live, whatever
    /// `@IBDesignable` says of a controller or a bar item.
    public var isView: Bool { UIKitClasses.isView(root) }
  }

  /// One property to register.
  public struct EntryRegistration: Sendable, Hashable {
    /// The owner as Swift code names it (`Rainbow`, `Outer.Inner`, `UILabel`).
    public var owner: String
    /// The property as scanned.
    public var property: ScannedProperty
    /// The inspectable kind.
    public var kind: InspectableKind
    /// Whether generated code can assign it; when not, setting throws `undefinedKey`.
    public var isSettable: Bool
    /// For a property other files cannot reach (`private`, `fileprivate`, or such a
    /// setter): the member the generated code uses instead, a same-file accessor
    /// (`sameFileAccessors(in:for:)`) appended to the property's own file. Xcode's agent
    /// reaches private inspectables through the Objective-C runtime; Swift on Linux reaches
    /// them only from their own file.
    public var accessor: String?
  }

  /// The members Objective-C sees of one class or extension, listed by code appended to
  /// their own file (`sameFileSelectors(in:for:)`), so that private members are reached.
  public struct ObjCOwnerRegistration: Sendable, Hashable {
    /// The owner as Swift code in its file names it (`Rainbow`, `Outer.Inner`, `UIColor`).
    public var owner: String
    /// The file that declares the class or extension.
    public var file: String
    /// The line of its declaration.
    public var line: Int
    /// The conditions the class or extension sits under, outermost first.
    public var conditions: [String]
    /// Its members, in source order.
    public var members: [ObjCMember]
  }

  /// Classes to register, in source order.
  public var classes: [ClassRegistration] = []
  /// Layer classes (`CALayer` subclasses, qualified names) with no `init()`: they declare
  /// other designated initializers. The façade's `CALayer.init()` is `required` (a view makes
  /// its `layerClass` through a metatype), so preparation gives each one that traps as
  /// Swift's stub does on iOS when Core Animation calls `init` on such a class.
  public var layerClassesWithoutPlainInit: Set<String> = []
  /// Classes the runtime makes by class object with `init()` (`ClassFactory`): those whose
  /// chain ends at `NSObject` or at a framework class UIKit copies by making the receiver's
  /// class (`UIKitClasses.isMadeByClassObject`), with an `init()` other files reach, in
  /// source order.
  public var factories: [ScannedClass] = []
  /// Members Objective-C sees, by owner, in source order.
  public var objcOwners: [ObjCOwnerRegistration] = []
  /// Properties to register, in source order.
  public var entries: [EntryRegistration] = []
  /// Why something found was not registered.
  public var diagnostics: [Diagnostic] = []
  /// `@IBDesignable` classes of AppKit views (`NSView` subclasses, macOS designables): not
  /// registered, and not among the designables Easel builds.
  public var appKitDesignables: [ScannedClass] = []
  /// The AppKit class each of `appKitDesignables` descends from, by qualified name.
  public var appKitRoots: [String: String] = [:]

  /// `@IBDesignable` classes whose chain ends at a framework class that is not a view and
  /// not registered (`UICollectionViewFlowLayout`, `CALayer`), with that class: Xcode ignores
  /// `@IBDesignable` there, so they are not among the designables Easel builds.
  public var nonViewDesignables: [(scannedClass: ScannedClass, root: String)] = []

  /// Plans registration for everything scanned.
  public init(classes allClasses: [ScannedClass], extensions: [ScannedExtension]) {
    let swiftClasses = allClasses.filter { $0.language == .swift }
    let index = ClassIndex(swiftClasses)
    var plainNameCount: [String: Set<String>] = [:]
    for c in swiftClasses { plainNameCount[c.name, default: []].insert(c.qualifiedName) }

    for c in swiftClasses {
      let reachable = !c.isGeneric && c.access.isVisibleToOtherFiles
      let root = index.root(of: c)
      if !c.isGeneric, let root, UIKitClasses.isLayer(root), !index.hasPlainInit(c) {
        layerClassesWithoutPlainInit.insert(c.qualifiedName)
      }
      if reachable, let root, UIKitClasses.isMadeByClassObject(root), index.hasReachablePlainInit(c)
      {
        factories.append(c)
      }
      if reachable, let root, UIKitClasses.isCoderInstantiable(root) {
        classes.append(
          ClassRegistration(
            scannedClass: c, names: names(of: c, plainNameCount),
            canMake: !c.isCoderInitUnavailable && index.hasCoderInit(c),
            canMakeWithFrame: UIKitClasses.hasFrameInitializer(root) && index.hasFrameInit(c, root: root),
            isDesignable: index.isDesignable(c), root: root))
      } else if reachable, root == "NSObject" {
        // A document's custom object: UIKit's nib loading makes it with init(coder:) when
        // the class adopts NSCoding, else with init().
        let coding = index.chain(of: c).contains {
          $0.inheritedTypes.contains { ["NSCoding", "NSSecureCoding"].contains($0) }
        }
        classes.append(
          ClassRegistration(
            scannedClass: c, names: names(of: c, plainNameCount),
            canMake: coding
              ? !c.isCoderInitUnavailable && index.declaresCoderInit(c)
              : index.hasReachablePlainInit(c),
            makesWithPlainInit: !coding, root: "NSObject"))
        if c.isDesignable {
          diagnostics.append(
            Diagnostic(
              .warning,
              "@IBDesignable class '\(c.qualifiedName)' inherits from 'NSObject', not a UIKit view; Interface Builder draws only views, so it is not drawn (a document may still use it as a custom object)",
              id: "designable-not-registered", at: c.location))
        }
      } else if c.isDesignable, let root, UIKitClasses.isAppKitView(root) {
        appKitDesignables.append(c)
        appKitRoots[c.qualifiedName] = root
        diagnostics.append(
          Diagnostic(
            .note,
            "@IBDesignable class '\(c.qualifiedName)' is an AppKit \(UIKitClasses.appKitKind(root) ?? "view") ('\(root)'), a macOS designable; Easel draws iOS designables against UIKit, so it is left out",
            id: "designable-appkit", at: c.location))
      } else if c.isDesignable, let root, UIKitClasses.isKnownNonView(root) {
        nonViewDesignables.append((c, root))
        diagnostics.append(
          Diagnostic(
            .note,
            "@IBDesignable class '\(c.qualifiedName)' is a '\(root)' subclass, not a view; Interface Builder draws only views live, so it is left out",
            id: "designable-not-a-view", at: c.location))
      } else if c.isDesignable && !c.isGeneric {
        let why =
          !c.access.isVisibleToOtherFiles
          ? "is \(c.access.rawValue), so Easel's generated registration cannot reach it (make it internal)"
          : "inherits from '\(root ?? "nothing")', which is neither a scanned class nor a UIKit view or controller"
        diagnostics.append(
          Diagnostic(
            .warning, "@IBDesignable class '\(c.qualifiedName)' \(why); it is not registered",
            id: "designable-not-registered", at: c.location))
      }
      if reachable {
        for p in c.properties { addEntry(owner: c.qualifiedName, p) }
      }
      let hidden = !c.access.isVisibleToOtherFiles && c.qualifiedName.contains(".")
      if !c.objcMembers.isEmpty && !c.isGeneric && !hidden {
        objcOwners.append(
          ObjCOwnerRegistration(
            owner: c.qualifiedName, file: c.location.file, line: c.location.line,
            conditions: c.conditions,
            members: c.objcMembers))
      }
    }
    for e in extensions where e.language == .swift {
      if let c = index.find(e.extendedType, from: nil),
        c.isGeneric || !c.access.isVisibleToOtherFiles
      {
        continue
      }
      for p in e.properties { addEntry(owner: e.extendedType, p) }
      if !e.objcMembers.isEmpty && Self.isClass(e.extendedType, index: index) {
        objcOwners.append(
          ObjCOwnerRegistration(
            owner: e.extendedType, file: e.location.file, line: e.location.line,
            conditions: e.conditions,
            members: e.objcMembers))
      }
    }
  }

  /// The names documents may give `c`: its plain name unless another class shares it, its
  /// qualified name, its `@objc` name.
  private func names(of c: ScannedClass, _ plainNameCount: [String: Set<String>]) -> [String] {
    var names: [String] = []
    if c.qualifiedName == c.name || (plainNameCount[c.name]?.count ?? 0) == 1 {
      names.append(c.name)
    }
    if c.qualifiedName != c.name { names.append(c.qualifiedName) }
    if let o = c.objcName, !names.contains(o) { names.append(o) }
    return names
  }

  /// Whether `name` is a class whose extension can hold Objective-C members: a scanned
  /// non-generic class, or one of Apple's (`UIView`, `CALayer`, `NSObject`: a framework
  /// prefix and a capital). Swift rejects `@objc` members elsewhere.
  static func isClass(_ name: String, index: ClassIndex) -> Bool {
    if let c = index.find(name, from: nil) { return !c.isGeneric }
    return UIKitClasses.isFrameworkObjCClass(name)
  }

  private mutating func addEntry(owner: String, _ p: ScannedProperty) {
    guard let kind = p.kind, !p.isStatic, p.typeText != nil, p.language == .swift else { return }
    let settable = p.hasSetter && !p.isConstant
    if p.isReachable && (p.isSettableFromOtherFiles || !settable) {
      entries.append(
        EntryRegistration(
          owner: owner, property: p, kind: kind, isSettable: p.isSettableFromOtherFiles))
    } else {
      entries.append(
        EntryRegistration(
          owner: owner, property: p, kind: kind, isSettable: settable,
          accessor: "_easelKVC_" + p.name))
    }
  }
}

/// Scanned classes by name, to follow superclass chains.
struct ClassIndex {
  private var byQualified: [String: ScannedClass] = [:]
  private var byPlain: [String: [ScannedClass]] = [:]

  init(_ classes: [ScannedClass]) {
    for c in classes {
      if byQualified[c.qualifiedName] == nil { byQualified[c.qualifiedName] = c }
      byPlain[c.name, default: []].append(c)
    }
  }

  /// The class `name` refers to, looked up from inside `context` (a qualified name).
  func find(_ written: String, from context: String?) -> ScannedClass? {
    // `Box<Int>` names the class `Box`.
    let name = written.firstIndex(of: "<").map { String(written[..<$0]) } ?? written
    var scope = context
    while let s = scope {
      if let c = byQualified[s + "." + name] { return c }
      scope = s.lastIndex(of: ".").map { String(s[..<$0]) }
    }
    if let c = byQualified[name] { return c }
    if let list = byPlain[name], Set(list.map(\.qualifiedName)).count == 1 { return list.first }
    return nil
  }

  /// `c` and its scanned superclasses, nearest first.
  func chain(of c: ScannedClass) -> [ScannedClass] {
    var out = [c]
    var seen: Set<String> = [c.qualifiedName]
    var current = c
    while let s = current.superclassName {
      let context = current.qualifiedName.lastIndex(of: ".").map {
        String(current.qualifiedName[..<$0])
      }
      guard let next = find(s, from: context), !seen.contains(next.qualifiedName) else { break }
      seen.insert(next.qualifiedName)
      out.append(next)
      current = next
    }
    return out
  }

  /// Whether `init(frame:)` can be called on `c`, a view whose chain ends at the UIKit class
  /// `root`, by Swift's initializer inheritance followed down from `root`: a class that
  /// declares no designated initializer inherits all its superclass's; one that declares
  /// `init(frame:)` has it; one that overrides every designated initializer of its superclass
  /// keeps `init(frame:)` where that is a convenience initializer (`UITableViewCell`'s, which
  /// calls `init(style:reuseIdentifier:)`). `init(coder:)` is left out of the comparison:
  /// `UIView`'s is `required`, so every class that compiles has it.
  func hasFrameInit(_ c: ScannedClass, root: String) -> Bool {
    var has = true
    var designated = UIKitClasses.designatedInitializers(of: root)
    let owners = chain(of: c).reversed().filter {
      $0.declaresDesignatedInit || $0.declaresFrameInit
    }
    for owner in owners {
      let own = owner.designatedInitializers.subtracting(["coder:"])
      if owner.declaresFrameInit {
        has = true
      } else {
        has = has && !designated.contains("frame:") && designated.isSubset(of: own)
      }
      if owner.declaresDesignatedInit { designated = own }
    }
    return has
  }

  /// Whether `init(coder:)` can be called on `c`, by Swift's initializer inheritance: declared
  /// by it or by the nearest class in the chain that declares any designated initializer, or
  /// inherited when none does (a gesture recognizer that overrides `init(target:action:)`
  /// only has none: `UIGestureRecognizer`'s is not `required`, as `UIView`'s is).
  func hasCoderInit(_ c: ScannedClass) -> Bool {
    initializerOwner(of: c, \.declaresCoderInit).map(\.declaresCoderInit) ?? true
  }

  /// Whether `init(coder:)` is declared by `c` or the nearest class in the chain that declares
  /// any designated initializer: a class whose root (`NSObject`) has none inherits none.
  func declaresCoderInit(_ c: ScannedClass) -> Bool {
    initializerOwner(of: c, \.declaresCoderInit)?.declaresCoderInit ?? false
  }

  /// Whether another file can call `init()` on `c`: as `hasPlainInit(_:)`, and the `init()`
  /// found is neither `private` nor `fileprivate`.
  func hasReachablePlainInit(_ c: ScannedClass) -> Bool {
    initializerOwner(of: c, \.declaresPlainInit).map {
      $0.declaresPlainInit && !$0.isPlainInitHidden
    }
      ?? true
  }

  /// Whether `init()` can be called on `c`: declared by it or by the nearest class in the
  /// chain that declares any designated initializer, or inherited when none does.
  func hasPlainInit(_ c: ScannedClass) -> Bool {
    initializerOwner(of: c, \.declaresPlainInit).map(\.declaresPlainInit) ?? true
  }

  /// The nearest class in `c`'s chain that declares the initializer `declares` asks about or
  /// any designated initializer: the one whose initializers `c` has (Swift's initializer
  /// inheritance); nil when none does, and `c` inherits its root's.
  private func initializerOwner(of c: ScannedClass, _ declares: (ScannedClass) -> Bool)
    -> ScannedClass?
  {
    chain(of: c).first { $0.declaresDesignatedInit || declares($0) }
  }

  /// Whether `c` or a scanned superclass is `@IBDesignable`.
  func isDesignable(_ c: ScannedClass) -> Bool {
    chain(of: c).contains { $0.isDesignable }
  }

  /// The first superclass in `c`'s chain that is not a scanned class (such as `UIView`).
  func root(of c: ScannedClass) -> String? {
    var current = c
    var seen: Set<String> = [c.qualifiedName]
    while let s = current.superclassName {
      let context = current.qualifiedName.lastIndex(of: ".").map {
        String(current.qualifiedName[..<$0])
      }
      guard let next = find(s, from: context), !seen.contains(next.qualifiedName) else { return s }
      seen.insert(next.qualifiedName)
      current = next
    }
    return nil
  }
}
