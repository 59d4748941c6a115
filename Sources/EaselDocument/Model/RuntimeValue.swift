import EaselDiagnostics
import Foundation

/// The value of a User Defined Runtime Attribute, typed as Interface Builder types it.
public enum RuntimeValue: Hashable, Sendable, Codable {
  /// `type="boolean" value="YES"`.
  case boolean(Bool)
  /// `type="number"` with a `<real>` (`isInteger == false`) or `<integer>` child.
  case number(Double, isInteger: Bool)
  /// `type="string"`; `localized` when `localized="YES"` (translations in `.strings`).
  case string(String, localized: Bool)
  /// `type="color"` with a `<color key="value">` child.
  case color(ColorValue)
  /// `type="image" value="name"`.
  case image(String)
  /// `type="image" value="name" catalog="system"`: an SF Symbol.
  case systemImage(String)
  /// `type="point"` with `<point key="value" x= y=>`.
  case point(CGPoint)
  /// `type="size"` with `<size key="value" width= height=>`.
  case size(CGSize)
  /// `type="rect"` with `<rect key="value" x= y= width= height=>`.
  case rect(CGRect)
  /// `type="range"` with `<range key="value" location= length=>`.
  case range(location: Int, length: Int)
  /// `type="nil"`: sets the key path to nil.
  case `nil`

  /// The `type` Interface Builder writes for this value.
  public var type: RuntimeAttributeType {
    switch self {
    case .boolean: .boolean
    case .number: .number
    case .string: .string
    case .color: .color
    case .image, .systemImage: .image
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .range: .range
    case .nil: .nil
    }
  }

  /// The `type` attribute's text for this value.
  public var typeName: String { type.rawValue }
}

/// One `<userDefinedRuntimeAttribute>`: a key path, its typed value, and where it is.
public struct RuntimeAttribute: Sendable {
  /// The key path set on the object (`layer.cornerRadius`, `bgColorName`).
  public var keyPath: String
  /// The typed value.
  public var value: RuntimeValue
  /// Where the `<userDefinedRuntimeAttribute>` starts.
  public var location: SourceLocation
  /// The `<userDefinedRuntimeAttribute>` element itself.
  public var element: IBElement

  /// Creates a runtime attribute.
  public init(keyPath: String, value: RuntimeValue, location: SourceLocation, element: IBElement) {
    self.keyPath = keyPath
    self.value = value
    self.location = location
    self.element = element
  }
}
