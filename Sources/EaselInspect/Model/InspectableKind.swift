import EaselDocument

/// The type of an inspectable property as Interface Builder knows it.
///
/// Mirrors `EaselUIKit.InspectableType` case for case (same raw values), so that this
/// module stays free of UIKit: `InspectableType(rawValue: kind.rawValue)` bridges them.
public enum InspectableKind: String, Sendable, Hashable, CaseIterable {
  case bool, int, cgFloat, double, float, string, color, image, point, size, rect, range

  /// The kind of a Swift type name, module qualifiers and optionality removed; `nil` when
  /// Interface Builder cannot inspect it.
  public init?(swiftType name: String) {
    switch name {
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "NSInteger", "NSUInteger":
      self = .int
    case "CGFloat": self = .cgFloat
    case "Double", "Float64", "CGFloat.NativeType", "TimeInterval", "NSTimeInterval": self = .double
    case "Float", "Float32": self = .float
    case "String": self = .string
    case "Bool": self = .bool
    case "CGRect": self = .rect
    case "CGSize": self = .size
    case "CGPoint": self = .point
    case "UIImage": self = .image
    case "UIColor": self = .color
    case "NSRange", "_NSRange": self = .range
    default: return nil
    }
  }

  /// The kind of an Objective-C type (`NSString *`, `BOOL`, `CGFloat`), or `nil`.
  public init?(objectiveCType type: String) {
    let bare = type.replacingAll("*", with: " ").split(separator: " ").map(String.init)
      .filter { !ObjCTypeWords.qualifiers.contains($0) }
      .joined(separator: " ")
    switch bare {
    case "BOOL", "bool", "_Bool": self = .bool
    case "NSInteger", "NSUInteger", "int", "unsigned", "unsigned int", "long", "unsigned long",
      "long long", "unsigned long long", "short", "unsigned short", "int32_t", "int64_t",
      "uint32_t", "uint64_t", "int16_t", "uint16_t", "int8_t", "uint8_t":
      self = .int
    case "CGFloat": self = .cgFloat
    case "double", "NSTimeInterval": self = .double
    case "float": self = .float
    case "NSString": self = .string
    case "UIColor": self = .color
    case "UIImage": self = .image
    case "CGRect": self = .rect
    case "CGSize": self = .size
    case "CGPoint": self = .point
    case "NSRange": self = .range
    default: return nil
    }
  }
}

/// Words of Objective-C declarations that qualify a type without changing its kind.
enum ObjCTypeWords {
  static let qualifiers: Set<String> = [
    "const", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull",
    "null_unspecified", "_Null_unspecified", "__kindof", "__strong", "__weak",
    "__unsafe_unretained",
    "IBInspectable", "IBOutlet", "volatile", "signed",
  ]
}

extension String {
  /// The string with every occurrence of `target` replaced (Foundation-free).
  func replacingAll(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}

extension InspectableKind {
  /// The runtime attribute type Interface Builder writes for a value of this kind.
  public var runtimeAttributeType: RuntimeAttributeType {
    switch self {
    case .bool: .boolean
    case .int, .cgFloat, .double, .float: .number
    case .string: .string
    case .color: .color
    case .image: .image
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .range: .range
    }
  }
}
