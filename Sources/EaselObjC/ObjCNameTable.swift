/// One declaration of the façade as Objective-C and Swift each spell it: what a stub header
/// declares to clang, and what a translated message send, property, C function or constant
/// becomes in Swift.
public struct ObjCMemberName: Sendable, Equatable, Hashable, Codable {
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case instanceMethod, classMethod, initializer, property, classProperty
    /// A C function (`CGRectInset`, `UIGraphicsGetCurrentContext`).
    case function
    /// A global constant or variable (`UIFontWeightBold`, `CGRectZero`).
    case constant
    /// A member of a C enumeration or option set (`UIViewContentModeScaleToFill`).
    case enumerator
  }

  public var kind: Kind
  /// The class or protocol declaring it (`UIColor`), or the type a C function, constant or
  /// enumerator belongs to in Swift (`CGRect` for `CGRectInset`); empty for free functions.
  public var owner: String
  /// The Objective-C name: a selector (`colorWithRed:green:blue:alpha:`), a property name,
  /// or a C identifier.
  public var objc: String
  /// The Swift name as Swift's importer gives it: `init(red:green:blue:alpha:)`,
  /// `backgroundColor`, `insetBy(dx:dy:)`, `UIView.ContentMode.scaleToFill`.
  public var swift: String
  /// The Objective-C declaration a stub header gives clang (types as the SDK spells them).
  public var declaration: String
  /// The framework whose header declares it (`UIKit`, `Foundation`, `CoreGraphics`,
  /// `QuartzCore`, `CoreFoundation`, `ObjectiveC`): a member in another framework than its
  /// class's comes from a category there (`NSString`'s drawing methods are UIKit's).
  public var module: String
  /// Whether `owner` is a protocol (`NSObject`'s `respondsToSelector:`), not a class.
  public var isProtocolMember: Bool
  /// Whether it is a protocol's `@optional` member (`p` in the table's field is a required
  /// one, `o` an optional one), which `protocol_getMethodDescription` tells apart.
  public var isOptional: Bool
  /// The named category of `owner` the SDK declares it in (`UIViewRendering` for `UIView`'s
  /// `tintColor`), empty for the class's own `@interface` (or a class extension). Clang
  /// synthesizes a property a subclass declares again only when its superclasses declare it
  /// in a category, so the stub headers declare each member where the SDK does.
  public var category: String
  /// A C function's arguments in the order of the overlay member it is retired for, where
  /// that is not C's (`CGContextDrawImage(c, rect, image)` is `c.draw(image, in: rect)`):
  /// one entry a Swift parameter after the receiver, the index of C's parameter passed
  /// there (the receiver is 0: `["2", "1"]`), or a value C has no parameter for (`true`
  /// for `CGContextDrawTiledImage`'s `byTiling:`); empty for C's order.
  public var arguments: [String]
  /// Whether the SDK declares this C function in a region audited for ARC's implicit
  /// bridging (`CF_IMPLICIT_BRIDGING_ENABLED`, `#pragma clang arc_cf_code_audited begin`): ARC
  /// code may then pass an object where it takes a Core Foundation type (`(CFDataRef)data`)
  /// and take a result it does not create or copy as an object, and Swift's importer gives
  /// its results as managed references, never `Unmanaged`.
  public var isAudited: Bool

  public init(
    kind: Kind, owner: String, objc: String, swift: String, declaration: String,
    module: String = "", isProtocolMember: Bool = false, isOptional: Bool = false,
    category: String = "", arguments: [String] = [], isAudited: Bool = false
  ) {
    self.kind = kind
    self.owner = owner
    self.objc = objc
    self.swift = swift
    self.declaration = declaration
    self.module = module
    self.isProtocolMember = isProtocolMember
    self.isOptional = isOptional
    self.category = category
    self.arguments = arguments
    self.isAudited = isAudited
  }
}
