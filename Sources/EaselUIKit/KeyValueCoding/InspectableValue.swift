import Foundation

/// The type of an inspectable property, as Interface Builder's attributes inspector knows it.
public enum InspectableType: String, Sendable, Hashable, CaseIterable {
  case bool, int, cgFloat, double, float, string, color, image, point, size, rect, range
}

/// A value set by key: a User Defined Runtime Attribute, or an edit in the designer.
///
/// A closed set, so that every setter can say which cases it takes.
public enum InspectableValue: @unchecked Sendable {
  case bool(Bool)
  case number(Double)
  case string(String)
  case color(UIColor)
  case image(UIImage?)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case range(NSRange)
  case null
}

/// Why setting a value by key failed.
public enum KeyValueCodingError: Error, Equatable, CustomStringConvertible {
  /// No class in the object's chain has this key (`setValue:forUndefinedKey:` on iOS).
  case undefinedKey(key: String, className: String)
  /// The key exists but takes another type.
  case typeMismatch(key: String, expected: InspectableType, got: String)

  public var description: String {
    switch self {
    case .undefinedKey(let key, let cls):
      "this class is not key value coding-compliant for the key '\(key)' (\(cls))"
    case .typeMismatch(let key, let expected, let got):
      "key '\(key)' takes \(expected.rawValue), not \(got)"
    }
  }
}

/// One property settable by key on instances of one class.
public struct KeyValueEntry: @unchecked Sendable {
  /// The class that declares the key; entries of subclasses win over their superclasses'.
  public let owner: AnyClass
  public let key: String
  public let type: InspectableType
  /// Whether the attributes inspector shows it (`@IBInspectable`), not only KVC.
  public let isInspectable: Bool
  /// The value the property has on a fresh instance, if it is known without running code.
  public let defaultValue: InspectableValue?
  public let get: @MainActor (AnyObject) -> InspectableValue?
  /// Sets the value; throws `typeMismatch` for a case it does not take.
  public let set: @MainActor (AnyObject, InspectableValue) throws -> Void

  public init(
    owner: AnyClass, key: String, type: InspectableType, isInspectable: Bool = true,
    defaultValue: InspectableValue? = nil,
    get: @escaping @MainActor (AnyObject) -> InspectableValue?,
    set: @escaping @MainActor (AnyObject, InspectableValue) throws -> Void
  ) {
    self.owner = owner
    self.key = key
    self.type = type
    self.isInspectable = isInspectable
    self.defaultValue = defaultValue
    self.get = get
    self.set = set
  }
}

/// A class that can be made from an Interface Builder document.
public struct DesignableClass: @unchecked Sendable {
  /// The name a document's `customClass` uses.
  public let name: String
  public let type: AnyClass
  /// Makes an instance as a document does at run time, through `init?(coder:)`.
  public let make: @MainActor (NSCoder) -> AnyObject?
  /// Makes an instance as Interface Builder does at design time, through `init(frame:)`;
  /// nil when the class has no `init(frame:)` (Interface Builder's agent would die of an
  /// unimplemented initializer).
  public let makeWithFrame: (@MainActor (CGRect) -> AnyObject?)?
  /// Whether Interface Builder renders the class live (`@IBDesignable`, or a subclass of a
  /// designable class). Other custom classes are drawn as their UIKit base at design time.
  public let isDesignable: Bool

  public init(
    name: String, type: AnyClass, isDesignable: Bool = false,
    makeWithFrame: (@MainActor (CGRect) -> AnyObject?)? = nil,
    make: @escaping @MainActor (NSCoder) -> AnyObject?
  ) {
    self.name = name
    self.type = type
    self.isDesignable = isDesignable
    self.makeWithFrame = makeWithFrame
    self.make = make
  }
}
