import Foundation

/// A minimal stand-in for Easel's façade `UIKit` module: just what the seeds' sources and the
/// generated registration use. The `KeyValueCoding` part is copied from
/// `Sources/EaselUIKit/KeyValueCoding` (our own files) so the generated code is checked
/// against the real API's declarations.
enum StandInUIKit {
  static let source = #"""
    @_exported import Foundation

    public final class CGColor: @unchecked Sendable {}
    public final class CGPath: @unchecked Sendable {}
    public final class CGImage: @unchecked Sendable {}

    open class UIColor: @unchecked Sendable {
      public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
      public init(white: CGFloat, alpha: CGFloat) {}
      public var cgColor: CGColor { CGColor() }
      public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
      public static var black: UIColor { UIColor(white: 0, alpha: 1) }
      public static var white: UIColor { UIColor(white: 1, alpha: 1) }
      public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
      public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
      public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    }

    open class UIImage: @unchecked Sendable {
      public init?(named: String) {}
      public var cgImage: CGImage? { nil }
    }

    public struct CALayerContentsGravity: Sendable {
      public static let resizeAspectFill = CALayerContentsGravity()
    }

    @MainActor open class CALayer {
      public init() {}
      public var frame: CGRect = .zero
      public var bounds: CGRect = .zero
      public var mask: CALayer?
      public var contents: Any?
      public var contentsGravity = CALayerContentsGravity.resizeAspectFill
      public var shadowColor: CGColor?
      public var shadowRadius: CGFloat = 3
      public var shadowOpacity: Float = 0
      public var shadowOffset: CGSize = .zero
      public var cornerRadius: CGFloat = 0
      public func addSublayer(_ layer: CALayer) {}
    }

    @MainActor open class CAShapeLayer: CALayer {
      public var path: CGPath?
      public var lineWidth: CGFloat = 1
      public var strokeStart: CGFloat = 0
      public var strokeEnd: CGFloat = 1
      public var strokeColor: CGColor?
      public var fillColor: CGColor?
    }

    public final class UIBezierPath {
      public init(ovalIn rect: CGRect) {}
      public var cgPath: CGPath { CGPath() }
    }

    @MainActor open class UIResponder {
      public init() {}
    }

    @MainActor open class UIView: UIResponder {
      public var bounds: CGRect = .zero
      public var frame: CGRect = .zero
      public var backgroundColor: UIColor?
      public let layer = CALayer()
      public init(frame: CGRect) { super.init() }
      public required init?(coder: NSCoder) { super.init() }
      open func draw(_ rect: CGRect) {}
      open func layoutSubviews() {}
      open func prepareForInterfaceBuilder() {}
    }

    @MainActor open class UILabel: UIView {
      public var text: String?
    }

    @MainActor open class UIButton: UIView {}

    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
      public let name: String
      public init(_ name: String) { self.name = name }
      public init(stringLiteral value: String) { name = value }
    }

    @MainActor open class UIControl: UIView {
      public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
      }
      public private(set) var actions: [Selector] = []
      open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actions.append(action)
      }
    }

    """# + keyValueCoding + generatedConversions

  /// `Sources/EaselUIKit/KeyValueCoding/GeneratedConversions.swift` as it is (read from the
  /// package, its import left out): the conversions the generated code calls.
  static let generatedConversions: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "../../../Sources/EaselUIKit/KeyValueCoding/GeneratedConversions.swift")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return "\n" + text.replacingOccurrences(of: "import Foundation\n", with: "")
  }()

  /// Copied from `Sources/EaselUIKit/KeyValueCoding/InspectableValue.swift`,
  /// `InspectableValue+Conversions.swift` (`kindName`) and `KeyValueTable.swift`.
  static let keyValueCoding = #"""
    public enum InspectableType: String, Sendable, Hashable, CaseIterable {
      case bool, int, cgFloat, double, float, string, color, image, point, size, rect, range
    }

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

      public var kindName: String {
        switch self {
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .color: "color"
        case .image: "image"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .range: "range"
        case .null: "nil"
        }
      }
    }

    public enum KeyValueCodingError: Error, Equatable, CustomStringConvertible {
      case undefinedKey(key: String, className: String)
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

    public struct KeyValueEntry: @unchecked Sendable {
      public let owner: AnyClass
      public let key: String
      public let type: InspectableType
      public let isInspectable: Bool
      public let defaultValue: InspectableValue?
      public let get: @MainActor (AnyObject) -> InspectableValue?
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

    public struct DesignableClass: @unchecked Sendable {
      public let name: String
      public let type: AnyClass
      public let make: @MainActor (NSCoder) -> AnyObject?
      public let makeWithFrame: (@MainActor (CGRect) -> AnyObject?)?
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

    public struct ClassFactory: @unchecked Sendable {
      public let type: AnyClass
      public let make: @MainActor () -> AnyObject?
      public init(_ type: AnyClass, make: @escaping @MainActor () -> AnyObject?) {
        self.type = type
        self.make = make
      }
    }

    public struct ObjCMethod: @unchecked Sendable {
      public let owner: AnyClass
      public let selector: String
      public let isClassMethod: Bool
      public let invoke: @MainActor (_ receiver: Any, _ arguments: [Any?]) throws -> Any?
      public init(
        owner: AnyClass, selector: String, isClassMethod: Bool = false,
        invoke: @escaping @MainActor (_ receiver: Any, _ arguments: [Any?]) throws -> Any?
      ) {
        self.owner = owner
        self.selector = selector
        self.isClassMethod = isClassMethod
        self.invoke = invoke
      }
    }

    public enum ObjCMessageError: Error {
      case argumentType(index: Int, expected: String, got: String)
      case receiverType(selector: String, expected: String, got: String)
    }

    public enum ObjCArguments {
      public static func cast<T>(_ arguments: [Any?], _ index: Int) throws -> T {
        let value = index < arguments.count ? arguments[index] : nil
        if let v = value as? T { return v }
        if let d = value as? Double, let v = CGFloat(d) as? T { return v }
        throw ObjCMessageError.argumentType(index: index, expected: "\(T.self)", got: "\(value as Any)")
      }
    }

    public struct KeyValueTable: @unchecked Sendable {
      public private(set) var entries: [KeyValueEntry] = []
      public private(set) var classes: [String: DesignableClass] = [:]
      public private(set) var methods: [ObjCMethod] = []
      public private(set) var factories: [ClassFactory] = []
      public init() {}
      public mutating func add(factory: ClassFactory) { factories.append(factory) }
      public mutating func add(_ entries: [KeyValueEntry]) { self.entries += entries }
      public mutating func add(methods: [ObjCMethod]) { self.methods += methods }
      public mutating func add(_ classes: [DesignableClass]) {
        for c in classes { self.classes[c.name] = c }
      }
      public func entry(forKey key: String, owner: AnyClass) -> KeyValueEntry? {
        entries.last { $0.key == key && $0.owner == owner }
      }
    }
    """#
}
