/// One type of the façade as Objective-C and Swift each spell it: a class (with its
/// superclass, for lookups that walk the hierarchy), a protocol, or a C type a stub header
/// declares so that user code typechecks.
public struct ObjCTypeName: Sendable, Equatable, Hashable {
  public enum Kind: String, Sendable, CaseIterable {
    case `class`, `protocol`
    /// A C struct (`struct CGRect {…};`); its typedef is a separate `typedef` row.
    case `struct`
    /// `NS_ENUM` (`UIViewContentMode`) and `NS_OPTIONS` (`UIViewAutoresizing`): the
    /// declaration lists the enumerators the façade has, with the SDK's values.
    case `enum`, options
    case `typedef`
    /// A named category that adopts protocols (`UIView (UIAccessibility)
    /// <UIAccessibilityIdentification>`): `superclass` is the class it extends, `protocols`
    /// what it adopts, `declaration` what follows `@interface`.
    case category
  }

  public var kind: Kind
  /// The framework whose header declares it.
  public var module: String
  /// The Objective-C or C name (`UIView`, `UIViewContentMode`, `CGContextRef`).
  public var name: String
  /// The Swift name as Swift's importer gives it (`UIView.ContentMode`, `CGContext`,
  /// `NSAttributedString.Key`; `NSObjectProtocol` for the protocol `NSObject`).
  public var swift: String
  /// A class's superclass, a category's class (empty for a root class and for other kinds).
  public var superclass: String
  /// The protocols a class or category adopts or a protocol inherits, those the table has.
  public var protocols: [String]
  /// For a class or category, what follows `@interface` (`NSArray<__covariant ObjectType> :
  /// NSObject`, `UIView (UIAccessibility)`);
  /// for C types, the whole declaration; empty for a protocol.
  public var declaration: String

  public init(
    kind: Kind, module: String, name: String, swift: String, superclass: String = "",
    protocols: [String] = [], declaration: String
  ) {
    self.kind = kind
    self.module = module
    self.name = name
    self.swift = swift
    self.superclass = superclass
    self.protocols = protocols
    self.declaration = declaration
  }
}
