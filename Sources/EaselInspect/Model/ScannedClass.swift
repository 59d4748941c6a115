import EaselDiagnostics

/// A class declaration found in the sources.
public struct ScannedClass: Sendable, Hashable {
  /// The class's own name (`Inner`).
  public var name: String
  /// The name with its enclosing types (`Outer.Inner`), as Swift code refers to it.
  public var qualifiedName: String
  /// The Objective-C name given by `@objc(Name)`, if any.
  public var objcName: String?

  /// The names a document may give the class as its `customClass`: its own, its qualified
  /// one, and its Objective-C name (`@objc(MKGradientView) class GradientView`), by which the
  /// runtime finds it on iOS.
  public var documentNames: [String] {
    [name, qualifiedName] + (objcName.map { [$0] } ?? [])
  }

  /// Whether a document's `customClass` of `className` names this class.
  public func isNamed(_ className: String) -> Bool {
    name == className || qualifiedName == className || objcName == className
  }
  /// The first inherited type, module qualifier removed; for a Swift class this is the
  /// superclass if it has one (a protocol is indistinguishable here).
  public var superclassName: String?
  /// All inherited types as written.
  public var inheritedTypes: [String]
  /// `@IBDesignable` (or `IB_DESIGNABLE`).
  public var isDesignable: Bool
  /// Generic itself, or nested in a generic type: documents cannot instantiate it.
  public var isGeneric: Bool
  /// The effective access level: the narrowest of its own and its enclosing types'.
  public var access: AccessLevel
  /// `final`.
  public var isFinal: Bool
  /// `init(coder:)` is declared `@available(*, unavailable)`: it cannot be called.
  public var isCoderInitUnavailable: Bool
  /// Whether the body declares a designated (non-convenience) initializer; if it does, Swift
  /// no longer inherits the superclass's `init(frame:)`.
  public var declaresDesignatedInit = false
  /// The argument labels of the designated initializers the body declares, one string each
  /// as Swift spells a selector (`style:reuseIdentifier:`, `coder:`, `` for `init()`):
  /// whether it overrides all its superclass's, and so inherits that class's convenience
  /// initializers (Swift's second rule of initializer inheritance).
  public var designatedInitializers: Set<String> = []
  /// Whether the body declares `init(frame:)` (not marked unavailable).
  public var declaresFrameInit = false
  /// Whether the body declares `init(coder:)` (not marked unavailable).
  public var declaresCoderInit = false
  /// Whether it declares `init()` (designated or not), so `Type()` makes it even when it
  /// declares other designated initializers.
  public var declaresPlainInit = false
  /// Whether its `init()` is `private` or `fileprivate`: other files cannot call it (a
  /// singleton's).
  public var isPlainInitHidden = false
  /// `@objcMembers`: every member is exposed to Objective-C.
  public var exposesMembersToObjC: Bool
  /// Properties settable by key declared in the class body.
  public var properties: [ScannedProperty]
  /// Members Objective-C sees, declared in the class body.
  public var objcMembers: [ObjCMember] = []
  /// Members Objective-C sees only under Swift 3's `@objc` inference (SE-0160), declared in
  /// the class body: every other member of an `NSObject` subclass that is `internal` or
  /// wider, which a target whose `SWIFT_SWIFT3_OBJC_INFERENCE` is `On` exposes.
  public var swift3ObjCMembers: [ObjCMember] = []
  /// Where the class's name is.
  public var location: SourceLocation
  /// Conditional-compilation conditions the declaration sits under, outermost first.
  public var conditions: [String]
  /// Swift or Objective-C.
  public var language: SourceLanguage

  /// The `@IBInspectable` properties.
  public var inspectables: [ScannedProperty] { properties.filter(\.isInspectable) }
}

/// An extension (Swift) or category (Objective-C) found in the sources.
public struct ScannedExtension: Sendable, Hashable {
  /// The extended type as written, module qualifier removed (`UILabel`, `Outer.Inner`).
  public var extendedType: String
  /// `@IBDesignable extension …` (allowed by Swift on class extensions).
  public var isDesignable: Bool
  /// The category name of an Objective-C category, if any.
  public var categoryName: String?
  /// Properties settable by key declared in the extension.
  public var properties: [ScannedProperty]
  /// Members Objective-C sees, declared in the extension.
  public var objcMembers: [ObjCMember] = []
  /// Members Objective-C sees only under Swift 3's `@objc` inference, declared in the
  /// extension (`ScannedClass.swift3ObjCMembers`).
  public var swift3ObjCMembers: [ObjCMember] = []
  /// Where the extended type's name is.
  public var location: SourceLocation
  /// Conditional-compilation conditions the declaration sits under, outermost first.
  public var conditions: [String]
  /// Swift or Objective-C.
  public var language: SourceLanguage

  /// The `@IBInspectable` properties.
  public var inspectables: [ScannedProperty] { properties.filter(\.isInspectable) }

  /// The keys a User Defined Runtime Attribute can set through this extension: its
  /// `@IBInspectable`s, and the keys of the members key-value coding finds
  /// (`@objc func setThemeColor(_:)` sets `themeColor`).
  public var runtimeKeys: Set<String> {
    Set(inspectables.map(\.name) + objcMembers.compactMap(\.settableKey))
  }
}

/// What one source file declares.
public struct FileScan: Sendable, Hashable {
  /// The path the locations refer to.
  public var path: String
  /// Swift or Objective-C.
  public var language: SourceLanguage
  /// Classes, in source order, nested ones after their enclosing class.
  public var classes: [ScannedClass]
  /// Extensions and categories, in source order.
  public var extensions: [ScannedExtension]
  /// Problems found while scanning, located.
  public var diagnostics: [Diagnostic]
  /// Declared and referenced names, imports, entry point (Swift files only).
  public var symbols = FileSymbols()
  /// Setters and instance variables key-value coding can reach, by class (Objective-C files
  /// only: a Swift file's are its classes' and extensions' `objcMembers`).
  public var keyValueAccessors: [KeyValueAccessors] = []
  /// The selectors and keys its code can look members up by at run time (Swift files only).
  public var runtimeNames = RuntimeNames()
}

extension ScannedClass {
  /// Whether the class exists when the designables agent compiles
  /// (`TARGET_INTERFACE_BUILDER` and `DEBUG` defined); `nil` if its conditions cannot be known.
  public var existsAtDesignTime: Bool? { CompilationConditions.evaluate(conditions) }
}
