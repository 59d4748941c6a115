import EaselDiagnostics

/// The language a declaration was written in.
public enum SourceLanguage: String, Sendable, Hashable {
  /// Swift: compiled by Easel's designables agent.
  case swift
  /// Objective-C (`.h`, `.m`, `.mm`): scanned for lint, never compiled here.
  case objectiveC
}

/// How a property keeps its value.
public enum PropertyStorage: String, Sendable, Hashable {
  /// `var x: T` or `var x = v`.
  case stored
  /// A stored property with `willSet` / `didSet`.
  case observed
  /// A computed property with a getter and maybe a setter.
  case computed
}

/// A property settable by key: `@IBInspectable`, or exposed to Objective-C (`@objc`,
/// `@objcMembers`), which on iOS is all a User Defined Runtime Attribute needs.
public struct ScannedProperty: Sendable, Hashable {
  /// The property's name, which is its key.
  public var name: String
  /// The type as written (`UIColor!`), or inferred from the default (`Double` for `1.0`);
  /// `nil` when neither is known.
  public var typeText: String?
  /// Whether `typeText` was inferred from the default value rather than written.
  public var isTypeInferred: Bool
  /// The type with optionality and module qualifiers removed (`UIColor`).
  public var baseTypeName: String?
  /// The inspectable kind, or `nil` for a type Interface Builder ignores.
  public var kind: InspectableKind?
  /// `T?` or `T!` (or, in Objective-C, an object pointer).
  public var isOptional: Bool
  /// `T!`.
  public var isImplicitlyUnwrapped: Bool
  /// Whether code can assign it (`var` with a setter, or a stored `var`).
  public var hasSetter: Bool
  /// `let`.
  public var isConstant: Bool
  /// How it keeps its value.
  public var storage: PropertyStorage
  /// The initial value as written, if any.
  public var defaultExpression: String?
  /// The property's access level.
  public var access: AccessLevel
  /// The setter's access level when narrower (`private(set)`).
  public var setterAccess: AccessLevel?
  /// `static` or `class`.
  public var isStatic: Bool
  /// `lazy`.
  public var isLazy: Bool
  /// Marked `@IBInspectable` (or `IBInspectable`); otherwise only key-value settable.
  public var isInspectable: Bool
  /// Where the property's name is.
  public var location: SourceLocation
  /// Conditional-compilation conditions the declaration sits under, outermost first.
  public var conditions: [String]
  /// Swift or Objective-C.
  public var language: SourceLanguage

  /// Whether generated code in another file can read it.
  public var isReachable: Bool { access.isVisibleToOtherFiles && !isStatic }

  /// Whether generated code in another file can assign it.
  public var isSettableFromOtherFiles: Bool {
    hasSetter && !isConstant && (setterAccess ?? access).isVisibleToOtherFiles
  }
}

extension ScannedProperty {
  /// Whether the property exists when the designables agent compiles
  /// (`TARGET_INTERFACE_BUILDER` and `DEBUG` defined); `nil` if its conditions cannot be known.
  public var existsAtDesignTime: Bool? { CompilationConditions.evaluate(conditions) }
}
